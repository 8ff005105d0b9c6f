// Every article of the resource centre, across its categories (see ./categories).
import { claimsArticles } from './articles-claims';
import { familyPlanningArticles } from './articles-family-planning';
import { moneyArticles } from './articles-money';
import { takafulBasicsArticles1 } from './articles-takaful-basics-1';
import { takafulBasicsArticles2 } from './articles-takaful-basics-2';
import type { ArticleSeed } from './types';

export const articleSeeds: ArticleSeed[] = [
  ...takafulBasicsArticles1,
  ...takafulBasicsArticles2,
  ...familyPlanningArticles,
  ...claimsArticles,
  ...moneyArticles,
];
