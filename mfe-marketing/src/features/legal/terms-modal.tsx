import { useTranslation } from '@teduh/shared/i18n-react';
import { Button, currentLocale, Modal, type ModalProps } from '@teduh/shared';
import { LegalSummary } from './legal-summary';

const pointIds = ['eligibility', 'honesty', 'fees', 'noCashValue', 'cancel', 'sumCovered'] as const;

export function TermsModal({ onClose }: ModalProps) {
  const { t } = useTranslation('marketing');
  const locale = currentLocale();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('legal.terms.title')}
      footer={<Button onClick={onClose}>{t('legal.close')}</Button>}
    >
      <LegalSummary
        intro={t('legal.terms.intro')}
        points={pointIds.map((id) => ({ id, text: t(`legal.terms.points.${id}`) }))}
        linksTitle={t('legal.terms.documents')}
        links={[
          { href: `/pds/pusara-pro-pds-${locale}.pdf`, label: t('legal.terms.pds') },
          {
            href: `/product-statement/pusara-pro-product-statement-${locale}.pdf`,
            label: t('legal.terms.productStatement'),
          },
        ]}
      />
    </Modal>
  );
}
