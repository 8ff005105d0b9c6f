import { Eligibility } from './components/eligibility';
import { EmployerCover } from './components/employer-cover';
import { HowToClaim } from './components/how-to-claim';
import { SponsoredBenefits } from './components/sponsored-benefits';
import { SponsoredHero } from './components/sponsored-hero';

/** The charity-fund partner's sponsored cover landing page, with the employer variant. */
export function MyKasihPage() {
  return (
    <>
      <SponsoredHero />
      <SponsoredBenefits />
      <Eligibility />
      <HowToClaim />
      <EmployerCover />
    </>
  );
}
