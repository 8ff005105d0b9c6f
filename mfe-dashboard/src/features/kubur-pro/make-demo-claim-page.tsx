import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  brand,
  Button,
  colors,
  decimalStringToSen,
  errorStatus,
  fontSizes,
  fontWeights,
  formatMoney,
  NotFoundPage,
  PageLoader,
  radii,
  readApiErrorParts,
  space,
  useLocalizedPath,
} from '@teduh/shared';
import {
  NricField,
  StepActions,
  StepHeading,
  WizardBox,
  useDescribeFailure,
  useServerFieldErrors,
  type StepFailure,
} from '@teduh/shared/journey';
import { submitDemoClaim, type DemoClaimSubmission } from '../claims/api/claims';
import {
  DeathDetailsFields,
  deathDetailsFieldNames,
  emptyDeathDetails,
} from '../claims/death-details-fields';
import { useFuneralCertificate, type FuneralCertificate } from './get-funeral-certificate';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fieldNames = ['claimant_id_ref', ...deathDetailsFieldNames] as const;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${space.sm};
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: ${space.md} 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/**
 * `/dashboard/{brand}-policies/kubur-pro/{uuid}/make-a-claim`: the member files a demo claim on their own
 * funeral-cover demo certificate through the claims service. Same questions as a real claim (no code: the
 * member is signed in; no bank account: a demo claim is never paid); the tracker then takes the documents.
 */
export function MakeDemoClaimPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  if (!uuidPattern.test(uuid)) return <NotFoundPage />;
  return <DemoClaim key={uuid} uuid={uuid} />;
}

function DemoClaim({ uuid }: { uuid: string }) {
  const { t } = useTranslation('dashboard');
  const certificate = useFuneralCertificate(uuid);
  if (certificate.status === 'loading') return <PageLoader label={t('kuburPro.loading')} />;
  if (certificate.status === 'error') {
    if ([400, 404].includes(errorStatus(certificate.error))) return <NotFoundPage />;
    const { network } = readApiErrorParts(certificate.error);
    return (
      <WizardBox title={t('kuburClaim.title')}>
        <Alert variant="error" title={t('kuburPro.failed.title')}>
          {network ? t('kuburPro.failed.network') : t('kuburPro.failed.text')}
        </Alert>
        <Button onClick={certificate.retry}>{t('kuburPro.retry')}</Button>
      </WizardBox>
    );
  }
  return <DemoClaimForm certificate={certificate.data} />;
}

function DemoClaimForm({ certificate }: { certificate: FuneralCertificate }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const describe = useDescribeFailure();
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const initialValues: DemoClaimSubmission = { claimant_id_ref: '', ...emptyDeathDetails };
  return (
    <WizardBox title={t('kuburClaim.title')}>
      <Badge>{t('kuburPro.badge')}</Badge>
      <Alert variant="info" title={t('kuburClaim.notice.title')}>
        {t('kuburClaim.notice.text')}
      </Alert>
      <Summary aria-label={t('kuburClaim.summary')}>
        <dt>{t('kuburPro.number')}</dt>
        <dd>{certificate.certificate_number}</dd>
        <dt>{t('kuburPro.benefit')}</dt>
        <dd>{formatMoney(decimalStringToSen(certificate.benefit), { omitZeroSen: true })}</dd>
        <dt>{t('kuburClaim.payee')}</dt>
        <dd>{certificate.beneficiary.name}</dd>
      </Summary>
      {failure ? (
        <Alert variant="error" title={failure.title}>
          {failure.text}
        </Alert>
      ) : null}
      <Formik
        initialValues={initialValues}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            const { claim } = await submitDemoClaim(certificate.uuid, values);
            navigate(localized(`/dashboard/claims/${claim.uuid}`));
          } catch (error) {
            const parts = readApiErrorParts(error);
            if (!server.placeFields(parts.fields, fieldNames, helpers.setTouched, null)) {
              setFailure(describe(error));
            }
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <StepHeading>{t('kuburClaim.heading')}</StepHeading>
            <NricField
              name="claimant_id_ref"
              label={t('claims.fields.claimantNric')}
              required
              error={server.errorFor('claimant_id_ref')}
            />
            <DeathDetailsFields server={server} />
            <StepActions
              loading={isSubmitting}
              onBack={() =>
                navigate(localized(`/dashboard/${brand.slug}-policies/kubur-pro/${certificate.uuid}`))
              }
              continueLabel={t('kuburClaim.submit')}
            />
          </Form>
        )}
      </Formik>
    </WizardBox>
  );
}
