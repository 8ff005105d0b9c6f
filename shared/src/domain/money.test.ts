import { decimalStringToSen, formatMoney, ringgitToSen, senToDecimalString } from './money';

describe('formatMoney', () => {
  it.each([
    [123456, 'RM1,234.56'],
    [413, 'RM4.13'],
    [5, 'RM0.05'],
    [0, 'RM0.00'],
    [5000000, 'RM50,000.00'],
    [123456789012, 'RM1,234,567,890.12'],
    [-100, '-RM1.00'],
  ])('%p sen -> %p', (sen, expected) => {
    expect(formatMoney(sen)).toBe(expected);
  });

  it('can leave out zero sen for headline amounts only', () => {
    expect(formatMoney(5000000, { omitZeroSen: true })).toBe('RM50,000');
    expect(formatMoney(413, { omitZeroSen: true })).toBe('RM4.13');
  });

  it('refuses non-integer sen', () => {
    expect(() => formatMoney(4.13)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('senToDecimalString', () => {
  it.each([
    [413, '4.13'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [-413, '-4.13'],
    [123456789, '1234567.89'],
  ])('%p -> %p', (sen, expected) => {
    expect(senToDecimalString(sen)).toBe(expected);
  });

  it('refuses floats', () => {
    expect(() => senToDecimalString(0.1)).toThrow(RangeError);
  });
});

describe('decimalStringToSen', () => {
  it.each([
    ['4.13', 413],
    ['0.05', 5],
    ['4.1', 410],
    ['4', 400],
    ['-4.13', -413],
    ['-0.00', 0],
    ['1234567.89', 123456789],
    // 0.1 + 0.2 style float error would give 30.000000000000004 sen.
    ['0.30', 30],
    ['1.15', 115],
    ['4.35', 435],
  ])('%p -> %p', (text, expected) => {
    expect(decimalStringToSen(text)).toBe(expected);
  });

  it('round-trips every sen value of a range exactly', () => {
    for (let sen = -1000; sen <= 100000; sen += 7) {
      expect(decimalStringToSen(senToDecimalString(sen))).toBe(sen);
    }
  });

  it.each([
    '',
    ' ',
    'abc',
    '4.135',
    '1e3',
    '1,234.56',
    '.5',
    '4.',
    '+4.13',
    'RM4.13',
    '99999999999999999999',
  ])('throws RangeError for %p', (text) => {
    expect(() => decimalStringToSen(text)).toThrow(RangeError);
  });

  it('throws RangeError for a value that is not a string', () => {
    expect(() => decimalStringToSen(4.13 as unknown as string)).toThrow(RangeError);
  });
});

describe('ringgitToSen', () => {
  it('multiplies whole ringgit by 100', () => {
    expect(ringgitToSen(50000)).toBe(5000000);
    expect(() => ringgitToSen(1.5)).toThrow(RangeError);
  });
});
