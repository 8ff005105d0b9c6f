import { useBandPrices } from './api/get-band-prices';
import { EmbeddedQuotation } from './components/embedded-quotation';
import { EligibilityAndFlexibility } from './components/eligibility-and-flexibility';
import { PlanDocuments } from './components/plan-documents';
import { PriceTable } from './components/price-table';
import { ProductHero } from './components/product-hero';
import { SalesClosedNotice } from './components/sales-closed-notice';
import { FairAndTransparent, SimpleToBuy } from './components/simple-and-fair';
import { WhatItPays } from './components/what-it-pays';

export function ProductPage() {
  const prices = useBandPrices();
  // The advertised "from" price is the cheapest entry-age price the API returned.
  const entryPrices = prices.status === 'ready' ? prices.rows.filter((row) => !row.renewalOnly) : [];
  const fromSen =
    entryPrices.length > 0 ? Math.min(...entryPrices.flatMap((row) => [row.femaleSen, row.maleSen])) : null;

  return (
    <>
      <SalesClosedNotice />
      <ProductHero fromSen={fromSen} />
      <EmbeddedQuotation />
      <WhatItPays />
      <EligibilityAndFlexibility />
      <SimpleToBuy />
      <FairAndTransparent />
      <PriceTable state={prices} />
      <PlanDocuments />
    </>
  );
}
