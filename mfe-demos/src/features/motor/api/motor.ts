import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export const coverTypes = ['comprehensive', 'third_party_fire_theft', 'third_party'] as const;
export type CoverType = (typeof coverTypes)[number];
export const addOnIds = ['windscreen', 'special_perils', 'srcc', 'passengers'] as const;
export type AddOnId = (typeof addOnIds)[number];
export const ncdPercents = ['0', '25', '30', '38.33', '45', '55'] as const;
export type NcdPercent = (typeof ncdPercents)[number];

export interface YearValue {
  year: number;
  market_value: string;
  sum_insured_min: string;
  sum_insured_max: string;
  comprehensive: boolean;
}

export interface VehicleModel {
  id: string;
  make: string;
  model: string;
  engine_cc: number;
  years: YearValue[];
}

export interface VehicleList {
  models: VehicleModel[];
  ncd: NcdPercent[];
  add_ons: AddOnId[];
  engine_cc: { min: number; max: number };
  comprehensive_max_age_years: number;
}

export interface MotorQuotationInput {
  registration_number: string;
  vehicle_model: string;
  year: number;
  engine_cc: number;
  cover_type: CoverType;
  sum_insured: string | null;
  ncd: NcdPercent;
  add_ons: AddOnId[];
  owner_id_ref: string;
  postcode: string;
}

export interface MotorQuotation {
  uuid: string;
  demo: true;
  registration_number: string;
  vehicle: { id: string; make: string; model: string };
  year: number;
  engine_cc: number;
  cover_type: CoverType;
  market_value: string;
  sum_insured: string | null;
  ncd: NcdPercent;
  add_ons: AddOnId[];
  owner_id_ref_masked: string;
  postcode: string;
  city: string;
  state: string;
  premium: {
    basic: string;
    ncd_discount: string;
    add_ons: { id: AddOnId; amount: string }[];
    add_ons_total: string;
    gross: string;
    sst: string;
    stamp_duty: string;
    total: string;
  };
  currency: 'MYR';
  created_at: string;
  updated_at: string;
}

const base = 'demos/api/v1/motor/';
const quotationPath = (uuid: string) => `${base}quotations/${encodeURIComponent(uuid)}/`;

export async function getVehicles(signal?: AbortSignal): Promise<VehicleList> {
  const response = await apiClient.get<{ data: VehicleList }>(`${base}vehicles/`, { signal });
  return response.data.data;
}

/** The data list of makes, models and years (it changes only with the year). */
export function useVehicles() {
  return useApiQuery('motor-demo:vehicles', getVehicles);
}

export async function getMotorQuotation(uuid: string, signal?: AbortSignal): Promise<MotorQuotation> {
  const response = await apiClient.get<{ data: MotorQuotation }>(quotationPath(uuid), { signal });
  return response.data.data;
}

/** A saved quotation; the API answers 404 for an unknown or malformed uuid. */
export function useMotorQuotation(uuid: string | null) {
  return useApiQuery(uuid === null ? null : `motor-demo:quotation:${uuid}`, (signal) =>
    getMotorQuotation(uuid ?? '', signal),
  );
}

/** Prices and saves the quotation: a new one, or the one being resumed. */
export async function saveMotorQuotation(
  input: MotorQuotationInput,
  uuid: string | null,
): Promise<MotorQuotation> {
  const response = uuid
    ? await apiClient.put<{ data: MotorQuotation }>(quotationPath(uuid), input)
    : await apiClient.post<{ data: MotorQuotation }>(`${base}quotations/`, input);
  return response.data.data;
}

export async function emailMotorQuotation(uuid: string, email: string): Promise<{ emails_left: number }> {
  const response = await apiClient.post<{ data: { email: string; emails_left: number } }>(
    `${quotationPath(uuid)}email/`,
    { email },
  );
  return response.data.data;
}
