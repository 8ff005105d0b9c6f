import { decimalStringToSen, formatMoney, ringgitToSen } from '@teduh/shared';

/** Sum covered (spec section 9): RM50,000 to RM500,000 in steps of RM25,000, default RM50,000. Whole ringgit. */
export const COVERAGE_MIN_RINGGIT = 50_000;
export const COVERAGE_MAX_RINGGIT = 500_000;
export const COVERAGE_STEP_RINGGIT = 25_000;
export const COVERAGE_DEFAULT_RINGGIT = 50_000;

/** The compassionate benefit: an extra 10% of the sum covered (integer sen, exact for every slider step). */
export function compassionateBenefitSen(coverageRinggit: number): number {
  return ringgitToSen(coverageRinggit) / 10;
}

/** "RM50,000" for the slider's labels. */
export function formatRinggit(ringgit: number): string {
  return formatMoney(ringgitToSen(ringgit), { omitZeroSen: true });
}

/** Whole ringgit of a decimal-string sum covered ("50000.00" -> 50000). */
export function coverageRinggitOf(decimal: string): number {
  return decimalStringToSen(decimal) / 100;
}

/** Money from the API shown as "RM4.13". */
export function formatDecimal(decimal: string): string {
  return formatMoney(decimalStringToSen(decimal));
}
