import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { AutoBilling } from './types';

export const autoBillingPath = 'payment/api/v1/auto-billing/';

/** How one of the member's certificates is paid: its saved card or FPX mandate, and automatic billing. */
export async function getAutoBilling(certificate: string, signal?: AbortSignal): Promise<AutoBilling> {
  const response = await apiClient.get<{ data: AutoBilling }>(autoBillingPath, {
    params: { certificate },
    signal,
  });
  return response.data.data;
}

/** How a certificate is paid, through the shared server-data layer. */
export function useAutoBilling(certificate: string) {
  return useApiQuery(`auto-billing:${certificate}`, (signal) => getAutoBilling(certificate, signal));
}
