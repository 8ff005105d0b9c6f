import { formatPhone, isValidPhone, normalizePhone } from './phone';

describe('isValidPhone', () => {
  it.each(['0123456789', '012-345 6789', '+60123456789', '+60 12-345 6789', '01112345678', '03-1234 5678'])(
    'accepts the Malaysian number %p',
    (value) => {
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each(['', '   ', '012345', '0191234', 'phone', '+60'])('rejects %p', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('accepts a foreign number in international form, and reads national numbers by the given country', () => {
    expect(isValidPhone('+65 9123 4567')).toBe(true);
    expect(normalizePhone('91234567', 'SG')).toBe('+6591234567');
    expect(normalizePhone('91234567')).toBe('+6091234567');
  });
});

describe('normalizePhone', () => {
  it('gives the E.164 form', () => {
    expect(normalizePhone('012-345 6789')).toBe('+60123456789');
    expect(normalizePhone('+60 3-1234 5678')).toBe('+60312345678');
  });

  it('is null for an invalid number', () => {
    expect(normalizePhone('012345')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows Malaysian numbers in national form and others in international form', () => {
    expect(formatPhone('+60123456789')).toBe('012-345 6789');
    expect(formatPhone('+6591234567')).toBe('+65 9123 4567');
    expect(formatPhone('nope')).toBeNull();
  });
});
