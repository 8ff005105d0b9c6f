import { useTranslation } from '@teduh/shared/i18n-react';
import { Button, Modal, type ModalProps } from '@teduh/shared';
import { ChangePasswordForm } from './components/change-password-form';

/** The `change-password` modal: the same form; success closes it. */
export function ChangePasswordModal({ onClose }: ModalProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal open onClose={onClose} title={t('changePassword.title')} maxWidth={480}>
      <ChangePasswordForm
        onDone={onClose}
        cancel={
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('changePassword.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
