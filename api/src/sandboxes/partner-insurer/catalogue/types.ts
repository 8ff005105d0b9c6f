// What each product of the partner insurer sandbox provides: its plans and rates, its underwriting questions,
// its terms, and the checks of its application. A product is one file of this folder (medical.ts, life.ts,
// accident.ts) and one line in ./index.ts.

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
  /** Personal accident: the occupational class (1-4) the plan was priced for. */
  occupational_class?: number;
  /** Personal accident: the yearly premium, the service tax and the stamp duty that make yearly_price. */
  breakdown?: { premium: string; service_tax: string; stamp_duty: string };
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
  /** A product priced by the year (personal accident): the yearly premium in sen, taxes included. */
  yearlyPremiumSen?: number;
  /** Set when the partner does not cover the risk at all (a declined occupation): the application is refused. */
  declined?: { code: string; message: string };
}

/** Personal accident's price check: the occupational class of an occupation in a business, and the plans. */
export interface PriceCheck {
  accepted: boolean;
  occupational_class: number | null;
  /** What made the risk declined, when it is. */
  declined_by: 'occupation' | 'nature_of_business' | null;
  plans: QuotedPlan[];
}

export interface PartnerProduct {
  /** The path segment of the product: /v1/<slug>/... */
  slug: string;
  /** The prefix of its policy numbers. */
  policyPrefix: string;
  /** Age in whole years (last birthday) on `today`; null when the date is not a valid past date. */
  ageLimits: { minDays: number; maxYearsExclusive: number; minYears?: number };
  plans(input: { dob: string; gender: 'm' | 'f'; today: Date }): QuotedPlan[];
  addOns(): AddOn[];
  questions(input: { dob: string; today: Date }): UnderwritingQuestion[];
  /** The terms of a plan of this annual limit (or coverage amount), or null for an unknown one. */
  terms(limit: string): TermsItem[] | null;
  /**
   * Extra lists the product's application needs, by their path (the life plan's beneficiary `relationships`,
   * personal accident's `occupations`, `nature-of-business` and `state-codes`).
   */
  extraLists?: Record<string, readonly object[]>;
  /** Personal accident: prices by the occupational class of an occupation and a nature of business. */
  priceCheck?(input: { dob: string; occupation: unknown; business: unknown; today: Date }): PriceCheck | null;
  checkApplication(body: Record<string, unknown>, today: Date): ApplicationCheck;
}
