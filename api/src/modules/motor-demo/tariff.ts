// The motor demo's ILLUSTRATIVE tariff (README.md beside this file): the shape of the Malaysian private-car
// tariff for Peninsular Malaysia (a basic premium by engine capacity, plus a rate per RM1,000 of sum insured
// for own-damage cover), the no-claim discount, add-ons, SST and stamp duty. Every amount is integer sen; a
// percentage is in basis points (38.33% = 3833) and rounded half up to the sen once, where it is applied.
import type { VehicleModel } from './vehicles';

export const coverTypes = ['comprehensive', 'third_party_fire_theft', 'third_party'] as const;
export type CoverType = (typeof coverTypes)[number];

/** The no-claim discount steps, in basis points: 0, 25, 30, 38.33, 45 and 55%. */
export const ncdSteps = [0, 2500, 3000, 3833, 4500, 5500] as const;
export type NcdBasisPoints = (typeof ncdSteps)[number];

export const addOnIds = ['windscreen', 'special_perils', 'srcc', 'passengers'] as const;
export type AddOnId = (typeof addOnIds)[number];

export const MIN_ENGINE_CC = 600;
export const MAX_ENGINE_CC = 8000;
/** Comprehensive (and its add-ons) is offered for cars up to this many years old. */
export const COMPREHENSIVE_MAX_AGE_YEARS = 15;
/** Each year of age takes 10% off the value of the year before. */
export const DEPRECIATION_BASIS_POINTS = 1000;
/** The market value never falls below 20% of the price when new. */
export const MARKET_VALUE_FLOOR_BASIS_POINTS = 2000;
/** The sum insured may be 90% to 110% of the market value. */
export const SUM_INSURED_MIN_BASIS_POINTS = 9000;
export const SUM_INSURED_MAX_BASIS_POINTS = 11000;
/** Values and sums insured are whole hundreds of ringgit. */
export const VALUE_STEP_SEN = 10_000;
/** Comprehensive: the band's premium covers the first RM1,000; each further RM1,000 or part adds RM26.00. */
export const FIRST_THOUSAND_SEN = 100_000;
export const PER_THOUSAND_SEN = 2_600;
/** Third party, fire and theft: 75% of the comprehensive basic premium. */
export const TPFT_BASIS_POINTS = 7500;
/** Windscreen: 15% of a RM1,000 windscreen cover. */
export const WINDSCREEN_COVER_SEN = 100_000;
export const WINDSCREEN_BASIS_POINTS = 1500;
/** Special perils (flood, storm, landslide): 0.5% of the sum insured. */
export const SPECIAL_PERILS_BASIS_POINTS = 50;
/** Strike, riot and civil commotion: 0.3% of the sum insured. */
export const SRCC_BASIS_POINTS = 30;
/** Legal liability of passengers: a flat RM7.50. */
export const PASSENGERS_FLAT_SEN = 750;
/** Sales and service tax: 8% of the gross premium. */
export const SST_BASIS_POINTS = 800;
export const STAMP_DUTY_SEN = 1_000;

interface EngineBand {
  /** The band's top engine capacity (cc), inclusive. */
  upToCc: number;
  comprehensiveSen: number;
  thirdPartySen: number;
}

/** Basic premiums by engine capacity (Peninsular Malaysia's published private-car bands). */
export const engineBands: readonly EngineBand[] = [
  { upToCc: 1400, comprehensiveSen: 27_380, thirdPartySen: 12_060 },
  { upToCc: 1650, comprehensiveSen: 30_550, thirdPartySen: 13_500 },
  { upToCc: 2200, comprehensiveSen: 33_910, thirdPartySen: 15_120 },
  { upToCc: 3050, comprehensiveSen: 37_260, thirdPartySen: 16_740 },
  { upToCc: 4100, comprehensiveSen: 40_430, thirdPartySen: 18_180 },
  { upToCc: 4250, comprehensiveSen: 43_600, thirdPartySen: 19_620 },
  { upToCc: 4400, comprehensiveSen: 46_960, thirdPartySen: 21_240 },
  { upToCc: Number.POSITIVE_INFINITY, comprehensiveSen: 50_130, thirdPartySen: 22_680 },
];

/** `amount × basisPoints / 10000`, rounded half up to the sen. */
export function percentOf(amountSen: number, basisPoints: number): number {
  return Math.floor((amountSen * basisPoints + 5_000) / 10_000);
}

