// The one database schema (PGlite locally, PostgreSQL in production); drizzle-kit generates ../../drizzle from it.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Runtime settings switched without a restart (maintenance mode). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index keeps one account per address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<'male' | 'female'>(),
    dob: date('dob', { mode: 'string' }),
    /** The 14-character dashed NRIC. */
    idRef: text('id_ref'),
    profilePicture: text('profile_picture'),
    ekycStatus: text('ekyc_status').notNull().default('unverified'),
    referralCode: text('referral_code').notNull(),
    language: text('language').$type<'en' | 'ms'>().notNull().default('en'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set when the member deleted the account. The row stays as a tombstone (personal data erased, e-mail
     * replaced by a unique placeholder) so that policies and other records keep pointing at it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
  ],
);

/**
 * Who brought a member in: the first referral code the member used (at registration, or on the first
 * quotation when registration had none). One row per referred member, so only the first code counts.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code as it was used (upper case), kept even if the referrer's code ever changes. */
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_referred_user_key').on(t.referredUserId),
    index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt),
    check('referrals_not_self', sql`${t.referrerUserId} <> ${t.referredUserId}`),
  ],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address1: text('address_1').notNull(),
    address2: text('address_2'),
    postcode: text('postcode').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('MY'),
    createdAt: createdAt(),
  },
  (t) => [index('user_addresses_user_id_idx').on(t.userId)],
);

/** Social sign-in identities linked to an account (Google, Facebook, Apple). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'google' | 'facebook' | 'apple'>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_subject_key').on(t.provider, t.subject),
    index('social_accounts_user_id_idx').on(t.userId),
  ],
);

export type PinPurpose =
  'registration' | 'recovery' | 'change_email' | 'delete_account' | 'social_link' | 'certificate_change';

/**
 * E-mailed 6-digit PINs. The PIN and the token that a verified PIN is exchanged for are stored only as keyed
 * hashes.
 */
export const emailPins = pgTable(
  'email_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<PinPurpose>().notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_pins_purpose_email_idx').on(t.purpose, t.email),
    uniqueIndex('email_pins_token_hash_key').on(t.tokenHash),
  ],
);

/** A login: the family of rotating refresh tokens. Revoking it ends every token of the family. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<
      'logout' | 'reuse_detected' | 'password_changed' | 'account_deleted'
    >(),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** The token's `jti`. */
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is exchanged; a second exchange is a reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * A member's request to change the e-mail address: the link sent to the new address carries a single-use token,
 * stored only as its hash. A new request replaces the member's earlier ones.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    language: text('language').$type<'en' | 'ms'>().notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_requests_token_hash_key').on(t.tokenHash),
    index('email_change_requests_user_id_idx').on(t.userId),
  ],
);

/** Enquiries from the enquiry form (public); a logged-in sender's account is recorded. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** One of `enquiryTopics` of @teduh/shared/domain. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    language: text('language').$type<'en' | 'ms'>().notNull().default('en'),
    /** The public API client (TeduhFree key) that sent it, when one did: a hash prefix, never the key. */
    apiClient: text('api_client'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_user_id_idx').on(t.userId),
    index('enquiries_created_at_idx').on(t.createdAt),
    index('enquiries_email_created_at_idx').on(t.email, t.createdAt),
  ],
);

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/** The Postgres-backed job queue; workers claim rows with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} in ('pending', 'running')`),
  ],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file, base64. */
  content: string;
}

