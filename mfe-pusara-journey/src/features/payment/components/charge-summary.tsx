import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontWeights, space } from '@teduh/shared';
import type { Policy } from '../../../api/types';
import { formatDecimal } from '../../../lib/coverage';

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 8px;

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .total {
    color: ${colors.text};
    font-weight: ${fontWeights.bold};
  }
`;

/** What will be charged now, and how often after that. */
export function ChargeSummary({ policy }: { policy: Policy }) {
  const { t } = useTranslation('pusara');
  const per = t(policy.contribution_term === 'year' ? 'frequency.perYear' : 'frequency.perMonth');
  return (
    <Table aria-label={t('payment.summaryLabel')}>
      <dt>{t('payment.plan')}</dt>
      <dd>{policy.product.name}</dd>
      <dt>{t('quote.sumCovered')}</dt>
      <dd>{formatDecimal(policy.sum_covered)}</dd>
      {policy.tabarru ? (
        <>
          <dt>{t('quoteStep.tabarru')}</dt>
          <dd>{formatDecimal(policy.tabarru)}</dd>
        </>
      ) : null}
      {policy.wakalah_fee ? (
        <>
          <dt>{t('quoteStep.wakalah')}</dt>
          <dd>{formatDecimal(policy.wakalah_fee)}</dd>
        </>
      ) : null}
      <dt className="total">{t('payment.dueNow', { per })}</dt>
      <dd className="total">{formatDecimal(policy.contribution)}</dd>
    </Table>
  );
}
