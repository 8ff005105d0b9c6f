import {
  dobFromIdRef,
  formatNricDashed,
  genderFromIdRef,
  nricBirthYear,
  nricMatchesDob,
  nricMatchesGender,
  parseNric,
  validateDashedNric,
} from './nric';

const in2025 = new Date(2025, 5, 15);

describe('parseNric', () => {
  it('reads the 12-digit form', () => {
    expect(parseNric('880101145679', in2025)).toEqual({
      digits: '880101145679',
      dashed: '880101-14-5679',
      dob: '1988-01-01',
      gender: 'male',
      placeOfBirthCode: '14',
    });
  });

  it('reads the dashed form and ignores surrounding spaces', () => {
    expect(parseNric(' 950630-10-5432 ', in2025)).toMatchObject({
      digits: '950630105432',
      dob: '1995-06-30',
      gender: 'female',
      placeOfBirthCode: '10',
    });
  });

  it.each([
    ['', 'empty'],
    ['88010114567', '11 digits'],
    ['8801011456789', '13 digits'],
    ['88010114567a', 'a letter'],
    ['880101 14 5678', 'spaces inside'],
  ])('rejects %p (%s)', (value) => {
    expect(parseNric(value, in2025)).toBeNull();
  });

  it.each([
    ['990231145678', '31 February'],
    ['991301145678', 'month 13'],
    ['990001145678', 'month 00'],
    ['990100145678', 'day 00'],
    ['990431145678', '31 April'],
    ['990229145678', '29 February 1999'],
  ])('rejects the impossible date in %p (%s)', (value) => {
    expect(parseNric(value, in2025)).toBeNull();
  });

  it('accepts 29 February in a leap year (1996, 2000)', () => {
    expect(parseNric('960229145678', in2025)?.dob).toBe('1996-02-29');
    expect(parseNric('000229145678', in2025)?.dob).toBe('2000-02-29');
  });

  describe('century rule relative to today', () => {
    it('puts a two-digit year equal to the current year in the 2000s', () => {
      expect(parseNric('250101145678', in2025)?.dob).toBe('2025-01-01');
    });

    it('puts a two-digit year one above the current year in the 1900s', () => {
      expect(parseNric('260101145678', in2025)?.dob).toBe('1926-01-01');
    });

    it('moves the boundary as today moves', () => {
      expect(parseNric('260101145678', new Date(2026, 0, 1))?.dob).toBe('2026-01-01');
      expect(parseNric('260101145678', new Date(2025, 11, 31))?.dob).toBe('1926-01-01');
    });

    it('reads 00 as 2000', () => {
      expect(nricBirthYear(0, in2025)).toBe(2000);
      expect(nricBirthYear(99, in2025)).toBe(1999);
    });
  });

  it('derives the gender from the last digit: odd male, even female', () => {
    for (const digit of [1, 3, 5, 7, 9])
      expect(parseNric(`88010114567${digit}`, in2025)?.gender).toBe('male');
    for (const digit of [0, 2, 4, 6, 8])
      expect(parseNric(`88010114567${digit}`, in2025)?.gender).toBe('female');
  });
});

describe('formatNricDashed', () => {
  it('formats 12 digits as 6-2-4', () => {
    expect(formatNricDashed('880101145678')).toBe('880101-14-5678');
  });

  it('works as an input mask on partial input and drops extra characters', () => {
    expect(formatNricDashed('8801')).toBe('8801');
    expect(formatNricDashed('8801011')).toBe('880101-1');
    expect(formatNricDashed('880101-14-56789999')).toBe('880101-14-5678');
    expect(formatNricDashed('')).toBe('');
  });
});

describe('validateDashedNric', () => {
  it('accepts a well-formed value', () => {
    expect(validateDashedNric('880101-14-5678')).toBeNull();
  });

  it('checks the length first', () => {
    expect(validateDashedNric('880101145678')).toBe('validation.nricDashedLength');
    expect(validateDashedNric('880101-14-56789')).toBe('validation.nricDashedLength');
    expect(validateDashedNric('')).toBe('validation.nricDashedLength');
  });

  it('then the xxxxxx-xx-xxxx pattern', () => {
    expect(validateDashedNric('8801011-4-5678')).toBe('validation.nricDashedPattern');
    expect(validateDashedNric('88010a-14-5678')).toBe('validation.nricDashedPattern');
    expect(validateDashedNric('880101 14 5678')).toBe('validation.nricDashedPattern');
  });

  it('then the first six digits with 20 prefixed as a date', () => {
    expect(validateDashedNric('990231-14-5678')).toBe('validation.invalidDateOfBirth');
    expect(validateDashedNric('881301-14-5678')).toBe('validation.invalidDateOfBirth');
    // 2099 is not a leap year, 2096 is.
    expect(validateDashedNric('990229-14-5678')).toBe('validation.invalidDateOfBirth');
    expect(validateDashedNric('960229-14-5678')).toBeNull();
  });
});

describe('nricMatchesDob / nricMatchesGender', () => {
  it('compares YYMMDD with the date of birth, dashed or not', () => {
    expect(nricMatchesDob('880101-14-5678', '1988-01-01')).toBe(true);
    expect(nricMatchesDob('880101145678', '1988-01-01')).toBe(true);
    expect(nricMatchesDob('880101145678', '1988-01-02')).toBe(false);
    expect(nricMatchesDob('880101145678', '1988-1-1')).toBe(false);
    expect(nricMatchesDob('bad', '1988-01-01')).toBe(false);
  });

  it('does not depend on the century, which the NRIC does not carry', () => {
    expect(nricMatchesDob('200101145678', '1920-01-01')).toBe(true);
  });

  it('compares the gender, accepting m/f as well', () => {
    expect(nricMatchesGender('880101145677', 'male')).toBe(true);
    expect(nricMatchesGender('880101145677', 'female')).toBe(false);
    expect(nricMatchesGender('880101145678', 'f')).toBe(true);
    expect(nricMatchesGender('880101145678', 'm')).toBe(false);
    expect(nricMatchesGender('x', 'm')).toBe(false);
  });
});

describe('id_ref', () => {
  it('reads a 14-character id_ref as a date of birth and a gender', () => {
    expect(dobFromIdRef('880101-14-5678', in2025)).toBe('1988-01-01');
    expect(genderFromIdRef('880101-14-5678')).toBe('female');
    expect(genderFromIdRef('880101-14-5679')).toBe('male');
  });

  it('yields neither for any other length', () => {
    expect(dobFromIdRef('880101145678', in2025)).toBeNull();
    expect(genderFromIdRef('880101145678')).toBeNull();
    expect(dobFromIdRef(null)).toBeNull();
    expect(genderFromIdRef(undefined)).toBeNull();
  });
});
