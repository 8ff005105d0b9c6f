import type { ArticleSummary } from '../features/resources/api/get-articles';

/** An article as the list call answers, in English unless `lang` is 'ms'. */
export function articleSummary(
  n: number,
  overrides: Partial<ArticleSummary> = {},
  lang: 'en' | 'ms' = 'en',
): ArticleSummary {
  const slugEn = `article-${n}`;
  const slugMs = `artikel-${n}`;
  return {
    id: n,
    slug: lang === 'en' ? slugEn : slugMs,
    slug_en: slugEn,
    slug_ms: slugMs,
    title: lang === 'en' ? `Article ${n}` : `Artikel ${n}`,
    summary: lang === 'en' ? `Summary of article ${n}.` : `Ringkasan artikel ${n}.`,
    category:
      lang === 'en'
        ? { slug: 'takaful-basics', name: 'Takaful basics' }
        : { slug: 'takaful-basics', name: 'Asas takaful' },
    read_time_minutes: 4,
    featured: false,
    published_at: '2025-03-12T02:00:00.000Z',
    hero_alt: '',
    ...overrides,
  };
}
