import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import { Alert, Button, Loader, useLocalizedPath } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { createCollection, useActiveMandates } from '../../api/fpx-payments';
import type { Mandate } from '../../api/types';
import { ErrorAlert } from '../../components/error-alert';
import { leaveSite } from '../../lib/leave-site';
import { paymentOutcome } from './payment-outcome';
import { myCertificatesPath } from '../../lib/member-pages';

export const MANDATE_POLL_MS = 2000;
export const MANDATE_POLL_TRIES = 15;

/**
 * /pusara-pro/payment-method/success?uuid=<mandate>&status=: the bank approved the direct debit. The active
 * mandates are polled through the query layer; once this one is active, the first contribution is collected on
 * it and the member follows the payment's outcome.
 */
export function MandateSuccessPage() {
  const { t } = useTranslation('pusara');
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [polls, setPolls] = useState(0);
  const [collectError, setCollectError] = useState<unknown>(null);
  const collecting = useRef(false);

  const mandates = useActiveMandates({
    refetchEveryMs: (list) =>
      list?.some((item) => isThisMandate(item, uuid)) || polls >= MANDATE_POLL_TRIES
        ? false
        : MANDATE_POLL_MS,
    onAsk: () => setPolls((count) => count + 1),
  });
  const list = mandates.status === 'success' ? mandates.data : null;
  const mandate = list?.find((item) => isThisMandate(item, uuid)) ?? null;

  // The first contribution is collected once (a change, not a load); the API answers the open one if asked again.
  useEffect(() => {
    if (!mandate || collecting.current) return;
    collecting.current = true;
    createCollection(mandate.certificate)
      .then((payment) => {
        const outcome = paymentOutcome(payment);
        if (outcome.kind === 'external') leaveSite(outcome.url);
        else navigate(localized(outcome.to), { replace: true });
      })
      .catch((error: unknown) => setCollectError(error));
  }, [mandate, navigate, localized]);

  let state: { kind: 'working' } | { kind: 'slow' } | { kind: 'error'; error: unknown } = { kind: 'working' };
  if (collectError) state = { kind: 'error', error: collectError };
  else if (mandates.status === 'error') state = { kind: 'error', error: mandates.error };
  else if (!mandate && mandates.status !== 'loading' && polls >= MANDATE_POLL_TRIES) state = { kind: 'slow' };

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

function isThisMandate(mandate: Mandate, uuid: string): boolean {
  return String(mandate.id) === uuid || mandate.uuid === uuid;
}
