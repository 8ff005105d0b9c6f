import { useRef, useState } from 'react';
import { lastDayOfGrace } from '@teduh/shared/domain';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  currentLocale,
  fontWeights,
  readApiErrorParts,
  space,
  toast,
  useLocalizedPath,
} from '@teduh/shared';
import { instantPay, usePayQuote, type PayQuote } from '../api/instant-pay';
import type { PolicyDetail } from '../api/types';
import { certificatePageUrl, day, money } from '../../../lib/policy-format';
import { DetailList, DetailRow, ProfileCard } from '../../../components/profile-card';

/** The oldest contribution of the term that fell due and is not paid, if any. */
export function overdueContribution(policy: PolicyDetail) {
  if (policy.status !== 'issued' || policy.cancellation) return null;
  return policy.payment_schedule.find((row) => row.status === 'due') ?? null;
}

type Outcome = { kind: 'idle' } | { kind: 'pending' } | { kind: 'failed' } | { kind: 'error'; text: string };

const Breakdown = styled(DetailList)`
  margin: ${space.md} 0;
`;

const Credit = styled.span`
  color: ${colors.success};
`;

const ToPay = styled.strong`
  font-weight: ${fontWeights.bold};
`;

/**
 * "Pay now" on a certificate with a contribution due: shows what will be charged (the contribution, the reward
 * credit it takes off, the amount to pay), then charges the saved card at once (or opens the provider's
 * checkout, or its 3-D Secure page) for exactly that amount. `onPaid` reloads the certificate once paid.
 */
export function PayNowSection({ policy, onPaid }: { policy: PolicyDetail; onPaid: () => void }) {
  const due = overdueContribution(policy);
  if (!due) return null;
  return <PayNowCard policy={policy} dueDate={due.due_date} onPaid={onPaid} />;
}

function PayNowCard({
  policy,
  dueDate,
  onPaid,
}: {
  policy: PolicyDetail;
  dueDate: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const localized = useLocalizedPath();
  const quote = usePayQuote(policy.uuid);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // One key per intent to pay: kept across a retry after a lost answer, so the retry cannot charge twice.
  const intentKey = useRef<string | null>(null);

  const returnUrl = (result: 'success' | 'error') =>
    `${certificatePageUrl(localized, policy.uuid)}?payment=${result}`;

  const pay = async (shown: PayQuote) => {
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
        expectedAmount: shown.amount,
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
      // The amount changed since it was shown (the credit did): nothing was charged; show the new one.
      if (parts.code === 'amount_changed') quote.retry();
      setOutcome({
        kind: 'error',
        text: parts.network ? t('common.networkError.text') : (parts.detail ?? t('policies.payNow.failed')),
      });
    }
  };

  const shown = quote.status === 'success' ? quote.data : null;
  const hasCredit = shown !== null && shown.reward_credit !== '0.00';
  return (
    <ProfileCard id="policy-pay-now" title={t('policies.payNow.title')}>
      <Alert variant="warning">
        {t('policies.payNow.text', {
          amount: money(shown?.contribution ?? policy.contribution),
          date: day(dueDate, locale),
          lastDay: day(lastDayOfGrace(dueDate), locale),
        })}
      </Alert>
      {quote.status === 'error' ? (
        <>
          <p />
          <Alert variant="error">{t('rewards.creditQuoteFailed')}</Alert>
          <p />
          <Button variant="secondary" onClick={quote.retry}>
            {t('policies.retry')}
          </Button>
        </>
      ) : null}
      {shown ? (
        <Breakdown aria-label={t('rewards.creditBreakdown')}>
          <DetailRow term={t('rewards.creditContribution')}>{money(shown.contribution)}</DetailRow>
          {hasCredit ? (
            <DetailRow term={t('rewards.creditLine')}>
              <Credit>{t('rewards.creditLineValue', { amount: money(shown.reward_credit) })}</Credit>
            </DetailRow>
          ) : null}
          <DetailRow term={t('rewards.creditAmountToPay')}>
            <ToPay>{money(shown.amount)}</ToPay>
          </DetailRow>
        </Breakdown>
      ) : null}
      <div role="status" aria-live="polite">
        {outcome.kind === 'pending' ? <Alert variant="info">{t('policies.payNow.pending')}</Alert> : null}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' ? <Alert variant="error">{t('policies.payNow.failed')}</Alert> : null}
        {outcome.kind === 'error' ? <Alert variant="error">{outcome.text}</Alert> : null}
      </div>
      {outcome.kind !== 'idle' ? <p /> : null}
      {quote.status === 'error' ? null : (
        <Button
          loading={paying || quote.status === 'loading'}
          disabled={!shown}
          onClick={() => shown && void pay(shown)}
        >
          {shown ? t('policies.payNow.button', { amount: money(shown.amount) }) : t('policies.payNow.title')}
        </Button>
      )}
    </ProfileCard>
  );
}
