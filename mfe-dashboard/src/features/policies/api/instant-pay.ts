import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

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

/** What paying now would charge: the contribution, the reward credit it takes off, and the amount to pay. */
export interface PayQuote {
  certificate: string;
  due: boolean;
  contribution: string;
  reward_credit: string;
  amount: string;
  currency: 'MYR';
}

export async function getPayQuote(certificate: string, signal?: AbortSignal): Promise<PayQuote> {
  const response = await apiClient.get<{ data: PayQuote }>(instantPayPath, {
    params: { certificate },
    signal,
  });
  return response.data.data;
}

/** The pay page's quote, through the shared server-data layer. */
export function usePayQuote(certificate: string) {
  return useApiQuery(`pay-quote:${certificate}`, (signal) => getPayQuote(certificate, signal));
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
  /** The amount the member was shown: the API charges exactly this, or refuses (409 amount_changed). */
  expectedAmount: string;
}): Promise<InstantPayResult> {
  const response = await apiClient.post<{ data: InstantPayResult }>(
    instantPayPath,
    {
      certificate: input.certificate,
      success_return_url: input.successReturnUrl,
      failure_return_url: input.failureReturnUrl,
      expected_amount: input.expectedAmount,
    },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
  return response.data.data;
}
