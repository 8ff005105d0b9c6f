import { useEffect, useState } from 'react';
import { format, subDays, subYears } from 'date-fns';
import { apiClient, decimalStringToSen, senToDecimalString } from '@teduh/shared';

/** The flagship plan is product 2, the calculator's default product. */
export const flagshipProductId = 2;

export interface RateInput {
  /** YYYY-MM-DD */
  dob: string;
  gender: 'f' | 'm';
  coverageSen: number;
}

export interface FlagshipRate {
  monthlySen: number;
}

/** The advertised "from" price is for a woman aged 20 next birthday covered for RM50,000. */
export function representativeRateInput(today: Date = new Date()): RateInput {
  // Age next birthday 20 = 19 completed years; half a year past the birthday keeps it stable all day.
  const dob = subDays(subYears(today, 19), 180);
  return { dob: format(dob, 'yyyy-MM-dd'), gender: 'f', coverageSen: 5_000_000 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toSen(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.round(value * 100);
  if (typeof value === 'string') return decimalStringToSen(value);
  throw new Error('Rate response has no price');
}

/** The API wraps the payload in `data`; the rate call returns a list whose first result is used. */
export function parseRateResponse(body: unknown): FlagshipRate {
  const data = isRecord(body) && 'data' in body ? body.data : body;
  const first = Array.isArray(data) ? data[0] : data;
  if (!isRecord(first)) throw new Error('Rate response has no result');
  const monthlySen = toSen(first.monthly_gross_premium);
  if (!Number.isInteger(monthlySen) || monthlySen <= 0) throw new Error('Rate response has no price');
  return { monthlySen };
}

export async function getFlagshipRate(input: RateInput, signal?: AbortSignal): Promise<FlagshipRate> {
  const response = await apiClient.post(
    `products/api/v1/${flagshipProductId}/rate/`,
    { dob: input.dob, gender: input.gender, coverage_amount: senToDecimalString(input.coverageSen) },
    { signal },
  );
  return parseRateResponse(response.data);
}

/** The representative monthly price in sen, or null while loading or when the API is unavailable. */
export function useRepresentativeMonthlyPrice(): number | null {
  const [monthlySen, setMonthlySen] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getFlagshipRate(representativeRateInput(), controller.signal)
      .then((rate) => setMonthlySen(rate.monthlySen))
      // The hero reads well without the figure, so a failure is silent (as the spec's calculator).
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return monthlySen;
}
