// The needs test's recommendation rule (pure, no I/O), for Pusara Pro (term-life family takaful).
//
// need = income + debts + education + final expenses - existing cover (never below 0), where each part counts
// only when the member ticked it as a priority:
//   income         12 x the income band's representative monthly amount x years: 1 with no spouse or child,
//                  3 with a spouse only, with children until the youngest turns 21, between 3 and 10 years;
//   debts          the representative amounts of the home loan and other debts bands;
//   education      RM30,000 per child;
//   final expenses RM10,000 (funeral and the family's first costs).
// The sum covered is the need rounded UP to the plan's step (RM25,000), then clamped to the plan's range
// (RM50,000-RM500,000). Not eligible (age next birthday outside the entry ages 16-50, or not a Malaysian
// citizen): no sum and no price, the reasons say why and what else to do.
import type { StoredReason } from '../../db/schema-needs-test';
import type { PricingConstants } from '../products/pricing';

export const incomeBands = ['below_3000', '3000_4999', '5000_7999', '8000_14999', '15000_plus'] as const;
export const commitmentBands = ['below_1000', '1000_2999', '3000_5999', '6000_plus'] as const;
export const debtBands = ['none', 'below_50000', '50000_199999', '200000_499999', '500000_plus'] as const;
export const priorities = ['income', 'debts', 'education', 'final_expenses'] as const;
export const citizenships = ['malaysian', 'other'] as const;

export type IncomeBand = (typeof incomeBands)[number];
export type CommitmentBand = (typeof commitmentBands)[number];
export type DebtBand = (typeof debtBands)[number];
export type Priority = (typeof priorities)[number];

const RM = 100;

/** A conservative amount for each band, in sen: the middle of a closed band, the floor of an open one. */
export const incomeMonthlySen: Record<IncomeBand, number> = {
  below_3000: 2_500 * RM,
  '3000_4999': 4_000 * RM,
  '5000_7999': 6_500 * RM,
  '8000_14999': 11_500 * RM,
  '15000_plus': 15_000 * RM,
};
export const commitmentMonthlySen: Record<CommitmentBand, number> = {
  below_1000: 500 * RM,
  '1000_2999': 2_000 * RM,
  '3000_5999': 4_500 * RM,
  '6000_plus': 6_000 * RM,
};
export const debtSen: Record<DebtBand, number> = {
  none: 0,
  below_50000: 25_000 * RM,
  '50000_199999': 125_000 * RM,
  '200000_499999': 350_000 * RM,
  '500000_plus': 500_000 * RM,
};
export const EDUCATION_PER_CHILD_SEN = 30_000 * RM;
export const FINAL_EXPENSES_SEN = 10_000 * RM;
export const CHILD_SUPPORT_UNTIL_AGE = 21;
export const MIN_INCOME_YEARS_WITH_FAMILY = 3;
export const MAX_INCOME_YEARS = 10;
export const COMPASSIONATE_BENEFIT_PERCENT = 10;

export interface NeedsAnswers {
  ageNextBirthday: number;
  malaysian: boolean;
  hasSpouse: boolean;
  children: number;
  /** Required when children > 0. */
  youngestChildAge: number | null;
  incomeBand: IncomeBand;
  commitmentBand: CommitmentBand;
  existingCoverSen: number;
  homeLoan: DebtBand;
  otherDebts: DebtBand;
  priorities: readonly Priority[];
}

export interface Breakdown {
  income: number;
  debts: number;
  education: number;
  final_expenses: number;
  existing_cover: number;
  total: number;
}

export interface Recommendation {
  eligible: boolean;
  ineligible: ('age' | 'citizenship')[];
  ageNextBirthday: number;
  incomeYears: number;
  breakdown: Breakdown;
  needSen: number;
  sumCoveredSen: number | null;
  compassionateSen: number | null;
  /** Why; the monthly contribution reason is added once priced (see affordabilityReason). */
  reasons: StoredReason[];
}

/** Years of household income the family needs (see the header). */
export function incomeYears(answers: Pick<NeedsAnswers, 'hasSpouse' | 'children' | 'youngestChildAge'>) {
  if (answers.children > 0) {
    const untilAdult = CHILD_SUPPORT_UNTIL_AGE - (answers.youngestChildAge ?? 0);
    return Math.min(MAX_INCOME_YEARS, Math.max(MIN_INCOME_YEARS_WITH_FAMILY, untilAdult));
  }
  return answers.hasSpouse ? MIN_INCOME_YEARS_WITH_FAMILY : 1;
}

/** Rounds up to a whole step, then clamps to [min, max]. */
export function sumCoveredFor(needSen: number, constants: PricingConstants): number {
  const step = constants.sumCoveredStepSen;
  const rounded = Math.ceil(needSen / step) * step;
  return Math.min(constants.sumCoveredMaxSen, Math.max(constants.sumCoveredMinSen, rounded));
}

/** A money parameter of a reason; rendered by formatMoney when the message is translated. */
const money = (sen: number) => ({ amount: sen });