/** Mail kept in the database when no SMTP server is configured; read at GET /dev/mailbox. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** Files sent with the mail (e.g. the e-certificate PDF), their content in base64. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.id)],
);

export type NewsletterStatus = 'subscribed' | 'unsubscribed';

/**
 * Newsletter subscribers, one row per address and list (the contract's list 1 is the brand's newsletter). Rows
 * are kept on unsubscribe, so a later subscribe reactivates them and the history stays with the address.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased (checked), so one address cannot subscribe twice in different cases. */
    email: text('email').notNull(),
    listId: integer('list_id').notNull(),
    /** The language of the welcome e-mail and later issues, from Accept-Language at the last subscribe. */
    language: text('language').$type<'en' | 'ms'>().notNull().default('en'),
    status: text('status').$type<NewsletterStatus>().notNull().default('subscribed'),
    /** The member who subscribed from the profile; footer subscriptions carry none. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_list_email_key').on(t.listId, t.email),
    index('newsletter_subscriptions_user_id_idx').on(t.userId),
    check('newsletter_subscriptions_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('newsletter_subscriptions_status_known', sql`${t.status} in ('subscribed', 'unsubscribed')`),
  ],
);

/**
 * Wrong passwords and recovery PINs per e-mail address typed (registered or not), shared by every API instance:
 * the per-account throttle of modules/auth/auth-failures.ts.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    kind: text('kind').$type<'login' | 'recovery'>().notNull(),
    email: text('email').notNull(),
    failures: integer('failures').notNull(),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.email] }),
    check('auth_failures_kind_known', sql`${t.kind} in ('login', 'recovery')`),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    platform: text('platform').notNull(),
    /** The profile uuid of the session that sent the event; not a foreign key so events outlive accounts. */
    userId: text('user_id'),
    pageUrl: text('page_url'),
    language: text('language'),
    entryPoint: text('entry_point'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    props: jsonb('props').notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_event_occurred_idx').on(t.event, t.occurredAt)],
);

// Product catalogue (products/api/v1, product/api/v1). Reference data loaded by the seed; texts in en and ms.

export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameMs: text('name_ms').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionMs: text('description_ms').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_categories_slug_key').on(t.slug)],
);

export type InsurerRole = 'takaful_operator' | 'insurer';

/** Insurers and takaful operators: the operator of our products, and the companies members pick in the vault. */
export const insurers = pgTable(
  'insurers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<InsurerRole>().notNull(),
    isTakaful: boolean('is_takaful').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('insurers_slug_key').on(t.slug)],
);

export type ProductState = 'draft' | 'launched' | 'suspended' | 'withdrawn';

export const products = pgTable(
  'products',
  {
    /** Fixed ids: clients name products by id (the flagship plan is 2). */
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameMs: text('name_ms').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryMs: text('summary_ms').notNull(),
    state: text('state').$type<ProductState>().notNull().default('draft'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => insurers.id),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('products_slug_key').on(t.slug), index('products_state_idx').on(t.state)],
);

/** Pricing constants of a rated product. Money in sen; the wakalah fee in basis points (2000 = 20%). */
export const productPricing = pgTable('product_pricing', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('MYR'),
  sumCoveredMinSen: integer('sum_covered_min_sen').notNull(),
  sumCoveredMaxSen: integer('sum_covered_max_sen').notNull(),
  sumCoveredStepSen: integer('sum_covered_step_sen').notNull(),
  sumCoveredDefaultSen: integer('sum_covered_default_sen').notNull(),
  entryAgeMin: integer('entry_age_min').notNull(),
  entryAgeMax: integer('entry_age_max').notNull(),
  calculatorAgeMin: integer('calculator_age_min').notNull(),
  calculatorAgeMax: integer('calculator_age_max').notNull(),
  wakalahFeeBasisPoints: integer('wakalah_fee_basis_points').notNull(),
  /** The yearly contribution is this many monthly ones (11: a one-month rebate). */
  yearlyMonths: integer('yearly_months').notNull(),
});

/**
 * Monthly gross contribution per RM1,000 sum covered, by age-next-birthday band and gender, in millionths of
 * a ringgit (0.0826 RM = 82600): exact integers, never floats.
 */
export const productRates = pgTable(
  'product_rates',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    ratePerThousandMicros: integer('rate_per_thousand_micros').notNull(),
  },
  (t) => [
    uniqueIndex('product_rates_band_key').on(t.productId, t.gender, t.ageMin),
    index('product_rates_lookup_idx').on(t.productId, t.gender, t.ageMax),
  ],
);

export * from './schema-ekyc';
export * from './schema-content';
export * from './schema-certificates';
export * from './schema-payments';
export * from './schema-needs-test';
export * from './schema-rewards';
export * from './schema-demos';
export * from './schema-partners';
export * from './schema-partner-insurer';
export * from './schema-vault';
export * from './schema-social';
export * from './schema-claims';
export * from './schema-servicing';
export * from './schema-redeem';
export * from './schema-reward-settlements';
