import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { Button, useLocalizedPath } from '@teduh/shared';
import { AuthCard } from '../../components/auth-card';
import { ChangePasswordForm } from './components/change-password-form';

/** Change Password as a screen; success goes back to the profile. */
export function ChangePasswordPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <AuthCard title={t('changePassword.title')} intro={t('changePassword.intro')}>
      <ChangePasswordForm
        onDone={() => navigate(localized('/user/profile'))}
        cancel={
          <Button variant="secondary" size="lg" to="/user/profile" localize>
            {t('changePassword.cancel')}
          </Button>
        }
      />
    </AuthCard>
  );
}
