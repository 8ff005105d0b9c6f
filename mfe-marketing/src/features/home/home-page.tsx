import { Benefits } from './components/benefits';
import { FaqTeaser } from './components/faq-teaser';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { SalesClosedNotice } from './components/sales-closed-notice';
import { TrustPoints } from './components/trust-points';

export function HomePage() {
  return (
    <>
      <SalesClosedNotice />
      <Hero />
      <Benefits />
      <HowItWorks />
      <TrustPoints />
      <FaqTeaser />
    </>
  );
}
