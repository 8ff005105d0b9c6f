/**
 * The product's facts: the numbers and rules the copy states. The code uses them (certificate status, the API's
 * retention setting, the certificate PDF), and api/test/words/product-facts.test.ts compares every English and
 * Malay string that states one of them with the value here. Decisions are explained in
 * docs/adr/0007-product-facts-and-glossary.md.
 */
import { ENTRY_MAX_AGE_NEXT_BIRTHDAY, ENTRY_MIN_AGE_NEXT_BIRTHDAY } from './age';

export const productFacts = {
  /** Entry ages, as age next birthday; the certificate renews yearly up to `renewableToAge`. */
  entryAge: { min: ENTRY_MIN_AGE_NEXT_BIRTHDAY, max: ENTRY_MAX_AGE_NEXT_BIRTHDAY },
  renewableToAge: 70,
  /**
   * The youngest age at which a member opens an account and applies alone. Malaysian law (IFSA 2013, Schedule
   * 10) lets a participant of 16 or more contract without a parent's consent, so it is the entry age.
   */
  accountMinAge: ENTRY_MIN_AGE_NEXT_BIRTHDAY,
  /** Sum covered, in sen. */
  sumCovered: { minSen: 5_000_000, maxSen: 50_000_000, stepSen: 2_500_000 },
  /** The lowest monthly contribution, in sen (female, 16-20, RM50,000). */
  lowestMonthlySen: 413,
  wakalahFeePercent: 20,
  compassionateBenefit: { percentOfSum: 10, withinHours: 24 },
  deathBenefit: { percentOfSum: 100, withinDaysOfVerifiedDocuments: 7 },
  /** Cooling-off: days from the day the member receives the certificate (e-mailed and shown the day it is issued). */
  coolingOff: { days: 15, startsOn: 'receipt of the certificate' },
  /** After the paid period ends, cover continues this many days; an unpaid certificate then lapses. */
  gracePeriodDays: 30,
  /** Certificate, contribution and claim records: years after the certificate ends or the last claim is settled. */
  certificateRecordRetentionYears: 7,
  /** Identity verification (eKYC) records: years after the relationship ends (AMLA section 17). */
  identityRecordRetentionYears: 6,
  /** When the English and Malay versions of a legal text differ. */
  prevailingLanguage: 'en' as const,
  /** Claims are made online (the claim form and tracker; a next of kin needs no account). */
  claimsOnline: true,
} as const;

/**
 * What a member can do in the dashboard, and the page that does it. Copy that promises a dashboard feature must
 * promise one of these (api/test/words/promises.test.ts lists the promises and checks each page exists).
 */
export const dashboardFeatures = {
  home: '/dashboard/policies',
  certificate: '/dashboard/policy-detail/:uuid?',
  payments: '/dashboard/policy-detail/:uuid?',
  documents: '/dashboard/policy-detail/:uuid?',
  cancelCertificate: '/dashboard/policy-detail/:uuid?',
  /** The beneficiary (nominee), contact phone and address, each change confirmed by an e-mailed code. */
  changeDetails: '/dashboard/policy-detail/edit/:uuid?',
  profile: '/user/profile',
  referrals: '/user/profile',
  editProfile: '/user/edit-profile',
  claims: '/dashboard/claims/new',
  partnerPlans: '/dashboard/policies',
} as const;

export type DashboardFeature = keyof typeof dashboardFeatures;
