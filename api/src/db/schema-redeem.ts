// Tables of reward redemption paid to a bank account; re-exported by ./schema. A payout is one redemption: its
// points leave the ledger when it is requested ("redeemed", source "payout:<id>") and come back once if the
// provider fails it for good ("redemption_returned", source "payout:<id>:returned"); a temporary failure is tried
// again first.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

export const rewardPayoutStatuses = ['requested', 'accepted', 'paid', 'failed'] as const;
export type RewardPayoutStatus = (typeof rewardPayoutStatuses)[number];

export const rewardPayouts = pgTable(
  'reward_payouts',
  {
    /** Also the provider reference; the idempotency key is derived from it. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    amountSen: integer('amount_sen').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    status: text('status').$type<RewardPayoutStatus>().notNull().default('requested'),
    providerPayoutId: text('provider_payout_id'),
    failureCode: text('failure_code'),
    /**
     * The attempt at the provider now under way: 0 first, one more after each temporary failure (each a payout
     * of its own there, with its own reference); bounded by PAYOUT_RETRY_MINUTES.
     */
    attempt: integer('attempt').notNull().default(0),
    /** When the next attempt is due after a temporary failure; null otherwise. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_payouts_user_idx').on(t.userId, t.requestedAt),
    index('reward_payouts_provider_idx').on(t.providerPayoutId),
    index('reward_payouts_open_idx').on(t.status, t.updatedAt),
    check('reward_payouts_status_known', sql`${t.status} in ('requested', 'accepted', 'paid', 'failed')`),
    check('reward_payouts_amount', sql`${t.points} > 0 and ${t.amountSen} = ${t.points}`),
  ],
);
