/**
 * Ages for pricing and eligibility. Dates are calendar dates: a `YYYY-MM-DD` string is read as that day
 * (never as UTC midnight, which would shift it a day west of Greenwich), and a Date counts by its local
 * calendar day.
 *
 * Leap-day births: someone born on 29 February completes a year on 1 March in non-leap years (not on
 * 28 February): a year is complete once the month and day of birth are reached, and 28 February is
 * before 29 February. date-fns' differenceInYears counts the same way. Quotes and eligibility therefore never add a
 * year before the person has lived it.
 */
import { formatISO, isExists, isValid, startOfDay } from 'date-fns';

export type DateInput = string | Date;

/** Calculator range (spec section 5), counted as age next birthday like the pricing bands (16-70). */
export const CALCULATOR_MIN_AGE = 16;
export const CALCULATOR_MAX_AGE = 70;
/** Flagship plan entry age, as age next birthday (16-50). */
export const ENTRY_MIN_AGE_NEXT_BIRTHDAY = 16;
export const ENTRY_MAX_AGE_NEXT_BIRTHDAY = 50;
/** Eligibility check: age plus one year within 17..51 inclusive. */
export const ELIGIBILITY_MIN_AGE_PLUS_ONE = 17;
export const ELIGIBILITY_MAX_AGE_PLUS_ONE = 51;

/** The time zone the product's calendar days are counted in. */
export const productTimeZone = 'Asia/Kuala_Lumpur';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a `YYYY-MM-DD` string or a Date as a local calendar day; throws RangeError when it is not one. */
export function toCalendarDate(input: DateInput): Date {
  if (input instanceof Date) {
    if (!isValid(input)) throw new RangeError('Invalid date');
    return startOfDay(input);
  }
  const match = typeof input === 'string' ? isoDate.exec(input) : null;
  if (!match) throw new RangeError(`Invalid date: ${String(input)}`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const day = Number(match[3]);
  if (!isExists(year, monthIndex, day)) throw new RangeError(`Invalid date: ${input}`);
  return new Date(year, monthIndex, day);
}

/** True when the input is a real calendar day (`YYYY-MM-DD` or a valid Date). */
export function isCalendarDate(input: unknown): input is DateInput {
  if (!(typeof input === 'string' || input instanceof Date)) return false;
  try {
    toCalendarDate(input);
    return true;
  } catch {
    return false;
  }
}

/** Formats a Date's local calendar day as `YYYY-MM-DD` (the wire format). */
export function toIsoDate(date: Date): string {
  return formatISO(toCalendarDate(date), { representation: 'date' });
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (every price call asks). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last day read per time zone, by the UTC minute it was read in: every zone's offset is a whole number of
 * minutes, so its days turn only on a minute's start, and within a minute the day is the same.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** Today's date in the product's time zone as `YYYY-MM-DD`, whatever the machine's zone is. */
export function todayIso(now: Date = new Date(), timeZone: string = productTimeZone): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** Completed years on a date (negative when `dob` is after `on`). Throws RangeError for invalid dates. */
export function ageOn(dob: DateInput, on: DateInput = new Date()): number {
  const birth = toCalendarDate(dob);
  const day = toCalendarDate(on);
  const birthdayNotYetReached =
    day.getMonth() < birth.getMonth() ||
    (day.getMonth() === birth.getMonth() && day.getDate() < birth.getDate());
  return day.getFullYear() - birth.getFullYear() - (birthdayNotYetReached ? 1 : 0);
}

/** Age next birthday (flagship pricing): completed years + 1. */
export function ageNextBirthday(dob: DateInput, on: DateInput = new Date()): number {
  return ageOn(dob, on) + 1;
}

function safely(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/**
 * Calculator range 16-70 ('Your age should be in the range between 16 to 70 years of age'). Counted as age
 * next birthday, the age the price bands (16-25 ... 66-70) are defined in, so every accepted age has a price.
 */
export function isWithinCalculatorAge(dob: DateInput, on: DateInput = new Date()): boolean {
  return safely(() => {
    const anb = ageNextBirthday(dob, on);
    return anb >= CALCULATOR_MIN_AGE && anb <= CALCULATOR_MAX_AGE;
  });
}

/** Flagship plan entry age: age next birthday 16 to 50. */
export function isWithinEntryAge(dob: DateInput, on: DateInput = new Date()): boolean {
  return safely(() => {
    const anb = ageNextBirthday(dob, on);
    return anb >= ENTRY_MIN_AGE_NEXT_BIRTHDAY && anb <= ENTRY_MAX_AGE_NEXT_BIRTHDAY;
  });
}

/** Eligibility check: completed years plus one within 17..51 inclusive. */
export function isEligibleAge(dob: DateInput, on: DateInput = new Date()): boolean {
  return safely(() => {
    const agePlusOne = ageOn(dob, on) + 1;
    return agePlusOne >= ELIGIBILITY_MIN_AGE_PLUS_ONE && agePlusOne <= ELIGIBILITY_MAX_AGE_PLUS_ONE;
  });
}
