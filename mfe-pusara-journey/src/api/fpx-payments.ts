import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { Bank, Envelope, Mandate, Payment, PolledQueryOptions } from './types';

const paymentPath = 'payment/api/v1/';

/** `GET payment/api/v1/banks?payment_method=mandate`: FPX banks (offline ones cannot be chosen). */
export async function fetchMandateBanks(signal?: AbortSignal): Promise<Bank[]> {
  const response = await apiClient.get<Envelope<Bank[]>>(`${paymentPath}banks`, {
    params: { payment_method: 'mandate' },
    signal,
  });
  return response.data.data;
}

/** The FPX banks, through the shared server-data layer; asked only when `wanted` (FPX chosen). */
export function useMandateBanks(wanted: boolean) {
  return useApiQuery(wanted ? 'pusara:fpx-banks' : null, fetchMandateBanks);
}

/** `POST payment/api/v1/payment-methods/`: an FPX e-mandate; the member then approves it at `redirect_url`. */
export async function createMandate(input: { certificate: string; bankId: Bank['id'] }): Promise<Mandate> {
  const response = await apiClient.post<Envelope<Mandate>>(`${paymentPath}payment-methods/`, {
    certificate: input.certificate,
    bank_id: input.bankId,
  });
  return response.data.data;
}

/** `GET payment/api/v1/payment-methods/?status=active`. */
export async function fetchActiveMandates(signal?: AbortSignal): Promise<Mandate[]> {
  const response = await apiClient.get<Envelope<Mandate[]>>(`${paymentPath}payment-methods/`, {
    params: { status: 'active' },
    signal,
  });
  return response.data.data;
}

/** The member's active mandates through the shared server-data layer. */
export function useActiveMandates(options?: PolledQueryOptions<Mandate[]>) {
  return useApiQuery(
    'pusara:fpx-mandates:active',
    (signal) => {
      options?.onAsk?.();
      return fetchActiveMandates(signal);
    },
    options,
  );
}

/** `POST payment/api/v1/collections/`: the contribution debited on the active mandate (200: the open one). */
export async function createCollection(certificate: string): Promise<Payment> {
  const response = await apiClient.post<Envelope<Payment>>(`${paymentPath}collections/`, {
    application_id: certificate,
  });
  return response.data.data;
}
