import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  AppLink,
  Button,
  Container,
  PageLoader,
  brand,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  readApiErrorParts,
  space,
} from '@teduh/shared';
import { usePolicies } from './api/list-policies';
import { CertificateCard } from './components/certificate-card';
import { PartnerPlans } from './components/partner-plans';
import { UnpaidApplications } from './components/unpaid-applications';

const Page = styled.div`
  padding: ${space.lg} 0 ${space.xxl};
  background: ${colors.surface};

  ${media.above('sm')} {
    padding: ${space.xl} 0 ${space.xxxl};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${space.xxs};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  ${media.above('md')} {
    font-size: ${fontSizes.xxxl};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const BackLink = styled(AppLink)`
  display: inline-block;
  margin-bottom: ${space.md};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.sm};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.above('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.lg};
  }
`;

const Empty = styled.section`
  padding: ${space.lg};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.xl};
  background: ${colors.background};

  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.lg};
  }

  p {
    margin: 0 0 ${space.md};
    color: ${colors.textMuted};
    line-height: ${lineHeights.body};
  }
`;

const Retry = styled.div`
  margin-top: ${space.md};
`;

/** `/dashboard/policies`: the member's certificates (the policy vault's list), each linking to its details. */
export function PoliciesPage() {
  const { t } = useTranslation('dashboard');
  const policies = usePolicies();

  if (policies.status === 'loading') return <PageLoader label={t('policies.list.loading')} />;
  const network = policies.status === 'error' && readApiErrorParts(policies.error).network;

  return (
    <Page>
      <Container>
        <BackLink to="/dashboard/profile" localize>
          {t('policies.backToProfile')}
        </BackLink>
        <Title>{t('policies.list.title')}</Title>
        <Lead>{t('policies.list.lead')}</Lead>
        {policies.status === 'success' ? <UnpaidApplications /> : null}
        {policies.status === 'error' ? (
          <>
            <Alert
              variant="error"
              title={network ? t('common.networkError.title') : t('policies.list.failed.title')}
            >
              {network ? t('common.networkError.text') : t('policies.list.failed.text')}
            </Alert>
            <Retry>
              <Button onClick={policies.retry}>{t('policies.retry')}</Button>
            </Retry>
          </>
        ) : policies.data.length === 0 ? (
          <Empty aria-labelledby="certificates-empty">
            <h2 id="certificates-empty">{t('policies.list.empty.title')}</h2>
            <p>{t('policies.list.empty.text', { plan: brand.flagshipProductName })}</p>
            <Button to={`/${brand.flagshipSlug}`} localize>
              {t('policies.list.empty.action', { plan: brand.flagshipProductName })}
            </Button>
          </Empty>
        ) : (
          <List>
            {policies.data.map((policy) => (
              <li key={policy.uuid}>
                <CertificateCard policy={policy} />
              </li>
            ))}
          </List>
        )}
        {policies.status === 'success' ? <PartnerPlans /> : null}
      </Container>
    </Page>
  );
}
