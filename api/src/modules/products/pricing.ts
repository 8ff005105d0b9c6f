// Flagship pricing (shared/spec flagship-pricing.md): integer arithmetic only, rounded half up to the sen once.
import { ageNextBirthday, decimalStringToSen, formatMoney, isCalendarDate } from '@teduh/shared/domain';
import type { FieldErrors } from '../../lib/errors';

export type Gender = 'male' | 'female';

/** The pricing constants of a product (the product_pricing row). */
export interface PricingConstants {
  currency: string;
  sumCoveredMinSen: number;
  sumCoveredMaxSen: number;
  sumCoveredStepSen: number;
  sumCoveredDefaultSen: number;
  entryAgeMin: number;
  entryAgeMax: number;
  calculatorAgeMin: number;
  calculatorAgeMax: number;
  wakalahFeeBasisPoints: number;
  yearlyMonths: number;
}

export interface RateBand {
  gender: Gender;
  ageMin: number;
  ageMax: number;
  /** Monthly gross contribution per RM1,000 sum covered, in millionths of a ringgit. */
  ratePerThousandMicros: number;
}

export interface Quote {
  ageNextBirthday: number;
  sumCoveredSen: number;
  monthlySen: number;
  yearlySen: number;
  wakalahMonthlySen: number;
  tabarruMonthlySen: number;
  wakalahYearlySen: number;
  tabarruYearlySen: number;
}

/** Sen per RM1,000 (100,000) times micro-ringgit per sen (10,000): the divisor of sum x rate. */
const SUM_TIMES_RATE_PER_SEN = 1_000_000_000n;
const BASIS_POINTS = 10_000n;

/** numerator / denominator for non-negative integers, rounded half up. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('Only non-negative amounts are priced');
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** round(sum_covered / 1000 * rate, 2) in sen. */
export function monthlyGrossSen(sumCoveredSen: number, ratePerThousandMicros: number): number {
  return Number(
    divideRoundHalfUp(BigInt(sumCoveredSen) * BigInt(ratePerThousandMicros), SUM_TIMES_RATE_PER_SEN),
  );
}

/** round(gross * fee, 2) in sen; the fee in basis points. */
export function wakalahFeeSen(grossSen: number, basisPoints: number): number {
  return Number(divideRoundHalfUp(BigInt(grossSen) * BigInt(basisPoints), BASIS_POINTS));
}

export function findBand(bands: readonly RateBand[], gender: Gender, age: number): RateBand | undefined {
  return bands.find((band) => band.gender === gender && age >= band.ageMin && age <= band.ageMax);
}

/** The price of a sum covered for an age next birthday; undefined when no band covers the age. */
export function quote(
  constants: PricingConstants,
  bands: readonly RateBand[],
  input: { gender: Gender; ageNextBirthday: number; sumCoveredSen: number },
): Quote | undefined {
  const band = findBand(bands, input.gender, input.ageNextBirthday);
  if (!band) return undefined;
  const monthlySen = monthlyGrossSen(input.sumCoveredSen, band.ratePerThousandMicros);
  // The monthly price is already whole sen, so the yearly one needs no rounding.
  const yearlySen = monthlySen * constants.yearlyMonths;
  const wakalahMonthlySen = wakalahFeeSen(monthlySen, constants.wakalahFeeBasisPoints);
  const wakalahYearlySen = wakalahFeeSen(yearlySen, constants.wakalahFeeBasisPoints);
  return {
    ageNextBirthday: input.ageNextBirthday,
    sumCoveredSen: input.sumCoveredSen,
    monthlySen,
    yearlySen,
    wakalahMonthlySen,
    tabarruMonthlySen: monthlySen - wakalahMonthlySen,
    wakalahYearlySen,
    tabarruYearlySen: yearlySen - wakalahYearlySen,
  };
}

/** A rate in micro-ringgit as a decimal string with at least four places: 82600 -> "0.0826". */
export function microsToDecimalString(micros: number): string {
  const whole = Math.floor(micros / 1_000_000);
  const fraction = String(micros % 1_000_000)
    .padStart(6, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction}`;
}

/** What a rate request carries once its shape is checked by the route schema. */
export interface RateRequest {
  dob: string;
  gender: 'm' | 'f' | 'male' | 'female';
  coverage_amount: string | number;
}

export interface ValidRateRequest {
  gender: Gender;
  ageNextBirthday: number;
  sumCoveredSen: number;
}

export type RateValidation = { ok: true; value: ValidRateRequest } | { ok: false; fields: FieldErrors };

function coverageSen(value: unknown): number | null {
  if (typeof value === 'number') {
    // A number is whole ringgit (the older clients send 50000).
    return Number.isSafeInteger(value) && value >= 0 ? value * 100 : null;
  }
  if (typeof value !== 'string') return null;
  try {
    return decimalStringToSen(value);
  } catch {
    return null;
  }
}

/** The checks of a rate request that its schema cannot express: calendar date, age range, sum covered. */
export function validateRateRequest(
  constants: PricingConstants,
  body: RateRequest,
  today: string,
): RateValidation {
  const fields: FieldErrors = {};

  let age: number | undefined;
  if (body.dob.trim() === '') fields.dob = [{ key: 'validation.required' }];
  else if (!isCalendarDate(body.dob)) fields.dob = [{ key: 'validation.invalidDateOfBirth' }];
  else if (body.dob > today) fields.dob = [{ key: 'products.dobInFuture' }];
  else {
    age = ageNextBirthday(body.dob, today);
    if (age < constants.calculatorAgeMin || age > constants.calculatorAgeMax) {
      fields.dob = [
        {
          key: 'validation.calculatorAgeRange',
          params: { min: constants.calculatorAgeMin, max: constants.calculatorAgeMax },
        },
      ];
    }
  }

  // The route schema cannot type this field (string or number), so anything may arrive.
  const rawCoverage: unknown = body.coverage_amount;
  const sen =
    rawCoverage === null || (typeof rawCoverage === 'string' && rawCoverage.trim() === '')
      ? undefined
      : coverageSen(rawCoverage);
  if (sen === undefined) fields.coverage_amount = [{ key: 'validation.required' }];
  else if (
    sen === null ||
    sen < constants.sumCoveredMinSen ||
    sen > constants.sumCoveredMaxSen ||
    sen % constants.sumCoveredStepSen !== 0
  ) {
    fields.coverage_amount = [
      {
        key: 'products.coverageAmount',
        params: {
          min: formatMoney(constants.sumCoveredMinSen, { omitZeroSen: true }),
          max: formatMoney(constants.sumCoveredMaxSen, { omitZeroSen: true }),
          step: formatMoney(constants.sumCoveredStepSen, { omitZeroSen: true }),
        },
      },
    ];
  }

  if (Object.keys(fields).length > 0 || age === undefined || sen === undefined || sen === null) {
    return { ok: false, fields };
  }
  const gender: Gender = body.gender === 'm' || body.gender === 'male' ? 'male' : 'female';
  return { ok: true, value: { gender, ageNextBirthday: age, sumCoveredSen: sen } };
}
