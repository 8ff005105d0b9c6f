import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export const rewardsSummaryPath = 'rewards/api/v1/summary/';
export const redemptionsPath = 'rewards/api/v1/redemptions/';
export const payoutsPath = 'rewards/api/v1/payouts/';

export type LedgerKind =
  | 'referral_earned'
  | 'referral_released'
  | 'referral_reversed'
  | 'tier_bonus'
  | 'signup_voucher'
  | 'redeemed'
  | 'redemption_returned';

/** A redemption paid to the member's bank: pending until the bank confirms; failed: the points came back. */
export interface BankPayout {
  id: string;
  points: number;
  amount: string;
  bank_code: string;
  bank_name: string;
  account_last4: string;
  status: 'pending' | 'paid' | 'failed';
  /** Failed: why (correct the bank details, given up after several attempts, or refused for good). */
  failure: 'bank_details' | 'gave_up' | 'refused' | null;
  /** Pending after a temporary failure: when it is tried again. */
  next_attempt_at: string | null;
  requested_at: string;
  settled_at: string | null;
}

export interface RewardsSummary {
  balance: {
    pending_points: number;
    available_points: number;
    available_value: string;
    redeemed_points: number;
    reversed_points: number;
  };
  can_redeem: boolean;
  min_redemption_points: number;
  redemption_step_points: number;
  ledger: {
    id: number;
    kind: LedgerKind;
    pending_points: number;
    available_points: number;
    campaign: string | null;
    /** The bank payout the entry is for. */
    payout: string | null;
    created_at: string;
  }[];
  challenges: {
    id: string;
    kind: 'per_referral' | 'tiered';
    name: string;
    starts_on: string;
    ends_on: string;
    active: boolean;
    points_per_referral: number;
    max_referrals_per_category: number | null;
    max_points: number | null;
    referrals: { month: number; year: number };
    released: number;
    points: number;
    tiers: { referrals: number; points: number; reached: boolean }[];
  }[];
  credits: { id: string; certificate: string; amount: string; remaining: string; created_at: string }[];
  payouts: BankPayout[];
  payout_banks: { code: string; name: string }[];
  draws: {
    month: string;
    entry_id: string;
    commit_record: string;
    result_record: string | null;
    won: boolean | null;
  }[];
}

/** The member's points: balance, ledger, challenges, credits and lucky-draw entries. */
export async function getRewards(signal?: AbortSignal): Promise<RewardsSummary> {
  const response = await apiClient.get<{ data: RewardsSummary }>(rewardsSummaryPath, { signal });
  return response.data.data;
}

/** The rewards, through the shared server-data layer (challenge names come in the page's language). */
export function useRewards(locale: string) {
  return useApiQuery(`rewards:${locale}`, getRewards);
}

/** Redeems points as a credit against the next contribution. */
export async function redeemPoints(points: number): Promise<void> {
  await apiClient.post(redemptionsPath, { points });
}

export interface BankPayoutInput {
  points: number;
  bank_code: string;
  account_number: string;
  account_holder_name: string;
}

/** Redeems points paid to the member's own bank account. */
export async function requestBankPayout(input: BankPayoutInput): Promise<BankPayout> {
  const response = await apiClient.post<{ data: BankPayout }>(payoutsPath, input);
  return response.data.data;
}
