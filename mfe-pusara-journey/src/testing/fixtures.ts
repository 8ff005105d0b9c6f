import { profileFixture } from '@teduh/shared/testing';
import type { Payment, Policy, Quotation, QuotationRate } from '../api/types';

/** The API's envelope around an answer, as axios resolves it. */
export function answer<T>(data: T) {
  return { data: { data } };
}

export const quotationUuid = '3f6c1a2b-9d4e-4f5a-8b7c-6d5e4f3a2b1c';
export const certificateUuid = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const paymentUuid = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';

/** The demo member, verified. */
export const verifiedMember = profileFixture({ ekyc_status: 'accepted' });

export function quotationFixture(overrides: Partial<Quotation> = {}): Quotation {
  return {
    uuid: quotationUuid,
    state: 'draft',
    product: 2,
    coverage_amount: '50000.00',
    holder: {
      first_name: 'Aisyah',
      last_name: 'Rahman',
      email: 'aisyah@example.my',
      id_ref: '900512-14-5678',
      gender: 'female',
      dob: '1990-05-12',
      contact_number: null,
    },
    persons: [
      {
        first_name: 'Aisyah',
        last_name: 'Rahman',
        email: 'aisyah@example.my',
        gender: 'female',
        dob: '1990-05-12',
        id_ref: '900512-14-5678',
        address_1: '12 Jalan Damai',
        address_2: null,
        postcode: '40000',
        area: null,
        city: 'Shah Alam',
        state: 'Selangor',
        country: 'MY',
        person_type: 'main_insured',
      },
    ],
    underwriting_submission: null,
    beneficiary: null,
    contribution_term: null,
    terms_accepted: false,
    referral_code: null,
    monthly_price: '9.90',
    annual_price: '108.90',
    application: null,
    certificate: null,
    created_at: '2026-11-20T02:15:00.000Z',
    updated_at: '2026-11-20T02:15:00.000Z',
    ...overrides,
  };
}

export function rateFixture(overrides: Partial<QuotationRate> = {}): QuotationRate {
  return {
    yearly_gross_premium: '108.90',
    monthly_gross_premium: '9.90',
    contribution_term: 'month',
    contribution: '9.90',
    wakalah_fee: '1.98',
    tabarru: '7.92',
    wakalah_fee_monthly: '1.98',
    tabarru_monthly: '7.92',
    wakalah_fee_yearly: '21.78',
    tabarru_yearly: '87.12',
    sum_covered: '50000.00',
    age_next_birthday: 37,
    currency: 'MYR',
    application: null,
    certificate: null,
    ...overrides,
  };
}

export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return {
    uuid: paymentUuid,
    certificate: certificateUuid,
    channel: 'card',
    status: 'pending',
    amount: '9.90',
    currency: 'MYR',
    failure_code: null,
    created_at: '2026-11-20T02:20:00.000Z',
    paid_at: null,
    cached_data: null,
    ...overrides,
  };
}

export function policyFixture(overrides: Partial<Policy> = {}): Policy {
  return {
    uuid: certificateUuid,
    number: null,
    status: 'pending',
    product: { id: 2, name: 'Pusara Pro' },
    sum_covered: '50000.00',
    monthly_premium: '9.90',
    contribution: '9.90',
    contribution_term: 'month',
    start_date: null,
    next_renewal_date: null,
    issued_at: null,
    wakalah_fee: '1.98',
    tabarru: '7.92',
    ...overrides,
  };
}
