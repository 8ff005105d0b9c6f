/**
 * Malaysian identity card numbers (NRIC, MyKad): `YYMMDD-PB-###G`.
 * YYMMDD is the date of birth, PB the place-of-birth code and the last digit G gives the gender.
 * Isomorphic: used by the web forms and by the API.
 */
import { isExists } from 'date-fns';

export type Gender = 'male' | 'female';

export interface ParsedNric {
  /** The 12 digits without dashes. */
  digits: string;
  /** The 14-character form `xxxxxx-xx-xxxx` (the profile's id_ref). */
  dashed: string;
  /** Date of birth as `YYYY-MM-DD`. */
  dob: string;
  gender: Gender;
  /** Digits 7-8: state or country of birth. */
  placeOfBirthCode: string;
}

/** i18n keys (namespace `shared`) of the dashed NRIC checks, in the order they are checked. */
export const nricFormatErrorKeys = {
  length: 'validation.nricDashedLength',
  pattern: 'validation.nricDashedPattern',
  dateOfBirth: 'validation.invalidDateOfBirth',
} as const;

export type NricFormatErrorKey = (typeof nricFormatErrorKeys)[keyof typeof nricFormatErrorKeys];

export const NRIC_DIGITS = 12;
export const NRIC_DASHED_LENGTH = 14;

const twelveDigits = /^\d{12}$/;
const dashedPattern = /^\d{6}-\d{2}-\d{4}$/;

/** Removes dashes and surrounding spaces; returns the 12 digits or null when that is not what is left. */
export function nricDigits(input: string): string | null {
  if (typeof input !== 'string') return null;
  const digits = input.trim().replace(/-/g, '');
  return twelveDigits.test(digits) ? digits : null;
}

/**
 * Four-digit year of a two-digit NRIC year (spec: century 19 when the two-digit year is greater than the
 * current year minus 2000, else 20). `today` is a parameter so the rule can be tested at any date.
 */
export function nricBirthYear(twoDigitYear: number, today: Date = new Date()): number {
  return twoDigitYear > today.getFullYear() - 2000 ? 1900 + twoDigitYear : 2000 + twoDigitYear;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Accepts 12 digits, with or without dashes (`880101145678`, `880101-14-5678`). Null when invalid. */
export function parseNric(input: string, today: Date = new Date()): ParsedNric | null {
  const digits = nricDigits(input);
  if (!digits) return null;
  const yy = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  const year = nricBirthYear(yy, today);
  if (!isExists(year, month - 1, day)) return null;
  const lastDigit = Number(digits.slice(-1));
  return {
    digits,
    dashed: formatNricDashed(digits),
    dob: `${year}-${pad2(month)}-${pad2(day)}`,
    gender: lastDigit % 2 === 1 ? 'male' : 'female',
    placeOfBirthCode: digits.slice(6, 8),
  };
}

/**
 * Applies the 6-2-4 mask to whatever digits are given (at most 12), so it also serves as an input mask:
 * `88010114` -> `880101-14`, `880101145678` -> `880101-14-5678`.
 */
export function formatNricDashed(digits: string): string {
  const clean = digits.replace(/\D/g, '').slice(0, NRIC_DIGITS);
  const parts = [clean.slice(0, 6), clean.slice(6, 8), clean.slice(8, 12)].filter((part) => part.length > 0);
  return parts.join('-');
}

/**
 * Checks of the dashed form (spec section 5), in order: length 14, pattern `xxxxxx-xx-xxxx`, and the first
 * six digits with `20` prefixed forming a real date. Returns the i18n key of the first failure, or null.
 */
export function validateDashedNric(value: string): NricFormatErrorKey | null {
  const text = typeof value === 'string' ? value : '';
  if (text.length !== NRIC_DASHED_LENGTH) return nricFormatErrorKeys.length;
  if (!dashedPattern.test(text)) return nricFormatErrorKeys.pattern;
  const year = 2000 + Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  if (!isExists(year, month - 1, day)) return nricFormatErrorKeys.dateOfBirth;
  return null;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True when the NRIC's YYMMDD equals the date of birth (`YYYY-MM-DD`). The century is not compared: the
 * NRIC does not carry it, and the century rule would misread anyone older than a hundred.
 */
export function nricMatchesDob(nric: string, dob: string): boolean {
  const digits = nricDigits(nric);
  const match = typeof dob === 'string' ? isoDate.exec(dob) : null;
  if (!digits || !match) return false;
  const [, year = '', month = '', day = ''] = match;
  if (!isExists(Number(year), Number(month) - 1, Number(day))) return false;
  return digits.slice(0, 6) === `${year.slice(2)}${month}${day}`;
}

/** Accepts the gender as `male`/`female` or the rate call's `m`/`f`. */
export function nricMatchesGender(nric: string, gender: Gender | 'm' | 'f'): boolean {
  const digits = nricDigits(nric);
  if (!digits) return false;
  const expected: Gender = Number(digits.slice(-1)) % 2 === 1 ? 'male' : 'female';
  const given = gender === 'm' ? 'male' : gender === 'f' ? 'female' : gender;
  return given === expected;
}

/** The profile's id_ref: only a 14-character value is read as a date of birth (spec section 5). */
export function dobFromIdRef(idRef: string | null | undefined, today: Date = new Date()): string | null {
  if (typeof idRef !== 'string' || idRef.length !== NRIC_DASHED_LENGTH) return null;
  return parseNric(idRef, today)?.dob ?? null;
}

/** The profile's id_ref: only a 14-character value gives a gender, from its last digit. */
export function genderFromIdRef(idRef: string | null | undefined): Gender | null {
  if (typeof idRef !== 'string' || idRef.length !== NRIC_DASHED_LENGTH) return null;
  const last = idRef.slice(-1);
  if (!/^\d$/.test(last)) return null;
  return Number(last) % 2 === 1 ? 'male' : 'female';
}
