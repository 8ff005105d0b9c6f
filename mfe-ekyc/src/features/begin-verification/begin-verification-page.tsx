import { useEffect } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate } from '@teduh/shared/router';
import { Button, useLocalizedPath, useSessionStore } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { InfoBlock } from '../../components/info-block';
import { useVerificationQuery } from '../../lib/get-verification';
import { syncProfileStatus } from '../../lib/sync-profile-status';
import { redirectsToStatusPage, type VerificationStatus } from '../../lib/verification';
import { isUnderVerification, UnderVerification } from './components/verification-status';

const needIds = ['mykadFront', 'mykadBack', 'selfie', 'device'] as const;
const tipIds = ['light', 'frame', 'face'] as const;

/**
 * /ekyc/begin-verification: what verification is and what it needs. A member whose verification was
 * submitted, rejected, accepted or is under staff review goes to the status page instead (spec section 2).
 * The profile's status decides at once; the eKYC service's own answer follows and may still redirect.
 */
export function BeginVerificationPage() {
  const { t } = useTranslation('ekyc');
  const localized = useLocalizedPath();
  const profileStatus = useSessionStore((state) => state.profile?.ekyc_status);
  // Until the service answers (or if it fails), the profile's status stands in.
  const verification = useVerificationQuery();
  const serviceStatus = verification.status === 'success' ? verification.data.status : null;
  const status: VerificationStatus | undefined = serviceStatus ?? profileStatus;

  // The service's answer keeps the signed-in profile in step.
  useEffect(() => {
    if (serviceStatus) syncProfileStatus(serviceStatus);
  }, [serviceStatus]);

  if (redirectsToStatusPage(status)) return <Navigate replace to={localized('/ekyc/v2')} />;
  const underVerification = isUnderVerification(status);

  return (
    <WizardBox title={t('beginVerification.title')} intro={t('beginVerification.intro')}>
      {underVerification ? <UnderVerification /> : null}
      <InfoBlock id="ekyc-why" title={t('beginVerification.why.title')}>
        <p>{t('beginVerification.why.text')}</p>
      </InfoBlock>
      <InfoBlock id="ekyc-needs" title={t('beginVerification.needs.title')}>
        <ul>
          {needIds.map((id) => (
            <li key={id}>{t(`beginVerification.needs.${id}`)}</li>
          ))}
        </ul>
      </InfoBlock>
      <InfoBlock id="ekyc-duration" title={t('beginVerification.duration.title')}>
        <p>{t('beginVerification.duration.text')}</p>
      </InfoBlock>
      <InfoBlock id="ekyc-tips" title={t('beginVerification.tips.title')}>
        <ul>
          {tipIds.map((id) => (
            <li key={id}>{t(`beginVerification.tips.${id}`)}</li>
          ))}
        </ul>
      </InfoBlock>
      <InfoBlock id="ekyc-privacy" title={t('beginVerification.privacy.title')} highlight>
        <p>{t('beginVerification.privacy.text')}</p>
      </InfoBlock>
      {underVerification ? null : (
        <Button to="/ekyc/photo-verification" localize fullWidth size="lg">
          {t('beginVerification.start')}
        </Button>
      )}
    </WizardBox>
  );
}
