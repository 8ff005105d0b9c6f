// Tables of the rewards service (referral points, sign-up vouchers, redemption credits, the monthly lucky draw);
// re-exported by ./schema. Points are whole numbers: 1 point = 1 sen (1,000 points = RM10). The ledger is
// append-only; reward_accounts keeps its running sums, guarded by CHECKs, so a balance can never go below zero.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { referrals, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const rewardCampaignKinds = ['per_referral', 'tiered'] as const;
export type RewardCampaignKind = (typeof rewardCampaignKinds)[number];

export interface RewardTier {
  /** Qualified referrals in the campaign that reach the tier. */
  referrals: number;
  points: number;
}

/**
 * Referral campaigns with their dates: a referral belongs to the campaign whose dates hold the day the referred
 * member's first contribution was paid. Loaded by the seed (data, not code).
 */
export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<RewardCampaignKind>().notNull(),
    nameEn: text('name_en').notNull(),
    nameMs: text('name_ms').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    pointsPerReferral: integer('points_per_referral').notNull(),
    /** At most this many referrals earn points per plan category (annual, monthly); null: no limit. */
    maxReferralsPerCategory: integer('max_referrals_per_category'),
    /** At most this many points per member from the campaign; null: no limit. */
    maxPoints: integer('max_points'),
    tiers: jsonb('tiers').$type<RewardTier[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('reward_campaigns_kind_known', sql`${t.kind} in ('per_referral', 'tiered')`),
    check('reward_campaigns_dates', sql`${t.startsOn} <= ${t.endsOn}`),
    check('reward_campaigns_points', sql`${t.pointsPerReferral} >= 0`),
  ],
);

/** Running sums of a member's ledger, updated in the ledger entry's transaction. */
export const rewardAccounts = pgTable(
  'reward_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pendingPoints: integer('pending_points').notNull().default(0),
    availablePoints: integer('available_points').notNull().default(0),
    redeemedPoints: integer('redeemed_points').notNull().default(0),
    reversedPoints: integer('reversed_points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reward_accounts_pending_not_negative', sql`${t.pendingPoints} >= 0`),
    check('reward_accounts_available_not_negative', sql`${t.availablePoints} >= 0`),
    check('reward_accounts_redeemed_not_negative', sql`${t.redeemedPoints} >= 0`),
    check('reward_accounts_reversed_not_negative', sql`${t.reversedPoints} >= 0`),
  ],
);

export const rewardEntryKinds = [
  'referral_earned',
  'referral_released',
  'referral_reversed',
  'tier_bonus',
  'signup_voucher',
  'redeemed',
  'redemption_returned',
] as const;
export type RewardEntryKind = (typeof rewardEntryKinds)[number];

/** The append-only points ledger: each entry moves points into or out of the pending and available buckets. */
export const rewardLedgerEntries = pgTable(
  'reward_ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RewardEntryKind>().notNull(),
    pendingDelta: integer('pending_delta').notNull().default(0),
    availableDelta: integer('available_delta').notNull().default(0),
    /**
     * What the entry is for ("referral:<id>:earned", "signup", "redeem:<credit id>", "payout:<id>",
     * "payout:<id>:returned"): each happens once.
     */
    sourceKey: text('source_key').notNull(),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    campaignId: text('campaign_id').references(() => rewardCampaigns.id),
    /** The referred certificate's plan category (month, year), which the current challenge caps. */
    frequency: text('frequency').$type<'month' | 'year'>(),
    creditId: uuid('credit_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_ledger_entries_source_key').on(t.userId, t.sourceKey),
    index('reward_ledger_entries_user_idx').on(t.userId, t.id),
    check(
      'reward_ledger_entries_kind_known',
      sql`${t.kind} in ('referral_earned', 'referral_released', 'referral_reversed', 'tier_bonus', 'signup_voucher', 'redeemed', 'redemption_returned')`,
    ),
  ],
);

/** The sign-up voucher, once per member; `ordinal` (unique) numbers the participants, so only 600 get RM20. */
export const rewardSignups = pgTable(
  'reward_signups',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_signups_ordinal_key').on(t.ordinal),
    check('reward_signups_ordinal', sql`${t.ordinal} > 0`),
  ],
);

/** Points redeemed as a credit against the certificate's next contributions; used up as charges apply it. */
export const rewardCredits = pgTable(
  'reward_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateUuid: uuid('certificate_uuid').notNull(),
    amountSen: integer('amount_sen').notNull(),
    remainingSen: integer('remaining_sen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reward_credits_certificate_idx').on(t.certificateUuid),
    check('reward_credits_remaining', sql`${t.remainingSen} >= 0 and ${t.remainingSen} <= ${t.amountSen}`),
  ],
);

/** A credit applied to one charge (the cycle's key, shared by its retries), once. */
export const rewardCreditApplications = pgTable(
  'reward_credit_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => rewardCredits.id, { onDelete: 'cascade' }),
    chargeKey: text('charge_key').notNull(),
    amountSen: integer('amount_sen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_credit_applications_key').on(t.creditId, t.chargeKey),
    index('reward_credit_applications_charge_idx').on(t.chargeKey),
    check('reward_credit_applications_amount', sql`${t.amountSen} > 0`),
  ],
);

/**
 * The monthly lucky draw: entry ids and the seed's SHA-256 are published before the draw (commit record), the
 * seed and the winner after (result record). The seed stays in this row, unpublished, until the reveal.
 */
export const luckyDraws = pgTable(
  'lucky_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    seedHex: text('seed_hex').notNull(),
    seedSha256: text('seed_sha256').notNull(),
    entryIds: jsonb('entry_ids').$type<string[]>().notNull(),
    commitRecordId: uuid('commit_record_id').notNull(),
    resultRecordId: uuid('result_record_id'),
    winnerEntryId: uuid('winner_entry_id'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lucky_draws_month_key').on(t.month),
    check('lucky_draws_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** One entry per eligible holder per draw; the entry's id is what the public record lists. */
export const luckyDrawEntries = pgTable(
  'lucky_draw_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => luckyDraws.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lucky_draw_entries_draw_user_key').on(t.drawId, t.userId),
    index('lucky_draw_entries_user_idx').on(t.userId),
  ],
);
