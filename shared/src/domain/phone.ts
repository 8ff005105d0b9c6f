/** Phone numbers, Malaysian by default (`012-345 6789`, `+60 12-345 6789`). */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type { CountryCode };

export const defaultPhoneCountry: CountryCode = 'MY';

function parse(value: string, defaultCountry: CountryCode) {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return parsePhoneNumberFromString(value, defaultCountry);
}

/** True when the number is a valid number of its country (numbers without `+` are read as `defaultCountry`). */
export function isValidPhone(value: string, defaultCountry: CountryCode = defaultPhoneCountry): boolean {
  return parse(value, defaultCountry)?.isValid() ?? false;
}

/** The E.164 form (`+60123456789`) of a valid number, or null. */
export function normalizePhone(
  value: string,
  defaultCountry: CountryCode = defaultPhoneCountry,
): string | null {
  const phone = parse(value, defaultCountry);
  return phone?.isValid() ? phone.number : null;
}

/** Display form: national for Malaysian numbers (`012-345 6789`), international otherwise; null if invalid. */
export function formatPhone(value: string, defaultCountry: CountryCode = defaultPhoneCountry): string | null {
  const phone = parse(value, defaultCountry);
  if (!phone?.isValid()) return null;
  return phone.country === defaultPhoneCountry ? phone.formatNational() : phone.formatInternational();
}
