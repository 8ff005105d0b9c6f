// Tables of the demonstration journeys (the motor demo and the funeral-cover demo); re-exported by ./schema.
// Nothing here is a policy: no payment is taken and no cover exists. Amounts are integer sen.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** A saved motor demo quotation; its random uuid is the link that resumes it (no sign-in). */
export const motorDemoQuotations = pgTable(
  'motor_demo_quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, one space between the letters and the digits (`WXY 1234`). */
    registrationNumber: text('registration_number').notNull(),
    /** An id of the vehicle data list (modules/motor-demo/vehicles.ts). */
    vehicleModelId: text('vehicle_model_id').notNull(),
    year: integer('year').notNull(),
    engineCc: integer('engine_cc').notNull(),
    coverType: text('cover_type')
      .$type<'comprehensive' | 'third_party_fire_theft' | 'third_party'>()
      .notNull(),
    marketValueSen: integer('market_value_sen').notNull(),
    /** Null for third party, which insures no value of the car. */
    sumInsuredSen: integer('sum_insured_sen'),
    ncdBasisPoints: integer('ncd_basis_points').notNull(),
    addOns: jsonb('add_ons').$type<string[]>().notNull(),
    /** The owner's dashed NRIC; answered masked. */
    ownerIdRef: text('owner_id_ref').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    basicSen: integer('basic_sen').notNull(),
    ncdSen: integer('ncd_sen').notNull(),
    addOnsSen: integer('add_ons_sen').notNull(),
    grossSen: integer('gross_sen').notNull(),
    sstSen: integer('sst_sen').notNull(),
    stampDutySen: integer('stamp_duty_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
    language: text('language').$type<'en' | 'ms'>().notNull().default('en'),
    /** Summaries e-mailed so far (capped, so a link cannot be used to send mail without end). */
    emailsSent: integer('emails_sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'motor_demo_quotations_total',
      sql`${t.totalSen} = ${t.grossSen} + ${t.sstSen} + ${t.stampDutySen}`,
    ),
    check(
      'motor_demo_quotations_amounts',
      sql`${t.basicSen} >= 0 and ${t.ncdSen} >= 0 and ${t.addOnsSen} >= 0`,
    ),
  ],
);

export type KuburProDemoStatus = 'quoted' | 'issued';

/** A member's funeral-cover demo: a generated quotation, then a demo certificate. Never charged. */
export const kuburProDemoCovers = pgTable(
  'kubur_pro_demo_covers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An id of modules/kubur-pro-demo/plans.ts. */
    planId: text('plan_id').notNull(),
    benefitSen: integer('benefit_sen').notNull(),
    monthlyContributionSen: integer('monthly_contribution_sen').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryRelationship: text('beneficiary_relationship').notNull(),
    beneficiaryPhone: text('beneficiary_phone').notNull(),
    status: text('status').$type<KuburProDemoStatus>().notNull().default('quoted'),
    /** Set when the demo certificate is issued (`DEMO-KP-` and eight characters). */
    certificateNumber: text('certificate_number'),
    coverStartsOn: date('cover_starts_on', { mode: 'string' }),
    coverEndsOn: date('cover_ends_on', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kubur_pro_demo_covers_user_idx').on(t.userId, t.createdAt),
    check('kubur_pro_demo_covers_status_known', sql`${t.status} in ('quoted', 'issued')`),
  ],
);
