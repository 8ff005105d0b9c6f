import { paymentOutcomeOf, type PaymentOutcome } from '@teduh/shared/journey';
import type { Payment } from '../../api/types';

export type { PaymentOutcome };

/**
 * Where a payment request sends the member (spec section 4, 'Payment outcomes', applied by the journey kit):
 * succeeded -> the success page; pending -> the pending page with the request's uuid; requires_action -> the
 * provider's first action (3-D Secure); anything else -> the error page.
 */
export function paymentOutcome(payment: Payment): PaymentOutcome {
  const certificate = encodeURIComponent(payment.certificate);
  return paymentOutcomeOf(
    { status: payment.status, actionUrl: payment.cached_data?.actions?.[0]?.url },
    {
      success: `/pusara-pro/payment-response/success?uuid=${certificate}`,
      pending: `/pusara-pro/payment-response/pending?uuid=${encodeURIComponent(payment.uuid)}`,
      error: `/pusara-pro/payment-response/error?certificate=${certificate}`,
    },
  );
}

/** The web app's own origin, for the provider's return addresses. */
export function siteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
