// Tables of certificate servicing: a holder's change waiting for its e-mailed code, and the certificate's history
// (who changed what, from what to what); re-exported by ./schema, the one schema drizzle-kit reads.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { certificates, type Beneficiary } from './schema-certificates';
import { emailPins, users } from './schema';

export const certificateChangeKinds = ['nominee', 'contact'] as const;
export type CertificateChangeKind = (typeof certificateChangeKinds)[number];

/** The holder's contact address as the certificate keeps it. */
export interface CertificateAddress {
  address_1: string;
  address_2: string | null;
  postcode: string;
  city: string;
  state: string;
}

export interface ContactChange {
  phone: string;
  address: CertificateAddress;
}

export type ProposedChange =
  { kind: 'nominee'; nominee: Beneficiary } | { kind: 'contact'; contact: ContactChange };

/** `superseded`: the holder asked for another change before confirming this one, and its code went to that one. */
export type CertificateChangeStatus = 'pending' | 'applied' | 'superseded';

/**
 * A change the holder asked for, applied only with the code e-mailed for it (the newest PIN of purpose
 * certificate_change of the holder's address, `pin_id`): a later request or a resend replaces the code.
 */
export const certificateChangeRequests = pgTable(
  'certificate_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CertificateChangeKind>().notNull(),
    proposed: jsonb('proposed').$type<ProposedChange>().notNull(),
    pinId: uuid('pin_id').references(() => emailPins.id, { onDelete: 'set null' }),
    status: text('status').$type<CertificateChangeStatus>().notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificate_change_requests_certificate_idx').on(t.certificateId, t.createdAt),
    check('certificate_change_requests_kind_known', sql`${t.kind} in ('nominee', 'contact')`),
    check(
      'certificate_change_requests_status_known',
      sql`${t.status} in ('pending', 'applied', 'superseded')`,
    ),
  ],
);

export const certificateHistoryKinds = [
  'nominee',
  'contact_phone',
  'contact_address',
  'cancellation',
] as const;
export type CertificateHistoryKind = (typeof certificateHistoryKinds)[number];

/**
 * What changed on a certificate after it was issued, by whom and when, with the values before and after. Append
 * only. The actor is the account (never a person's NRIC); `actor_role` says in what capacity.
 */
export const certificateHistory = pgTable(
  'certificate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<'holder' | 'staff' | 'system'>().notNull(),
    kind: text('kind').$type<CertificateHistoryKind>().notNull(),
    fromValue: jsonb('from_value'),
    toValue: jsonb('to_value'),
    changeRequestId: uuid('change_request_id').references(() => certificateChangeRequests.id, {
      onDelete: 'set null',
    }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificate_history_certificate_idx').on(t.certificateId, t.id),
    check(
      'certificate_history_kind_known',
      sql`${t.kind} in ('nominee', 'contact_phone', 'contact_address', 'cancellation')`,
    ),
    check('certificate_history_actor_role_known', sql`${t.actorRole} in ('holder', 'staff', 'system')`),
  ],
);
