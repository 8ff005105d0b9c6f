// The flagship pricing rules against the rate table of the pricing spec: every band edge for both genders,
// age next birthday around birthdays, and rounding half up to the sen.
import { ageNextBirthday } from '@teduh/shared/domain';
import { decimalToMicros, flagshipPricing, flagshipRateBands } from '../src/modules/products/catalogue';
import {
  divideRoundHalfUp,
  microsToDecimalString,
  quote,
  validateRateRequest,
  type Gender,
} from '../src/modules/products/pricing';

// The table as the spec prints it (RM per RM1,000 sum covered per month).
const specTable = `
| 16-25 | 0.0826 | 0.0950 |
| 26-35 | 0.0990 | 0.1180 |
| 36-40 | 0.1480 | 0.1860 |
| 41-45 | 0.2260 | 0.2880 |
| 46-50 | 0.3460 | 0.4480 |
| 51-55 | 0.5300 | 0.6980 |
| 56-60 | 0.8140 | 1.0820 |
| 61-65 | 1.2500 | 1.6600 |
| 66-70 | 1.9300 | 2.5500 |`;

const specBands = specTable
  .trim()
  .split('\n')
  .map((line) => {
    const [band = '', female = '', male = ''] = line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    const [min, max] = band.split('-').map(Number);
    return { min: min!, max: max!, rate: { female, male } as Record<Gender, string> };
  });

/**
 * The spec's formula worked on the decimal text: sum / 1000 x rate, in sen, rounded half up. A rate with four
 * places is an integer count of ten-thousandths of a ringgit.
 */
function expectedMonthlySen(sumRinggit: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const tenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  // sen = sumRinggit / 1000 * (tenThousandths / 10^4) * 100 = sumRinggit * tenThousandths / 100_000
  const numerator = BigInt(sumRinggit) * tenThousandths;
  const whole100k = numerator / 100_000n;
  const remainder = numerator % 100_000n;
  return Number(remainder * 2n >= 100_000n ? whole100k + 1n : whole100k);
}

const price = (gender: Gender, age: number, sumRinggit: number) =>
  quote(flagshipPricing, flagshipRateBands, {
    gender,
    ageNextBirthday: age,
    sumCoveredSen: sumRinggit * 100,
  });

describe('the seeded rate table', () => {
  it('holds exactly the spec table, as integer millionths of a ringgit', () => {
    expect(flagshipRateBands).toHaveLength(specBands.length * 2);
    for (const band of specBands) {
      for (const gender of ['female', 'male'] as const) {
        const seeded = flagshipRateBands.find((b) => b.gender === gender && b.ageMin === band.min);
        expect(seeded).toEqual({
          gender,
          ageMin: band.min,
          ageMax: band.max,
          ratePerThousandMicros: decimalToMicros(band.rate[gender]),
        });
        expect(Number.isInteger(seeded!.ratePerThousandMicros)).toBe(true);
        expect(microsToDecimalString(seeded!.ratePerThousandMicros)).toBe(band.rate[gender]);
      }
    }
  });

  it('has the constants of the plan', () => {
    expect(flagshipPricing).toMatchObject({
      sumCoveredMinSen: 5_000_000,
      sumCoveredMaxSen: 50_000_000,
      sumCoveredStepSen: 2_500_000,
      entryAgeMin: 16,
      entryAgeMax: 50,
      calculatorAgeMin: 16,
      calculatorAgeMax: 70,
      wakalahFeeBasisPoints: 2000,
      yearlyMonths: 11,
    });
  });
});

describe('quote', () => {
  it('prices the advertised RM4.13: female, age next birthday 20, RM50,000', () => {
    expect(price('female', 20, 50_000)).toEqual({
      ageNextBirthday: 20,
      sumCoveredSen: 5_000_000,
      monthlySen: 413,
      yearlySen: 4543,
      wakalahMonthlySen: 83,
      tabarruMonthlySen: 330,
      wakalahYearlySen: 909,
      tabarruYearlySen: 3634,
    });
  });

  const edges = specBands.flatMap((band) => [band.min, band.max]);
  it.each(['female', 'male'] as const)('uses the right band at every band edge (%s)', (gender) => {
    for (const age of edges) {
      const band = specBands.find((b) => age >= b.min && age <= b.max)!;
      for (const sum of [50_000, 75_000, 275_000, 500_000]) {
        const result = price(gender, age, sum)!;
        const monthly = expectedMonthlySen(sum, band.rate[gender]);
        expect({ age, sum, monthly: result.monthlySen }).toEqual({ age, sum, monthly });
        expect(result.yearlySen).toBe(monthly * 11);
        expect(result.wakalahMonthlySen + result.tabarruMonthlySen).toBe(monthly);
        // round(gross x 0.20, 2): 0.20 x gross is 2 x gross tenths of a sen.
        expect(result.wakalahMonthlySen).toBe(Math.floor((monthly * 2 + 5) / 10));
      }
    }
  });

  it('changes price exactly between neighbouring bands', () => {
    for (let index = 1; index < specBands.length; index += 1) {
      const below = specBands[index - 1]!;
      const above = specBands[index]!;
      for (const gender of ['female', 'male'] as const) {
        expect(price(gender, below.max, 100_000)!.monthlySen).toBe(
          expectedMonthlySen(100_000, below.rate[gender]),
        );
        expect(price(gender, above.min, 100_000)!.monthlySen).toBe(
          expectedMonthlySen(100_000, above.rate[gender]),
        );
        expect(price(gender, above.min, 100_000)!.monthlySen).toBeGreaterThan(
          price(gender, below.max, 100_000)!.monthlySen,
        );
      }
    }
  });

  it('prices no age outside the table', () => {
    expect(price('female', 15, 50_000)).toBeUndefined();
    expect(price('male', 71, 50_000)).toBeUndefined();
    expect(price('male', 70, 500_000)!.monthlySen).toBe(127_500);
  });

  it('rounds an exact half sen up', () => {
    // 75 x 0.0826 = RM6.195 and 75 x 0.0950 = RM7.125: exactly half a sen each.
    expect(expectedMonthlySen(75_000, '0.0826')).toBe(620);
    expect(price('female', 16, 75_000)!.monthlySen).toBe(620);
    expect(price('male', 25, 75_000)!.monthlySen).toBe(713);
    // Just under and just over a half are not affected.
    expect(divideRoundHalfUp(6194n, 10n)).toBe(619n);
    expect(divideRoundHalfUp(6195n, 10n)).toBe(620n);
    expect(divideRoundHalfUp(6196n, 10n)).toBe(620n);
    expect(divideRoundHalfUp(0n, 7n)).toBe(0n);
  });
});

