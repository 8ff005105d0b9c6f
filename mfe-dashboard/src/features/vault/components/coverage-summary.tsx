import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { AppLink, Button, colors, currentLocale, fontSizes, fontWeights, radii, space } from '@teduh/shared';
import { day, money } from '../../../lib/policy-format';
import type { CoverageSummary } from '../api/types';
import { Panel, PlainList } from './vault-styles';

const Total = styled.p`
  && {
    margin: 0 0 ${space.md};
    color: ${colors.text};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }
`;

const Types = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space.sm};
    border-radius: ${radii.md};
    background: ${colors.primarySoft};
  }

  span {
    display: block;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }

  strong {
    display: block;
    color: ${colors.text};
    font-size: ${fontSizes.md};
  }
`;

const Expiring = styled.li`
  padding: ${space.sm};
  border-left: 4px solid ${colors.warning};
  border-radius: ${radii.sm};
  background: ${colors.warningBackground};
  color: ${colors.text};
`;

/** Total cover by type (recorded policies in force and Teduh certificates) and what ends within 60 days. */
export function CoverageSummaryPanel({ summary }: { summary: CoverageSummary }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  return (
    <Panel aria-labelledby="vault-summary-title" data-testid="coverage-summary">
      <h2 id="vault-summary-title">{t('vault.summary.title')}</h2>
      <Total>{t('vault.summary.total', { amount: money(summary.total_cover, { omitZeroSen: true }) })}</Total>
      <Types>
        {summary.by_type.map((row) => (
          <li key={row.type} data-testid={`cover-${row.type}`}>
            <span>{t(`vault.type.${row.type}`)}</span>
            <strong>{money(row.total, { omitZeroSen: true })}</strong>
            <span>{t('vault.summary.policies', { count: row.policies })}</span>
          </li>
        ))}
      </Types>
      <h3>{t('vault.summary.expiringTitle')}</h3>
      {summary.expiring.length === 0 ? (
        <p>{t('vault.summary.noneExpiring')}</p>
      ) : (
        <PlainList>
          {summary.expiring.map((row) => (
            <Expiring key={row.uuid}>
              <AppLink to={`/vault/${row.uuid}`} localize>
                {row.product}
              </AppLink>{' '}
              {t('vault.summary.expiring', {
                insurer: row.insurer_name,
                date: day(row.expiry_date, locale),
                count: row.days_left,
              })}
            </Expiring>
          ))}
        </PlainList>
      )}
      {summary.teduh_certificates.length > 0 ? (
        <>
          <h3>{t('vault.summary.teduhTitle')}</h3>
          <PlainList>
            {summary.teduh_certificates.map((certificate) => (
              <li key={certificate.uuid} data-testid="teduh-certificate">
                <AppLink to={`/dashboard/policy-detail/${certificate.uuid}`} localize>
                  {certificate.product}
                  {certificate.number ? ` (${certificate.number})` : ''}
                </AppLink>{' '}
                {t('vault.summary.teduhCover', {
                  amount: money(certificate.sum_covered, { omitZeroSen: true }),
                })}
              </li>
            ))}
          </PlainList>
        </>
      ) : null}
      <p>
        <Button variant="link" to="/dashboard/policies" localize>
          {t('vault.summary.certificatesLink')}
        </Button>
      </p>
    </Panel>
  );
}
