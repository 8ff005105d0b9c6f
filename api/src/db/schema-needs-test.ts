// Tables of the needs-test service; re-exported by ./schema, the one schema drizzle-kit reads.
// A logged-in member's needs-test results: the answers as sent, the computed recommendation in sen, and the
// reasons as message keys (rendered in the language of each later request).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** A reason of a result: a message key of the needs-test messages and its parameters. */
export interface StoredReason {
  key: string;
  params?: Record<string, string | number>;
}

export const needsTestResults = pgTable(
  'needs_test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    language: text('language').notNull(),
    eligible: boolean('eligible').notNull(),
    ageNextBirthday: integer('age_next_birthday').notNull(),
    needSen: integer('need_sen').notNull(),
    sumCoveredSen: integer('sum_covered_sen'),
    monthlySen: integer('monthly_sen'),
    breakdown: jsonb('breakdown').$type<Record<string, number>>().notNull(),
    reasons: jsonb('reasons').$type<StoredReason[]>().notNull(),
    ineligible: jsonb('ineligible').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('needs_test_results_user_created_idx').on(t.userId, t.createdAt),
    check('needs_test_results_language_known', sql`${t.language} in ('en', 'ms')`),
    check('needs_test_results_amounts_positive', sql`${t.needSen} >= 0`),
  ],
);
