import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Button, formatMoney, space } from '@teduh/shared';
import { DetailsList } from '@teduh/shared/journey';
import { ErrorAlert } from './error-alert';
import {
  goToGateway,
  startPayment,
  submitApplication,
  type PartnerApplication,
  type PartnerKind,
} from './api';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

/** The plan, the premium and the policy of an application, as label and value rows. */
export function ApplicationSummary({ application }: { application: PartnerApplication }) {
  const { t } = useTranslation('partners');
  const per = application.payment_type === 2 ? t('partnerInsurer.perYear') : t('partnerInsurer.perMonth');
  return (
    <DetailsList>
      <dt>{t('partnerInsurer.summary.name')}</dt>
      <dd>{application.name}</dd>
      {application.plan ? (
        <>
          <dt>{t('partnerInsurer.summary.plan')}</dt>
          <dd>{application.plan.plan_name}</dd>
          <dt>
            {t(
              application.product === 'life'
                ? 'partnerInsurer.summary.cover'
                : 'partnerInsurer.summary.limit',
            )}
          </dt>
          <dd>{formatMoney(application.plan.annual_limit, { omitZeroSen: true })}</dd>
          {application.plan.has_deductible && application.plan.deductible !== null ? (
            <>
              <dt>{t('partnerInsurer.summary.deductible')}</dt>
              <dd>
                {t('partnerInsurer.perAdmission', {
                  amount: formatMoney(application.plan.deductible, { omitZeroSen: true }),
                })}
              </dd>
            </>
          ) : null}
        </>
      ) : null}
      {application.premium !== null ? (
        <>
          <dt>{t('partnerInsurer.summary.premium')}</dt>
          <dd>{`${formatMoney(application.premium)} ${per}`}</dd>
        </>
      ) : null}
      {application.policy_number ? (
        <>
          <dt>{t('partnerInsurer.summary.policyNumber')}</dt>
          <dd>{application.policy_number}</dd>
        </>
      ) : null}
    </DetailsList>
  );
}

/** Where an application stands, in the buyer's words, with what the buyer can do next. */
export function ApplicationStatus({
  kind,
  application,
  onChange,
  startOver,
}: {
  kind: PartnerKind;
  application: PartnerApplication;
  onChange: (application: PartnerApplication) => void;
  /** The plan's first page. */
  startOver: string;
}) {
  const { t, i18n } = useTranslation('partners');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const pay = () =>
    run(async () => {
      goToGateway(await startPayment(kind, application.uuid, i18n.language));
    });
  const resume = () =>
    run(async () => {
      onChange(await submitApplication(kind, application.uuid, {}));
    });

  const status = application.status;
  return (
    <div>
      {status === 'saved' || status === 'submitting' ? (
        <Alert variant="warning" role="status" title={t('partnerInsurer.status.awaitingTitle')}>
          {t('partnerInsurer.status.awaiting')}
        </Alert>
      ) : null}
      {status === 'approved' ? (
        <Alert variant="success" title={t('partnerInsurer.status.approvedTitle')}>
          {t('partnerInsurer.status.approved')}
        </Alert>
      ) : null}
      {status === 'payment_failed' ? (
        <Alert variant="error" title={t('partnerInsurer.status.paymentFailedTitle')}>
          {t('partnerInsurer.status.paymentFailed')}
        </Alert>
      ) : null}
      {status === 'referred' ? (
        <Alert variant="info" role="status" title={t('partnerInsurer.status.referredTitle')}>
          {t('partnerInsurer.status.referred')}
        </Alert>
      ) : null}
      {status === 'declined' ? (
        <Alert variant="error" title={t('partnerInsurer.status.declinedTitle')}>
          {t('partnerInsurer.status.declined')}
        </Alert>
      ) : null}
      {status === 'issued' ? (
        <Alert variant="success" title={t('partnerInsurer.status.issuedTitle')}>
          {t('partnerInsurer.status.issued')}
        </Alert>
      ) : null}
      {status === 'draft' ? (
        <Alert variant="info" role="status" title={t('partnerInsurer.status.draftTitle')}>
          {t('partnerInsurer.status.draft')}
        </Alert>
      ) : null}
      <ApplicationSummary application={application} />
      {application.documents.length > 0 ? (
        <>
          <h2>{t('partnerInsurer.documents.title')}</h2>
          <ul>
            {application.documents.map((document) => (
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
      {error ? <ErrorAlert error={error} /> : null}
      <Actions>
        {status === 'approved' || status === 'payment_failed' ? (
          <Button onClick={() => void pay()} loading={busy}>
            {t(status === 'approved' ? 'partnerInsurer.pay' : 'partnerInsurer.payAgain')}
          </Button>
        ) : null}
        {status === 'saved' || status === 'submitting' ? (
          <Button onClick={() => void resume()} loading={busy}>
            {t('partnerInsurer.tryAgain')}
          </Button>
        ) : null}
        {status === 'declined' || status === 'draft' ? (
          <Button to={startOver} localize variant="secondary">
            {t('partnerInsurer.startOver')}
          </Button>
        ) : null}
      </Actions>
    </div>
  );
}
