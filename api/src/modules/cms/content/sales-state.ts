// Which seeded content the sales switch hides: what is written for the other state (`whileSales`), so the FAQ,
// the articles and the milestones describe a shop that sells while it sells, and the end of sales once it ended.
import { articleSeeds } from './articles';
import { faqSeeds } from './faq';
import { milestoneSeeds } from './milestones';
import type { SalesState } from './types';

export interface HiddenContent {
  articleSlugs: readonly string[];
  faqKeys: readonly string[];
  milestoneSlugs: readonly string[];
}

function hiddenIn(state: SalesState): HiddenContent {
  const other = (item: { whileSales?: SalesState }) =>
    item.whileSales !== undefined && item.whileSales !== state;
  return {
    articleSlugs: articleSeeds.filter(other).map((article) => article.slug.en),
    faqKeys: faqSeeds.filter(other).map((entry) => entry.key),
    milestoneSlugs: milestoneSeeds.filter(other).map((milestone) => milestone.slug),
  };
}

const hidden: Record<SalesState, HiddenContent> = { open: hiddenIn('open'), closed: hiddenIn('closed') };

/** The content not shown in this state of the sales switch. */
export function hiddenWhileSales(state: SalesState): HiddenContent {
  return hidden[state];
}
