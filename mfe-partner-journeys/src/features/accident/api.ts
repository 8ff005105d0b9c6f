// Personal accident's calls, the contract's older generation under api/iprotect/ (7.3 "Personal accident
// plan"): the lists, the price check, the questions and terms, the quotation by refId and its payment gateway.
// Each call's fetcher, type and hook (ADR 0011). Money is integer sen, dates YYYY-MM-DD.
import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import {
  keyParams,
  rememberKey,
  type Answer,
  type Bilingual,
  type Gender,
  type PartnerApplication,
  type Question,
  type TermsItem,
} from '../partner-insurer/api';

interface Envelope<T> {
  data: T;
}

const base = 'api/iprotect/';

export interface Occupation {
  code: string;
  name: Bilingual;
  /** 1-4; 0: the partner does not cover it. */
  occupational_class: number;
}

export interface NatureOfBusiness {
  code: string;
  name: Bilingual;
}

export interface StateCode {
  code: string;
  name: string;
}

export interface PriceBreakdown {
  premium: number;
  service_tax: number;
  stamp_duty: number;
}

export interface AccidentPlan {
  id: number;
  plan_name: string;
  /** The sum insured. */
  annual_limit: number;
  recommended: boolean;
  yearly_price: number;
  occupational_class: number;
  breakdown: PriceBreakdown;
}

export interface PriceCheck {
  accepted: boolean;
  occupational_class: number | null;
  declined_by: 'occupation' | 'nature_of_business' | null;
  /** Why it was declined, in the page's language. */
  message: string | null;
  plans: AccidentPlan[];
}

export type AccidentQuotation = Omit<PartnerApplication, 'plan'> & {
  plan:
    | (NonNullable<PartnerApplication['plan']> & { occupational_class?: number; breakdown?: PriceBreakdown })
    | null;
};

export interface QuotationInput {
  name: string;
  dob: string;
  identification_no: string;
  email: string;
  phone: string;
  gender: Gender;
  plan_detail_id: number;
  occupation_code: string;
  nature_of_business_code: string;
  payment_type: 2;
  detail: { address_1: string; address_2?: string; postcode: string; state_code: string; source: string };
}

async function list<T>(path: string, signal: AbortSignal): Promise<T[]> {
  const response = await apiClient.get<Envelope<T[]>>(`${base}${path}/`, { signal });
  return response.data.data;
}

export const useOccupations = () =>
  useApiQuery('accident:occupations', (signal) => list<Occupation>('occupations', signal));
export const useNaturesOfBusiness = () =>
  useApiQuery('accident:nature-of-business', (signal) =>
    list<NatureOfBusiness>('nature-of-business', signal),
  );
export const useStateCodes = () =>
  useApiQuery('accident:state-codes', (signal) => list<StateCode>('state-codes', signal));

export async function checkPrice(input: {
  dob: string;
  occupation_code: string;
  nature_of_business_code: string;
}): Promise<PriceCheck> {
  const response = await apiClient.post<Envelope<PriceCheck>>(`${base}price-check/`, input);
  return response.data.data;
}

export const useAccidentQuestions = (dob: string) =>
  useApiQuery(dob ? `accident:underwritings:${dob}` : null, async (signal) => {
    const response = await apiClient.get<Envelope<Question[]>>(`${base}get-underwritings/`, {
      params: { dob },
      signal,
    });
    return response.data.data;
  });

export const useAccidentTerms = (sumInsured: number | null) =>
  useApiQuery(sumInsured ? `accident:terms:${sumInsured}` : null, async (signal) => {
    const response = await apiClient.get<Envelope<TermsItem[]>>(`${base}get-tcs/`, {
      params: { sum_insured: sumInsured },
      signal,
    });
    return response.data.data;
  });

export async function createQuotation(input: QuotationInput): Promise<AccidentQuotation> {
  const response = await apiClient.post<Envelope<AccidentQuotation & { access_key?: string }>>(
    `${base}quotation/`,
    input,
  );
  const { access_key: key, ...quotation } = response.data.data;
  if (key) rememberKey(quotation.uuid, key);
  return quotation;
}

export async function fetchQuotation(refId: string, signal?: AbortSignal): Promise<AccidentQuotation> {
  const response = await apiClient.get<Envelope<AccidentQuotation>>(`${base}quotation/`, {
    params: { refId, ...keyParams(refId) },
    signal,
  });
  return response.data.data;
}

const isUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The quotation of `refId`; `pollMs` asks again while the answer says to (a payment being confirmed). */
export const useQuotation = (
  refId: string | null | undefined,
  pollMs?: (quotation: AccidentQuotation | null) => number | false,
) =>
  useApiQuery(
    isUuid(refId) ? `accident:quotation:${refId}` : null,
    (signal) => fetchQuotation(refId ?? '', signal),
    pollMs ? { refetchEveryMs: pollMs } : undefined,
  );

export { isUuid };

/** The underwriting answers and accepted terms; without them, the partner is asked again with those saved. */
export async function submitQuotation(
  refId: string,
  body: { answers?: Answer[]; accepted_terms?: string[] },
): Promise<AccidentQuotation> {
  const response = await apiClient.post<Envelope<AccidentQuotation>>(`${base}quotation/submit/`, body, {
    params: { refId, ...keyParams(refId) },
  });
  return response.data.data;
}

/** Starts a payment at the partner's gateway; answers where to send the buyer. */
export async function startGateway(refId: string, locale: string): Promise<string> {
  const response = await apiClient.post<Envelope<{ payment_url: string }>>(
    `${base}payment-gateway/`,
    {},
    { params: { refId, locale, ...keyParams(refId) } },
  );
  return response.data.data.payment_url;
}
