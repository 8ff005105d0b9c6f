// Article categories of the resource centre, FAQ filters and help-centre sections, in display order.
import type { ArticleCategorySeed, FaqCategorySeed } from './types';

export const articleCategorySeeds: ArticleCategorySeed[] = [
  { slug: 'takaful-basics', name: { en: 'Takaful basics', ms: 'Asas takaful' } },
  { slug: 'family-planning', name: { en: 'Family planning', ms: 'Perancangan keluarga' } },
  { slug: 'claims', name: { en: 'Claims and your certificate', ms: 'Tuntutan dan sijil anda' } },
  { slug: 'money-and-savings', name: { en: 'Money and savings', ms: 'Wang dan simpanan' } },
];

export const faqCategorySeeds: FaqCategorySeed[] = [
  // The FAQ page's filters.
  { group: 'faq', slug: 'general', name: { en: 'General', ms: 'Umum' } },
  { group: 'faq', slug: 'pusara', name: { en: '{plan}', ms: '{plan}' } },
  { group: 'faq', slug: 'claims', name: { en: 'Claims', ms: 'Tuntutan' } },
  { group: 'faq', slug: 'takaful-glossary', name: { en: 'Takaful glossary', ms: 'Glosari takaful' } },
  // The help centre's sections.
  { group: 'help-center', slug: 'basic', name: { en: 'The basics', ms: 'Perkara asas' } },
  { group: 'help-center', slug: 'takaful', name: { en: 'About takaful', ms: 'Mengenai takaful' } },
  { group: 'help-center', slug: 'pusara', name: { en: '{plan}', ms: '{plan}' } },
  { group: 'help-center', slug: 'claims', name: { en: 'Claims', ms: 'Tuntutan' } },
  {
    group: 'help-center',
    slug: 'rewards',
    name: { en: 'Rewards and referrals', ms: 'Ganjaran dan rujukan' },
  },
];
