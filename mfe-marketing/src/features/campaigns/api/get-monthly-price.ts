import { flagshipProductId, ringgitToSen } from '@teduh/shared';
import { useProductRate, type RateGender } from '@teduh/shared/product-rate';

export interface PriceQuery {
  /** YYYY-MM-DD */
  dob: string;
  gender: RateGender;
  /** Sum covered in ringgit (the slider's unit). */
  coverageRinggit: number;
}

export type PriceState =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; monthlySen: number } | { status: 'error' };

/**
 * The flagship plan's monthly price for a person and sum (`POST products/api/v1/2/rate/`, through the
 * shared `useProductRate`), fetched again whenever the query changes; `null` asks for nothing.
 */
export function useMonthlyPrice(query: PriceQuery | null): PriceState {
  const rate = useProductRate(
    flagshipProductId,
    query ? { dob: query.dob, gender: query.gender, coverageSen: ringgitToSen(query.coverageRinggit) } : null,
  );
  if (rate.status === 'success') return { status: 'done', monthlySen: rate.data.monthlySen };
  return { status: rate.status };
}
