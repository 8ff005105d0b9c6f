import { apiClient } from '@teduh/shared';
import type { AutoBilling } from './types';

export const autoBillingPath = 'payment/api/v1/auto-billing/';

/** How one of the member's certificates is paid: its saved card or FPX mandate, and automatic billing. */
export async function getAutoBilling(certificate: string): Promise<AutoBilling> {
  const response = await apiClient.get<{ data: AutoBilling }>(autoBillingPath, { params: { certificate } });
  return response.data.data;
}
