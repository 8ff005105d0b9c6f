// Shapes of the flagship plan's API answers (api/README.md, 'Flagship plan' and 'Payments'). Money arrives as
// decimal strings ("4.13"); pages turn it into integer sen with decimalStringToSen before showing it.
import type { Gender } from '@teduh/shared/identity';

export type ContributionTerm = 'month' | 'year';
export type CertificateStatus = 'pending' | 'issued' | 'canceled' | 'rescinded' | 'lapsed';

export interface CertificateRef {
  uuid: string;
  status: CertificateStatus;
  number: string | null;
}

export interface Beneficiary {
  name: string;
  contact_number: string;
  relationship: string;
  type: 'hibah' | 'wasi';
  gender: Gender;
  email: string | null;
  payout: 100;
  agreed: true;
}

export interface QuotationPerson {
  first_name: string;
  last_name: string;
  email: string;
  gender: Gender;
  dob: string;
  id_ref: string;
  address_1: string | null;
  address_2: string | null;
  postcode: string | null;
  area: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  person_type: 'main_insured';
}

export interface Quotation {
  uuid: string;
  state: 'draft' | 'submitted' | 'canceled';
  product: number;
  coverage_amount: string;
  holder: {
    first_name: string;
    last_name: string;
    email: string;
    id_ref: string;
    gender: Gender;
    dob: string;
    contact_number: string | null;
  };
  persons: QuotationPerson[];
  underwriting_submission: string | null;
  beneficiary: Beneficiary | null;
  contribution_term: ContributionTerm | null;
  terms_accepted: boolean;
  referral_code: string | null;
  monthly_price: string | null;
  annual_price: string | null;
  application: { uuid: string; stage: 'pending' | 'submitted' | 'published' } | null;
  certificate: CertificateRef | null;
  created_at: string;
  updated_at: string;
}

/** `POST certificates/api/v1/quotations/<uuid>/rate/`. */
export interface QuotationRate {
  yearly_gross_premium: string;
  monthly_gross_premium: string;
  contribution_term: ContributionTerm;
  contribution: string;
  wakalah_fee: string;
  tabarru: string;
  wakalah_fee_monthly: string;
  tabarru_monthly: string;
  wakalah_fee_yearly: string;
  tabarru_yearly: string;
  sum_covered: string;
  age_next_birthday: number;
  currency: 'MYR';
  application: Quotation['application'];
  certificate: CertificateRef | null;
}

export interface Relationship {
  code: string;
  name: string;
}

export interface UnderwritingQuestion {
  uuid: string;
  code: string;
  position: number;
  text: string;
}

export interface QuestionSet {
  uuid: string;
  product: number;
  title: string;
  questions: UnderwritingQuestion[];
}

export type UnderwritingStatus = 'pending' | 'accepted' | 'rejected' | 'obsolete' | 'expired';

export interface UnderwritingSubmission {
  uuid: string;
  product: number;
  question_set: string;
  status: UnderwritingStatus;
  reason: string | null;
  created_at?: string;
}

export type PaymentStatus = 'succeeded' | 'pending' | 'requires_action' | 'failed';

export interface Payment {
  uuid: string;
  certificate: string;
  channel: 'card' | 'fpx';
  status: PaymentStatus;
  amount: string;
  currency: 'MYR';
  failure_code: string | null;
  created_at: string;
  paid_at: string | null;
  cached_data: { actions?: { url: string }[] } | null;
}

export interface CheckoutSession {
  uuid: string;
  certificate: string;
  status: 'active' | 'completed' | 'expired' | 'cancelled';
  amount: string;
  currency: 'MYR';
  created_at: string;
  cached_data: { payment_link_url: string };
}

export interface Bank {
  id: number | string;
  code: string;
  name: string;
  status: 'online' | 'offline';
  payment_method: 'mandate';
}

export interface Mandate {
  id: number | string;
  uuid: string;
  type: 'fpx_mandate';
  certificate: string;
  status: 'pending' | 'active' | 'rejected' | 'cancelled';
  bank: { id: number | string; name: string };
  max_amount: string;
  frequency: string;
  redirect_url: string | null;
  failure_reason: string | null;
  approved_at: string | null;
  created_at: string;
}

/** `GET policy/api/v1/policies/<uuid>/` (the fields the journey shows). */
export interface Policy {
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
  wakalah_fee?: string;
  tabarru?: string;
}

export interface Envelope<T> {
  data: T;
}

/** A query's options, and `onAsk`: called as each call starts (a page counting its polls). */
export interface PolledQueryOptions<T> {
  refetchEveryMs?: (data: T | null) => number | false;
  onAsk?: () => void;
}
