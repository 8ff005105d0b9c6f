import { useId, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, formatMoney, radii, ringgitToSen, shadows, space } from '@teduh/shared';
import { type RateGender } from '@teduh/shared/product-rate';
import { isWithinCalculatorAge, todayIso } from '@teduh/shared/identity';
import { DateField, SelectField, Slider, validationMessageKeys } from '@teduh/shared/forms';
import { useMonthlyPrice } from '../api/get-monthly-price';
import { PriceLine } from './price-line';

export const coverageSlider = { min: 50_000, max: 500_000, step: 25_000, initial: 50_000 } as const;

const Box = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 600px;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.md};

  h2 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** Shared by the pages with a price: a sum in ringgit as "RM50,000". */
export const ringgitText = (value: number) => formatMoney(ringgitToSen(value), { omitZeroSen: true });

/**
 * The landing page's price checker: date of birth, gender and the sum covered give 'from RM… / month'. The
 * price is asked for once both person fields are set and the age is within the calculator's 16-70, and again
 * when the slider is released.
 */
export function PriceChecker({ now }: { now: Date }) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  const [dob, setDob] = useState('');
  const [gender, setGender] = useState<RateGender | ''>('');
  const [coverage, setCoverage] = useState<number>(coverageSlider.initial);
  const [committed, setCommitted] = useState<number>(coverageSlider.initial);

  const ageOk = dob !== '' && isWithinCalculatorAge(dob, now);
  const ageError =
    dob !== '' && !ageOk ? t(validationMessageKeys.calculatorAgeRange, { ns: 'shared' }) : undefined;
  const state = useMonthlyPrice(ageOk && gender ? { dob, gender, coverageRinggit: committed } : null);

  return (
    <Box aria-labelledby={titleId} onSubmit={(event) => event.preventDefault()} noValidate>
      <h2 id={titleId}>{t('campaigns.price.title')}</h2>
      <DateField
        label={t('campaigns.price.dob')}
        name="dob"
        value={dob}
        max={todayIso(now)}
        onChange={(event) => setDob(event.target.value)}
        error={ageError}
      />
      <SelectField
        label={t('campaigns.price.gender')}
        name="gender"
        value={gender}
        placeholder={t('campaigns.price.genderPlaceholder')}
        options={[
          { value: 'f', label: t('campaigns.price.female') },
          { value: 'm', label: t('campaigns.price.male') },
        ]}
        onChange={(event) =>
          setGender(event.target.value === 'm' || event.target.value === 'f' ? event.target.value : '')
        }
      />
      <Slider
        label={t('campaigns.price.coverage')}
        min={coverageSlider.min}
        max={coverageSlider.max}
        step={coverageSlider.step}
        value={coverage}
        onChange={setCoverage}
        onCommit={setCommitted}
        valueText={ringgitText}
      />
      <Note>{t('campaigns.price.benefitNote', { amount: ringgitText(coverage / 10) })}</Note>
      <PriceLine state={state} idleText={t('campaigns.price.idle')} />
    </Box>
  );
}
