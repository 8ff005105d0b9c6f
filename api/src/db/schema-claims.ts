// Tables of the claims service; re-exported by ./schema, the one schema drizzle-kit reads.
// A claim is one death (the covered event of the flagship plan) on one certificate; it pays two benefits, each
// with its own clock: CB1 (compassionate, 10% of the sum covered, within 24 hours of a verified death
// certificate) and DB1 (death benefit, 100%, within 7 days of complete verified documents).
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
import { users } from './schema';
import { certificates } from './schema-certificates';
import { kuburProDemoCovers } from './schema-demos';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const claimStatuses = [
  'submitted',
  'documents_needed',
  'under_review',
  'approved',
  'paid',
  'declined',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** Who files: a named beneficiary or executor, or another next of kin (a guest, or a member who is neither). */
export type ClaimantRole = 'beneficiary' | 'next_of_kin';

export const claimDocumentKinds = [
  'death_certificate',
  'burial_permit',
  'police_report',
  'claimant_nric_front',
  'claimant_nric_back',
  'bank_statement',
] as const;
export type ClaimDocumentKind = (typeof claimDocumentKinds)[number];

export type ClaimDocumentStatus = 'uploaded' | 'verified' | 'rejected';

export const benefitCodes = ['CB1', 'DB1'] as const;
export type BenefitCode = (typeof benefitCodes)[number];
export type BenefitStatus = 'pending' | 'approved' | 'paid' | 'declined';

export type PayoutStatus = 'requested' | 'accepted' | 'succeeded' | 'failed' | 'returned_to_staff';

/** Where the money goes: always the beneficiary named on the certificate (hibah or wasi). */
export interface ClaimPayee {
  name: string;
  type: 'hibah' | 'wasi';
  /** The provider's channel code of the bank (MY_MAYBANK, MY_CIMB, ...). */
  bankCode: string;
  accountNumber: string;
}

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CLM-<year>-<6 digits>, what the claimant quotes. */
    reference: text('reference').notNull(),
    /** What the claim is on: an issued certificate, or (demo claims) a funeral-cover demo certificate. */
    certificateId: uuid('certificate_id').references(() => certificates.id, { onDelete: 'restrict' }),
    /** Set on a demo claim: reviewed like any other, never paid (docs/adr/0015-demo-claims.md). */
    demoCoverId: uuid('demo_cover_id').references(() => kuburProDemoCovers.id, { onDelete: 'cascade' }),
    status: text('status').$type<ClaimStatus>().notNull().default('submitted'),
    claimantRole: text('claimant_role').$type<ClaimantRole>().notNull(),
    /** The member who filed, when signed in; null for a guest. */
    claimantUserId: uuid('claimant_user_id').references(() => users.id, { onDelete: 'set null' }),
    claimantName: text('claimant_name').notNull(),
    claimantIdRef: text('claimant_id_ref').notNull(),
    claimantEmail: text('claimant_email').notNull(),
    claimantPhone: text('claimant_phone').notNull(),
    relationship: text('relationship').notNull(),
    /** The claimant's language: every e-mail about the claim is in it. */
    language: text('language').$type<'en' | 'ms'>().notNull().default('en'),
    dateOfDeath: date('date_of_death', { mode: 'string' }).notNull(),
    causeOfDeath: text('cause_of_death').notNull(),
    maritalStatus: text('marital_status').notNull(),
    payee: jsonb('payee').$type<ClaimPayee>().notNull(),
    /** The documents this claim needs (depends on the cause of death). */
    requiredDocuments: jsonb('required_documents').$type<ClaimDocumentKind[]>().notNull(),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claims_reference_key').on(t.reference),
    index('claims_certificate_idx').on(t.certificateId),
    index('claims_demo_cover_idx').on(t.demoCoverId),
    check('claims_one_subject', sql`(${t.certificateId} is null) <> (${t.demoCoverId} is null)`),
    index('claims_status_idx').on(t.status, t.createdAt),
    check(
      'claims_status_known',
      sql`${t.status} in ('submitted', 'documents_needed', 'under_review', 'approved', 'paid', 'declined')`,
    ),
    check('claims_role_known', sql`${t.claimantRole} in ('beneficiary', 'next_of_kin')`),
  ],
);

export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClaimDocumentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status').$type<ClaimDocumentStatus>().notNull().default('uploaded'),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('claim_documents_claim_idx').on(t.claimId, t.kind),
    check('claim_documents_status_known', sql`${t.status} in ('uploaded', 'verified', 'rejected')`),
  ],
);

/** The two benefits of a claim and their clocks: `dueAt` is set when the clock starts. */
export const claimBenefits = pgTable(
  'claim_benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    code: text('code').$type<BenefitCode>().notNull(),
    amountSen: integer('amount_sen').notNull(),
    status: text('status').$type<BenefitStatus>().notNull().default('pending'),
    clockStartedAt: timestamp('clock_started_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claim_benefits_claim_code_key').on(t.claimId, t.code),
    check('claim_benefits_code_known', sql`${t.code} in ('CB1', 'DB1')`),
    check('claim_benefits_status_known', sql`${t.status} in ('pending', 'approved', 'paid', 'declined')`),
  ],
);

/**
 * Payouts asked of the provider. One row per attempt; its idempotency key is derived from the row id, so a
 * retried call after a lost answer never pays twice. A benefit has at most one attempt open at a time.
 */
export const claimPayouts = pgTable(
  'claim_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    benefitId: uuid('benefit_id')
      .notNull()
      .references(() => claimBenefits.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    amountSen: integer('amount_sen').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    providerPayoutId: text('provider_payout_id'),
    failureCode: text('failure_code'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claim_payouts_benefit_attempt_key').on(t.benefitId, t.attempt),
    index('claim_payouts_provider_idx').on(t.providerPayoutId),
    check(
      'claim_payouts_status_known',
      sql`${t.status} in ('requested', 'accepted', 'succeeded', 'failed', 'returned_to_staff')`,
    ),
  ],
);

/** The audit trail: every step of a claim, by whom. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.id)],
);

/**
 * One-time codes that prove a claimant holds the deceased's details: kept against the hash of what was
 * shown (deceased NRIC, certificate number, own NRIC, e-mail), so a code proves nothing else.
 */
export const claimCodes = pgTable(
  'claim_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectHash: text('subject_hash').notNull(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('claim_codes_subject_idx').on(t.subjectHash, t.createdAt)],
);
