import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, Loader, Modal, space, type ModalProps } from '@teduh/shared';
import { EditProfileForm } from './components/edit-profile-form';
import { ProfileLoadFailed } from './components/profile-load-failed';
import { useMemberProfile } from './use-member-profile';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space.xl} 0;
`;

/** The `edit-profile` modal: the same form; Update (on success) and Cancel close it. */
export function EditProfileModal({ onClose }: ModalProps) {
  const { t } = useTranslation('dashboard');
  const { load, retry } = useMemberProfile();
  return (
    <Modal open onClose={onClose} title={t('editProfile.title')} maxWidth={560}>
      {load.state === 'loading' ? (
        <Loading>
          <Loader label={t('profile.loading')} showLabel />
        </Loading>
      ) : null}
      {load.state === 'failed' ? <ProfileLoadFailed network={load.network} onRetry={retry} /> : null}
      {load.state === 'ready' ? (
        <EditProfileForm
          profile={load.profile}
          onDone={onClose}
          cancel={
            <Button variant="secondary" size="lg" onClick={onClose}>
              {t('editProfile.cancel')}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
