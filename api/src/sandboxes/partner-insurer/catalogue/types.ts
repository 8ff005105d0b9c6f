// What each product of the partner insurer sandbox provides: its plans and rates, its underwriting questions,
// its terms, and the checks of its application. A product is one file of this folder (medical.ts, life.ts), so
// another product (say, personal accident) is one more file and one line in ./index.ts.

export interface Bilingual {
  en: string;
  ms: string;
}

/** A plan as the partner quotes it: prices in ringgit strings ("45.00"), the way the partner writes money. */
export interface QuotedPlan {
  plan_detail_id: number;
  plan_name: string;
  annual_limit: string;
  coverage_amount?: string;
  coverage_term: number;
  has_deductible: boolean;
  deductible_amount: string | null;
  recommended: boolean;
  base_price: string;
  cashless_price: string | null;
  monthly_price: string;
  yearly_price: string;
}

export interface AddOn {
  add_on_id: number;
  name: Bilingual;
  monthly_price: string;
}

export interface UnderwritingQuestion {
  uuid: string;
  text: Bilingual;
}

export interface TermsItem {
  id: string;
  title: Bilingual;
  text: Bilingual;
}

/** Field errors in the partner's own words (English), keyed by the application's field path. */
export type FieldErrors = Record<string, string[]>;

export interface ApplicationCheck {
  /** The plan the application names, when it names a known one. */
  plan: QuotedPlan | null;
  errors: FieldErrors;
  /** The monthly premium of the plan and the chosen add-ons, in sen. */
  monthlyPremiumSen: number;
  /** Facts the partner refers to manual underwriting (say, heavy machinery). */
  referralReasons: string[];
}

export interface PartnerProduct {
  /** The path segment of the product: /v1/<slug>/... */
  slug: string;
  /** The prefix of its policy numbers. */
  policyPrefix: string;
  /** Age in whole years (last birthday) on `today`; null when the date is not a valid past date. */
  ageLimits: { minDays: number; maxYearsExclusive: number };
  plans(input: { dob: string; gender: 'm' | 'f'; today: Date }): QuotedPlan[];
  addOns(): AddOn[];
  questions(input: { dob: string; today: Date }): UnderwritingQuestion[];
  /** The terms of a plan of this annual limit (or coverage amount), or null for an unknown one. */
  terms(limit: string): TermsItem[] | null;
  /** Extra lists the product's application needs (the life plan's beneficiary relationships). */
  extraLists?: Record<string, { id: number; name: Bilingual }[]>;
  checkApplication(body: Record<string, unknown>, today: Date): ApplicationCheck;
}
