import { useEffect, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import { Alert, Button, Loader, useLocalizedPath } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { createCollection, fetchActiveMandates } from '../../api/fpx-payments';
import { ErrorAlert } from '../../components/error-alert';
import { leaveSite } from '../../lib/leave-site';
import { wait } from '../../lib/wait';
import { paymentOutcome } from './payment-outcome';
import { myCertificatesPath } from '../../lib/member-pages';

export const MANDATE_POLL_MS = 2000;
export const MANDATE_POLL_TRIES = 15;

/**
 * /pusara-pro/payment-method/success?uuid=<mandate>&status=: the bank approved the direct debit. Once the
 * mandate is active, the first contribution is collected on it and the member follows the payment's outcome.
 */
export function MandateSuccessPage() {
  const { t } = useTranslation('pusara');
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [state, setState] = useState<
    { kind: 'working' } | { kind: 'slow' } | { kind: 'error'; error: unknown }
  >({ kind: 'working' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      for (let attempt = 0; attempt < MANDATE_POLL_TRIES; attempt += 1) {
        const mandates = await fetchActiveMandates(signal);
        const mandate = mandates.find((item) => String(item.id) === uuid || item.uuid === uuid);
        if (mandate) {
          const payment = await createCollection(mandate.certificate);
          const outcome = paymentOutcome(payment);
          if (outcome.kind === 'external') leaveSite(outcome.url);
          else navigate(localized(outcome.to), { replace: true });
          return;
        }
        await wait(MANDATE_POLL_MS, signal);
      }
      setState({ kind: 'slow' });
    };
    run().catch((error: unknown) => {
      if (!signal.aborted) setState({ kind: 'error', error });
    });
    return () => controller.abort();
  }, [uuid, navigate, localized]);

  return (
    <WizardBox title={t('result.mandate.title')} intro={t('result.mandate.intro')}>
      {state.kind === 'working' ? <Loader label={t('result.mandate.working')} showLabel /> : null}
      {state.kind === 'slow' ? <Alert variant="info">{t('result.mandate.slow')}</Alert> : null}
      {state.kind === 'error' ? <ErrorAlert error={state.error} /> : null}
      {state.kind !== 'working' ? (
        <>
          <p />
          <Button to={myCertificatesPath} localize fullWidth>
            {t('common.toDashboard')}
          </Button>
        </>
      ) : null}
    </WizardBox>
  );
}
