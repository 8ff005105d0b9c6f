import { commonPasswordCount, isTooSimilar, passwordProblems, quickRatio } from './password-policy';

describe('quickRatio', () => {
  // Reference values from Python: difflib.SequenceMatcher(a=a, b=b).quick_ratio()
  it.each([
    ['aminah123', 'aminah', 0.8],
    ['sitiaminah1', 'aminah', 0.7058823529411765],
    ['password', 'drowssap', 1],
    ['abcd', 'xyz', 0],
    ['kelapa-sawit-88', 'kelapa', 0.5714285714285714],
    ['hello', 'hello world', 0.625],
  ])('matches difflib for %s / %s', (a, b, expected) => {
    expect(quickRatio(a, b)).toBeCloseTo(expected, 12);
  });
});

describe('password rules', () => {
  const person = { email: 'nurul.hidayah@example.com', firstName: 'Nurul', lastName: 'Hidayah' };

  it('uses a common-password list of at least 20,000 entries', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(20_000);
  });

  it('accepts a good password', () => {
    expect(passwordProblems('Kelapa-Sawit-88', person)).toEqual([]);
  });

  it.each([
    ['Hidayah99', 'validation.passwordTooSimilar'],
    ['nurul.hidayah', 'validation.passwordTooSimilar'],
    ['Ab3$xyz', 'validation.passwordTooShort'],
    ['iloveyou', 'validation.passwordTooCommon'],
    ['PASSWORD1', 'validation.passwordTooCommon'],
    ['48290175', 'validation.passwordEntirelyNumeric'],
  ])('flags %s', (password, key) => {
    expect(passwordProblems(password, person)).toContain(key);
  });

  it('ignores a personal detail far shorter than the password, as Django does', () => {
    expect(isTooSimilar('a-very-long-passphrase-indeed', { firstName: 'Al' })).toBe(false);
    expect(isTooSimilar('ali12', { firstName: 'Ali' })).toBe(true);
  });

  it('compares with each part of the e-mail address', () => {
    expect(isTooSimilar('examples1', { email: 'someone@example.com' })).toBe(true);
  });
});