export function engineBandOf(engineCc: number): EngineBand {
  const band = engineBands.find((candidate) => engineCc <= candidate.upToCc);
  if (!band) throw new Error(`no engine band for ${engineCc} cc`);
  return band;
}

const roundToStep = (sen: number) => Math.round(sen / VALUE_STEP_SEN) * VALUE_STEP_SEN;

/** The illustrative market value of a model of `year` in `currentYear`, a whole RM100. */
export function marketValueSen(model: VehicleModel, year: number, currentYear: number): number {
  let value = model.newValueSen;
  for (let age = 0; age < currentYear - year; age += 1) {
    value -= percentOf(value, DEPRECIATION_BASIS_POINTS);
  }
  return roundToStep(Math.max(value, percentOf(model.newValueSen, MARKET_VALUE_FLOOR_BASIS_POINTS)));
}

/** The sums insured allowed for a market value: 90% (rounded up) to 110% (rounded down), in RM100 steps. */
export function sumInsuredRange(marketValue: number): { minSen: number; maxSen: number } {
  const min = percentOf(marketValue, SUM_INSURED_MIN_BASIS_POINTS);
  const max = percentOf(marketValue, SUM_INSURED_MAX_BASIS_POINTS);
  return {
    minSen: Math.ceil(min / VALUE_STEP_SEN) * VALUE_STEP_SEN,
    maxSen: Math.floor(max / VALUE_STEP_SEN) * VALUE_STEP_SEN,
  };
}

export function comprehensiveBasicSen(engineCc: number, sumInsuredSen: number): number {
  const above = Math.max(0, sumInsuredSen - FIRST_THOUSAND_SEN);
  return engineBandOf(engineCc).comprehensiveSen + Math.ceil(above / FIRST_THOUSAND_SEN) * PER_THOUSAND_SEN;
}

export function addOnPremiumSen(addOn: AddOnId, sumInsuredSen: number): number {
  switch (addOn) {
    case 'windscreen':
      return percentOf(WINDSCREEN_COVER_SEN, WINDSCREEN_BASIS_POINTS);
    case 'special_perils':
      return percentOf(sumInsuredSen, SPECIAL_PERILS_BASIS_POINTS);
    case 'srcc':
      return percentOf(sumInsuredSen, SRCC_BASIS_POINTS);
    case 'passengers':
      return PASSENGERS_FLAT_SEN;
  }
}

export interface TariffInput {
  coverType: CoverType;
  engineCc: number;
  /** Null for third party, which insures no value of the car. */
  sumInsuredSen: number | null;
  ncdBasisPoints: NcdBasisPoints;
  addOns: readonly AddOnId[];
}

export interface PremiumBreakdown {
  basicSen: number;
  ncdSen: number;
  /** Each add-on chosen, in the order of `addOnIds`. */
  addOns: { id: AddOnId; premiumSen: number }[];
  addOnsSen: number;
  /** Basic less NCD plus add-ons: what SST is charged on. */
  grossSen: number;
  sstSen: number;
  stampDutySen: number;
  totalSen: number;
}

/** The premium of a checked input (routes.ts checks the ranges and which cover allows add-ons). */
export function premiumOf(input: TariffInput): PremiumBreakdown {
  const sumInsured = input.sumInsuredSen ?? 0;
  const basicSen =
    input.coverType === 'third_party'
      ? engineBandOf(input.engineCc).thirdPartySen
      : input.coverType === 'third_party_fire_theft'
        ? percentOf(comprehensiveBasicSen(input.engineCc, sumInsured), TPFT_BASIS_POINTS)
        : comprehensiveBasicSen(input.engineCc, sumInsured);
  const ncdSen = percentOf(basicSen, input.ncdBasisPoints);
  const addOns = addOnIds
    .filter((id) => input.addOns.includes(id))
    .map((id) => ({ id, premiumSen: addOnPremiumSen(id, sumInsured) }));
  const addOnsSen = addOns.reduce((sum, addOn) => sum + addOn.premiumSen, 0);
  const grossSen = basicSen - ncdSen + addOnsSen;
  const sstSen = percentOf(grossSen, SST_BASIS_POINTS);
  return {
    basicSen,
    ncdSen,
    addOns,
    addOnsSen,
    grossSen,
    sstSen,
    stampDutySen: STAMP_DUTY_SEN,
    totalSen: grossSen + sstSen + STAMP_DUTY_SEN,
  };
}
