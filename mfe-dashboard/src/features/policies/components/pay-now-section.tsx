import { useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Button, currentLocale, readApiErrorParts, toast, useLocalizedPath } from '@teduh/shared';
import { instantPay } from '../api/instant-pay';
import type { PolicyDetail } from '../api/types';
import { certificatePageUrl, day, money } from '../../../lib/policy-format';
import { ProfileCard } from '../../../components/profile-card';

/** The oldest contribution of the term that fell due and is not paid, if any. */
export function overdueContribution(policy: PolicyDetail) {
  if (policy.status !== 'issued' || policy.cancellation) return null;
  return policy.payment_schedule.find((row) => row.status === 'due') ?? null;
}

type Outcome = { kind: 'idle' } | { kind: 'pending' } | { kind: 'failed' } | { kind: 'error'; text: string };

/**
 * "Pay now" on a certificate with a contribution due: charges the saved card at once (or opens the provider's
 * checkout, or its 3-D Secure page). `onPaid` reloads the certificate once the payment went through.
 */
export function PayNowSection({ policy, onPaid }: { policy: PolicyDetail; onPaid: () => void }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const localized = useLocalizedPath();
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // One key per intent to pay: kept across a retry after a lost answer, so the retry cannot charge twice.
  const intentKey = useRef<string | null>(null);
  const due = overdueContribution(policy);
  if (!due) return null;

  const returnUrl = (result: 'success' | 'error') =>
    `${certificatePageUrl(localized, policy.uuid)}?payment=${result}`;

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    setOutcome({ kind: 'idle' });
    intentKey.current ??= crypto.randomUUID();
    try {
      const result = await instantPay({
        certificate: policy.uuid,
        idempotencyKey: intentKey.current,
        successReturnUrl: returnUrl('success'),
        failureReturnUrl: returnUrl('error'),
      });
      const leaveTo =
        result.outcome === 'checkout'
          ? result.checkout?.cached_data.payment_link_url
          : result.payment?.status === 'requires_action'
            ? result.payment.cached_data.actions[0]?.url
            : undefined;
      if (leaveTo) {
        // The browser is leaving for the provider: the button stays busy.
        window.location.assign(leaveTo);
        return;
      }
      // A definite answer ends this intent: a later click is a new payment.
      intentKey.current = null;
      setPaying(false);
      if (result.payment?.status === 'succeeded') {
        toast.success(t('policies.payNow.paid'));
        onPaid();
      } else if (result.payment?.status === 'pending') setOutcome({ kind: 'pending' });
      else setOutcome({ kind: 'failed' });
    } catch (error) {
      const parts = readApiErrorParts(error);
      // Only a lost answer keeps the key (the payment may have happened); any refusal starts afresh.
      if (!parts.network) intentKey.current = null;
      setPaying(false);
      setOutcome({
        kind: 'error',
        text: parts.network ? t('common.networkError.text') : (parts.detail ?? t('policies.payNow.failed')),
      });
    }
  };

  return (
    <ProfileCard id="policy-pay-now" title={t('policies.payNow.title')}>
      <Alert variant="warning">
        {t('policies.payNow.text', { amount: money(due.amount), date: day(due.due_date, locale) })}
      </Alert>
      <div role="status" aria-live="polite">
        {outcome.kind === 'pending' ? <Alert variant="info">{t('policies.payNow.pending')}</Alert> : null}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' ? <Alert variant="error">{t('policies.payNow.failed')}</Alert> : null}
        {outcome.kind === 'error' ? <Alert variant="error">{outcome.text}</Alert> : null}
      </div>
      <p />
      <Button loading={paying} onClick={() => void pay()}>
        {t('policies.payNow.button', { amount: money(due.amount) })}
      </Button>
    </ProfileCard>
  );
}
