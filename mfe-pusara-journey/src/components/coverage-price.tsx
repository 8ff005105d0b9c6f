import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, formatMoney, Loader, radii, space } from '@teduh/shared';
import { Slider } from '@teduh/shared/forms';
import {
  compassionateBenefitSen,
  COVERAGE_MAX_RINGGIT,
  COVERAGE_MIN_RINGGIT,
  COVERAGE_STEP_RINGGIT,
  formatRinggit,
} from '../lib/coverage';

const Note = styled.p`
  margin: 0 0 ${space.md};
  padding: ${space.sm};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.text};
`;

const PriceBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  margin: 0 0 ${space.md};
  padding: ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  text-align: center;
  font-size: ${fontSizes.lg};

  strong {
    color: ${colors.primary};
    font-size: ${fontSizes.xxl};
    font-weight: ${fontWeights.bold};
  }
`;

/**
 * The sum-covered slider, the compassionate-benefit note and the price line 'from RM{monthly} / month'.
 * The slider is disabled while a price is being calculated, while submitting and when the form is empty.
 */
export function CoveragePrice({
  coverage,
  onCoverageChange,
  onCoverageCommit,
  monthlySen,
  calculating,
  disabled,
}: {
  coverage: number;
  onCoverageChange: (ringgit: number) => void;
  onCoverageCommit: (ringgit: number) => void;
  /** The monthly contribution, null when not priced. */
  monthlySen: number | null;
  calculating: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('pusara');
  return (
    <>
      <Slider
        label={t('quote.sumCovered')}
        min={COVERAGE_MIN_RINGGIT}
        max={COVERAGE_MAX_RINGGIT}
        step={COVERAGE_STEP_RINGGIT}
        value={coverage}
        onChange={onCoverageChange}
        onCommit={onCoverageCommit}
        disabled={disabled || calculating}
        valueText={formatRinggit}
        hint={t('quote.sumCoveredHint')}
      />
      <Note>
        {t('quote.compassionateNote', {
          amount: formatMoney(compassionateBenefitSen(coverage), { omitZeroSen: true }),
        })}
      </Note>
      <PriceBox aria-live="polite">
        {calculating ? (
          <Loader label={t('quote.calculating')} showLabel />
        ) : monthlySen !== null ? (
          <p style={{ margin: 0 }}>
            {t('quote.priceFromPrefix')} <strong>{formatMoney(monthlySen)}</strong>{' '}
            {t('quote.priceFromSuffix')}
          </p>
        ) : (
          <p style={{ margin: 0, color: colors.textMuted }}>{t('quote.priceEmpty')}</p>
        )}
      </PriceBox>
    </>
  );
}
