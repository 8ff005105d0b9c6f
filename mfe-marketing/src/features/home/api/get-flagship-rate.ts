import { useEffect, useState } from 'react';
import { flagshipProductId, ringgitToSen } from '@teduh/shared';

/** The rate call and its date rule load with the call, after the first paint (the hero reads well without). */
const loadProductRate = () => import('@teduh/shared/product-rate');

/** The advertised "from" price is for a woman aged 20 next birthday covered for RM50,000. */
export async function representativeRateInput(today: Date = new Date()) {
  const { dobForAgeNextBirthday } = await loadProductRate();
  return { dob: dobForAgeNextBirthday(20, today), gender: 'f' as const, coverageSen: ringgitToSen(50_000) };
}

/** The representative monthly price in sen, or null while loading or when the API is unavailable. */
export function useRepresentativeMonthlyPrice(): number | null {
  const [monthlySen, setMonthlySen] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([loadProductRate(), representativeRateInput()])
      .then(([{ getProductRate }, input]) => getProductRate(flagshipProductId, input, controller.signal))
      .then((rate) => setMonthlySen(rate.monthlySen))
      // The hero reads well without the figure, so a failure is silent (as the spec's calculator).
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return monthlySen;
}
