import { lazy } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import type { RemoteContribution } from '@teduh/shared';

/** A lazy page that shows its heading from the remote's namespace, like a real remote's page. */
function page(namespace: string, key: string) {
  function Page() {
    const { t } = useTranslation(namespace);
    return <h1>{t(key)}</h1>;
  }
  return lazy(() => Promise.resolve({ default: Page }));
}

/** Small stand-ins for the remotes' contributions, with real route specs of the spec's shape. */
export const marketingContribution: RemoteContribution = {
  remote: 'marketing',
  namespace: 'marketing',
  translations: {
    en: {
      home: 'Family takaful made simple',
      faq: 'Frequently asked questions',
      glossary: 'Takaful glossary',
    },
    ms: { home: 'Takaful keluarga yang mudah', faq: 'Soalan lazim', glossary: 'Glosari takaful' },
  },
  routes: [
    { path: '/', Page: page('marketing', 'home') },
    { path: '/faq', Page: page('marketing', 'faq') },
    { path: '/referral-registration', access: 'logged-out-only', Page: page('marketing', 'home') },
  ],
  navItems: [{ id: 'glossary', labelKey: 'glossary', to: '/glossary', placement: 'sidebar', order: 45 }],
};

export const dashboardContribution: RemoteContribution = {
  remote: 'dashboard',
  namespace: 'dashboard',
  translations: {
    en: { signIn: 'Sign in to your account', profile: 'Your profile' },
    ms: { signIn: 'Log masuk ke akaun anda', profile: 'Profil anda' },
  },
  routes: [
    { path: '/user/sign-in', access: 'logged-out-only', Page: page('dashboard', 'signIn') },
    {
      path: '/user/profile',
      access: 'login-required',
      requiresSessionCookie: true,
      Page: page('dashboard', 'profile'),
    },
  ],
};

export const pusaraContribution: RemoteContribution = {
  remote: 'pusara_journey',
  namespace: 'pusara',
  translations: {
    en: { journey: { title: 'Apply for Pusara Pro', step: 'Your details' } },
    ms: { journey: { title: 'Mohon Pusara Pro', step: 'Butiran anda' } },
  },
  routes: [
    {
      path: '/pusara-pro/sales-journey/:uuid',
      layout: 'wizard',
      titleKey: 'journey.title',
      closeTo: '/pusara-pro',
      Page: page('pusara', 'journey.step'),
    },
  ],
};
