import { useTranslation } from '@teduh/shared/i18n-react';
import { brand, currentLocale } from '@teduh/shared';
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

/** The website terms and conditions, in English and Malay. */
export function TermsPage() {
  const { t } = useTranslation('marketing');
  const locale = currentLocale();
  useDocumentTitle(t('legalPages.terms.title'));
  const sections = useLegalSections('legalPages.terms.sections', termsSectionIds, {
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
