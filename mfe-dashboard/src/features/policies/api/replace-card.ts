import { apiClient } from '@teduh/shared';

export const replaceCardPath = 'payments/providers/xendit/api/v1/payment-methods/certificates/replace/';

/**
 * Opens the payment provider's page where the member saves a new card for the certificate (nothing is
 * charged); answers where to send them. Once saved, the new card replaces the old one, automatic billing
 * included.
 */
export async function startCardReplacement(input: {
  certificate: string;
  successReturnUrl: string;
  cancelReturnUrl: string;
}): Promise<string> {
  const response = await apiClient.post<{ data: { cached_data: { payment_link_url: string } } }>(
    replaceCardPath,
    {
      certificate: input.certificate,
      success_return_url: input.successReturnUrl,
      cancel_return_url: input.cancelReturnUrl,
    },
  );
  return response.data.data.cached_data.payment_link_url;
}
