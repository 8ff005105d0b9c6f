import { apiClient } from '@teduh/shared';
import { useApiQuery, type QueryOptions } from '@teduh/shared/query';
import type { CheckoutSession, Envelope, Payment } from './types';

const cardPath = 'payments/providers/xendit/api/v1/';

/** `POST .../session/certificates/`: the provider's hosted checkout for the certificate's contribution. */
export async function createCheckoutSession(input: {
  certificate: string;
  successReturnUrl: string;
  cancelReturnUrl: string;
}): Promise<CheckoutSession> {
  const response = await apiClient.post<Envelope<CheckoutSession>>(`${cardPath}session/certificates/`, {
    certificate: input.certificate,
    success_return_url: input.successReturnUrl,
    cancel_return_url: input.cancelReturnUrl,
  });
  return response.data.data;
}

/** `GET .../payment-requests/<uuid>`: one payment, polled at the provider first while open. */
export async function fetchPayment(uuid: string, signal?: AbortSignal): Promise<Payment> {
  const response = await apiClient.get<Envelope<Payment>>(`${cardPath}payment-requests/${uuid}`, { signal });
  return response.data.data;
}

/** `GET .../payment-requests/certificates/<certificate>/`: the certificate's payments, newest first. */
export async function fetchCertificatePayments(
  certificate: string,
  signal?: AbortSignal,
): Promise<Payment[]> {
  const response = await apiClient.get<Envelope<Payment[]>>(
    `${cardPath}payment-requests/certificates/${certificate}/`,
    { signal },
  );
  return response.data.data;
}

/** The certificate's payments through the shared server-data layer; `null` asks for nothing. */
export function useCertificatePayments(certificate: string | null, options?: QueryOptions<Payment[]>) {
  return useApiQuery(
    certificate ? `pusara:certificate-payments:${certificate}` : null,
    (signal) => fetchCertificatePayments(certificate!, signal),
    options,
  );
}
