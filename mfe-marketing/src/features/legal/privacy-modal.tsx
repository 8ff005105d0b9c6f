import { useTranslation } from '@teduh/shared/i18n-react';
import { brand, Button, currentLocale, Modal, type ModalProps } from '@teduh/shared';
import { LegalSummary } from './legal-summary';

const pointIds = ['collect', 'ekyc', 'session', 'cookies', 'rights'] as const;

export function PrivacyModal({ onClose }: ModalProps) {
  const { t } = useTranslation('marketing');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('legal.privacy.title')}
      footer={<Button onClick={onClose}>{t('legal.close')}</Button>}
    >
      <LegalSummary
        intro={t('legal.privacy.intro')}
        points={pointIds.map((id) => ({
          id,
          text: t(`legal.privacy.points.${id}`, { email: brand.supportEmail }),
        }))}
        links={[
          {
            href: `/privacy-policy/privacy_policy_${currentLocale()}.pdf`,
            label: t('legal.privacy.document'),
          },
        ]}
      />
    </Modal>
  );
}
