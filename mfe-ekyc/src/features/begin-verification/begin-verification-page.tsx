import { useTranslation } from 'react-i18next';
import { Button, useSessionStore } from '@teduh/shared';
import { InfoBlock } from '../../components/info-block';
import { WizardBox } from '../../components/wizard-box';
import { startedStatus, VerificationStatus } from './components/verification-status';

const needIds = ['mykadFront', 'mykadBack', 'selfie', 'device'] as const;
const tipIds = ['light', 'frame', 'face'] as const;

export function BeginVerificationPage() {
  const { t } = useTranslation('ekyc');
  const status = startedStatus(useSessionStore((state) => state.profile?.ekyc_status));

  return (
    <WizardBox title={t('beginVerification.title')} intro={t('beginVerification.intro')}>
      {status ? <VerificationStatus status={status} /> : null}
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
      {status ? null : (
        <Button to="/ekyc/photo-verification" localize fullWidth size="lg">
          {t('beginVerification.start')}
        </Button>
      )}
    </WizardBox>
  );
}
