import { apiClient } from '@teduh/shared';

export const subscriptionPath = 'payments/providers/xendit/api/v1/subscription/';

/**
 * Charges the certificate's later contributions to its saved card (`cardId`), each when it falls due. Read
 * the auto-billing again for the next debit.
 */
export async function turnOnAutoBilling(certificate: string, cardId: string): Promise<void> {
  await apiClient.post(subscriptionPath, { certificate, payment_method: cardId });
}
