import { brand } from '@teduh/shared';

/**
 * Company facts the footer prints. Registration numbers follow SSM's format: the 12-digit number, then the
 * old number in brackets.
 */
export const company = {
  operator: { name: `${brand.name} Takaful Berhad`, registrationNumber: '202301012345 (1501234-K)' },
  digital: { name: `${brand.name} Digital Sdn Bhd`, registrationNumber: '202201034567 (1479876-W)' },
  registeredAddress: [
    `Level 12, Menara ${brand.name}`,
    '8 Jalan Raja Chulan',
    '50200 Kuala Lumpur',
    'Wilayah Persekutuan Kuala Lumpur, Malaysia',
  ],
} as const;

export const appStores = {
  apple: `https://apps.apple.com/my/app/${brand.slug}/id6478123456`,
  google: `https://play.google.com/store/apps/details?id=my.${brand.slug}.app`,
} as const;

export type SocialNetwork = 'instagram' | 'tiktok' | 'facebook' | 'linkedin' | 'twitter';

export const socialLinks: Readonly<Record<SocialNetwork, string>> = {
  instagram: `https://www.instagram.com/${brand.slug}.my`,
  tiktok: `https://www.tiktok.com/@${brand.slug}.my`,
  facebook: `https://www.facebook.com/${brand.slug}.my`,
  linkedin: `https://www.linkedin.com/company/${brand.slug}-my`,
  twitter: `https://twitter.com/${brand.slug}_my`,
};

/** Legal documents served as static PDFs, one per language. */
export const legalDocuments = {
  privacyPolicy: (locale: string) => `/privacy-policy/privacy_policy_${locale}.pdf`,
  productDisclosure: (locale: string) => `/pds/${brand.flagshipSlug}-pds-${locale}.pdf`,
  productStatement: (locale: string) =>
    `/product-statement/${brand.flagshipSlug}-product-statement-${locale}.pdf`,
} as const;
