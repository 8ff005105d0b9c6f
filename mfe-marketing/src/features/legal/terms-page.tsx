import { useTranslation } from '@teduh/shared/i18n-react';
import { brand, currentLocale, useAppStore } from '@teduh/shared';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalDocument, useLegalSections } from './legal-document';

export const termsSectionIds = [
  'about',
  'eligibility',
  'account',
  'quotes',
  'contributions',
  'coolingOff',
  'claims',
  'salesNotice',
  'rewards',
  'use',
  'content',
  'liability',
  'complaints',
  'law',
  'changes',
] as const;

/** The sections shown: the end-of-sales notice only while sales are closed (the deployment's one switch). */
export function shownTermsSections(salesClosed: boolean) {
  return termsSectionIds.filter((id) => salesClosed || id !== 'salesNotice');
}

/** The website terms and conditions, in English and Malay. */
export function TermsPage() {
  const { t } = useTranslation('marketing');
  const locale = currentLocale();
  const salesClosed = useAppStore((state) => state.flags.salesClosed);
  useDocumentTitle(t('legalPages.terms.title'));
  const sections = useLegalSections('legalPages.terms.sections', shownTermsSections(salesClosed), {
    brand: brand.name,
    email: brand.supportEmail,
    plan: brand.flagshipProductName,
  });
  return (
    <LegalDocument
      eyebrow={t('legalPages.eyebrow')}
      title={t('legalPages.terms.title')}
      lead={t('legalPages.terms.lead', { brand: brand.name })}
      updated={t('legalPages.updated', { date: t('legalPages.terms.updatedOn') })}
      sections={sections}
      linksTitle={t('legalPages.documents')}
      links={[
        { href: `/pds/${brand.flagshipSlug}-pds-${locale}.pdf`, label: t('legal.terms.pds') },
        {
          href: `/product-statement/${brand.flagshipSlug}-product-statement-${locale}.pdf`,
          label: t('legal.terms.productStatement'),
        },
      ]}
    />
  );
}
