import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, decimalStringToSen, fontWeights, formatMoney, space } from '@teduh/shared';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${space.lg};

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.semibold};
    text-align: right;
  }
`;

export interface CoverFactsProps {
  partnerName: string;
  sumCovered: string;
  funeralBenefit: string;
  /** The yearly contribution the partner pays, when it is known. */
  partnerPays?: string;
}

/** A sponsored cover in figures: the sum covered, the funeral benefit, who pays, and the RM0 the member pays. */
export function CoverFacts({ partnerName, sumCovered, funeralBenefit, partnerPays }: CoverFactsProps) {
  const { t } = useTranslation('pusara');
  const money = (decimal: string) => formatMoney(decimalStringToSen(decimal));
  return (
    <Facts>
      <dt>{t('sponsored.facts.sumCovered')}</dt>
      <dd>{money(sumCovered)}</dd>
      <dt>{t('sponsored.facts.funeralBenefit')}</dt>
      <dd>{money(funeralBenefit)}</dd>
      {partnerPays ? (
        <>
          <dt>{t('sponsored.facts.partnerPays', { partner: partnerName })}</dt>
          <dd>{money(partnerPays)}</dd>
        </>
      ) : null}
      <dt>{t('sponsored.facts.youPay')}</dt>
      <dd>{formatMoney(0)}</dd>
    </Facts>
  );
}
