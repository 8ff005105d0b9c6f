import { flagshipProductId, ringgitToSen } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

/**
 * The advertised "from" price: a woman aged 20 next birthday covered for RM50,000. The rate call and its
 * date rule load with the call, after the first paint (the hero reads well without the figure).
 */
async function getRepresentativeMonthlySen(signal: AbortSignal): Promise<number> {
  const { dobForAgeNextBirthday, getProductRate } = await import('@teduh/shared/product-rate');
  const input = { dob: dobForAgeNextBirthday(20), gender: 'f' as const, coverageSen: ringgitToSen(50_000) };
  return (await getProductRate(flagshipProductId, input, signal)).monthlySen;
}

/** The representative monthly price in sen, or null while loading or when the API is unavailable. */
export function useRepresentativeMonthlyPrice(): number | null {
  // The hero reads well without the figure, so a failure is silent (as the spec's calculator).
  const price = useApiQuery('rate:representative', getRepresentativeMonthlySen);
  return price.status === 'success' ? price.data : null;
}
