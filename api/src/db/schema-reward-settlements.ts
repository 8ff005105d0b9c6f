// Which contribution keeps a reward credit (rewards, ADR 0012): a payment attempt claims the credit for the period
// due when it starts (reward_credit_applications), and when a contribution is recorded for a period, that
// period's claim is made to agree with what the payment was lowered by. One row per payment and per period, so a
// period's credit is settled once, by one contribution; re-exported by ./schema.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const rewardCreditSettlements = pgTable(
  'reward_credit_settlements',
  {
    /** The payment the contribution was recorded for. */
    paymentUuid: text('payment_uuid').primaryKey(),
    certificateUuid: uuid('certificate_uuid').notNull(),
    /** The period it paid ("<certificate>:due:<paid until>"), as reward_credit_applications.charge_key. */
    chargeKey: text('charge_key').notNull(),
    /** What the payment was lowered by: the credit this period keeps. */
    carriedSen: integer('carried_sen').notNull(),
    /** Credit the payment carried beyond what was left (logged; never taken below zero). */
    shortSen: integer('short_sen').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_credit_settlements_charge_key').on(t.chargeKey),
    check('reward_credit_settlements_carried', sql`${t.carriedSen} >= 0 and ${t.shortSen} >= 0`),
  ],
);
