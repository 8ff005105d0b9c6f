import { addDays, differenceInYears } from 'date-fns';
import {
  ageNextBirthday,
  ageOn,
  isCalendarDate,
  isEligibleAge,
  isWithinCalculatorAge,
  isWithinEntryAge,
  toCalendarDate,
  toIsoDate,
  todayIso,
} from './age';

describe('ageOn', () => {
  it('counts a birthday on the day itself', () => {
    expect(ageOn('1990-06-15', '2025-06-15')).toBe(35);
  });

  it('does not count a birthday that is tomorrow', () => {
    expect(ageOn('1990-06-16', '2025-06-15')).toBe(34);
  });

  it('counts completed years across a year end', () => {
    expect(ageOn('1990-12-31', '2025-01-01')).toBe(34);
    expect(ageOn('1990-01-01', '2024-12-31')).toBe(34);
  });

  it('is 0 on the day of birth and negative before it', () => {
    expect(ageOn('2025-06-15', '2025-06-15')).toBe(0);
    expect(ageOn('2025-06-16', '2025-06-15')).toBe(-1);
    expect(ageOn('2026-06-15', '2025-06-15')).toBe(-1);
    expect(ageOn('2026-06-16', '2025-06-15')).toBe(-2);
  });

  describe('29 February births', () => {
    it('completes the year on 1 March in a non-leap year', () => {
      expect(ageOn('2000-02-29', '2023-02-28')).toBe(22);
      expect(ageOn('2000-02-29', '2023-03-01')).toBe(23);
    });

    it('completes the year on 29 February in a leap year', () => {
      expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
      expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
    });
  });

  it('reads YYYY-MM-DD as a calendar day, whatever the time of a Date argument', () => {
    expect(ageOn('1990-06-15', new Date(2025, 5, 15, 0, 0, 1))).toBe(35);
    expect(ageOn('1990-06-15', new Date(2025, 5, 14, 23, 59, 59))).toBe(34);
    expect(ageOn(new Date(1990, 5, 15, 23, 0), new Date(2025, 5, 15, 1, 0))).toBe(35);
  });

  it('throws RangeError for dates that do not exist', () => {
    expect(() => ageOn('1990-02-30', '2025-01-01')).toThrow(RangeError);
    expect(() => ageOn('15/06/1990', '2025-01-01')).toThrow(RangeError);
    expect(() => ageOn(new Date(Number.NaN), '2025-01-01')).toThrow(RangeError);
  });
});

it('agrees with date-fns differenceInYears for every day of a leap cycle and more', () => {
  const birth = new Date(2000, 1, 29);
  for (let offset = 0; offset < 366 * 9; offset += 1) {
    const day = addDays(birth, offset);
    expect(ageOn(birth, day)).toBe(differenceInYears(day, birth));
  }
});

describe('ageNextBirthday', () => {
  it('is completed years plus one', () => {
    expect(ageNextBirthday('2005-06-15', '2025-06-14')).toBe(20);
    expect(ageNextBirthday('2005-06-15', '2025-06-15')).toBe(21);
  });
});

describe('isWithinCalculatorAge (16-70, age next birthday)', () => {
  const on = '2025-06-15';
  it.each([
    ['2010-06-16', false, 'ANB 15'],
    ['2010-06-15', true, 'ANB 16'],
    ['1955-06-16', true, 'ANB 70'],
    ['1955-06-15', false, 'ANB 71'],
  ])('%s -> %p (%s)', (dob, expected) => {
    expect(isWithinCalculatorAge(dob, on)).toBe(expected);
  });

  it('is false for an invalid date instead of throwing', () => {
    expect(isWithinCalculatorAge('not a date', on)).toBe(false);
  });
});

describe('isWithinEntryAge (age next birthday 16-50)', () => {
  const on = '2025-06-15';
  it.each([
    ['2010-06-16', false, 'ANB 15'],
    ['2010-06-15', true, 'ANB 16'],
    ['1975-06-16', true, 'ANB 50'],
    ['1975-06-15', false, 'ANB 51'],
  ])('%s -> %p (%s)', (dob, expected) => {
    expect(isWithinEntryAge(dob, on)).toBe(expected);
  });
});

describe('isEligibleAge (age + 1 within 17..51)', () => {
  const on = '2025-06-15';
  it.each([
    ['2009-06-16', false, 'age 15'],
    ['2009-06-15', true, 'age 16'],
    ['1974-06-16', true, 'age 50'],
    ['1974-06-15', false, 'age 51'],
  ])('%s -> %p (%s)', (dob, expected) => {
    expect(isEligibleAge(dob, on)).toBe(expected);
  });
});

describe('calendar dates', () => {
  it('round-trips YYYY-MM-DD without drifting a day', () => {
    expect(toIsoDate(toCalendarDate('2024-02-29'))).toBe('2024-02-29');
    expect(toIsoDate(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
  });

  it('recognises real calendar days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate(20240229)).toBe(false);
  });

  it("gives today's date in Malaysia whatever the machine's zone", () => {
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur (UTC+8).
    expect(todayIso(new Date('2025-06-15T16:30:00Z'))).toBe('2025-06-16');
    expect(todayIso(new Date('2025-06-15T15:30:00Z'))).toBe('2025-06-15');
  });

  it('turns the day at midnight in Malaysia, read a millisecond either side', () => {
    expect(todayIso(new Date('2025-06-15T15:59:59.999Z'))).toBe('2025-06-15');
    expect(todayIso(new Date('2025-06-15T16:00:00.000Z'))).toBe('2025-06-16');
    expect(todayIso(new Date('2025-06-15T15:59:59.999Z'))).toBe('2025-06-15');
    expect(todayIso(new Date('2025-06-15T16:00:00.000Z'), 'UTC')).toBe('2025-06-15');
    expect(todayIso(new Date('2025-06-15T23:59:30Z'), 'UTC')).toBe('2025-06-15');
    expect(todayIso(new Date('2025-06-16T00:00:00Z'), 'UTC')).toBe('2025-06-16');
  });
});
