// The certificate shapes of `policy/api/v1/policies` (api/src/modules/certificates/schemas.ts). Money is a
// decimal string on the wire ("4.13"); read it with `decimalStringToSen`. Dates are YYYY-MM-DD.

export const certificateStatuses = ['pending', 'issued', 'canceled', 'rescinded', 'lapsed'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];
export type ContributionTerm = 'month' | 'year';
export type PaymentChannel = 'card' | 'fpx';

export interface PolicySummary {
  uuid: string;
  number: string | null;
  status: CertificateStatus;
  product: { id: number; name: string };
  sum_covered: string;
  monthly_premium: string;
  contribution: string;
  contribution_term: ContributionTerm;
  start_date: string | null;
  next_renewal_date: string | null;
  issued_at: string | null;
}

export interface PolicyHolder {
  first_name: string;
  last_name: string;
  email: string;
  id_ref: string;
  gender: 'male' | 'female';
  dob: string;
  contact_number: string | null;
  /** The contact address: the one given through servicing, else the application's; null when none. */
  address?: {
    address_1: string;
    address_2: string | null;
    postcode: string;
    city: string;
    state: string;
  } | null;
}

export interface PolicyBeneficiary {
  name: string;
  contact_number: string;
  relationship: string;
  type: 'hibah' | 'wasi';
  gender: 'male' | 'female';
  email: string | null;
  payout: 100;
  agreed: true;
}

export interface PolicyBenefit {
  code: 'DB1' | 'CB1';
  name: string;
  percent: number;
  amount: string;
}

export interface ScheduledContribution {
  due_date: string;
  amount: string;
  status: 'paid' | 'due' | 'upcoming';
}

export interface PaidContribution {
  payment: string;
  amount: string;
  paid_at: string;
  channel: PaymentChannel;
  period_start: string | null;
  period_end: string | null;
}

export interface PolicyRefund {
  payment: string;
  amount: string;
  reason: string;
  status: string;
  requested_at: string;
}

export interface PolicyDetail extends PolicySummary {
  yearly_premium: string;
  wakalah_fee: string;
  tabarru: string;
  term_months: number;
  end_date: string | null;
  paid_until: string | null;
  cooling_off_ends_on: string | null;
  cancellation: { requested_at: string | null; effective_date: string | null; reason: string | null } | null;
  end_reason: string | null;
  ended_at: string | null;
  holder: PolicyHolder;
  beneficiary: PolicyBeneficiary | null;
  benefits: PolicyBenefit[];
  payment_schedule: ScheduledContribution[];
  payment_history: PaidContribution[];
  refunds: PolicyRefund[];
  auto_billing: {
    method: PaymentChannel | null;
    frequency: ContributionTerm;
    billing_date: string | null;
    bank: string | null;
  };
  application: string;
  quotation: string;
}

/** The certificate's active saved card (`GET payment/api/v1/auto-billing/`); brand as the provider names it. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
}

export type MandateStatus = 'pending' | 'active' | 'rejected' | 'cancelled';

/** The certificate's FPX direct-debit mandate (the member's authority at their bank). */
export interface DirectDebitMandate {
  id: string;
  bank_name: string;
  status: MandateStatus;
}

/**
 * How a certificate is paid (`payment/api/v1/auto-billing/`). `active`: the next contribution (`amount`) is
 * collected on `next_debit_on` through `channel`; `off`: the member pays each contribution with "Pay now".
 */
export interface AutoBilling {
  certificate: string;
  status: 'active' | 'off';
  channel: PaymentChannel | null;
  next_debit_on: string | null;
  amount: string | null;
  /** Redeemed reward points the next debit takes off (already out of `amount`). */
  reward_credit?: string | null;
  frequency: ContributionTerm;
  card: SavedCard | null;
  mandate: DirectDebitMandate | null;
}

export interface PolicyAttachment {
  kind: 'certificate' | 'pds';
  name: string;
  url: string;
  content_type: 'application/pdf';
}
