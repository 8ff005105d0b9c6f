import { apiClient, flagshipProductId, senToDecimalString } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { Beneficiary, ContributionTerm, Envelope, Quotation, QuotationRate } from './types';

export const quotationsPath = 'certificates/api/v1/quotations/';
export const quotationPath = (uuid: string) => `${quotationsPath}${uuid}/`;

/** `POST certificates/api/v1/quotations/`: the member is the main insured (the API reads them from the profile). */
export async function createQuotation(input: { coverageSen: number; idRef: string }): Promise<Quotation> {
  const response = await apiClient.post<Envelope<Quotation>>(quotationsPath, {
    product: flagshipProductId,
    coverage_amount: senToDecimalString(input.coverageSen),
    persons: [{ id_ref: input.idRef, person_type: 'main_insured' }],
  });
  return response.data.data;
}

/** `GET certificates/api/v1/quotations/?state=draft`: the member's open quotations, to resume a journey. */
export async function fetchDraftQuotations(signal?: AbortSignal): Promise<Quotation[]> {
  const response = await apiClient.get<Envelope<Quotation[]>>(quotationsPath, {
    params: { state: 'draft' },
    signal,
  });
  return response.data.data;
}

/** The member's open quotations, through the shared server-data layer. */
export function useDraftQuotations() {
  return useApiQuery('pusara:quotations:draft', fetchDraftQuotations);
}

/** `GET certificates/api/v1/quotations/<uuid>/`. */
export async function fetchQuotation(uuid: string, signal?: AbortSignal): Promise<Quotation> {
  const response = await apiClient.get<Envelope<Quotation>>(quotationPath(uuid), { signal });
  return response.data.data;
}

/** One quotation, through the shared server-data layer; a step's saved answer goes in with `setData`. */
export function useQuotation(uuid: string) {
  return useApiQuery(`pusara:quotation:${uuid}`, (signal) => fetchQuotation(uuid, signal));
}

export interface QuotationPatch {
  coverage_amount?: string;
  underwriting_submission?: string | null;
  beneficiary?: Beneficiary | null;
  contribution_term?: ContributionTerm;
  terms_accepted?: boolean;
}

/** `PATCH certificates/api/v1/quotations/<uuid>/` (drafts only): each journey step saves through it. */
export async function updateQuotation(uuid: string, patch: QuotationPatch): Promise<Quotation> {
  const response = await apiClient.patch<Envelope<Quotation>>(quotationPath(uuid), patch);
  return response.data.data;
}

/**
 * `POST certificates/api/v1/quotations/<uuid>/rate/`: prices the saved quotation; `submit: true` makes the
 * application and a pending certificate (then answered in `certificate`).
 */
export async function rateQuotation(
  uuid: string,
  input: { term: ContributionTerm; submit: boolean },
  signal?: AbortSignal,
): Promise<QuotationRate> {
  const response = await apiClient.post<Envelope<QuotationRate>>(
    `${quotationPath(uuid)}rate/`,
    { contribution_term: input.term, submit: input.submit },
    { signal },
  );
  return response.data.data;
}

/**
 * The price of the saved quotation for `term` (nothing submitted), through the shared server-data layer. The
 * key names the saved version (`updated_at`) and the sum, so a saved change is priced again; `null` asks for
 * nothing.
 */
export function useQuotationRate(quotation: Quotation | null, term: ContributionTerm) {
  const key = quotation
    ? `pusara:quotation-rate:${quotation.uuid}:${quotation.updated_at}:${quotation.coverage_amount}:${term}`
    : null;
  return useApiQuery(key, (signal) => rateQuotation(quotation!.uuid, { term, submit: false }, signal));
}
