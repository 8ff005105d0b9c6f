// Tables of the partner-insurer service (the partner's medical, life and personal accident plans); re-exported
// by ./schema.
// Our record of each application comes first and is kept whatever the partner answers, so a buyer's input is
// never lost when the partner is down: the application is saved, then sent, and can be resumed.
import { sql } from 'drizzle-orm';
import {
  check,
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

export const partnerProducts = ['medical', 'life', 'accident'] as const;
export type PartnerProductKind = (typeof partnerProducts)[number];

/**
 * Where an application is. saved: stored here, not yet at the partner (it was down); draft: created at the
 * partner; submitting: submitted, the partner's answer not yet known; approved, referred (manual underwriting),
 * declined: the partner's decision; payment_failed; issued: paid, the policy issued.
 */
export const partnerApplicationStatuses = [
  'saved',
  'draft',
  'submitting',
  'approved',
  'referred',
  'declined',
  'payment_failed',
  'issued',
] as const;
export type PartnerApplicationStatus = (typeof partnerApplicationStatuses)[number];

export interface PartnerPlanSnapshot {
  planDetailId: number;
  planName: string;
  annualLimitSen: number;
  coverageTerm: number;
  hasDeductible: boolean;
  deductibleSen: number | null;
  monthlySen: number;
  /** Personal accident: the occupational class (1-4) the plan is priced for. */
  occupationalClass?: number;
  /** Personal accident: the yearly premium's parts, in sen. */
  breakdown?: { premiumSen: number; serviceTaxSen: number; stampDutySen: number };
}

/** An underwriting answer (contract: Underwriting answer). */
export interface PartnerUnderwritingAnswer {
  question_uuid: string;
  answer: 'Yes' | 'No';
  user_note?: string;
}

export interface PartnerDocument {
  type: string;
  url: string;
}

export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').$type<PartnerProductKind>().notNull(),
    /** The member who applied while signed in; null for a visitor (matched by e-mail after registering). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status').$type<PartnerApplicationStatus>().notNull().default('saved'),
    /** The application as the partner takes it (contract: Medical application), as the buyer sent it. */
    application: jsonb('application').$type<Record<string, unknown>>().notNull(),
    answers: jsonb('answers').$type<PartnerUnderwritingAnswer[]>(),
    acceptedTerms: jsonb('accepted_terms').$type<string[]>(),
    partnerApplicationId: text('partner_application_id'),
    /** The partner's version of the application last applied: older callbacks are ignored. */
    partnerVersion: integer('partner_version').notNull().default(0),
    plan: jsonb('plan').$type<PartnerPlanSnapshot>(),
    /** The premium of the chosen payment type (monthly or yearly), in sen. */
    premiumSen: integer('premium_sen'),
    decisionReason: text('decision_reason'),
    policyNumber: text('policy_number'),
    documents: jsonb('documents').$type<PartnerDocument[]>().notNull().default([]),
    partnerPaymentId: text('partner_payment_id'),
    paymentUrl: text('payment_url'),
    paymentStatus: text('payment_status'),
    /** Counts the payments started, so a new one after a failure has its own idempotency key. */
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    language: text('language').$type<'en' | 'ms'>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_applications_partner_id_key').on(t.partnerApplicationId),
    index('partner_applications_user_idx').on(t.userId),
    index('partner_applications_email_idx').on(t.email),
    check('partner_applications_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The partner's callbacks received, once each by event id. */
export const partnerInsurerEvents = pgTable('partner_insurer_events', {
  eventId: text('event_id').primaryKey(),
  partnerApplicationId: text('partner_application_id').notNull(),
  version: integer('version').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
