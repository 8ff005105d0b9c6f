import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  errorStatus,
  fontWeights,
  NotFoundPage,
  PageLoader,
  space,
  useLocalizedPath,
} from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import { WizardBox } from '@teduh/shared/journey';
import { ErrorAlert } from '../../components/error-alert';
import { formatDisplayDate } from '../../lib/dates';
import { certificatePagePath, myCertificatesPath } from '../../lib/member-pages';
import { fetchPartnerQuotation, type PartnerJourney } from './api';
import { CoverFacts } from './components/cover-facts';
import { paymentSummaryPath } from './paths';

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

const Certificate = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: ${space.lg} 0;

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.semibold};
    text-align: right;
  }
`;

/**
 * /pusara-pro/{mykasih|partner}/<partner quotation>/review-application: a submitted or published sponsored
 * application; published, its certificate with the partner as sponsor. A pending one goes back to its summary.
 */
export function ReviewApplicationPage({ journey }: { journey: PartnerJourney }) {
  const { t, i18n } = useTranslation('pusara');
  const { uuid = '' } = useParams();
  const localized = useLocalizedPath();
  const loaded = useApiQuery(
    `partners/quotations/${uuid}`,
    (signal) => fetchPartnerQuotation(uuid, signal),
    // A submitted application is issued by the API; read again until it is.
    { refetchEveryMs: (data) => (data?.state === 'submitted' ? 3000 : false) },
  );

  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'error') {
    if ([400, 404].includes(errorStatus(loaded.error))) return <NotFoundPage />;
    return (
      <WizardBox title={t('sponsored.review.title')}>
        <ErrorAlert error={loaded.error} />
        <Actions>
          <Button onClick={loaded.retry}>{t('common.retry')}</Button>
        </Actions>
      </WizardBox>
    );
  }
  const application = loaded.data;
  if (application.state === 'pending' || application.partner.journey !== journey) {
    return <Navigate replace to={localized(paymentSummaryPath(application.partner.journey, uuid))} />;
  }
  const certificate = application.certificate;
  const issued = application.state === 'published' && certificate?.status === 'issued';
  return (
    <WizardBox title={t('sponsored.review.title')}>
      {issued ? (
        <Alert variant="success" title={t('sponsored.review.issuedTitle')}>
          {t('sponsored.review.issuedText', { partner: application.partner.name })}
        </Alert>
      ) : (
        <Alert variant="info" title={t('sponsored.review.submittedTitle')}>
          {t('sponsored.review.submittedText')}
        </Alert>
      )}
      {application.eligibility_lost ? (
        <>
          <p />
          <Alert variant="warning">
            {t('sponsored.review.eligibilityLost', { partner: application.partner.name })}
          </Alert>
        </>
      ) : null}
      {certificate?.number ? (
        <Certificate>
          <dt>{t('sponsored.review.number')}</dt>
          <dd>{certificate.number}</dd>
          <dt>{t('sponsored.review.sponsor')}</dt>
          <dd>{application.partner.name}</dd>
          {certificate.start_date ? (
            <>
              <dt>{t('sponsored.review.start')}</dt>
              <dd>{formatDisplayDate(certificate.start_date, i18n.language)}</dd>
            </>
          ) : null}
          {certificate.end_date ? (
            <>
              <dt>{t('sponsored.review.end')}</dt>
              <dd>{formatDisplayDate(certificate.end_date, i18n.language)}</dd>
            </>
          ) : null}
        </Certificate>
      ) : null}
      <CoverFacts
        partnerName={application.partner.name}
        sumCovered={application.sum_covered}
        funeralBenefit={application.funeral_benefit}
      />
      <Actions>
        <Button
          to={certificate && issued ? certificatePagePath(certificate.uuid) : myCertificatesPath}
          localize
          size="lg"
          fullWidth
        >
          {t('sponsored.review.toCertificate')}
        </Button>
      </Actions>
    </WizardBox>
  );
}
