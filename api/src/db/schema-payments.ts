// Tables of the payments service; re-exported by ./schema, the one schema drizzle-kit reads.
// Money is integer sen. Certificates are referred to by uuid only (the certificates service owns them).
import { sql } from 'drizzle-orm';
import {
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
import { users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A member's customer record at the card provider (one per member). */
export const cardCustomers = pgTable('card_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

export const cardSessionStatuses = ['active', 'completed', 'expired', 'cancelled'] as const;
export type CardSessionStatus = (typeof cardSessionStatuses)[number];

/**
 * A hosted checkout at the card provider for a certificate: `pay` its contribution (the card is saved too), or
 * `save` a new card for it (no payment: the member replaces their card). One active of each per certificate.
 */
export const cardSessions = pgTable(
  'card_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateUuid: uuid('certificate_uuid').notNull(),
    kind: text('kind').$type<'pay' | 'save'>().notNull().default('pay'),
    status: text('status').$type<CardSessionStatus>().notNull().default('active'),
    amountSen: integer('amount_sen').notNull(),
    successReturnUrl: text('success_return_url').notNull(),
    cancelReturnUrl: text('cancel_return_url').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    paymentLinkUrl: text('payment_link_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('card_sessions_one_active_key')
      .on(t.certificateUuid, t.kind)
      .where(sql`${t.status} = 'active'`),
    index('card_sessions_user_idx').on(t.userId),
    check('card_sessions_status_known', sql`${t.status} in ('active', 'completed', 'expired', 'cancelled')`),
    check('card_sessions_kind_known', sql`${t.kind} in ('pay', 'save')`),
    check(
      'card_sessions_amount_positive',
      sql`(${t.kind} = 'pay' and ${t.amountSen} > 0) or (${t.kind} = 'save' and ${t.amountSen} = 0)`,
    ),
  ],
);

export type PaymentMethodStatus = 'pending' | 'active' | 'rejected' | 'cancelled';

/** A card saved at the provider as a payment token (reusable) for a certificate's later contributions. */
export const cardPaymentMethods = pgTable(
  'card_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateUuid: uuid('certificate_uuid').notNull(),
    /** The provider's payment token (pt-…); the column keeps its first name. */
    providerTokenId: text('provider_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    /** The provider's masked number, e.g. 400000******1091; never the full number. */
    maskedNumber: text('masked_number').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('card_payment_methods_certificate_idx').on(t.certificateUuid),
    index('card_payment_methods_user_idx').on(t.userId),
    check('card_payment_methods_status_known', sql`${t.status} in ('active', 'cancelled')`),
  ],
);

/** An FPX e-mandate (direct debit authority) at the member's bank, for a certificate's contributions. */
export const fpxMandates = pgTable(
  'fpx_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateUuid: uuid('certificate_uuid').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    status: text('status').$type<PaymentMethodStatus>().notNull().default('pending'),
    maxAmountSen: integer('max_amount_sen').notNull(),
    frequency: text('frequency').$type<'month' | 'year'>().notNull(),
    returnUrl: text('return_url').notNull(),
    providerMandateId: text('provider_mandate_id').unique(),
    authorisationUrl: text('authorisation_url'),
    failureReason: text('failure_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fpx_mandates_certificate_idx').on(t.certificateUuid),
    index('fpx_mandates_user_idx').on(t.userId),
    check('fpx_mandates_status_known', sql`${t.status} in ('pending', 'active', 'rejected', 'cancelled')`),
    check('fpx_mandates_frequency_known', sql`${t.frequency} in ('month', 'year')`),
  ],
);

export const paymentStatuses = ['creating', 'pending', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One attempt to collect a contribution: a card payment request (from the API or a hosted checkout) or an
 * FPX debit on a mandate. 'creating' means the row exists and the provider call may not have happened yet;
 * the provider's idempotency key is the row's id, so retrying that call never charges twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateUuid: uuid('certificate_uuid').notNull(),
    channel: text('channel').$type<'card' | 'fpx'>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('creating'),
    amountSen: integer('amount_sen').notNull(),
    /** The hosted checkout it was paid through (card), else null. */
    sessionId: uuid('session_id').references(() => cardSessions.id, { onDelete: 'set null' }),
    /** card_payment_methods.id (card) or fpx_mandates.id (fpx). */
    paymentMethodId: uuid('payment_method_id'),
    /** The auto-billing cycle it collects ("<schedule id>:<cycle>"): one payment per cycle. */
    cycleKey: text('cycle_key').unique(),
    providerId: text('provider_id').unique(),
    actionUrl: text('action_url'),
    failureCode: text('failure_code'),
    successReturnUrl: text('success_return_url'),
    failureReturnUrl: text('failure_return_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    contributionAppliedAt: timestamp('contribution_applied_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Double-click pay: at most one open request made through our API per certificate.
    uniqueIndex('payments_one_open_per_certificate_key')
      .on(t.certificateUuid)
      .where(sql`${t.sessionId} is null and ${t.status} in ('creating', 'pending', 'requires_action')`),
    index('payments_certificate_idx').on(t.certificateUuid, t.createdAt),
    index('payments_open_idx').on(t.status, t.updatedAt),
    check(
      'payments_status_known',
      sql`${t.status} in ('creating', 'pending', 'requires_action', 'succeeded', 'failed')`,
    ),
    check('payments_channel_known', sql`${t.channel} in ('card', 'fpx')`),
    check('payments_amount_positive', sql`${t.amountSen} > 0`),
  ],
);

/** A refund of (part of) a payment; the caller's idempotency key makes a repeated request the same refund. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').$type<'cooling_off' | 'duplicate_certificate' | 'cancellation'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payment_refunds_amount_positive', sql`${t.amountSen} > 0`),
  ],
);

/** Provider events already received (webhooks and callbacks): a repeated delivery is acknowledged, not applied. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text('provider').$type<'card' | 'fpx'>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Auto-billing of a certificate's later contributions on a saved card or an FPX mandate. */
export const paymentSchedules = pgTable(
  'payment_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateUuid: uuid('certificate_uuid').notNull(),
    channel: text('channel').$type<'card' | 'fpx'>().notNull(),
    paymentMethodId: uuid('payment_method_id').notNull(),
    frequency: text('frequency').$type<'month' | 'year'>().notNull(),
    status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
    /** Cycles collected so far; the next charge is cycle + 1. */
    cycle: integer('cycle').notNull().default(0),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }).notNull(),
    /** The cycle whose "we will debit on …" e-mail was sent (each is sent once). */
    noticeSentCycle: integer('notice_sent_cycle').notNull().default(0),
    /** Retries of the current cycle's failed debit so far, and when the next one is due (null: none). */
    retryCount: integer('retry_count').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** When the last debit or retry was started: the next try is counted from it. */
    lastDebitAt: timestamp('last_debit_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_schedules_one_active_key')
      .on(t.certificateUuid)
      .where(sql`${t.status} = 'active'`),
    index('payment_schedules_due_idx').on(t.status, t.nextChargeAt),
    check('payment_schedules_status_known', sql`${t.status} in ('active', 'cancelled')`),
    check('payment_schedules_channel_known', sql`${t.channel} in ('card', 'fpx')`),
    check('payment_schedules_frequency_known', sql`${t.frequency} in ('month', 'year')`),
  ],
);
