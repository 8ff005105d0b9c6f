import { ageNextBirthday } from '../domain/age';
import { dobForAgeNextBirthday, parseRateResponse } from './product-rate';

test('reads the first result of the enveloped rate response in sen', () => {
  const body = { data: [{ monthly_gross_premium: '4.13', yearly_gross_premium: '45.43' }] };
  expect(parseRateResponse(body)).toEqual({ monthlySen: 413, yearlySen: 4543 });
});

test('refuses floats, missing prices and empty results instead of guessing a price', () => {
  expect(() =>
    parseRateResponse({ data: [{ monthly_gross_premium: 4.13, yearly_gross_premium: '45.43' }] }),
  ).toThrow(/monthly_gross_premium/);
  expect(() => parseRateResponse({ data: [{ monthly_gross_premium: '4.13' }] })).toThrow(
    /yearly_gross_premium/,
  );
  expect(() => parseRateResponse({ data: [] })).toThrow(/no result/);
});

test.each([16, 20, 50, 70])('a date of birth for age next birthday %i holds on that day', (anb) => {
  const today = new Date(2026, 10, 22, 23, 59);
  expect(ageNextBirthday(dobForAgeNextBirthday(anb, today), today)).toBe(anb);
});
