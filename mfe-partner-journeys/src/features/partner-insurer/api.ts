// The partner plans' calls (partners/api/v1/{medical,life}/): quote, lists, application, submit, payment.
// Money is integer sen, dates YYYY-MM-DD.
import { apiClient } from '@teduh/shared';

export type PartnerKind = 'medical' | 'life';
export type Gender = 'm' | 'f';

interface Envelope<T> {
  data: T;
}

export interface Bilingual {
  en: string;
  ms: string;
}

export interface PlanOption {
  id: number;
  plan_name: string;
  annual_limit: number;
  coverage_term: number;
  has_deductible: boolean;
  deductible: number | null;
  recommended: boolean;
  base_price: number;
  cashless_price: number | null;
  monthly_price: number;
  yearly_price: number;
}

export interface AddOn {
  id: number;
  name: Bilingual;
  monthly_price: number;
}

export interface Quote {
  has_deductible: boolean;
  plans: PlanOption[];
  add_ons: AddOn[];
}

export interface Question {
  uuid: string;
  text: Bilingual;
}

export interface TermsItem {
  id: string;
  title: Bilingual;
  text: Bilingual;
}

export interface NamedItem {
  id: number;
  name: string | Bilingual;
}

export type ApplicationStatus =
  'saved' | 'draft' | 'submitting' | 'approved' | 'referred' | 'declined' | 'payment_failed' | 'issued';

export interface PartnerApplication {
  uuid: string;
  product: PartnerKind;
  status: ApplicationStatus;
  awaiting_partner: boolean;
  name: string;
  email: string;
  payment_type: 1 | 2;
  plan: {
    id: number;
    plan_name: string;
    annual_limit: number;
    coverage_term: number;
    has_deductible: boolean;
    deductible: number | null;
    monthly_price: number;
  } | null;
  premium: number | null;
  decision_reason: string | null;
  policy_number: string | null;
  documents: { type: string; url: string }[];
  payment_status: string | null;
  signed_in_owner: boolean;
}

export interface ApplicationInput {
  name: string;
  dob: string;
  identification_no: string;
  email: string;
  phone: string;
  gender: Gender;
  plan_detail_id: number;
  is_citizen: boolean;
  payment_type: 1 | 2;
  payment_option: 1 | 2;
  bank_id?: number | null;
  detail: {
    address_1: string;
    address_2?: string;
    postcode: string;
    state_id: number;
    country_id: number;
    source: string;
    height: number;
    weight: number;
    add_ons?: { add_on_id: number; status: boolean }[];
    heavy_machinery?: boolean;
    maid_or_office_worker?: boolean;
    smoker?: boolean;
  };
  beneficiaries?: { name: string; relationship_id: number; share_percent: number }[];
}

export interface Answer {
  question_uuid: string;
  answer: 'Yes' | 'No';
  user_note: string;
}

const base = (kind: PartnerKind) => `partners/api/v1/${kind}/`;

export async function fetchQuote(kind: PartnerKind, input: { gender: Gender; dob: string }): Promise<Quote> {
  const response = await apiClient.post<Envelope<Quote>>(`${base(kind)}quote/`, input);
  return response.data.data;
}

export async function fetchQuestions(
  kind: PartnerKind,
  dob: string,
  signal?: AbortSignal,
): Promise<Question[]> {
  const response = await apiClient.get<Envelope<Question[]>>(`${base(kind)}underwritings/`, {
    params: { dob },
    signal,
  });
  return response.data.data;
}

export async function fetchTerms(
  kind: PartnerKind,
  annualLimit: number,
  signal?: AbortSignal,
): Promise<TermsItem[]> {
  const response = await apiClient.get<Envelope<TermsItem[]>>(`${base(kind)}tcs/`, {
    params: { annual_limit: annualLimit },
    signal,
  });
  return response.data.data;
}

export type ListName = 'states' | 'countries' | 'banks' | 'beneficiary-relationships';

export async function fetchList(
  kind: PartnerKind,
  name: ListName,
  signal?: AbortSignal,
): Promise<NamedItem[]> {
  const response = await apiClient.get<Envelope<NamedItem[]>>(`${base(kind)}${name}/`, { signal });
  return response.data.data;
}

/** Where this tab keeps the access key of each application it made without signing in (`{ uuid: key }`). */
export const accessKeysStorageKey = 'teduh.partner-application-keys';

function storedKeys(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(accessKeysStorageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberKey(uuid: string, key: string): void {
  try {
    window.sessionStorage.setItem(accessKeysStorageKey, JSON.stringify({ ...storedKeys(), [uuid]: key }));
  } catch {
    // Storage refused (private mode): the application still opens for a member who signs in with its e-mail.
  }
}

/**
 * `?key=` for an application made without signing in: the API opens a visitor's application only with the key
 * it gave at creation (the uuid alone does not, since the application holds a name, an NRIC and an e-mail).
 */
export function keyParams(uuid: string): { key?: string } {
  const key = storedKeys()[uuid];
  return key ? { key } : {};
}

export async function createApplication(
  kind: PartnerKind,
  input: ApplicationInput,
): Promise<PartnerApplication> {
  const response = await apiClient.post<Envelope<PartnerApplication & { access_key?: string }>>(
    `${base(kind)}applications/`,
    input,
  );
  const { access_key: key, ...application } = response.data.data;
  if (key) rememberKey(application.uuid, key);
  return application;
}

export async function fetchApplication(kind: PartnerKind, uuid: string, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<PartnerApplication>>(`${base(kind)}applications/${uuid}/`, {
    signal,
    params: keyParams(uuid),
  });
  return response.data.data;
}

/** Without answers, the partner is asked again with those saved (resuming after it was down). */
export async function submitApplication(
  kind: PartnerKind,
  uuid: string,
  body: { answers?: Answer[]; accepted_terms?: string[] },
): Promise<PartnerApplication> {
  const response = await apiClient.post<Envelope<PartnerApplication>>(
    `${base(kind)}applications/${uuid}/submit/`,
    body,
    { params: keyParams(uuid) },
  );
  return response.data.data;
}

export async function startPayment(kind: PartnerKind, uuid: string, locale: string): Promise<string> {
  const response = await apiClient.post<Envelope<PartnerApplication & { payment_url: string }>>(
    `${base(kind)}applications/${uuid}/initiate-payment/`,
    {},
    { params: { locale, ...keyParams(uuid) } },
  );
  return response.data.data.payment_url;
}

export async function fetchFeatures(
  signal?: AbortSignal,
): Promise<{ medical_plan: boolean; life_plan: boolean }> {
  const response = await apiClient.get<Envelope<{ medical_plan: boolean; life_plan: boolean }>>(
    'partners/api/v1/insurer/features/',
    { signal },
  );
  return response.data.data;
}

export const nameOf = (item: NamedItem, language: string) =>
  typeof item.name === 'string' ? item.name : language === 'ms' ? item.name.ms : item.name.en;

export const textOf = (text: Bilingual, language: string) => (language === 'ms' ? text.ms : text.en);

/** The partner's gateway is another site: the browser leaves for it. */
export function goToGateway(url: string): void {
  window.location.assign(url);
}
