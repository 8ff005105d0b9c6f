import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  PageLoader,
  brand,
  colors,
  fontSizes,
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
import { BackLink, Lead, Page, Title } from '../../components/account-page';

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
