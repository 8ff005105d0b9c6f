// /axa-emedic/{uuid}, /axa-elife/{id}, and the success pages: an application read at our API (which reads
// the partner again), with where it stands and what the buyer can do next.
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import { Button, Loader, useSessionStore } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { useApiQuery } from '@teduh/shared/query';
import { fetchApplication, type PartnerKind } from './api';
import { ApplicationStatus, ApplicationSummary } from './application-status';
import { ErrorAlert } from './error-alert';

const startPages: Record<PartnerKind, string> = { medical: '/axa-emedic', life: '/axa-elife' };

/** Waiting for the partner (a payment just made, a submission in flight): asked again every 3 s. */
const pollWhile = (status: string | undefined) =>
  status === 'saved' || status === 'submitting' || status === 'approved' ? 3000 : false;

export function ApplicationPage({ kind, uuid }: { kind: PartnerKind; uuid: string }) {
  const { t } = useTranslation('partners');
  const application = useApiQuery(
    `partners:${kind}:application:${uuid}`,
    (signal) => fetchApplication(kind, uuid, signal),
    { refetchEveryMs: (data) => pollWhile(data?.status) },
  );
  return (
    <WizardBox title={t(`partnerInsurer.applicationTitle.${kind}`)}>
      {application.status === 'loading' ? <Loader /> : null}
      {application.status === 'error' ? <ErrorAlert error={application.error} /> : null}
      {application.status === 'success' ? (
        <ApplicationStatus
          kind={kind}
          application={application.data}
          onChange={application.setData}
          startOver={startPages[kind]}
        />
      ) : null}
    </WizardBox>
  );
}

/** The success page after the partner's gateway: the policy, and for a visitor, the way to register. */
export function SuccessPage({ kind }: { kind: PartnerKind }) {
  const { t } = useTranslation('partners');
  const [params] = useSearchParams();
  const uuid = params.get('application');
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const application = useApiQuery(
    uuid && /^[0-9a-f-]{36}$/i.test(uuid) ? `partners:${kind}:application:${uuid}` : null,
    (signal) => fetchApplication(kind, uuid ?? '', signal),
  );
  return (
    <WizardBox title={t('partnerInsurer.success.title')} intro={t('partnerInsurer.success.intro')}>
      {application.status === 'loading' ? <Loader /> : null}
      {application.status === 'error' ? <ErrorAlert error={application.error} /> : null}
      {application.status === 'success' ? (
        <>
          <ApplicationSummary application={application.data} />
          {application.data.documents.length > 0 ? (
            <ul>
              {application.data.documents.map((document) => (
                <li key={document.url}>
                  <a href={document.url} target="_blank" rel="noreferrer">
                    {t(
                      `partnerInsurer.documents.${document.type === 'policy_schedule' ? 'schedule' : 'disclosure'}`,
                    )}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {signedIn ? (
            <Button to="/dashboard" localize>
              {t('partnerInsurer.success.dashboard')}
            </Button>
          ) : (
            <>
              <p>{t('partnerInsurer.success.register', { email: application.data.email })}</p>
              <Button to="/dashboard/presignup" localize>
                {t('partnerInsurer.success.registerButton')}
              </Button>
            </>
          )}
        </>
      ) : null}
    </WizardBox>
  );
}
