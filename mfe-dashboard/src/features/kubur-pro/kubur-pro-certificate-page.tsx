import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  Container,
  currentLocale,
  decimalStringToSen,
  errorStatus,
  fontSizes,
  fontWeights,
  formatDate,
  formatMoney,
  NotFoundPage,
  PageLoader,
  radii,
  readApiErrorParts,
  space,
  brand,
} from '@teduh/shared';
import { useFuneralCertificate, type FuneralCertificate } from './get-funeral-certificate';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Page = styled.div`
  padding: ${space.xl} 0 ${space.xxl};
`;

const Narrow = styled.div`
  max-width: 640px;
  margin: 0 auto;
`;

const Title = styled.h1`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
`;

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

const Card = styled.section`
  margin-top: ${space.lg};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};

  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSizes.lg};
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0;

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

/** `/dashboard/{brand}-policies/kubur-pro/{uuid}`: the member's demo funeral certificate. */
export function KuburProCertificatePage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  if (!uuidPattern.test(uuid)) return <NotFoundPage />;
  return <Certificate key={uuid} uuid={uuid} />;
}

function Certificate({ uuid }: { uuid: string }) {
  const { t } = useTranslation('dashboard');
  const certificate = useFuneralCertificate(uuid);
  if (certificate.status === 'loading') return <PageLoader label={t('kuburPro.loading')} />;
  if (certificate.status === 'error') {
    if ([400, 404].includes(errorStatus(certificate.error))) return <NotFoundPage />;
    const { network } = readApiErrorParts(certificate.error);
    return (
      <Page>
        <Container>
          <Narrow>
            <Title>{t('kuburPro.title')}</Title>
            <Alert variant="error" title={t('kuburPro.failed.title')}>
              {network ? t('kuburPro.failed.network') : t('kuburPro.failed.text')}
            </Alert>
            <Actions>
              <Button onClick={certificate.retry}>{t('kuburPro.retry')}</Button>
            </Actions>
          </Narrow>
        </Container>
      </Page>
    );
  }
  return <CertificateView certificate={certificate.data} />;
}

function CertificateView({ certificate }: { certificate: FuneralCertificate }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const money = (value: string, omitZeroSen = false) =>
    formatMoney(decimalStringToSen(value), { omitZeroSen });
  const day = (value: string) => formatDate(value, locale) ?? value;
  return (
    <Page>
      <Container>
        <Narrow>
          <Badge>{t('kuburPro.badge')}</Badge>
          <Title>{t('kuburPro.title')}</Title>
          <Alert variant="info" title={t('kuburPro.demoNotice.title')}>
            {t('kuburPro.demoNotice.text')}
          </Alert>
          <Card aria-labelledby="kubur-pro-certificate">
            <h2 id="kubur-pro-certificate">{t('kuburPro.certificate')}</h2>
            <Rows>
              <dt>{t('kuburPro.number')}</dt>
              <dd>{certificate.certificate_number}</dd>
              <dt>{t('kuburPro.holder')}</dt>
              <dd>{certificate.holder_name}</dd>
              <dt>{t('kuburPro.benefit')}</dt>
              <dd>{money(certificate.benefit, true)}</dd>
              <dt>{t('kuburPro.monthly')}</dt>
              <dd>{money(certificate.monthly_contribution)}</dd>
              <dt>{t('kuburPro.period')}</dt>
              <dd>
                {t('kuburPro.periodValue', {
                  from: day(certificate.cover_starts_on),
                  to: day(certificate.cover_ends_on),
                })}
              </dd>
              <dt>{t('kuburPro.charged')}</dt>
              <dd>{money(certificate.charged)}</dd>
            </Rows>
          </Card>
          <Card aria-labelledby="kubur-pro-beneficiary">
            <h2 id="kubur-pro-beneficiary">{t('kuburPro.beneficiary')}</h2>
            <Rows>
              <dt>{t('kuburPro.beneficiaryName')}</dt>
              <dd>{certificate.beneficiary.name}</dd>
              <dt>{t('kuburPro.relationship')}</dt>
              <dd>{t(`kuburPro.relationships.${certificate.beneficiary.relationship}`)}</dd>
              <dt>{t('kuburPro.phone')}</dt>
              <dd>{certificate.beneficiary.phone}</dd>
            </Rows>
          </Card>
          <Actions>
            <Button
              to={`/dashboard/${brand.slug}-policies/kubur-pro/${certificate.uuid}/make-a-claim`}
              localize
            >
              {t('kuburClaim.makeClaim')}
            </Button>
            <Button to="/dashboard/policies" localize variant="secondary">
              {t('kuburPro.toPolicies')}
            </Button>
            <Button to={`/demo-${brand.slug}-kubur-pro`} localize variant="secondary">
              {t('kuburPro.toDemo')}
            </Button>
          </Actions>
        </Narrow>
      </Container>
    </Page>
  );
}
