// Where sponsored cover's pages are: the charity partner's (`mykasih`) or the other partners' (`partner`).
import type { PartnerJourney } from './api';

export const sponsoredSteps = ['beneficiary', 'terms', 'underwriting', 'applicant'] as const;
export type SponsoredStep = (typeof sponsoredSteps)[number];

export const eligibilityCriteriaPath = (partnerSlug: string) =>
  `/pusara-pro/mykasih/${encodeURIComponent(partnerSlug)}/eligibility-criteria`;
export const paymentSummaryPath = (journey: PartnerJourney, uuid: string) =>
  `/pusara-pro/${journey}/${uuid}/payment-summary`;
export const stepPath = (journey: PartnerJourney, uuid: string, step: SponsoredStep) =>
  `/pusara-pro/${journey}/${uuid}/${step}`;
export const reviewApplicationPath = (journey: PartnerJourney, uuid: string) =>
  `/pusara-pro/${journey}/${uuid}/review-application`;
