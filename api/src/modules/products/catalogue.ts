// The product catalogue loaded by the seed: categories, insurers, products, and the flagship plan's pricing
// (the rate table of shared/spec flagship-pricing.md). Data, not code: a deployment may price differently.
import { brand } from '../../brand';
import type { InsurerRole, ProductState } from '../../db/schema';
import type { PricingConstants, RateBand } from './pricing';

export interface CategorySeed {
  slug: string;
  nameEn: string;
  nameMs: string;
  descriptionEn: string;
  descriptionMs: string;
  sortOrder: number;
}

export interface InsurerSeed {
  slug: string;
  name: string;
  role: InsurerRole;
  isTakaful: boolean;
}

export interface ProductSeed {
  id: number;
  slug: string;
  nameEn: string;
  nameMs: string;
  summaryEn: string;
  summaryMs: string;
  state: ProductState;
  categorySlug: string;
  operatorSlug: string;
  sortOrder: number;
  pricing?: { constants: PricingConstants; bands: RateBand[] };
}

export const FLAGSHIP_PRODUCT_ID = 2;

export const categorySeeds: CategorySeed[] = [
  {
    slug: 'life',
    nameEn: 'Life protection',
    nameMs: 'Perlindungan hayat',
    descriptionEn: 'Family takaful that pays your family a lump sum if you pass away.',
    descriptionMs:
      'Takaful keluarga yang membayar sejumlah wang sekali gus kepada keluarga anda jika anda meninggal dunia.',
    sortOrder: 1,
  },
];

const operator: InsurerSeed = {
  slug: brand.slug,
  name: brand.name,
  role: 'takaful_operator',
  isTakaful: true,
};

/** Licensed life insurers and family takaful operators in Malaysia, for policies members record in the vault. */
const malaysianLifeCompanies: [name: string, isTakaful: boolean][] = [
  ['AIA Bhd.', false],
  ['AIA PUBLIC Takaful Bhd.', true],
  ['Allianz Life Insurance Malaysia Berhad', false],
  ['AmMetLife Insurance Berhad', false],
  ['AmMetLife Takaful Berhad', true],
  ['Etiqa Family Takaful Berhad', true],
  ['Etiqa Life Insurance Berhad', false],
  ['FWD Takaful Berhad', true],
  ['Great Eastern Life Assurance (Malaysia) Berhad', false],
  ['Great Eastern Takaful Berhad', true],
  ['Hong Leong Assurance Berhad', false],
  ['Hong Leong MSIG Takaful Berhad', true],
  ['Manulife Insurance Berhad', false],
  ['Prudential Assurance Malaysia Berhad', false],
  ['Prudential BSN Takaful Berhad', true],
  ['Sun Life Malaysia Assurance Berhad', false],
  ['Sun Life Malaysia Takaful Berhad', true],
  ['Syarikat Takaful Malaysia Keluarga Berhad', true],
  ['Takaful Ikhlas Family Berhad', true],
  ['Tokio Marine Life Insurance Malaysia Bhd.', false],
  ['Zurich Life Insurance Malaysia Berhad', false],
  ['Zurich Takaful Malaysia Berhad', true],
];

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const insurerSeeds: InsurerSeed[] = [
  operator,
  ...malaysianLifeCompanies.map(([name, isTakaful]) => ({
    slug: slugOf(name),
    name,
    role: (isTakaful ? 'takaful_operator' : 'insurer') as InsurerRole,
    isTakaful,
  })),
];

/** Monthly gross contribution per RM1,000 sum covered (RM, four places): [from, to, female, male]. */
const flagshipRateTable: [ageMin: number, ageMax: number, female: string, male: string][] = [
  [16, 25, '0.0826', '0.0950'],
  [26, 35, '0.0990', '0.1180'],
  [36, 40, '0.1480', '0.1860'],
  [41, 45, '0.2260', '0.2880'],
  [46, 50, '0.3460', '0.4480'],
  [51, 55, '0.5300', '0.6980'],
  [56, 60, '0.8140', '1.0820'],
  [61, 65, '1.2500', '1.6600'],
  [66, 70, '1.9300', '2.5500'],
];

/** "0.0826" -> 82600 millionths of a ringgit, read digit by digit (no floating point). */
export function decimalToMicros(value: string): number {
  const match = /^(\d+)\.(\d{1,6})$/.exec(value);
  if (!match) throw new RangeError(`Not a rate: ${value}`);
  return Number(match[1]) * 1_000_000 + Number(match[2]!.padEnd(6, '0'));
}

export const flagshipPricing: PricingConstants = {
  currency: 'MYR',
  sumCoveredMinSen: 5_000_000,
  sumCoveredMaxSen: 50_000_000,
  sumCoveredStepSen: 2_500_000,
  sumCoveredDefaultSen: 5_000_000,
  entryAgeMin: 16,
  entryAgeMax: 50,
  calculatorAgeMin: 16,
  calculatorAgeMax: 70,
  wakalahFeeBasisPoints: 2000,
  yearlyMonths: 11,
};

export const flagshipRateBands: RateBand[] = flagshipRateTable.flatMap(([ageMin, ageMax, female, male]) => [
  { gender: 'female' as const, ageMin, ageMax, ratePerThousandMicros: decimalToMicros(female) },
  { gender: 'male' as const, ageMin, ageMax, ratePerThousandMicros: decimalToMicros(male) },
]);

export const productSeeds: ProductSeed[] = [
  {
    id: FLAGSHIP_PRODUCT_ID,
    slug: brand.flagshipSlug,
    nameEn: brand.flagshipProductName,
    nameMs: brand.flagshipProductName,
    summaryEn:
      'Term life family takaful: RM50,000 to RM500,000 for your family, plus 10% more within 24 hours of the death certificate.',
    summaryMs:
      'Takaful keluarga hayat bertempoh: RM50,000 hingga RM500,000 untuk keluarga anda, serta 10% tambahan dalam masa 24 jam selepas sijil kematian.',
    state: 'launched',
    categorySlug: 'life',
    operatorSlug: operator.slug,
    sortOrder: 1,
    pricing: { constants: flagshipPricing, bands: flagshipRateBands },
  },
];
