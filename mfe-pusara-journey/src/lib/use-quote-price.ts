import { flagshipProductId, ringgitToSen } from '@teduh/shared';
import { useProductRate, type ProductRate, type RateGender } from '@teduh/shared/product-rate';
import { isWithinCalculatorAge, isWithinEntryAge, todayIso } from '@teduh/shared/identity';

export type AgeCheck = 'empty' | 'future' | 'outside-calculator' | 'outside-entry' | 'ok';

/**
 * The quick quote's age rule as intended (spec section 5): the calculator takes ages 16-70, and the plan is
 * sold from 16 to 50 (age next birthday); only an entry age is priced. A date after today is its own case: it
 * is a typing slip, not an age outside the range.
 */
export function checkQuoteAge(dob: string, today: Date = new Date()): AgeCheck {
  if (!dob) return 'empty';
  // ISO dates compare as strings; today is the product's (Kuala Lumpur) calendar day.
  if (dob > todayIso(today)) return 'future';
  if (!isWithinCalculatorAge(dob, today)) return 'outside-calculator';
  if (!isWithinEntryAge(dob, today)) return 'outside-entry';
  return 'ok';
}

export interface QuotePriceState {
  rate: ProductRate | null;
  calculating: boolean;
}

/**
 * Prices the plan from `POST products/api/v1/2/rate/` whenever the date of birth and gender are set, the age
 * rule passes and the committed sum changes (the slider's release). A failed calculation is silent: it only
 * stops the loading state and shows no price.
 */
export function useQuotePrice(input: {
  dob: string;
  gender: RateGender | '';
  coverageRinggit: number;
}): QuotePriceState {
  const { dob, gender, coverageRinggit } = input;
  const ready = gender !== '' && checkQuoteAge(dob) === 'ok';
  const rate = useProductRate(
    flagshipProductId,
    ready ? { dob, gender, coverageSen: ringgitToSen(coverageRinggit) } : null,
  );
  return {
    rate: rate.status === 'success' ? rate.data : null,
    calculating: rate.status === 'loading',
  };
}
