/**
 * Money is integer sen (1 ringgit = 100 sen) everywhere inside; the wire carries decimal strings with two
 * places ("4.13"). No floating point arithmetic is ever applied to amounts.
 */

export const SEN_PER_RINGGIT = 100;

function assertSen(sen: number): void {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Money must be an integer number of sen, got ${sen}`);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function splitSen(sen: number): { sign: string; ringgit: string; cents: string } {
  assertSen(sen);
  const abs = Math.abs(sen);
  return {
    sign: sen < 0 ? '-' : '',
    ringgit: String(Math.floor(abs / SEN_PER_RINGGIT)),
    cents: String(abs % SEN_PER_RINGGIT).padStart(2, '0'),
  };
}

export interface FormatMoneyOptions {
  /** Leave out ".00" for whole ringgit (headline amounts such as "RM50,000"). */
  omitZeroSen?: boolean;
}

/** `formatMoney(123456)` -> "RM1,234.56"; negative amounts as "-RM1.00". */
export function formatMoney(sen: number, options: FormatMoneyOptions = {}): string {
  const { sign, ringgit, cents } = splitSen(sen);
  const fraction = options.omitZeroSen && cents === '00' ? '' : `.${cents}`;
  return `${sign}RM${groupThousands(ringgit)}${fraction}`;
}

/** `senToDecimalString(413)` -> "4.13" (the wire format). */
export function senToDecimalString(sen: number): string {
  const { sign, ringgit, cents } = splitSen(sen);
  return `${sign}${ringgit}.${cents}`;
}

const decimalPattern = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * `decimalStringToSen("4.13")` -> 413. Accepts an optional minus sign, whole ringgit and at most two
 * decimal places ("4", "4.1", "4.13"); anything else (more places, exponents, separators, blanks) throws
 * RangeError, because silently rounding money is worse than refusing it.
 */
export function decimalStringToSen(value: string): number {
  const match = typeof value === 'string' ? decimalPattern.exec(value.trim()) : null;
  if (!match) throw new RangeError(`Not a decimal amount: ${String(value)}`);
  const [, minus, ringgit = '0', fraction = ''] = match;
  const sen = Number(`${ringgit}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Amount out of range: ${value}`);
  return minus && sen !== 0 ? -sen : sen;
}

/** Whole ringgit to sen, for constants such as the RM50,000 default sum covered. */
export function ringgitToSen(ringgit: number): number {
  if (!Number.isSafeInteger(ringgit)) throw new RangeError(`Ringgit must be an integer, got ${ringgit}`);
  const sen = ringgit * SEN_PER_RINGGIT;
  assertSen(sen);
  return sen;
}
