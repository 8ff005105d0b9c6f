// /journey/gibraltar-i-protect/confirmation/{uuid?}: the issued policy (number, cover, premium, the partner's
// documents) and, for a visitor, the way to find it in a Teduh account. Without a uuid it says there is nothing
// to confirm yet; an unknown or malformed one is the not-found page.
import { useEffect } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import { Alert, Button, Loader, NotFoundPage, isApiError, useSessionStore } from '@teduh/shared';
import { ErrorAlert } from '../partner-insurer/error-alert';
import { isUuid, useQuotation } from './api';
import { AccidentFrame, stepPaths, useAccidentDraft } from './journey';
import { QuotationSummary } from './quotation-summary';

export function ConfirmationPage() {
  const { t } = useTranslation('partners');
  const { uuid } = useParams();
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const { clear } = useAccidentDraft();
  const quotation = useQuotation(uuid);
  const issued = quotation.status === 'success' && quotation.data.status === 'issued';
  // Bought: this tab's answers are no longer needed (they hold personal details).
  useEffect(() => {
    if (issued) clear();
  }, [issued, clear]);

  if (uuid !== undefined && !isUuid(uuid)) return <NotFoundPage />;
  if (quotation.status === 'error' && isApiError(quotation.error) && quotation.error.response?.status === 404)
    return <NotFoundPage />;

  return (
    <AccidentFrame step="confirmation">
      {uuid === undefined ? (
        <>
          <p>{t('accident.confirmation.none')}</p>
          <Button to={stepPaths.plan} localize>
            {t('accident.start')}
          </Button>
        </>
      ) : null}
      {quotation.status === 'loading' ? <Loader /> : null}
      {quotation.status === 'error' ? (
        <>
          <ErrorAlert error={quotation.error} />
          <Button variant="secondary" onClick={quotation.retry}>
            {t('partnerInsurer.tryAgain')}
          </Button>
        </>
      ) : null}
      {quotation.status === 'success' && !issued ? (
        <>
          <Alert variant="info">{t('accident.confirmation.notYet')}</Alert>
          <Button to={`${stepPaths.payment}?refId=${quotation.data.uuid}`} localize>
            {t('accident.confirmation.toPayment')}
          </Button>
        </>
      ) : null}
      {quotation.status === 'success' && issued ? (
        <section aria-labelledby="accident-confirmation">
          <h2 id="accident-confirmation">{t('accident.confirmation.title')}</h2>
          <Alert variant="success">{t('accident.confirmation.intro', { email: quotation.data.email })}</Alert>
          <QuotationSummary quotation={quotation.data} />
          {quotation.data.documents.length > 0 ? (
            <>
              <h3>{t('partnerInsurer.documents.title')}</h3>
              <ul>
                {quotation.data.documents.map((document) => (
                  <li key={document.url}>
                    <a href={document.url} target="_blank" rel="noreferrer">
                      {t(
                        `partnerInsurer.documents.${document.type === 'policy_schedule' ? 'schedule' : 'disclosure'}`,
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {signedIn ? (
            <Button to="/dashboard" localize>
              {t('partnerInsurer.success.dashboard')}
            </Button>
          ) : (
            <>
              <p>{t('partnerInsurer.success.register', { email: quotation.data.email })}</p>
              <Button to="/dashboard/presignup" localize>
                {t('partnerInsurer.success.registerButton')}
              </Button>
            </>
          )}
        </section>
      ) : null}
    </AccidentFrame>
  );
}
