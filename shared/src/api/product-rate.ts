// Entry @teduh/shared/product-rate: the rate call and its date rule, bundled by the apps that quote (with
// date-fns). The HTTP client is the shared instance, imported by package name.
import { formatISO, subDays, subYears } from 'date-fns';
import { apiClient } from '@teduh/shared';
import { useApiQuery, type QueryResult } from '@teduh/shared/query';
import { decimalStringToSen, senToDecimalString } from '../domain/money';

export type RateGender = 'f' | 'm';

export interface RateInput {
  /** YYYY-MM-DD */
  dob: string;
  gender: RateGender;
  coverageSen: number;
}

export interface ProductRate {
  monthlySen: number;
  yearlySen: number;
}

/** A date of birth giving `ageNextBirthday` on `today`, half a year past the birthday so it holds all day. */
export function dobForAgeNextBirthday(ageNextBirthday: number, today: Date = new Date()): string {
  return formatISO(subDays(subYears(today, ageNextBirthday - 1), 180), { representation: 'date' });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Money arrives as decimal strings ("4.13"); anything else is a broken response, never a float to round. */
function readSen(result: Record<string, unknown>, field: string): number {
  const value = result[field];
  if (typeof value !== 'string') throw new Error(`Rate response has no ${field}`);
  const sen = decimalStringToSen(value);
  if (sen <= 0) throw new Error(`Rate response has no ${field}`);
  return sen;
}

/** The API wraps the payload in `data`; the rate call returns a list whose first result is used. */
export function parseRateResponse(body: unknown): ProductRate {
  const data = isRecord(body) && 'data' in body ? body.data : body;
  const first = Array.isArray(data) ? data[0] : data;
  if (!isRecord(first)) throw new Error('Rate response has no result');
  return {
    monthlySen: readSen(first, 'monthly_gross_premium'),
    yearlySen: readSen(first, 'yearly_gross_premium'),
  };
}

/** `POST products/api/v1/{id}/rate/` (dob, gender, coverage_amount). */
export async function getProductRate(
  productId: number,
  input: RateInput,
  signal?: AbortSignal,
): Promise<ProductRate> {
  const response = await apiClient.post(
    `products/api/v1/${productId}/rate/`,
    { dob: input.dob, gender: input.gender, coverage_amount: senToDecimalString(input.coverageSen) },
    { signal },
  );
  return parseRateResponse(response.data);
}

/**
 * The rate of a plan for a person and sum, read through the shared server-data layer (one call per person
 * and sum, shared by every reader); `null` asks for nothing (the result is idle).
 */
export function useProductRate(productId: number, input: RateInput | null): QueryResult<ProductRate, false> {
  const key = input ? `rate:${productId}:${input.dob}:${input.gender}:${input.coverageSen}` : null;
  return useApiQuery(key, (signal) => getProductRate(productId, input!, signal));
}
