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

const CertificateNumber = styled.dd`
  /* A certificate number reads as one word: never broken across lines. */
  white-space: nowrap;
`;

/**
 * The certificate's plan and contribution: what is due now while it waits for its first contribution; once
 * paid (or ended), what it costs, with its number, and nothing said to be due.
 */
export function ChargeSummary({ policy }: { policy: Policy }) {
  const { t } = useTranslation('pusara');
  const per = t(policy.contribution_term === 'year' ? 'frequency.perYear' : 'frequency.perMonth');
  const due = policy.status === 'pending';
  return (
    <Table aria-label={t(due ? 'payment.summaryLabel' : 'payment.certificateLabel')}>
      <dt>{t('payment.plan')}</dt>
      <dd>{policy.product.name}</dd>
      {policy.number ? (
        <>
          <dt>{t('payment.certificateNumber')}</dt>
          <CertificateNumber>{policy.number}</CertificateNumber>
        </>
      ) : null}
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
      <dt className="total">{t(due ? 'payment.dueNow' : 'payment.contribution', { per })}</dt>
      <dd className="total">{formatDecimal(policy.contribution)}</dd>
    </Table>
  );
}
