import { useEffect, useState } from 'react';
import { flagshipProductId, ringgitToSen } from '@teduh/shared';
import { getProductRate, type RateGender } from '@teduh/shared/product-rate';

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
 * shared `getProductRate`), fetched again whenever the query changes; `null` asks for nothing.
 */
export function useMonthlyPrice(query: PriceQuery | null): PriceState {
  const dob = query?.dob;
  const gender = query?.gender;
  const coverage = query?.coverageRinggit;
  const key = dob && gender && coverage ? `${dob}|${gender}|${coverage}` : null;
  // The answer with the query it belongs to: an answer for another query means the current one is loading.
  const [answer, setAnswer] = useState<{ key: string; state: PriceState } | null>(null);

  useEffect(() => {
    if (!key || !dob || !gender || !coverage) return undefined;
    const controller = new AbortController();
    getProductRate(flagshipProductId, { dob, gender, coverageSen: ringgitToSen(coverage) }, controller.signal)
      .then((rate) => setAnswer({ key, state: { status: 'done', monthlySen: rate.monthlySen } }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'error' } });
      });
    return () => controller.abort();
  }, [key, dob, gender, coverage]);

  if (!key) return { status: 'idle' };
  if (answer?.key !== key) return { status: 'loading' };
  return answer.state;
}
