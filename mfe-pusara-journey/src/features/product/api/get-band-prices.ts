import { flagshipProductId, ringgitToSen } from '@teduh/shared';
import { dobForAgeNextBirthday, getProductRate, type RateGender } from '@teduh/shared/product-rate';
import { ENTRY_MAX_AGE_NEXT_BIRTHDAY } from '@teduh/shared/identity';
import { useApiQuery } from '@teduh/shared/query';

/** The table's sum covered: the plan's default of RM50,000. */
export const tableCoverageSen = ringgitToSen(50_000);

/** Age-next-birthday bands of the price table (spec section 9); the rate is the same within a band. */
export const priceBands = [
  { from: 16, to: 25 },
  { from: 26, to: 35 },
  { from: 36, to: 40 },
  { from: 41, to: 45 },
  { from: 46, to: 50 },
  { from: 51, to: 55 },
  { from: 56, to: 60 },
  { from: 61, to: 65 },
  { from: 66, to: 70 },
] as const;

export interface BandPrice {
  from: number;
  to: number;
  /** Bands above the entry age apply only when a certificate is renewed. */
  renewalOnly: boolean;
  femaleSen: number;
  maleSen: number;
}

/**
 * Prices every band for both genders from the live rate API. Null when any entry-age band cannot be
 * priced (the page then leaves the table out rather than show figures it did not get); renewal bands the
 * API does not price are left out.
 */
export async function getBandPrices(today: Date, signal?: AbortSignal): Promise<BandPrice[] | null> {
  const price = (from: number, gender: RateGender) =>
    getProductRate(
      flagshipProductId,
      { dob: dobForAgeNextBirthday(from, today), gender, coverageSen: tableCoverageSen },
      signal,
    ).then((rate) => rate.monthlySen);
  const results = await Promise.allSettled(
    priceBands.map(async (band) => {
      const [femaleSen, maleSen] = await Promise.all([price(band.from, 'f'), price(band.from, 'm')]);
      return { ...band, renewalOnly: band.from > ENTRY_MAX_AGE_NEXT_BIRTHDAY, femaleSen, maleSen };
    }),
  );
  const rows: BandPrice[] = [];
  for (const [index, result] of results.entries()) {
    const band = priceBands[index];
    if (result.status === 'fulfilled') rows.push(result.value);
    else if (band && band.from <= ENTRY_MAX_AGE_NEXT_BIRTHDAY) return null;
  }
  return rows;
}

export type BandPricesState =
  { status: 'loading' } | { status: 'ready'; rows: BandPrice[] } | { status: 'unavailable' };

/** The table's prices, read through the one server-data layer (docs/adr/0011-server-data-layer.md). */
export function useBandPrices(): BandPricesState {
  const today = new Date();
  // The bands' dates of birth are counted from today: the key names the day.
  const query = useApiQuery(`pusara:band-prices:${today.toISOString().slice(0, 10)}`, (signal) =>
    getBandPrices(today, signal),
  );
  if (query.status === 'loading') return { status: 'loading' };
  return query.status === 'success' && query.data
    ? { status: 'ready', rows: query.data }
    : { status: 'unavailable' };
}
