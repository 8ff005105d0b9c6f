// Sponsored cover's calls (partners/api/v1; api/README.md and the API's OpenAPI, tag partners). Money arrives as
// decimal strings; pages turn it into sen before showing it.
import { apiClient } from '@teduh/shared';
import { flagshipProductId } from '@teduh/shared';
import type { Envelope } from '../../api/types';

const base = 'partners/api/v1';

export type PartnerJourney = 'mykasih' | 'partner';
export type PartnerQuotationState = 'pending' | 'submitted' | 'published';

export interface PartnerRef {
  slug: string;
  name: string;
  kind: 'charity' | 'employer';
  journey: PartnerJourney;
}

export interface Partner extends PartnerRef {
  sum_covered: string;
  funeral_benefit: string;
  eligibility_source: 'roster' | 'api';
  criteria: string;
  logo_url: string | null;
  primary_colour: string;
  accent_colour: string;
}

export interface Eligibility {
  source: 'roster' | 'api';
  member_ref: string;
  checked_at: string;
}

export interface EligibilityCheck {
  partner: Partner;
  eligible: boolean;
  reason: string | null;
  detail: string | null;
  eligibility: Eligibility | null;
  quotation: { uuid: string; state: PartnerQuotationState } | null;
}

export interface PartnerQuotation {
  uuid: string;
  partner: PartnerRef;
  state: PartnerQuotationState;
  current_version: { state: PartnerQuotationState };
  sum_covered: string;
  funeral_benefit: string;
  contribution_term: 'year' | null;
  referral_code: string | null;
  eligibility: Eligibility;
  eligibility_lost: boolean;
  /** The flagship quotation the journey's steps save to. */
  quotation: string;
  participant_pays: string;
  certificate: {
    uuid: string;
    status: string;
    number: string | null;
    start_date: string | null;
    end_date: string | null;
  } | null;
}

export interface PaymentSchedule {
  quotation: PartnerQuotation;
  yearly_gross_premium: string;
  payment_schedule: {
    due_date: string;
    standard_premium_amount: string;
    wakalah_fee: string;
    tabarru: string;
    paid_by: string;
    participant_amount: string;
  }[];
}

export async function fetchPartners(signal?: AbortSignal): Promise<Partner[]> {
  return (await apiClient.get<Envelope<Partner[]>>(`${base}/partners/`, { signal })).data.data;
}

export async function fetchPartner(slug: string, signal?: AbortSignal): Promise<Partner> {
  return (await apiClient.get<Envelope<Partner>>(`${base}/partners/${encodeURIComponent(slug)}/`, { signal }))
    .data.data;
}

/** `GET partners/api/v1/check-eligibility/employee-benefit/?id=<partner>`: by the member's verified NRIC. */
export async function checkEligibility(slug: string, signal?: AbortSignal): Promise<EligibilityCheck> {
  const response = await apiClient.get<Envelope<EligibilityCheck>>(
    `${base}/check-eligibility/employee-benefit/`,
    { params: { id: slug }, signal },
  );
  return response.data.data;
}

/** `POST partners/api/v1/quotations/`: the plan, the partner's sum and the current eligibility. */
export async function createPartnerQuotation(partner: Partner, eligibility: Eligibility | null) {
  const response = await apiClient.post<Envelope<PartnerQuotation>>(`${base}/quotations/`, {
    partner: partner.slug,
    plan: flagshipProductId,
    sum: partner.sum_covered,
    eligibility,
  });
  return response.data.data;
}

export async function fetchPartnerQuotation(uuid: string, signal?: AbortSignal): Promise<PartnerQuotation> {
  return (await apiClient.get<Envelope<PartnerQuotation>>(`${base}/quotations/${uuid}/`, { signal })).data
    .data;
}

/** `POST partners/api/v1/quotations/<uuid>/rate/`: the payment schedule the partner pays. */
export async function ratePartnerQuotation(uuid: string, signal?: AbortSignal): Promise<PaymentSchedule> {
  return (await apiClient.post<Envelope<PaymentSchedule>>(`${base}/quotations/${uuid}/rate/`, {}, { signal }))
    .data.data;
}

/** The submit call: yearly, the partner pays; `submit: true` issues the sponsored certificate. */
export async function submitPartnerQuotation(uuid: string, submit: boolean): Promise<PaymentSchedule> {
  const response = await apiClient.post<Envelope<PaymentSchedule>>(`${base}/quotations/${uuid}/submit/`, {
    contribution_term: 'yearly',
    submit,
  });
  return response.data.data;
}
