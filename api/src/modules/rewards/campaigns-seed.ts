// The referral campaigns (spec 1 "Other promotions" and 9 "Rewards"), loaded by the seed and kept up to date with
// it. Where the spec gives no date or its figures disagree, the reading is ADR 0012's.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rewardCampaigns } from '../../db/schema';

export const campaignSeed: (typeof rewardCampaigns.$inferInsert)[] = [
  {
    // The spec names no dates for the earlier challenge: it is taken to run until the day before the current one
    // began, from the start of the Ramadan 2024 promotions (ADR 0012).
    id: 'kita-cover-challenge-1',
    kind: 'tiered',
    nameEn: 'Kita Cover Challenge',
    nameMs: 'Cabaran Kita Cover',
    startsOn: '2024-03-11',
    endsOn: '2025-02-11',
    pointsPerReferral: 1_000,
    maxReferralsPerCategory: null,
    maxPoints: null,
    tiers: [
      { referrals: 5, points: 25_000 },
      { referrals: 10, points: 50_000 },
      { referrals: 25, points: 150_000 },
    ],
  },
  {
    id: 'kita-cover-challenge-2',
    kind: 'per_referral',
    nameEn: 'Kita Cover Challenge 2',
    nameMs: 'Cabaran Kita Cover 2',
    startsOn: '2025-02-12',
    endsOn: '2025-05-11',
    pointsPerReferral: 1_000,
    maxReferralsPerCategory: 10,
    maxPoints: 86_500,
    tiers: [],
  },
];

export async function seedRewardCampaigns(db: Database): Promise<{ campaigns: number }> {
  for (const campaign of campaignSeed) {
    await db
      .insert(rewardCampaigns)
      .values(campaign)
      .onConflictDoUpdate({
        target: rewardCampaigns.id,
        set: {
          kind: sql`excluded.kind`,
          nameEn: sql`excluded.name_en`,
          nameMs: sql`excluded.name_ms`,
          startsOn: sql`excluded.starts_on`,
          endsOn: sql`excluded.ends_on`,
          pointsPerReferral: sql`excluded.points_per_referral`,
          maxReferralsPerCategory: sql`excluded.max_referrals_per_category`,
          maxPoints: sql`excluded.max_points`,
          tiers: sql`excluded.tiers`,
        },
      });
  }
  return { campaigns: campaignSeed.length };
}