export function recommend(answers: NeedsAnswers, constants: PricingConstants): Recommendation {
  const wants = new Set(answers.priorities);
  const years = incomeYears(answers);
  const income = wants.has('income') ? incomeMonthlySen[answers.incomeBand] * 12 * years : 0;
  const debts = wants.has('debts') ? debtSen[answers.homeLoan] + debtSen[answers.otherDebts] : 0;
  const education = wants.has('education') ? EDUCATION_PER_CHILD_SEN * answers.children : 0;
  const finalExpenses = wants.has('final_expenses') ? FINAL_EXPENSES_SEN : 0;
  const gross = income + debts + education + finalExpenses;
  const needSen = Math.max(0, gross - answers.existingCoverSen);
  const breakdown: Breakdown = {
    income,
    debts,
    education,
    final_expenses: finalExpenses,
    existing_cover: Math.min(answers.existingCoverSen, gross),
    total: needSen,
  };

  const ineligible: Recommendation['ineligible'] = [];
  if (answers.ageNextBirthday < constants.entryAgeMin || answers.ageNextBirthday > constants.entryAgeMax) {
    ineligible.push('age');
  }
  if (!answers.malaysian) ineligible.push('citizenship');

  if (ineligible.length > 0) {
    const reasons: StoredReason[] = [];
    if (ineligible.includes('age')) {
      reasons.push({
        key: 'needsTest.ineligible.age',
        params: { age: answers.ageNextBirthday, from: constants.entryAgeMin, to: constants.entryAgeMax },
      });
    }
    if (ineligible.includes('citizenship')) reasons.push({ key: 'needsTest.ineligible.citizenship' });
    reasons.push({ key: 'needsTest.reason.needEstimate', params: money(needSen) });
    reasons.push({ key: 'needsTest.reason.partners' });
    reasons.push({ key: 'needsTest.reason.talkToUs' });
    return {
      eligible: false,
      ineligible,
      ageNextBirthday: answers.ageNextBirthday,
      incomeYears: years,
      breakdown,
      needSen,
      sumCoveredSen: null,
      compassionateSen: null,
      reasons: reasons.slice(0, 5),
    };
  }

  const sumCoveredSen = sumCoveredFor(needSen, constants);
  const compassionateSen = (sumCoveredSen * COMPASSIONATE_BENEFIT_PERCENT) / 100;

  // What the sum is made of, largest first (at most two), then how it meets the plan, then the extra benefit.
  const parts: { sen: number; reason: StoredReason }[] = [
    {
      sen: income,
      reason: {
        key: years === 1 ? 'needsTest.reason.incomeOneYear' : 'needsTest.reason.income',
        params: { years, ...money(income) },
      },
    },
    { sen: debts, reason: { key: 'needsTest.reason.debts', params: money(debts) } },
    {
      sen: education,
      reason: {
        key: answers.children === 1 ? 'needsTest.reason.educationOneChild' : 'needsTest.reason.education',
        params: { children: answers.children, ...money(education) },
      },
    },
    { sen: finalExpenses, reason: { key: 'needsTest.reason.finalExpenses', params: money(finalExpenses) } },
  ];
  const reasons = parts
    .filter((part) => part.sen > 0)
    .sort((a, b) => b.sen - a.sen)
    .slice(0, 2)
    .map((part) => part.reason);
  if (breakdown.existing_cover > 0) {
    reasons.push({ key: 'needsTest.reason.existingCover', params: money(breakdown.existing_cover) });
  }
  const fit = { need: needSen, sum: sumCoveredSen };
  const roundedSen = Math.ceil(needSen / constants.sumCoveredStepSen) * constants.sumCoveredStepSen;
  if (roundedSen < constants.sumCoveredMinSen) {
    reasons.push({ key: 'needsTest.reason.minimum', params: { ...fit, min: constants.sumCoveredMinSen } });
  } else if (roundedSen > constants.sumCoveredMaxSen) {
    reasons.push({ key: 'needsTest.reason.maximum', params: { ...fit, max: constants.sumCoveredMaxSen } });
  } else if (roundedSen !== needSen) {
    reasons.push({
      key: 'needsTest.reason.roundedUp',
      params: { ...fit, step: constants.sumCoveredStepSen },
    });
  } else {
    reasons.push({ key: 'needsTest.reason.exact', params: fit });
  }
  reasons.push({ key: 'needsTest.reason.compassionate', params: money(compassionateSen) });

  return {
    eligible: true,
    ineligible,
    ageNextBirthday: answers.ageNextBirthday,
    incomeYears: years,
    breakdown,
    needSen,
    sumCoveredSen,
    compassionateSen,
    reasons: reasons.slice(0, 4),
  };
}

/**
 * The last reason of an eligible result: the monthly contribution against what is left of the household income
 * after commitments (percent with one decimal, integer arithmetic).
 */
export function affordabilityReason(
  monthlySen: number,
  incomeBand: IncomeBand,
  commitmentBand: CommitmentBand,
): StoredReason {
  const leftSen = incomeMonthlySen[incomeBand] - commitmentMonthlySen[commitmentBand];
  if (leftSen <= 0) return { key: 'needsTest.reason.tightBudget', params: { monthly: monthlySen } };
  const tenths = Math.floor((monthlySen * 1000 + Math.floor(leftSen / 2)) / leftSen);
  const percent = `${Math.floor(tenths / 10)}.${tenths % 10}`;
  return { key: 'needsTest.reason.affordable', params: { monthly: monthlySen, percent } };
}
