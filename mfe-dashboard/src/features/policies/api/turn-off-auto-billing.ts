import { apiClient } from '@teduh/shared';
import type { AutoBilling } from './types';

export const autoBillingCancelPath = 'payment/api/v1/auto-billing/cancel/';

/** Stops automatic billing (the card or mandate stays); answers the auto-billing as it now stands. */
export async function turnOffAutoBilling(certificate: string): Promise<AutoBilling> {
  const response = await apiClient.post<{ data: AutoBilling }>(autoBillingCancelPath, { certificate });
  return response.data.data;
}
