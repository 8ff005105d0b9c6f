import { apiClient } from '@teduh/shared';

export const removeCardPath = (cardId: string) =>
  `payments/providers/xendit/api/v1/payment-methods/certificates/${encodeURIComponent(cardId)}/cancel/`;

/** Removes a saved card from its certificate and from the payment provider; automatic billing on it stops. */
export async function removeCard(cardId: string): Promise<void> {
  await apiClient.post(removeCardPath(cardId));
}
