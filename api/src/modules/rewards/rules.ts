// The rewards rules that are arithmetic (spec 9, "Rewards"; ADR 0012): points and money, campaign membership
// and caps, and the lucky draw's winner. Campaign figures themselves are data (reward_campaigns, campaigns-seed.ts).
import crypto from 'node:crypto';
import type { RewardCampaignKind, RewardTier } from '../../db/schema';

/** 1,000 points = RM10 and 100 points = RM1: one point is one sen. */
export const SEN_PER_POINT = 1;
/** Points of a qualified referral outside any campaign (the standing RM10 per referral). */
export const STANDING_REFERRAL_POINTS = 1_000;
/** Redemption: at least RM10, in whole ringgit (100 points). */
export const MIN_REDEMPTION_POINTS = 1_000;
export const REDEMPTION_STEP_POINTS = 100;
/** Sign-up voucher: RM20 for the first 600 participants, RM10 after. */
export const SIGNUP_VOUCHER_POINTS = 1_000;
export const EARLY_SIGNUP_VOUCHER_POINTS = 2_000;
export const EARLY_SIGNUP_PARTICIPANTS = 600;
/**
 * A credit never takes a charge below this: every period keeps a real payment at the provider (whose smallest
 * charge is RM1); what is left of the credit goes to the next charge.
 */
export const MIN_CHARGE_SEN = 100;

export const pointsToSen = (points: number) => points * SEN_PER_POINT;
/** Whole points only: a credit is always a whole number of points, what is left of it may not be. */
export const senToPoints = (sen: number) => Math.floor(sen / SEN_PER_POINT);

export interface Campaign {
  id: string;
  kind: RewardCampaignKind;
  nameEn: string;
  nameMs: string;
  startsOn: string;
  endsOn: string;
  pointsPerReferral: number;
  maxReferralsPerCategory: number | null;
  maxPoints: number | null;
  tiers: RewardTier[];
}

/** The campaign whose dates (both ends included) hold `day`, if any. */
export function campaignOn(campaigns: readonly Campaign[], day: string): Campaign | undefined {
  return campaigns.find((campaign) => campaign.startsOn <= day && day <= campaign.endsOn);
}

/** What one more referral of this plan category would earn in the campaign, given what it already counts. */
export function referralPoints(
  campaign: Campaign | undefined,
  counted: { sameCategory: number; points: number },
): number {
  if (!campaign) return STANDING_REFERRAL_POINTS;
  if (campaign.maxReferralsPerCategory !== null && counted.sameCategory >= campaign.maxReferralsPerCategory)
    return 0;
  const points = campaign.pointsPerReferral;
  if (campaign.maxPoints !== null && counted.points + points > campaign.maxPoints) return 0;
  return points;
}

/** The tiers a campaign's released referrals have reached. */
export function tiersReached(campaign: Campaign, released: number): RewardTier[] {
  return campaign.kind === 'tiered' ? campaign.tiers.filter((tier) => released >= tier.referrals) : [];
}

export function sha256Hex(hex: string): string {
  return crypto.createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/**
 * The lucky draw's winner: HMAC-SHA256 keyed with the seed's bytes over the entry ids (sorted, lower-case, one per
 * line, joined by "\n"), read as a big-endian unsigned number, modulo the number of entries; the entry at that
 * index (from 0) of the sorted list wins. Anyone holding the published seed and list recomputes it.
 */
export function drawWinnerIndex(seedHex: string, entryIds: readonly string[]): number {
  if (entryIds.length === 0) throw new Error('A draw needs at least one entry');
  const message = [...entryIds]
    .map((id) => id.toLowerCase())
    .sort()
    .join('\n');
  const digest = crypto.createHmac('sha256', Buffer.from(seedHex, 'hex')).update(message).digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(entryIds.length));
}
