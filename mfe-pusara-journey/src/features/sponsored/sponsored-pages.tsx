// Sponsored cover's pages, one chunk: the charity partner's (mykasih) and the other partners' (partner).
import { ReviewApplicationPage } from './review-application-page';
import { SponsoredJourneyPage } from './sponsored-journey-page';

export { EligibilityCriteriaPage } from './eligibility-criteria-page';

export const CharityJourneyPage = () => <SponsoredJourneyPage journey="mykasih" />;
export const PartnerJourneyPage = () => <SponsoredJourneyPage journey="partner" />;
export const CharityReviewApplicationPage = () => <ReviewApplicationPage journey="mykasih" />;
export const PartnerReviewApplicationPage = () => <ReviewApplicationPage journey="partner" />;
