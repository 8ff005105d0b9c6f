// Tables of the ekyc service; re-exported by ./schema, the one schema drizzle-kit reads.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/** The statuses of a submission (users.ekyc_status mirrors the latest one; 'unverified' when none). */
export const ekycStatuses = [
  'unverified',
  'pending',
  'processing',
  'submitted',
  'accepted',
  'rejected',
  'rejected-can-retry',
  'undetermined',
  'suspicious',
] as const;
export type EkycStatus = (typeof ekycStatuses)[number];

export type EkycImageKind = 'front_ic' | 'back_ic' | 'selfie';

/** What the vendor answered, as it answered it (api/src/modules/ekyc/vendor-client.ts). */
export interface EkycVendorResult {
  reference: string | null;
  document: {
    authentic: boolean;
    score: number;
    tampered: boolean;
    extracted_id_number: string | null;
  };
  face_match: { score: number };
  liveness: { passed: boolean; score: number };
}

/** One identity verification attempt: the three images, the claimed NRIC, the vendor's checks, the outcome. */
export const ekycSubmissions = pgTable(
  'ekyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<EkycStatus>().notNull().default('pending'),
    /** The NRIC the member claimed, dashed. */
    idRef: text('id_ref').notNull(),
    frontKey: text('front_key').notNull(),
    frontType: text('front_type').notNull(),
    backKey: text('back_key').notNull(),
    backType: text('back_type').notNull(),
    selfieKey: text('selfie_key').notNull(),
    selfieType: text('selfie_type').notNull(),
    /** Why it was rejected or sent to review: a message key suffix (image_unreadable, nric_mismatch, ...). */
    reasonCode: text('reason_code'),
    /** Free text of a staff decision. */
    reasonNote: text('reason_note'),
    vendorResult: jsonb('vendor_result').$type<EkycVendorResult>(),
    vendorCheckedAt: timestamp('vendor_checked_at', { withTimezone: true }),
    /** Set when the member reset a rejected-can-retry submission to try again; it is no longer current. */
    resetAt: timestamp('reset_at', { withTimezone: true }),
    retentionUntil: timestamp('retention_until', { withTimezone: true }).notNull(),
    imagesDeletedAt: timestamp('images_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ekyc_submissions_user_id_idx').on(t.userId, t.createdAt),
    index('ekyc_submissions_status_idx').on(t.status, t.updatedAt),
    index('ekyc_submissions_id_ref_idx').on(t.idRef),
    index('ekyc_submissions_retention_idx')
      .on(t.retentionUntil)
      .where(sql`${t.imagesDeletedAt} is null`),
    check(
      'ekyc_submissions_status_known',
      sql`${t.status} in ('pending', 'processing', 'submitted', 'accepted', 'rejected', 'rejected-can-retry', 'undetermined', 'suspicious')`,
    ),
  ],
);

/** The audit trail: every status change of a submission, by whom and why. Kept when images are deleted. */
export const ekycTransitions = pgTable(
  'ekyc_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => ekycSubmissions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<EkycStatus>().notNull(),
    toStatus: text('to_status').$type<EkycStatus>().notNull(),
    /** A user's id (the member, or staff), or 'system', 'vendor', 'cli'. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ekyc_transitions_submission_id_idx').on(t.submissionId, t.id)],
);

/** The member's declaration (address, phone, nationality, health details, accuracy acknowledgement). */
export const ekycDeclarations = pgTable(
  'ekyc_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nationality: text('nationality').$type<'malaysian' | 'foreigner'>().notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
    postcode: text('postcode').notNull(),
    address1: text('address_1').notNull(),
    address2: text('address_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    heightCm: integer('height_cm').notNull(),
    weightKg: integer('weight_kg').notNull(),
    smoker: boolean('smoker').notNull(),
    accuracyAcknowledgedAt: timestamp('accuracy_acknowledged_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ekyc_declarations_user_id_idx').on(t.userId, t.createdAt),
    check('ekyc_declarations_nationality_known', sql`${t.nationality} in ('malaysian', 'foreigner')`),
  ],
);

/** Every time staff opened a member's identity image. */
export const ekycImageAccessLog = pgTable(
  'ekyc_image_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => ekycSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EkycImageKind>().notNull(),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ekyc_image_access_log_submission_id_idx').on(t.submissionId, t.id)],
);

export type UserRole = 'staff';

/** Roles beyond member; today only 'staff' (reviews eKYC submissions). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<UserRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role], name: 'user_roles_pkey' }),
    check('user_roles_role_known', sql`${t.role} in ('staff')`),
  ],
);
