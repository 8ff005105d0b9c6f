import { formatDate, lastDayOfGrace } from './dates';

describe('formatDate', () => {
  it('writes a calendar day without a leading zero, the month in full, in English and Malay', () => {
    expect(formatDate('1995-01-01', 'en')).toBe('1 January 1995');
    expect(formatDate('1995-01-01', 'ms')).toBe('1 Januari 1995');
    expect(formatDate('2025-03-09', 'ms')).toBe('9 Mac 2025');
    expect(formatDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('writes an instant as its day in Kuala Lumpur', () => {
    // 16:30 UTC on 30 September is already 1 October in Malaysia.
    expect(formatDate('2025-09-30T16:30:00Z', 'en')).toBe('1 October 2025');
    expect(formatDate('2025-09-30T15:59:00Z', 'ms')).toBe('30 September 2025');
  });

  it('answers null for text that is no date, and English for an unknown language', () => {
    expect(formatDate('2025-02-30', 'en')).toBeNull();
    expect(formatDate('soon', 'en')).toBeNull();
    expect(formatDate('', 'ms')).toBeNull();
    expect(formatDate('1995-01-01', 'fr')).toBe('1 January 1995');
  });
});

describe('lastDayOfGrace', () => {
  it('is the 30th day from the due day, across months and years', () => {
    expect(lastDayOfGrace('2026-12-01')).toBe('2026-12-30');
    expect(lastDayOfGrace('2026-11-27')).toBe('2026-12-26');
    expect(lastDayOfGrace('2026-12-15')).toBe('2027-01-13');
    expect(lastDayOfGrace('2028-02-01')).toBe('2028-03-01');
  });
});
