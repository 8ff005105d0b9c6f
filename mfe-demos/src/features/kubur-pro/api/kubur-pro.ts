import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export const relationships = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;
export type Relationship = (typeof relationships)[number];

export interface FuneralPlan {
  id: string;
  benefit: string;
  monthly_contribution: string;
}

export interface FuneralPlans {
  plans: FuneralPlan[];
  relationships: Relationship[];
  cover_months: number;
}

export interface FuneralCover {
  uuid: string;
  demo: true;
  status: 'quoted' | 'issued';
  holder_name: string;
  plan: string;
  benefit: string;
  monthly_contribution: string;
  charged: string;
  beneficiary: { name: string; relationship: Relationship; phone: string };
  certificate_number: string | null;
  cover_starts_on: string | null;
  cover_ends_on: string | null;
  created_at: string;
}

export interface FuneralQuotationInput {
  plan: string;
  beneficiary: { name: string; relationship: Relationship; phone: string };
}

const base = 'demos/api/v1/kubur-pro/';
const quotationPath = (uuid: string) => `${base}quotations/${encodeURIComponent(uuid)}/`;

/** The funeral benefits (public). */
export function useFuneralPlans() {
  return useApiQuery('kubur-pro-demo:plans', async (signal) => {
    const response = await apiClient.get<{ data: FuneralPlans }>(`${base}plans/`, { signal });
    return response.data.data;
  });
}

/** One of the member's demos; 404 for another member's or an unknown uuid. */
export function useFuneralCover(uuid: string) {
  return useApiQuery(`kubur-pro-demo:cover:${uuid}`, async (signal) => {
    const response = await apiClient.get<{ data: FuneralCover }>(quotationPath(uuid), { signal });
    return response.data.data;
  });
}

export async function createFuneralQuotation(input: FuneralQuotationInput): Promise<FuneralCover> {
  const response = await apiClient.post<{ data: FuneralCover }>(`${base}quotations/`, input);
  return response.data.data;
}

export async function issueDemoCertificate(uuid: string): Promise<FuneralCover> {
  const response = await apiClient.post<{ data: FuneralCover }>(`${quotationPath(uuid)}certificate/`);
  return response.data.data;
}
