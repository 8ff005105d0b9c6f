// The objects of the card sandbox, field by field as Xendit's API reference documents them (docs.xendit.co;
// the examples are copied in api/test/fixtures/xendit/, with the doc page of each in sources.md).
// Amounts live as integer sen beside each object; the objects carry them as ringgit numbers, as Xendit does.
import crypto from 'node:crypto';

/** Card numbers that choose an outcome (any other Luhn-valid number succeeds). */
export const TEST_CARDS = {
  threeDSecure: '4000000000001091',
  declined: '4000000000000002',
  /** Saves fine in a SAVE session, but every payment with it is declined (a saved card gone bad). */
  savesButDeclines: '4000000000000341',
  pendingThenSucceeds: '4000000000000010',
  pendingThenFails: '4000000000000036',
  succeeds: '4242424242424242',
} as const;

/** Xendit business ids are 24 hex characters (e.g. "5f27a14a9bf05c73dd040bc8" in the docs). */
export const BUSINESS_ID = '64f1c0de5a4d7e0b9c3e21aa';

/** Ids in Xendit's formats: `ps-` + 24 hex (27 characters); the others a prefix and a UUID (e.g. 39 for pr-). */
export const newId = {
  customer: () => `cust-${crypto.randomUUID()}`,
  session: () => `ps-${crypto.randomBytes(12).toString('hex')}`,
  paymentRequest: () => `pr-${crypto.randomUUID()}`,
  payment: () => `py-${crypto.randomUUID()}`,
  paymentToken: () => `pt-${crypto.randomUUID()}`,
  refund: () => `rfd-${crypto.randomUUID()}`,
  capture: () => `cap-${crypto.randomUUID()}`,
};

export type JsonObject = Record<string, unknown>;

export interface Customer {
  id: string;
  reference_id: string;
  type: 'INDIVIDUAL' | 'BUSINESS';
  individual_detail: {
    given_names: string;
    surname: string | null;
    nationality: string | null;
    place_of_birth: string | null;
    date_of_birth: string | null;
    gender: string | null;
    employment: JsonObject | null;
  } | null;
  business_detail: JsonObject | null;
  email: string | null;
  mobile_number: string | null;
  phone_number: string | null;
  hashed_phone_number: string | null;
  addresses: unknown[];
  identity_accounts: unknown[];
  kyc_documents: unknown[];
  description: string | null;
  date_of_registration: string | null;
  domicile_of_registration: string | null;
  metadata: JsonObject | null;
  created: string;
  updated: string;
}

export type SessionStatus = 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'CANCELED';
export type SaveOption = 'DISABLED' | 'OPTIONAL' | 'FORCED';

export interface Session {
  payment_session_id: string;
  created: string;
  updated: string;
  reference_id: string;
  customer_id: string | null;
  session_type: 'PAY' | 'SAVE';
  allow_save_payment_method: SaveOption;
  currency: 'MYR';
  amount: number;
  country: 'MY';
  mode: 'PAYMENT_LINK';
  capture_method: 'AUTOMATIC' | null;
  channel_properties: JsonObject;
  allowed_payment_channels: string[];
  expires_at: string;
  locale: string;
  metadata: Record<string, string> | null;
  description: string | null;
  items: unknown[] | null;
  success_return_url: string | null;
  cancel_return_url: string | null;
  status: SessionStatus;
  payment_link_url: string;
  payment_token_id: string | null;
  payment_request_id: string | null;
  payment_id: string | null;
  business_id: string;
}

export interface CardDetails {
  masked_card_number: string;
  cardholder_first_name: string;
  cardholder_last_name: string | null;
  cardholder_email: string | null;
  cardholder_phone_number: string | null;
  expiry_month: string;
  expiry_year: string;
  fingerprint: string;
  type: 'CREDIT' | 'DEBIT';
  network: string;
  country: string;
  issuer: string;
}

export interface Action {
  type: 'REDIRECT_CUSTOMER';
  descriptor: 'WEB_URL';
  value: string;
}

export type PaymentRequestStatus =
  'ACCEPTING_PAYMENTS' | 'REQUIRES_ACTION' | 'AUTHORIZED' | 'CANCELED' | 'EXPIRED' | 'SUCCEEDED' | 'FAILED';

