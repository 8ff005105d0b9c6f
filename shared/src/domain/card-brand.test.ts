import { cardBrandName } from './card-brand';

describe('cardBrandName', () => {
  it('writes the networks as people do, and keeps a code it does not know', () => {
    expect(cardBrandName('VISA')).toBe('Visa');
    expect(cardBrandName('mastercard')).toBe('Mastercard');
    expect(cardBrandName('AMEX')).toBe('American Express');
    expect(cardBrandName('MIR')).toBe('MIR');
    expect(cardBrandName('')).toBeNull();
  });
});
