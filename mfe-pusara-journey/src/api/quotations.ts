import { apiClient, flagshipProductId, senToDecimalString } from '@teduh/shared';
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

/** `GET certificates/api/v1/quotations/<uuid>/`. */
export async function fetchQuotation(uuid: string, signal?: AbortSignal): Promise<Quotation> {
  const response = await apiClient.get<Envelope<Quotation>>(quotationPath(uuid), { signal });
  return response.data.data;
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
