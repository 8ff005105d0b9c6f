import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import {
  AppLink,
  analytics,
  safeNextPath,
  useLocalizedPath,
  useSessionStore,
  type Profile,
} from '@teduh/shared';
import { SocialErrorAlert, SocialSignInButtons } from '@teduh/shared/social-sign-in';
import { AuthCard, AuthFootnote } from '../../components/auth-card';
import { LinkExistingPanel } from '../social/link-existing-panel';
import { SignInForm } from './components/sign-in-form';

export function SignInPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const localized = useLocalizedPath();
  const setAuthenticated = useSessionStore((state) => state.setAuthenticated);

  const handleSignedIn = (profile: Profile) => {
    setAuthenticated(profile);
    analytics.identify(profile.uuid);
    // `next` already carries the locale prefix of the page that sent the visitor here.
    navigate(safeNextPath(searchParams.get('next')) ?? localized('/user/profile'), { replace: true });
  };

  return (
    <AuthCard title={t('signIn.heading')} intro={t('signIn.intro')}>
      <SocialErrorAlert />
      {searchParams.get('social') === 'link' ? <LinkExistingPanel onSignedIn={handleSignedIn} /> : null}
      <SocialSignInButtons next={safeNextPath(searchParams.get('next'))} />
      <SignInForm onSignedIn={handleSignedIn} />
      <AuthFootnote>
        {t('signIn.noAccount')}{' '}
        <AppLink to="/user/register" localize>
          {t('signIn.register')}
        </AppLink>
      </AuthFootnote>
    </AuthCard>
  );
}
