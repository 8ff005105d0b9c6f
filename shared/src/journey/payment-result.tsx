// The payment result pages of a journey (spec section 4, 'Payment outcomes'): where a payment request's status
// sends the member, the pending page that polls it through the query layer, and the failed payment's page.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Loader } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import { WizardBox } from './wizard-box';

/** What the status mapping reads of a payment request. */
export interface PaymentRequestStatus {
  status: string;
  /** The provider's first action (3-D Secure, a bank page), for `requires_action`. */
  actionUrl?: string | null;
}

/** A page of the site (`route`) or the provider's own page (`external`). */
export type PaymentOutcome = { kind: 'route'; to: string } | { kind: 'external'; url: string };

/** The journey's result pages. */
export interface PaymentResultPaths {
  success: string;
  pending: string;
  error: string;
}

/**
 * The spec's mapping: succeeded -> the success page; pending -> the pending page; requires_action -> the
 * provider's first action (the error page when it names none); anything else -> the error page.
 */
export function paymentOutcomeOf(payment: PaymentRequestStatus, paths: PaymentResultPaths): PaymentOutcome {
  switch (payment.status) {
    case 'succeeded':
      return { kind: 'route', to: paths.success };
    case 'pending':
      return { kind: 'route', to: paths.pending };
    case 'requires_action':
      return payment.actionUrl
        ? { kind: 'external', url: payment.actionUrl }
        : { kind: 'route', to: paths.error };
    default:
      return { kind: 'route', to: paths.error };
  }
}

export interface PaymentPendingProps<T extends { status: string }> {
  /** The query key of the payment request (its uuid in it). */
  queryKey: string;
  fetchPayment: (signal: AbortSignal) => Promise<T>;
  /** The payment left `pending`: where to go next (the journey applies the status mapping). */
  onSettled: (payment: T) => void;
  /** Between answers while pending, and how many times to ask before saying it is slow. */
  pollEveryMs: number;
  maxPolls: number;
  title: string;
  intro?: string;
  /** The loader's words while the payment is asked. */
  checking: string;
  /** Said once `maxPolls` answers were still pending (or failed), above `afterSlow` (a way on). */
  slow: string;
  afterSlow?: ReactNode;
}

/**
 * The pending page: the payment request read through the query layer, asked again every `pollEveryMs` while it
 * is pending (a failed answer is asked again on the next round), until it settles or `maxPolls` answers came.
 */
export function PaymentPending<T extends { status: string }>({
  queryKey,
  fetchPayment,
  onSettled,
  pollEveryMs,
  maxPolls,
  title,
  intro,
  checking,
  slow,
  afterSlow,
}: PaymentPendingProps<T>) {
  const [asked, setAsked] = useState(0);
  const payment = useApiQuery(
    queryKey,
    (signal) => {
      setAsked((count) => count + 1);
      return fetchPayment(signal);
    },
    {
      refetchEveryMs: (data) =>
        (data === null || data.status === 'pending') && asked < maxPolls ? pollEveryMs : false,
    },
  );
  const settled = payment.status === 'success' && payment.data.status !== 'pending' ? payment.data : null;

  // Leaving the page once the payment settled is a navigation, not a load.
  useEffect(() => {
    if (settled) onSettled(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per settled answer.
  }, [settled]);

  const answered = payment.status !== 'loading';
  const gaveUp = !settled && answered && asked >= maxPolls;
  return (
    <WizardBox title={title} intro={intro}>
      {gaveUp ? (
        <>
          <Alert variant="info">{slow}</Alert>
          <p />
          {afterSlow}
        </>
      ) : (
        <Loader label={checking} showLabel />
      )}
    </WizardBox>
  );
}

export interface PaymentFailedProps {
  title: string;
  /** Why, and that nothing was charged. */
  text: string;
  /** Where to try again (none: no way to retry is known). */
  retryTo?: string | null;
  retryLabel: string;
  /** The way out, e.g. the member's dashboard. */
  homeTo: string;
  homeLabel: string;
}

/** The error page: the payment did not go through, with the way to try again and the way out. */
export function PaymentFailed({ title, text, retryTo, retryLabel, homeTo, homeLabel }: PaymentFailedProps) {
  return (
    <WizardBox title={title}>
      <Alert variant="error">{text}</Alert>
      <p />
      {retryTo ? (
        <Button to={retryTo} localize size="lg" fullWidth>
          {retryLabel}
        </Button>
      ) : null}
      <p />
      <Button to={homeTo} localize variant="secondary" fullWidth>
        {homeLabel}
      </Button>
    </WizardBox>
  );
}
