import { malaysianDay, startOfMalaysianDayAfter } from './malaysian-day';

describe('Malaysian days', () => {
  test('a moment after 16:00 UTC is already the next day in Malaysia', () => {
    expect(malaysianDay(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(malaysianDay(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });

  test('a period later starts at 00:00 in Malaysia of the day a period after', () => {
    // 01:30 on 27 November in Malaysia.
    expect(startOfMalaysianDayAfter(new Date('2026-11-26T17:30:00Z'), 'month').toISOString()).toBe(
      '2026-12-26T16:00:00.000Z',
    );
    expect(startOfMalaysianDayAfter(new Date('2026-11-26T03:00:00Z'), 'year').toISOString()).toBe(
      '2027-11-25T16:00:00.000Z',
    );
  });

  test('a month after the 31st is the last day of the next month, not a day of the one after', () => {
    expect(malaysianDay(startOfMalaysianDayAfter(new Date('2026-01-31T03:00:00Z'), 'month'))).toBe(
      '2026-02-28',
    );
    expect(malaysianDay(startOfMalaysianDayAfter(new Date('2028-02-29T03:00:00Z'), 'year'))).toBe(
      '2029-02-28',
    );
  });
});
