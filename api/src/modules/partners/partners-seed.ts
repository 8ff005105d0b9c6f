// The partners of sponsored cover (reference data, loaded by the seed; idempotent): the charity fund MyKasih
// (RM50,000 plus a RM5,000 funeral benefit, a roster it uploads) and one employer partner (RM100,000 plus
// RM10,000, confirmed by its own eligibility API). Spec section 9, 'Sponsored cover'.
import type { Database } from '../../db/database';
import { partners } from '../../db/schema';

type PartnerSeed = typeof partners.$inferInsert;

/** A partner's logo as its data holds it (an image URL; here a small inline SVG of its initials). */
function initialsLogo(initials: string, colour: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="${background}"/>` +
    `<text x="24" y="31" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${colour}">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const charityPartnerSlug = 'mykasih';
export const employerPartnerSlug = 'gemilang-logistics';

export const partnerSeeds: PartnerSeed[] = [
  {
    slug: charityPartnerSlug,
    name: 'MyKasih Foundation',
    kind: 'charity',
    sumCoveredSen: 50_000_00,
    funeralBenefitSen: 5_000_00,
    eligibilitySource: 'roster',
    criteriaEn:
      'You receive aid from the MyKasih Foundation, you are a Malaysian citizen aged 16 to 50, and MyKasih has listed your NRIC with us.',
    criteriaMs:
      'Anda menerima bantuan daripada Yayasan MyKasih, anda warganegara Malaysia berumur 16 hingga 50 tahun, dan MyKasih telah menyenaraikan No. MyKad anda kepada kami.',
    billingEmail: 'finance@mykasih.example',
    billingReference: 'MYK-001',
    logoUrl: initialsLogo('MK', '#b4235a', '#f6d5e1'),
    primaryColour: '#b4235a',
    accentColour: '#f6d5e1',
  },
  {
    slug: employerPartnerSlug,
    name: 'Gemilang Logistics Sdn Bhd',
    kind: 'employer',
    sumCoveredSen: 100_000_00,
    funeralBenefitSen: 10_000_00,
    eligibilitySource: 'api',
    criteriaEn:
      'You are a confirmed employee of Gemilang Logistics (past probation), a Malaysian citizen aged 16 to 50. We ask Gemilang Logistics to confirm your employment when you apply.',
    criteriaMs:
      'Anda pekerja Gemilang Logistics yang telah disahkan dalam jawatan (selepas tempoh percubaan), warganegara Malaysia berumur 16 hingga 50 tahun. Kami meminta Gemilang Logistics mengesahkan pekerjaan anda semasa anda memohon.',
    billingEmail: 'hr-benefits@gemilang.example',
    billingReference: 'GML-001',
    logoUrl: initialsLogo('GL', '#1f5f8b', '#d7e8f4'),
    primaryColour: '#1f5f8b',
    accentColour: '#d7e8f4',
  },
];

export async function seedPartners(db: Database): Promise<{ partners: number }> {
  for (const seed of partnerSeeds) {
    const { slug: _slug, ...rest } = seed;
    await db
      .insert(partners)
      .values(seed)
      .onConflictDoUpdate({ target: partners.slug, set: { ...rest, updatedAt: new Date() } });
  }
  return { partners: partnerSeeds.length };
}
