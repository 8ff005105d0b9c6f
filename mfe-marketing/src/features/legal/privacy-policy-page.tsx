import { useTranslation } from '@teduh/shared/i18n-react';
import { brand, currentLocale } from '@teduh/shared';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalDocument, useLegalSections } from './legal-document';

export const privacySectionIds = [
  'whoWeAre',
  'collect',
  'sources',
  'purposes',
  'obligatory',
  'disclosure',
  'transfer',
  'retention',
  'security',
  'cookies',
  'rights',
  'marketing',
  'changes',
  'contact',
] as const;

/** The full privacy notice under the Personal Data Protection Act 2010, in English and Malay. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('legalPages.privacy.title'));
  const sections = useLegalSections('legalPages.privacy.sections', privacySectionIds, {
    brand: brand.name,
    email: brand.supportEmail,
  });
  return (
    <LegalDocument
      eyebrow={t('legalPages.eyebrow')}
      title={t('legalPages.privacy.title')}
      lead={t('legalPages.privacy.lead', { brand: brand.name })}
      updated={t('legalPages.updated', { date: t('legalPages.privacy.updatedOn') })}
      sections={sections}
      linksTitle={t('legalPages.documents')}
      links={[
        { href: `/privacy-policy/privacy_policy_${currentLocale()}.pdf`, label: t('legalPages.privacy.pdf') },
      ]}
    />
  );
}
