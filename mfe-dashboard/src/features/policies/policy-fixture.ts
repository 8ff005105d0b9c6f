import { apiError } from '@teduh/shared/testing';
import { autoBillingPath } from './api/get-auto-billing';
import { instantPayPath, type PayQuote } from './api/instant-pay';
import type { AutoBilling, PolicyAttachment, PolicyDetail, PolicySummary } from './api/types';

export const policyUuid = '3f0b6a52-8c1e-4c4e-9d5b-2a7f1e0c9b11';

/** A certificate as `GET policy/api/v1/policies/` lists it (issued on 1 Nov 2026, RM150,000, monthly). */
export function policySummary(overrides: Partial<PolicySummary> = {}): PolicySummary {
  return {
    uuid: policyUuid,
    number: 'TPP-2026-000123',
    status: 'issued',
    product: { id: 2, name: 'Pusara Pro' },
    sum_covered: '150000.00',
    monthly_premium: '12.39',
    contribution: '12.39',
    contribution_term: 'month',
    start_date: '2026-11-01',
    next_renewal_date: '2027-11-01',
    issued_at: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

/** The same certificate as `GET policy/api/v1/policies/<uuid>/` answers it. */
export function policyDetail(overrides: Partial<PolicyDetail> = {}): PolicyDetail {
  return {
    ...policySummary(),
    yearly_premium: '136.29',
    wakalah_fee: '2.48',
    tabarru: '9.91',
    term_months: 12,
    end_date: '2027-11-01',
    paid_until: '2026-12-01',
    cooling_off_ends_on: '2026-11-16',
    cancellation: null,
    end_reason: null,
    ended_at: null,
    holder: {
      first_name: 'Aisyah',
      last_name: 'Rahman',
      email: 'aisyah@example.my',
      id_ref: '900512-14-5678',
      gender: 'female',
      dob: '1990-05-12',
      contact_number: '+60123456789',
    },
    beneficiary: {
      name: 'Hafiz Rahman',
      contact_number: '+60129876543',
      relationship: 'spouse',
      type: 'hibah',
      gender: 'male',
      email: 'hafiz@example.my',
      payout: 100,
      agreed: true,
    },
    benefits: [
      { code: 'DB1', name: 'Death benefit', percent: 100, amount: '150000.00' },
      { code: 'CB1', name: 'Compassionate benefit', percent: 10, amount: '15000.00' },
    ],
    payment_schedule: [
      { due_date: '2026-11-01', amount: '12.39', status: 'paid' },
      { due_date: '2026-12-01', amount: '12.39', status: 'upcoming' },
    ],
    payment_history: [
      {
        payment: '0c5e2a34-1b7d-4f3a-8e61-7d2c9a4b5e10',
        amount: '12.39',
        paid_at: '2026-11-01T02:00:00.000Z',
        channel: 'card',
        period_start: '2026-11-01',
        period_end: '2026-12-01',
      },
    ],
    refunds: [],
    auto_billing: { method: 'card', frequency: 'month', billing_date: '2026-12-01', bank: null },
    application: '7a1d1c7e-55d5-4b61-9a0e-0f1b2c3d4e5f',
    quotation: '8b2e2d8f-66e6-4c72-8b1f-1a2b3c4d5e6f',
    ...overrides,
  };
}

export const attachments: PolicyAttachment[] = [
  {
    kind: 'certificate',
    name: 'Certificate TPP-2026-000123',
    url: `/policy/api/v1/policies/${policyUuid}/certificate.pdf`,
    content_type: 'application/pdf',
  },
  {
    kind: 'pds',
    name: 'Product disclosure sheet',
    url: '/documents/pds/pusara-pro-pds-en.pdf',
    content_type: 'application/pdf',
  },
];

/**
 * How the fixture certificate is paid, as `GET payment/api/v1/auto-billing/?certificate=` answers: automatic
 * billing on its saved Visa card, the next RM12.39 debited on 1 December 2026.
 */
export function autoBilling(overrides: Partial<AutoBilling> = {}): AutoBilling {
  return {
    certificate: policyUuid,
    status: 'active',
    channel: 'card',
    next_debit_on: '2026-12-01',
    amount: '12.39',
    frequency: 'month',
    card: {
      id: '5d1f7c2a-9b3e-4e8a-a1c4-6f2b8d0e3a71',
      brand: 'VISA',
      last4: '4242',
      expiry_month: 8,
      expiry_year: 2031,
    },
    mandate: null,
    ...overrides,
  };
}

export const policyDetailPath = `policy/api/v1/policies/${policyUuid}/`;
export const policyAttachmentsPath = `policy/api/v1/policies/${policyUuid}/attachments/`;

/**
 * Answers the detail page's reads through `get` (the GET mock of installApiMocks): the certificate, as each of
 * `policies` in turn (the last one for every later read), its documents, and how it is paid, as each of
 * `billings` in turn (likewise); anything else is a 404.
 */
export function answerPolicyReads(
  get: jest.Mock,
  policies: PolicyDetail[],
  files: PolicyAttachment[] = attachments,
  billings: AutoBilling[] = [autoBilling()],
  history: unknown[] = [],
  quotes: PayQuote[] = [payQuote()],
): void {
  let reads = 0;
  let billingReads = 0;
  let quoteReads = 0;
  get.mockImplementation((url: string, config?: { params?: { certificate?: string } }) => {
    if (url === policyDetailPath) {
      const policy = policies[Math.min(reads, policies.length - 1)]!;
      reads += 1;
      return Promise.resolve({ data: { data: policy } });
    }
    if (url === autoBillingPath && config?.params?.certificate === policyUuid) {
      const billing = billings[Math.min(billingReads, billings.length - 1)]!;
      billingReads += 1;
      return Promise.resolve({ data: { data: billing } });
    }
    if (url === instantPayPath && config?.params?.certificate === policyUuid) {
      const quote = quotes[Math.min(quoteReads, quotes.length - 1)]!;
      quoteReads += 1;
      return Promise.resolve({ data: { data: quote } });
    }
    if (url === policyAttachmentsPath) return Promise.resolve({ data: { data: files } });
    if (url === policyHistoryPath) return Promise.resolve({ data: { data: history } });
    if (url === 'utils/get-choices/policy-cancel-reasons/') {
      return Promise.resolve({ data: { data: cancelReasons } });
    }
    return Promise.reject(apiError(404, { errors: { code: 'not_found', detail: 'Not found' } }));
  });
}

/** What paying the fixture certificate now would charge (instant-pay/ GET): no reward credit unless given. */
export function payQuote(overrides: Partial<PayQuote> = {}): PayQuote {
  return {
    certificate: policyUuid,
    due: true,
    contribution: '12.39',
    reward_credit: '0.00',
    amount: '12.39',
    currency: 'MYR',
    ...overrides,
  };
}

export const policyHistoryPath = `policy/api/v1/policies/${policyUuid}/history/`;

/** utils/get-choices/policy-cancel-reasons/ in English. */
export const cancelReasons = [
  { value: 'too_expensive', label: 'The contribution is too high for me' },
  { value: 'other_cover', label: 'I have other cover' },
  { value: 'no_longer_needed', label: 'I no longer need this cover' },
  { value: 'service', label: 'I am not happy with the service' },
  { value: 'other', label: 'Another reason' },
];
