/** The card networks as people write them, from the payment provider's codes (VISA, MASTERCARD, ...). */
const cardBrandNames: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  AMERICAN_EXPRESS: 'American Express',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  DINERS_CLUB: 'Diners Club',
};

/** "Visa" for VISA; a code it does not know is shown as sent; null for none. */
export function cardBrandName(code: string): string | null {
  return cardBrandNames[code.toUpperCase()] ?? (code || null);
}
