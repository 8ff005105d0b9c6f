// Tables of the policy vault; re-exported by ./schema, the one schema drizzle-kit reads.
// Policies a member holds with other insurers and takaful operators, recorded by the member (the spec's
// policy-add form), and the documents attached to them. Money in sen; dates as dates.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { insurers, users } from './schema';

export const vaultPolicyTypes = ['life', 'medical', 'personal_accident', 'motor', 'funeral'] as const;
export type VaultPolicyType = (typeof vaultPolicyTypes)[number];

export const vaultPolicies = pgTable(
  'vault_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    policyNumber: text('policy_number').notNull(),
    /** One of the insurers list; null when the member chose "other" and typed the name. */
    insurerId: integer('insurer_id').references(() => insurers.id),
    insurerOther: text('insurer_other'),
    type: text('type').$type<VaultPolicyType>().notNull(),
    coverageSen: bigint('coverage_sen', { mode: 'number' }).notNull(),
    /** The enforce date: cover starts on this day. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null for cover without an end (whole life). */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** The expiry date the lapse reminder was sent for; a changed expiry date arms the reminder again. */
    reminderSentFor: date('reminder_sent_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vault_policies_user_created_idx').on(t.userId, t.createdAt),
    index('vault_policies_expiry_idx').on(t.expiryDate),
    check(
      'vault_policies_type_known',
      sql`${t.type} in ('life', 'medical', 'personal_accident', 'motor', 'funeral')`,
    ),
    check('vault_policies_coverage_positive', sql`${t.coverageSen} > 0`),
    check('vault_policies_insurer_given', sql`(${t.insurerId} is null) <> (${t.insurerOther} is null)`),
    check(
      'vault_policies_expiry_after_start',
      sql`${t.expiryDate} is null or ${t.expiryDate} > ${t.startDate}`,
    ),
  ],
);

export const vaultAttachments = pgTable(
  'vault_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => vaultPolicies.id, { onDelete: 'cascade' }),
    /** The owner, kept on the row so every read checks it without a join. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The key in the storage layer's `vault` area. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    /** Detected from the content, never taken from the upload's declared type. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vault_attachments_policy_idx').on(t.policyId, t.createdAt)],
);