/** A v3 payment request (`Payments_API_PaymentRequestSchema`). */
export interface PaymentRequest {
  business_id: string;
  reference_id: string;
  payment_request_id: string;
  payment_token_id: string | null;
  customer_id: string | null;
  latest_payment_id: string | null;
  type: 'PAY' | 'PAY_AND_SAVE';
  country: 'MY';
  currency: 'MYR';
  request_amount: number;
  capture_method: 'AUTOMATIC';
  channel_code: 'CARDS';
  channel_properties: JsonObject;
  actions: Action[];
  status: PaymentRequestStatus;
  failure_code: string | null;
  description: string | null;
  metadata: JsonObject | null;
  items: unknown[] | null;
  shipping_information: JsonObject | null;
  created: string;
  updated: string;
}

/** A v3 payment (`Payments_API_PaymentSchema`): the data of `payment.*` webhooks. */
export interface Payment {
  payment_id: string;
  business_id: string;
  reference_id: string;
  payment_request_id: string;
  payment_token_id: string | null;
  customer_id: string | null;
  type: PaymentRequest['type'];
  country: 'MY';
  currency: 'MYR';
  request_amount: number;
  capture_method: 'AUTOMATIC';
  channel_code: 'CARDS';
  channel_properties: JsonObject;
  captures: { capture_timestamp: string; capture_id: string; capture_amount: number }[];
  status: 'SUCCEEDED' | 'FAILED';
  payment_details: JsonObject | null;
  failure_code: string | null;
  description: string | null;
  metadata: JsonObject | null;
  created: string;
  updated: string;
}

export type PaymentTokenStatus = 'REQUIRES_ACTION' | 'PENDING' | 'ACTIVE' | 'FAILED' | 'EXPIRED' | 'CANCELED';

/** A v3 payment token (`Payments_API_PaymentTokenSchema`): a saved card. */
export interface PaymentToken {
  payment_token_id: string;
  business_id: string;
  reference_id: string;
  customer_id: string | null;
  country: 'MY';
  currency: 'MYR';
  channel_code: 'CARDS';
  channel_properties: { card_details: CardDetails };
  actions: Action[];
  status: PaymentTokenStatus;
  token_details: JsonObject;
  failure_code: string | null;
  description: string | null;
  metadata: JsonObject | null;
  created: string;
  updated: string;
}

export const REFUND_REASONS = [
  'FRAUDULENT',
  'DUPLICATE',
  'REQUESTED_BY_CUSTOMER',
  'CANCELLATION',
  'OTHERS',
] as const;

/** A refund (`Payments_API_RefundSchema`). */
export interface Refund {
  id: string;
  payment_request_id: string;
  payment_id: string | null;
  invoice_id: null;
  payment_method_type: 'CARD';
  reference_id: string | null;
  channel_code: 'CARDS';
  currency: 'MYR';
  amount: number;
  status: 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'CANCELLED';
  reason: (typeof REFUND_REASONS)[number];
  failure_code: string | null;
  refund_fee_amount: number | null;
  metadata: JsonObject | null;
  created: string;
  updated: string;
}

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNetwork(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  return 'UNKNOWN';
}

/** A card as the checkout page took it; the full number stays inside the sandbox. */
export interface EnteredCard {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  name: string;
}

export function cardDetails(card: EnteredCard, email: string | null): CardDetails {
  const [first, ...rest] = card.name.trim().split(/\s+/);
  return {
    // As in Xendit's payment token example ("5200****1005").
    masked_card_number: `${card.number.slice(0, 4)}****${card.number.slice(-4)}`,
    cardholder_first_name: first ?? card.name,
    cardholder_last_name: rest.length > 0 ? rest.join(' ') : null,
    cardholder_email: email,
    cardholder_phone_number: null,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    // The same card always has the same fingerprint (24 hex, like the docs' examples).
    fingerprint: crypto.createHash('sha256').update(card.number).digest('hex').slice(0, 24),
    type: 'CREDIT',
    network: cardNetwork(card.number),
    country: 'MY',
    issuer: 'SANDBOX BANK BERHAD',
  };
}

/**
 * Ringgit as Xendit takes it (a number, or the numeric string of the docs' examples) to integer sen; null
 * when it is not a non-negative amount with at most 2 decimals. Read from the text, never multiplied, so
 * 81.4 stays 8140 sen.
 */
export function parseSen(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer sen to the ringgit number Xendit sends (4130 → 41.3). */
export function ringgit(sen: number): number {
  return sen / 100;
}

export function formatRinggit(sen: number): string {
  return `RM${ringgit(sen).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
