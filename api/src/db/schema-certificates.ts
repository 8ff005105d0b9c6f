// Tables of the certificates service (underwriting, relationships, quotations, applications, certificates,
// contributions, refund requests); re-exported by ./schema, the one schema drizzle-kit reads.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, users } from './schema';
import type { CertificateAddress } from './schema-servicing';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Underwriting ------------------------------------------------------------------------------------------------

/** A product's health and lifestyle questions (seeded reference data; one active set per product). */
export const underwritingQuestionSets = pgTable(
  'underwriting_question_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable name of the set, e.g. pusara-pro-v1: the seed finds it by this. */
    code: text('code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleMs: text('title_ms').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('underwriting_question_sets_code_key').on(t.code),
    index('underwriting_question_sets_product_idx').on(t.productId),
  ],
);

export const underwritingQuestions = pgTable(
  'underwriting_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => underwritingQuestionSets.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    textEn: text('text_en').notNull(),
    textMs: text('text_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('underwriting_questions_set_code_key').on(t.questionSetId, t.code)],
);

export const underwritingStatuses = ['pending', 'accepted', 'rejected', 'obsolete', 'expired'] as const;
export type UnderwritingStatus = (typeof underwritingStatuses)[number];

/** A member's answers to one question set, and what the rule engine or staff made of them. */
export const underwritingSubmissions = pgTable(
  'underwriting_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => underwritingQuestionSets.id),
    status: text('status').$type<UnderwritingStatus>().notNull(),
    /** Why it went to review (any_yes, previously_rejected), or staff's reason for a decision. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Unused past this moment, the submission is expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when an application was made with it: it no longer expires or becomes obsolete. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('underwriting_submissions_user_idx').on(t.userId, t.productId, t.createdAt),
    index('underwriting_submissions_status_idx').on(t.status, t.expiresAt),
    check(
      'underwriting_submissions_status_known',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'obsolete', 'expired')`,
    ),
  ],
);

export const underwritingAnswers = pgTable(
  'underwriting_answers',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => underwritingSubmissions.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => underwritingQuestions.id),
    answer: text('answer').$type<'yes' | 'no'>().notNull(),
    userNote: text('user_note'),
  },
  (t) => [
    uniqueIndex('underwriting_answers_submission_question_key').on(t.submissionId, t.questionId),
    check('underwriting_answers_answer_known', sql`${t.answer} in ('yes', 'no')`),
  ],
);

/** Relationships of a beneficiary to the person covered (seeded choice list). */
export const beneficiaryRelationships = pgTable('beneficiary_relationships', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMs: text('name_ms').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

// Quotations and applications ----------------------------------------------------------------------------------

export interface QuotationPerson {
  first_name: string;
  last_name: string;
  email: string;
  gender: 'male' | 'female';
  dob: string;
  id_ref: string;
  address_1: string | null;
  address_2: string | null;
  postcode: string | null;
  area: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  person_type: 'main_insured';
}

export interface QuotationHolder {
  first_name: string;
  last_name: string;
  email: string;
  id_ref: string;
  gender: 'male' | 'female';
  dob: string;
  contact_number: string | null;
  /** The contact address the holder gave through servicing; before that, the application's address. */
  address?: CertificateAddress | null;
}

export interface Beneficiary {
  name: string;
  contact_number: string;
  relationship: string;
  type: 'hibah' | 'wasi';
  gender: 'male' | 'female';
  email: string | null;
  payout: 100;
  agreed: true;
}

export type QuotationState = 'draft' | 'submitted' | 'canceled';
export type ContributionTerm = 'month' | 'year';

/** A life quotation of the flagship journey, kept server-side so the journey can be left and resumed. */
export const certificateQuotations = pgTable(
  'certificate_quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    state: text('state').$type<QuotationState>().notNull().default('draft'),
    coverageSen: integer('coverage_sen').notNull(),
    holder: jsonb('holder').$type<QuotationHolder>().notNull(),
    mainInsured: jsonb('main_insured').$type<QuotationPerson>().notNull(),
    underwritingSubmissionId: uuid('underwriting_submission_id').references(
      () => underwritingSubmissions.id,
      {
        onDelete: 'set null',
      },
    ),
    beneficiary: jsonb('beneficiary').$type<Beneficiary>(),
    contributionTerm: text('contribution_term').$type<ContributionTerm>(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    referralCode: text('referral_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certificate_quotations_user_idx').on(t.userId, t.state, t.createdAt),
    check('certificate_quotations_state_known', sql`${t.state} in ('draft', 'submitted', 'canceled')`),
    check(
      'certificate_quotations_term_known',
      sql`${t.contributionTerm} is null or ${t.contributionTerm} in ('month', 'year')`,
    ),
  ],
);

export type ApplicationStage = 'pending' | 'submitted' | 'published';

export const certificateApplications = pgTable(
  'certificate_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => certificateQuotations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicationStage>().notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('certificate_applications_quotation_key').on(t.quotationId),
    index('certificate_applications_user_idx').on(t.userId),
    check('certificate_applications_stage_known', sql`${t.stage} in ('pending', 'submitted', 'published')`),
  ],
);

// Certificates ---------------------------------------------------------------------------------------------------

export const certificateStatuses = ['pending', 'issued', 'canceled', 'rescinded', 'lapsed'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** Certificate numbers: TPP-<year>-<6 digits of this sequence>. */
export const certificateNumberSeq = pgSequence('certificate_number_seq', { startWith: 1, increment: 1 });

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Given when the certificate is issued. */
    number: text('number'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => certificateQuotations.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => certificateApplications.id),
    /** The person covered's dashed NRIC: one active certificate per person. */
    idRef: text('id_ref').notNull(),
    status: text('status').$type<CertificateStatus>().notNull().default('pending'),
    sumCoveredSen: integer('sum_covered_sen').notNull(),
    frequency: text('frequency').$type<ContributionTerm>().notNull(),
    /** The contribution of one period (month or year), with its split. */
    contributionSen: integer('contribution_sen').notNull(),
    wakalahSen: integer('wakalah_sen').notNull(),
    tabarruSen: integer('tabarru_sen').notNull(),
    monthlySen: integer('monthly_sen').notNull(),
    yearlySen: integer('yearly_sen').notNull(),
    ageNextBirthday: integer('age_next_birthday').notNull(),
    termMonths: integer('term_months').notNull().default(12),
    holder: jsonb('holder').$type<QuotationHolder>().notNull(),
    beneficiary: jsonb('beneficiary').$type<Beneficiary>(),
    /** Set when payments asked to take a contribution for it (a pending certificate with a payment). */
    paymentStartedAt: timestamp('payment_started_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    startDate: date('start_date', { mode: 'string' }),
    /** Contributions paid cover the certificate up to (not including) this day. */
    paidUntil: date('paid_until', { mode: 'string' }),
    /** The paid-until day of the overdue contribution the member was last reminded of (once per period). */
    overdueNoticeFor: date('overdue_notice_for', { mode: 'string' }),
    nextRenewalDate: date('next_renewal_date', { mode: 'string' }),
    /** A cancellation after the cooling-off period takes effect at the end of the paid period. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelEffectiveDate: date('cancel_effective_date', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    /** Why it left issued/pending: cooling_off, cancellation, duplicate, replaced, lapsed. */
    endReason: text('end_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    pdfKey: text('pdf_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('certificates_number_key').on(t.number),
    uniqueIndex('certificates_application_key').on(t.applicationId),
    index('certificates_user_idx').on(t.userId, t.status),
    index('certificates_id_ref_idx').on(t.idRef, t.status),
    check(
      'certificates_status_known',
      sql`${t.status} in ('pending', 'issued', 'canceled', 'rescinded', 'lapsed')`,
    ),
    check('certificates_frequency_known', sql`${t.frequency} in ('month', 'year')`),
  ],
);

/** Every status change of a certificate, by whom and why. */
export const certificateTransitions = pgTable(
  'certificate_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<CertificateStatus>().notNull(),
    toStatus: text('to_status').$type<CertificateStatus>().notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_transitions_certificate_idx').on(t.certificateId, t.id)],
);

/** Contributions received (the payment history); one row per payment, whatever reported it how often. */
export const certificateContributions = pgTable(
  'certificate_contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    paymentUuid: text('payment_uuid').notNull(),
    amountSen: integer('amount_sen').notNull(),
    channel: text('channel').$type<'card' | 'fpx'>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** The period it pays for; null when it paid for nothing (a certificate that could not take it). */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificate_contributions_payment_key').on(t.paymentUuid),
    index('certificate_contributions_certificate_idx').on(t.certificateId, t.paidAt),
  ],
);

export type RefundReason = 'cooling_off' | 'duplicate_certificate' | 'cancellation';
export type RefundRequestStatus = 'requested' | 'pending' | 'succeeded' | 'failed' | 'unsent';

/**
 * Refunds this service asked for. Kept here whatever the payments service does, so none is lost: 'requested'
 * until payments accepts it (then its 'pending' or 'succeeded'); 'unsent' while no payments service is there.
 */
export const certificateRefundRequests = pgTable(
  'certificate_refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    paymentUuid: text('payment_uuid').notNull(),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<RefundRequestStatus>().notNull().default('requested'),
    refundUuid: text('refund_uuid'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('certificate_refund_requests_idempotency_key').on(t.idempotencyKey),
    index('certificate_refund_requests_certificate_idx').on(t.certificateId),
    check(
      'certificate_refund_requests_status_known',
      sql`${t.status} in ('requested', 'pending', 'succeeded', 'failed', 'unsent')`,
    ),
    check(
      'certificate_refund_requests_reason_known',
      sql`${t.reason} in ('cooling_off', 'duplicate_certificate', 'cancellation')`,
    ),
  ],
);