describe('validateRateRequest', () => {
  const today = '2026-11-22';
  const valid = { dob: '2006-11-23', gender: 'f' as const, coverage_amount: '50000.00' };

  it('counts age next birthday on the birthday and the day before', () => {
    const onBirthday = validateRateRequest(flagshipPricing, { ...valid, dob: '2006-11-22' }, today);
    const dayBefore = validateRateRequest(flagshipPricing, { ...valid, dob: '2006-11-23' }, today);
    expect(onBirthday).toEqual({
      ok: true,
      value: { gender: 'female', ageNextBirthday: 21, sumCoveredSen: 5_000_000 },
    });
    expect(dayBefore).toMatchObject({ ok: true, value: { ageNextBirthday: 20 } });
  });

  it('counts a 29 February birthday as reached on 1 March in other years', () => {
    expect(ageNextBirthday('2008-02-29', '2026-02-28')).toBe(18);
    expect(ageNextBirthday('2008-02-29', '2026-03-01')).toBe(19);
    const result = validateRateRequest(flagshipPricing, { ...valid, dob: '2008-02-29' }, '2026-02-28');
    expect(result).toMatchObject({ ok: true, value: { ageNextBirthday: 18 } });
    expect(validateRateRequest(flagshipPricing, { ...valid, dob: '2008-02-29' }, '2028-02-29')).toMatchObject(
      { ok: true, value: { ageNextBirthday: 21 } },
    );
  });

  it('accepts the calculator range 16-70 and refuses ages outside it', () => {
    const at = (dob: string) => validateRateRequest(flagshipPricing, { ...valid, dob }, today);
    expect(at('2011-11-22')).toMatchObject({ ok: true, value: { ageNextBirthday: 16 } });
    expect(at('2011-11-23')).toEqual({
      ok: false,
      fields: { dob: [expect.objectContaining({ key: 'validation.calculatorAgeRange' })] },
    });
    expect(at('1956-11-23')).toMatchObject({ ok: true, value: { ageNextBirthday: 70 } });
    expect(at('1956-11-22')).toMatchObject({
      ok: false,
      fields: { dob: [{ key: 'validation.calculatorAgeRange' }] },
    });
  });

  it('reads the genders and the sum covered as strings or whole ringgit', () => {
    const read = (gender: 'm' | 'f' | 'male' | 'female', coverage_amount: string | number) =>
      validateRateRequest(flagshipPricing, { ...valid, gender, coverage_amount }, today);
    expect(read('m', 500_000)).toMatchObject({
      ok: true,
      value: { gender: 'male', sumCoveredSen: 50_000_000 },
    });
    expect(read('male', '75000')).toMatchObject({
      ok: true,
      value: { gender: 'male', sumCoveredSen: 7_500_000 },
    });
    expect(read('female', '100000.0')).toMatchObject({ ok: true, value: { gender: 'female' } });
  });

  it.each([
    ['60000.00', 'products.coverageAmount'],
    ['25000.00', 'products.coverageAmount'],
    ['525000.00', 'products.coverageAmount'],
    ['50000.001', 'products.coverageAmount'],
    ['1e5', 'products.coverageAmount'],
    [50_000.5, 'products.coverageAmount'],
    [-50_000, 'products.coverageAmount'],
    ['', 'validation.required'],
  ])('refuses the sum covered %p', (coverage_amount, key) => {
    expect(validateRateRequest(flagshipPricing, { ...valid, coverage_amount }, today)).toMatchObject({
      ok: false,
      fields: { coverage_amount: [{ key }] },
    });
  });

  it.each([
    ['1990-02-30', 'validation.invalidDateOfBirth'],
    ['1990-13-01', 'validation.invalidDateOfBirth'],
    ['22/11/1990', 'validation.invalidDateOfBirth'],
    ['2026-11-23', 'products.dobInFuture'],
    ['', 'validation.required'],
  ])('refuses the date of birth %p', (dob, key) => {
    expect(validateRateRequest(flagshipPricing, { ...valid, dob }, today)).toMatchObject({
      ok: false,
      fields: { dob: [{ key }] },
    });
  });

  it('reports every field at fault at once', () => {
    const result = validateRateRequest(
      flagshipPricing,
      { dob: '2030-01-01', gender: 'f', coverage_amount: '1' },
      today,
    );
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fields).sort()).toEqual(['coverage_amount', 'dob']);
  });
});
