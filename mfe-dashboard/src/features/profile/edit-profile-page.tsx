import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import { Button, Loader, space, useLocalizedPath } from '@teduh/shared';
import { AuthCard } from '../../components/auth-card';
import { EditProfileForm } from './components/edit-profile-form';
import { ProfileLoadFailed } from './components/profile-load-failed';
import { useMemberProfile } from './use-member-profile';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space.xl} 0;
`;

/** Update Profile as a screen (`/user/edit-profile`); Update and Cancel both go back to the profile. */
export function EditProfilePage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { load, retry } = useMemberProfile();

  return (
    <AuthCard title={t('editProfile.title')} intro={t('editProfile.intro')}>
      {load.state === 'loading' ? (
        <Loading>
          <Loader label={t('profile.loading')} showLabel />
        </Loading>
      ) : null}
      {load.state === 'failed' ? <ProfileLoadFailed network={load.network} onRetry={retry} /> : null}
      {load.state === 'ready' ? (
        <EditProfileForm
          profile={load.profile}
          onDone={() => navigate(localized('/user/profile'))}
          cancel={
            <Button variant="secondary" size="lg" to="/user/profile" localize>
              {t('editProfile.cancel')}
            </Button>
          }
        />
      ) : null}
    </AuthCard>
  );
}
