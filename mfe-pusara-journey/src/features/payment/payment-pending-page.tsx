import { useEffect, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import { Alert, Button, Loader, useLocalizedPath } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { fetchPayment } from '../../api/card-payments';
import { leaveSite } from '../../lib/leave-site';
import { wait } from '../../lib/wait';
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
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      for (let attempt = 0; attempt < PENDING_POLL_TRIES; attempt += 1) {
        try {
          const payment = await fetchPayment(uuid, signal);
          if (payment.status !== 'pending') {
            const outcome = paymentOutcome(payment);
            if (outcome.kind === 'external') leaveSite(outcome.url);
            else navigate(localized(outcome.to), { replace: true });
            return;
          }
        } catch (error) {
          if (signal.aborted) return;
          // A failed poll is tried again on the next round.
          void error;
        }
        await wait(PENDING_POLL_MS, signal);
      }
      setGaveUp(true);
    };
    run().catch(() => undefined);
    return () => controller.abort();
  }, [uuid, navigate, localized]);

  return (
    <WizardBox title={t('result.pending.title')} intro={t('result.pending.intro')}>
      {gaveUp ? (
        <>
          <Alert variant="info">{t('result.pending.slow')}</Alert>
          <p />
          <Button to={myCertificatesPath} localize fullWidth>
            {t('common.toDashboard')}
          </Button>
        </>
      ) : (
        <Loader label={t('result.pending.checking')} showLabel />
      )}
    </WizardBox>
  );
}
