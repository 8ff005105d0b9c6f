import { todayIso } from '@teduh/shared/identity';

/**
 * The campaigns the site ran, as data. Dates are calendar days in Asia/Kuala_Lumpur (`YYYY-MM-DD`), both
 * inclusive; `null` where no date is recorded, and a campaign with no end day runs no more (an offer runs only on
 * published dates). While new sales are closed (the deployment's `salesClosed` switch) no campaign runs.
 */
/** The day the regulatory sandbox ended, which the sales-closed notices name. */
export const salesStoppedOn = '2025-10-01';

export type CampaignPhase = 'upcoming' | 'live' | 'ended';

export interface Campaign<Rules = undefined> {
  slug: string;
  /** Unprefixed route of the campaign's page. */
  path: string;
  startsOn: string | null;
  endsOn: string | null;
  rules: Rules;
}

export type PlanCategory = 'annual' | 'monthly';

export interface ReferralChallengeRules {
  rewardPerReferralSen: number;
  maxReferralsPerPlanCategory: number;
  planCategories: readonly PlanCategory[];
  maxTotalRewardSen: number;
  coolingOffDays: number;
  /** The referred member's entry age (next birthday). */
  referredMinAge: number;
  referredMaxAge: number;
  /** Only the first code used at sign-up counts. */
  firstCodeOnly: true;
  /** The referrer needs an active certificate to receive the reward. */
  referrerNeedsActiveCertificate: true;
}

export interface ChallengeTier {
  referrals: number;
  rewardSen: number;
  points: number;
}

export interface TieredChallengeRules {
  tiers: readonly ChallengeTier[];
  totalRewardSen: number;
  /** 1,000 points = RM10, so 100 points make a ringgit. */
  pointsPerRinggit: number;
  pointsExpire: false;
}

/** The referral challenge "Kita Cover Challenge 2": RM10 per referral, 12 February to 11 May 2025. */
export const kitaCoverChallenge2: Campaign<ReferralChallengeRules> = {
  slug: 'kita-cover-challenge-2',
  path: '/campaign/kita-cover-challenge-2',
  startsOn: '2025-02-12',
  endsOn: '2025-05-11',
  rules: {
    rewardPerReferralSen: 1_000,
    maxReferralsPerPlanCategory: 10,
    planCategories: ['annual', 'monthly'],
    maxTotalRewardSen: 86_500,
    coolingOffDays: 15,
    referredMinAge: 16,
    referredMaxAge: 50,
    firstCodeOnly: true,
    referrerNeedsActiveCertificate: true,
  },
};

/** The earlier referral challenge with reward tiers (its dates are not recorded). */
export const tieredChallenge: Campaign<TieredChallengeRules> = {
  slug: 'kita-cover-challenge',
  path: '/campaign/kita-cover-challenge-2',
  startsOn: null,
  endsOn: null,
  rules: {
    tiers: [
      { referrals: 5, rewardSen: 25_000, points: 25_000 },
      { referrals: 10, rewardSen: 50_000, points: 50_000 },
      { referrals: 25, rewardSen: 150_000, points: 150_000 },
    ],
    totalRewardSen: 250_000,
    pointsPerRinggit: 100,
    pointsExpire: false,
  },
};

/** Ramadan 1445 in Malaysia: the first day of fasting to the eve of Hari Raya Aidilfitri. */
export const ramadan2024: Campaign = {
  slug: 'ramadan-2024',
  path: '/campaign/ramadan-2024',
  startsOn: '2024-03-12',
  endsOn: '2024-04-09',
  rules: undefined,
};

export const lp001Urban: Campaign = {
  slug: 'lp001-urban',
  path: '/campaign/lp001-urban',
  startsOn: null,
  endsOn: null,
  rules: undefined,
};

/** The Merdeka season of 2024: August, through Malaysia Day. */
export const merdeka2024: Campaign = {
  slug: 'gsc-merdeka-2024',
  path: '/gsc-merdeka-2024',
  startsOn: '2024-08-01',
  endsOn: '2024-09-16',
  rules: undefined,
};

/**
 * Where a campaign stands on `now`, by the calendar day in Kuala Lumpur; every campaign ends when sales close,
 * and one with no recorded end day has ended.
 */
export function campaignPhase(
  campaign: Pick<Campaign<unknown>, 'startsOn' | 'endsOn'>,
  now: Date,
  salesClosed: boolean,
): CampaignPhase {
  const today = todayIso(now);
  if (campaign.startsOn !== null && today < campaign.startsOn) return 'upcoming';
  if (campaign.endsOn === null || today > campaign.endsOn) return 'ended';
  if (salesClosed) return 'ended';
  return 'live';
}
