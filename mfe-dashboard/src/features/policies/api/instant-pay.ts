import { apiClient } from '@teduh/shared';

export const instantPayPath = 'payment/api/v1/instant-pay/';

export interface InstantPayResult {
  certificate: string;
  /** payment: charged to the saved card (see payment.status); checkout: send the member to the checkout. */
  outcome: 'payment' | 'checkout';
  amount: string;
  currency: 'MYR';
  payment: {
    uuid: string;
    status: 'succeeded' | 'pending' | 'requires_action' | 'failed';
    cached_data: { actions: { url: string }[] };
  } | null;
  checkout: { uuid: string; cached_data: { payment_link_url: string } } | null;
}

/**
 * Pays what is due on the certificate now. `idempotencyKey` stands for one "Pay now" intent: sent again (a
 * retry after a network error) it is the same payment, never a second charge.
 */
export async function instantPay(input: {
  certificate: string;
  idempotencyKey: string;
  successReturnUrl: string;
  failureReturnUrl: string;
}): Promise<InstantPayResult> {
  const response = await apiClient.post<{ data: InstantPayResult }>(
    instantPayPath,
    {
      certificate: input.certificate,
      success_return_url: input.successReturnUrl,
      failure_return_url: input.failureReturnUrl,
    },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
  return response.data.data;
}
