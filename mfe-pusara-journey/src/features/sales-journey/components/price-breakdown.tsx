import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontWeights, space } from '@teduh/shared';
import { formatDecimal } from '../../../lib/coverage';

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${space.md};
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

/** The contribution and where it goes: tabarru' to the takaful fund and the 20% wakalah fee. */
export function PriceBreakdown({
  contribution,
  tabarru,
  wakalah,
  perLabel,
}: {
  contribution: string;
  tabarru: string;
  wakalah: string;
  perLabel: string;
}) {
  const { t } = useTranslation('pusara');
  return (
    <Table aria-label={t('quoteStep.breakdown')}>
      <dt>{t('quoteStep.tabarru')}</dt>
      <dd>{formatDecimal(tabarru)}</dd>
      <dt>{t('quoteStep.wakalah')}</dt>
      <dd>{formatDecimal(wakalah)}</dd>
      <dt className="total">{t('quoteStep.total', { per: perLabel })}</dt>
      <dd className="total">{formatDecimal(contribution)}</dd>
    </Table>
  );
}
