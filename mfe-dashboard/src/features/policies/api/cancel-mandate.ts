import { apiClient } from '@teduh/shared';

export const cancelMandatePath = (mandateId: string) =>
  `payment/api/v1/${encodeURIComponent(mandateId)}/collections/cancel/`;

/** Cancels an FPX direct-debit mandate at the bank: nothing more is debited through it. */
export async function cancelMandate(mandateId: string): Promise<void> {
  await apiClient.post(cancelMandatePath(mandateId));
}
