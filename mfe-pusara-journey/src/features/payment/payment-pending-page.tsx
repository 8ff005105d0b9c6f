import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import { Button, useLocalizedPath } from '@teduh/shared';
import { PaymentPending } from '@teduh/shared/journey';
import { fetchPayment } from '../../api/card-payments';
import type { Payment } from '../../api/types';
import { leaveSite } from '../../lib/leave-site';
import { paymentOutcome } from './payment-outcome';
import { myCertificatesPath } from '../../lib/member-pages';

export const PENDING_POLL_MS = 3000;
/** About two minutes; the payment is then still reconciled by the API and the member is e-mailed. */
export const PENDING_POLL_TRIES = 40;

/** /pusara-pro/payment-response/pending?uuid=<payment>: polls the payment and moves on when it settles. */
export function PaymentPendingPage() {
  const { t } = useTranslation('pusara');
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  const followOutcome = (payment: Payment) => {
    const outcome = paymentOutcome(payment);
    if (outcome.kind === 'external') leaveSite(outcome.url);
    else navigate(localized(outcome.to), { replace: true });
  };

  return (
    <PaymentPending
      queryKey={`pusara:payment:${uuid}`}
      fetchPayment={(signal) => fetchPayment(uuid, signal)}
      onSettled={followOutcome}
      pollEveryMs={PENDING_POLL_MS}
      maxPolls={PENDING_POLL_TRIES}
      title={t('result.pending.title')}
      intro={t('result.pending.intro')}
      checking={t('result.pending.checking')}
      slow={t('result.pending.slow')}
      afterSlow={
        <Button to={myCertificatesPath} localize fullWidth>
          {t('common.toDashboard')}
        </Button>
      }
    />
  );
}
