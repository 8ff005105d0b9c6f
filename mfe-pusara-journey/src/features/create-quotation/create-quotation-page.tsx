import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate } from '@teduh/shared/router';
import { Alert, Button, PageLoader, useLocalizedPath, useSessionStore, type Profile } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { CreateQuotationForm } from './components/create-quotation-form';
import { DraftQuotationOffer } from './components/draft-quotation-offer';
import { HeldCertificateNotice, useHeldCertificate } from './components/held-certificate';
import { UnpaidApplicationOffer } from './components/unpaid-application-offer';

/**
 * /pusara-pro/create-quotation: an anonymous visitor goes to the quick quote; a member whose identity is
 * verified (eKYC `accepted`) prices the plan from their NRIC and creates the quotation; anyone else is asked
 * to verify first (spec sections 2 and 4).
 */
export function CreateQuotationPage() {
  const { t } = useTranslation('pusara');
  const localized = useLocalizedPath();
  const status = useSessionStore((state) => state.status);
  const profile = useSessionStore((state) => state.profile);

  if (status === 'unknown') return <PageLoader />;
  if (status !== 'authenticated' || !profile) {
    return <Navigate replace to={localized('/pusara-pro/quick-quote')} />;
  }

  if (profile.ekyc_status !== 'accepted') {
    return (
      <WizardBox title={t('createQuotation.title')}>
        <Alert variant="warning" title={t('createQuotation.verify.title')}>
          {t('createQuotation.verify.text')}
        </Alert>
        <p />
        <Button to="/ekyc/begin-verification" localize size="lg" fullWidth>
          {t('createQuotation.verify.button')}
        </Button>
      </WizardBox>
    );
  }

  return <VerifiedMemberQuotation profile={profile} />;
}

/**
 * One certificate per person: a member who already holds one is told so, with a link to it, before any price
 * or draft is offered. If the list cannot be read, the form shows (the API still refuses a second one).
 */
function VerifiedMemberQuotation({ profile }: { profile: Profile }) {
  const { t } = useTranslation('pusara');
  const held = useHeldCertificate();

  if (held === undefined) return <PageLoader />;
  if (held) {
    return (
      <WizardBox title={t('createQuotation.title')}>
        <HeldCertificateNotice held={held} />
      </WizardBox>
    );
  }

  return (
    <WizardBox title={t('createQuotation.title')} intro={t('createQuotation.intro')} wide>
      <UnpaidApplicationOffer />
      <DraftQuotationOffer />
      <CreateQuotationForm profile={profile} />
    </WizardBox>
  );
}
