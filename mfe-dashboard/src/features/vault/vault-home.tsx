import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  PageLoader,
  colors,
  media,
  radii,
  readApiErrorParts,
  space,
} from '@teduh/shared';
import { useCoverageSummary, useSuggestedInsurance, useVaultPolicies } from './api/vault-api';
import { CoverageSummaryPanel } from './components/coverage-summary';
import { PolicyCard } from './components/policy-card';
import { SuggestionsPanel } from './components/suggestions';
import { BackLink, HeaderRow, Lead, Page, Panel, Retry, Title } from './components/vault-styles';

const Cards = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  padding: ${space.lg};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.xl};
  background: ${colors.background};
  margin-bottom: ${space.lg};
`;

const Columns = styled.div`
  ${media.above('lg')} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.lg};
    align-items: start;
  }
`;

function LoadFailed({ error, retry, title }: { error: unknown; retry: () => void; title: string }) {
  const { t } = useTranslation('dashboard');
  const network = readApiErrorParts(error).network;
  return (
    <>
      <Alert variant="error" title={network ? t('common.networkError.title') : title}>
        {network ? t('common.networkError.text') : t('vault.failed.text')}
      </Alert>
      <Retry>
        <Button onClick={retry}>{t('vault.retry')}</Button>
      </Retry>
    </>
  );
}

/** `/vault`: the member's recorded policies, the coverage summary and suggested insurance. */
export function VaultHome() {
  const { t } = useTranslation('dashboard');
  const policies = useVaultPolicies();
  const summary = useCoverageSummary();
  const suggested = useSuggestedInsurance();

  if (policies.status === 'loading') return <PageLoader label={t('vault.loading')} />;

  return (
    <Page>
      <Container>
        <BackLink to="/dashboard/profile" localize>
          {t('vault.backToProfile')}
        </BackLink>
        <HeaderRow>
          <div>
            <Title>{t('vault.title')}</Title>
            <Lead>{t('vault.lead')}</Lead>
          </div>
          <Button to="/vault/new" localize>
            {t('vault.add')}
          </Button>
        </HeaderRow>
        <Columns>
          <section aria-labelledby="vault-recorded-title">
            <h2 id="vault-recorded-title">{t('vault.recordedTitle')}</h2>
            {policies.status === 'error' ? (
              <LoadFailed error={policies.error} retry={policies.retry} title={t('vault.failed.title')} />
            ) : policies.data.results.length === 0 ? (
              <Empty>
                <p>{t('vault.empty.text')}</p>
                <Button to="/vault/new" localize>
                  {t('vault.empty.action')}
                </Button>
              </Empty>
            ) : (
              <Cards>
                {policies.data.results.map((policy) => (
                  <li key={policy.uuid}>
                    <PolicyCard policy={policy} />
                  </li>
                ))}
              </Cards>
            )}
          </section>
          <div>
            {summary.status === 'loading' ? (
              <Panel aria-busy="true">
                <p role="status">{t('vault.summary.loading')}</p>
              </Panel>
            ) : summary.status === 'error' ? (
              <Panel>
                <LoadFailed error={summary.error} retry={summary.retry} title={t('vault.summary.failed')} />
              </Panel>
            ) : (
              <CoverageSummaryPanel summary={summary.data} />
            )}
            {suggested.status === 'loading' ? null : suggested.status === 'error' ? (
              <Panel>
                <LoadFailed
                  error={suggested.error}
                  retry={suggested.retry}
                  title={t('vault.suggestions.failed')}
                />
              </Panel>
            ) : (
              <SuggestionsPanel suggested={suggested.data} />
            )}
          </div>
        </Columns>
      </Container>
    </Page>
  );
}
