// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'cms.articleNotFound': 'This article was not found.',
  'cms.articleCategoryNotFound': 'This article category was not found.',
  'cms.faqCategoryNotFound': 'This FAQ category was not found.',
  'cms.limitRange': 'The limit must be a whole number from 1 to 50.',
  'cms.offsetRange': 'The offset must be a whole number of 0 or more.',
  'cms.langInvalid': 'The language must be en or ms.',
  'cms.groupInvalid': 'The group must be faq or help-center.',
  'cms.featuredInvalid': 'Featured must be true or false.',
  'cms.recordNotFound': 'This record was not found.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'cms.articleNotFound': 'Artikel ini tidak dijumpai.',
  'cms.articleCategoryNotFound': 'Kategori artikel ini tidak dijumpai.',
  'cms.faqCategoryNotFound': 'Kategori soalan lazim ini tidak dijumpai.',
  'cms.limitRange': 'Had mestilah nombor bulat antara 1 hingga 50.',
  'cms.offsetRange': 'Ofset mestilah nombor bulat 0 atau lebih.',
  'cms.langInvalid': 'Bahasa mestilah en atau ms.',
  'cms.groupInvalid': 'Kumpulan mestilah faq atau help-center.',
  'cms.featuredInvalid': 'Nilai featured mestilah true atau false.',
  'cms.recordNotFound': 'Rekod ini tidak dijumpai.',
};

export const cmsMessages = { en, ms };
