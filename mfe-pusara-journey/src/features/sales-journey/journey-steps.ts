import type { Quotation } from '../../api/types';

/** The sales journey in the spec's order (section 2); payment and the result follow on their own pages. */
export const journeySteps = [
  'quote',
  'beneficiary',
  'terms',
  'frequency',
  'underwriting',
  'applicant',
] as const;

export type JourneyStep = (typeof journeySteps)[number];

export function isJourneyStep(value: string | null): value is JourneyStep {
  return value !== null && (journeySteps as readonly string[]).includes(value);
}

/**
 * The furthest step a saved quotation may open at: terms must be accepted before the frequency, a frequency
 * chosen before the questions, and answers given before the applicant's confirmation.
 */
export function furthestStep(quotation: Quotation): JourneyStep {
  // The beneficiary is optional, so the terms may be the next step whatever it holds.
  if (!quotation.terms_accepted) return 'terms';
  if (!quotation.contribution_term) return 'frequency';
  if (!quotation.underwriting_submission) return 'underwriting';
  return 'applicant';
}

/** The step to show: the one in the URL, unless it is past what the quotation has saved. */
export function stepToShow(requested: string | null, quotation: Quotation): JourneyStep {
  const furthest = furthestStep(quotation);
  if (!isJourneyStep(requested)) return furthest === 'terms' ? 'quote' : furthest;
  return journeySteps.indexOf(requested) <= journeySteps.indexOf(furthest) ? requested : furthest;
}
