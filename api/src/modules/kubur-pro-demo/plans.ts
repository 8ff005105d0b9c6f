// The funeral-cover demo's benefits. ILLUSTRATIVE: a flat monthly contribution of 0.1% of the funeral benefit,
// whatever the age; a demo certificate runs 12 months and is never charged.
export interface FuneralPlan {
  id: string;
  benefitSen: number;
  monthlyContributionSen: number;
}

export const funeralPlans: readonly FuneralPlan[] = [
  { id: 'benefit-5000', benefitSen: 500_000, monthlyContributionSen: 500 },
  { id: 'benefit-10000', benefitSen: 1_000_000, monthlyContributionSen: 1_000 },
  { id: 'benefit-15000', benefitSen: 1_500_000, monthlyContributionSen: 1_500 },
  { id: 'benefit-20000', benefitSen: 2_000_000, monthlyContributionSen: 2_000 },
];

export const funeralPlanIds = funeralPlans.map((plan) => plan.id);

export const relationships = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;

export const COVER_MONTHS = 12;

export function funeralPlanById(id: string): FuneralPlan | undefined {
  return funeralPlans.find((plan) => plan.id === id);
}
