// Tables of sponsored cover (partners/api/v1): the partners who pay for their people's cover, their staff, the
// eligibility rosters they upload, and the partner quotations that lead to sponsored certificates.
// Re-exported by ./schema, the one schema drizzle-kit reads.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { certificateQuotations, certificates } from './schema-certificates';
import { users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type PartnerKind = 'charity' | 'employer';
export type EligibilitySource = 'roster' | 'api';

/** A partner who sponsors cover: a charity fund for its recipients, or an employer for its employees. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The partner's name in URLs and API calls (`mykasih`). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<PartnerKind>().notNull(),
    /** The sum covered of each sponsored certificate, and the funeral benefit paid on top of it. */
    sumCoveredSen: integer('sum_covered_sen').notNull(),
    funeralBenefitSen: integer('funeral_benefit_sen').notNull(),
    eligibilitySource: text('eligibility_source').$type<EligibilitySource>().notNull(),
    /** The partner's own eligibility API (source api); going live is a change of this URL only. */
    eligibilityApiUrl: text('eligibility_api_url'),
    /** Who qualifies, in the participant's words, shown on the eligibility-criteria page. */
    criteriaEn: text('criteria_en').notNull(),
    criteriaMs: text('criteria_ms').notNull(),
    /** Where the monthly statement goes, and the partner's reference on it. */
    billingEmail: text('billing_email').notNull(),
    billingReference: text('billing_reference').notNull(),
    /** The partner deployment's look: logo URL and two colours (#rrggbb). */
    logoUrl: text('logo_url'),
    primaryColour: text('primary_colour').notNull(),
    accentColour: text('accent_colour').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partners_slug_key').on(t.slug),
    check('partners_kind_known', sql`${t.kind} in ('charity', 'employer')`),
    check('partners_source_known', sql`${t.eligibilitySource} in ('roster', 'api')`),
    check('partners_money_positive', sql`${t.sumCoveredSen} > 0 and ${t.funeralBenefitSen} >= 0`),
  ],
);

/** The role `partner_staff`: a member who acts for one partner (rosters, statements) and no other. */
export const partnerStaff = pgTable(
  'partner_staff',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId], name: 'partner_staff_pkey' })],
);

export interface RejectedRosterRow {
  /** The line of the file (the header is line 1). */
  line: number;
  nric: string;
  reasons: string[];
}

/** One roster file as uploaded, with its report. */
export const partnerRosterUploads = pgTable(
  'partner_roster_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The original file in storage. */
    fileKey: text('file_key').notNull(),
    acceptedCount: integer('accepted_count').notNull(),
    removedCount: integer('removed_count').notNull(),
    rejected: jsonb('rejected').$type<RejectedRosterRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_roster_uploads_partner_idx').on(t.partnerId, t.createdAt)],
);

export type RosterEntryStatus = 'active' | 'removed';

/** A person on a partner's roster: the latest upload is the roster; people left out are marked removed. */
export const partnerRosterEntries = pgTable(
  'partner_roster_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The dashed NRIC. */
    idRef: text('id_ref').notNull(),
    fullName: text('full_name').notNull(),
    /** The partner's own reference (recipient or employee number). */
    memberRef: text('member_ref').notNull(),
    status: text('status').$type<RosterEntryStatus>().notNull().default('active'),
    uploadId: uuid('upload_id').references(() => partnerRosterUploads.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partner_roster_entries_partner_nric_key').on(t.partnerId, t.idRef),
    check('partner_roster_entries_status_known', sql`${t.status} in ('active', 'removed')`),
  ],
);

export type PartnerQuotationState = 'pending' | 'submitted' | 'published';

export interface PartnerEligibility {
  source: EligibilitySource;
  member_ref: string;
  checked_at: string;
}

/**
 * A participant's sponsored application with one partner: one per person and partner. It carries a flagship
 * quotation (the journey's steps save to it) and, once published, the sponsored certificate.
 */
export const partnerQuotations = pgTable(
  'partner_quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idRef: text('id_ref').notNull(),
    state: text('state').$type<PartnerQuotationState>().notNull().default('pending'),
    sumCoveredSen: integer('sum_covered_sen').notNull(),
    funeralBenefitSen: integer('funeral_benefit_sen').notNull(),
    eligibility: jsonb('eligibility').$type<PartnerEligibility>().notNull(),
    certificateQuotationId: uuid('certificate_quotation_id')
      .notNull()
      .references(() => certificateQuotations.id),
    certificateId: uuid('certificate_id').references(() => certificates.id),
    contributionTerm: text('contribution_term').$type<'year'>(),
    referralCode: text('referral_code'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when the partner's roster no longer lists the person; the certificate stays, both sides are told. */
    eligibilityLostAt: timestamp('eligibility_lost_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partner_quotations_partner_nric_key').on(t.partnerId, t.idRef),
    index('partner_quotations_user_idx').on(t.userId, t.createdAt),
    check('partner_quotations_state_known', sql`${t.state} in ('pending', 'submitted', 'published')`),
  ],
);
