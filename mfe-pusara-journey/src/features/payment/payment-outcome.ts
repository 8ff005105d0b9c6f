import type { Payment } from '../../api/types';

export type PaymentOutcome = { kind: 'route'; to: string } | { kind: 'external'; url: string };

/**
 * Where a payment request sends the member (spec section 4, 'Payment outcomes'): succeeded -> the success
 * page; pending -> the pending page with the request's uuid; requires_action -> the provider's first action
 * (3-D Secure); anything else -> the error page.
 */
export function paymentOutcome(payment: Payment): PaymentOutcome {
  const certificate = encodeURIComponent(payment.certificate);
  switch (payment.status) {
    case 'succeeded':
      return { kind: 'route', to: `/pusara-pro/payment-response/success?uuid=${certificate}` };
    case 'pending':
      return {
        kind: 'route',
        to: `/pusara-pro/payment-response/pending?uuid=${encodeURIComponent(payment.uuid)}`,
      };
    case 'requires_action': {
      const url = payment.cached_data?.actions?.[0]?.url;
      if (url) return { kind: 'external', url };
      return { kind: 'route', to: `/pusara-pro/payment-response/error?certificate=${certificate}` };
    }
    default:
      return { kind: 'route', to: `/pusara-pro/payment-response/error?certificate=${certificate}` };
  }
}

/** The web app's own origin, for the provider's return addresses. */
export function siteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
