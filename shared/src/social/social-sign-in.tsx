// Sign in with Google, Apple and Facebook: the three buttons (each provider's brand rules: its official
// wording, logo and colours; equal size, none more prominent than another) and the explanation of a failed
// attempt. A button is a top-level navigation to the API, which sends the browser on to the provider.
// Entry @teduh/shared/social-sign-in, bundled by the sign-in pages with its own strings (namespace
// `shared-social`), so other pages load neither; what it shares is imported by package name.
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { Alert, apiBaseUrl, fontWeights, radii, registerTranslations, space } from '@teduh/shared';
import en from './locales/en.json';
import ms from './locales/ms.json';

const socialNamespace = 'shared-social';
registerTranslations(socialNamespace, { en, ms });

export type SocialProviderName = 'google' | 'apple' | 'facebook';
export const socialProviderNames: readonly SocialProviderName[] = ['google', 'apple', 'facebook'];

/** The API address that starts a sign-in (intent login) or connects a provider to the profile (intent link). */
export function socialAuthorizeUrl(
  provider: SocialProviderName,
  intent: 'login' | 'link',
  locale: string,
  next?: string | null,
): string {
  const base = apiBaseUrl() || '/';
  const query = new URLSearchParams({ intent, locale: locale === 'ms' ? 'ms' : 'en' });
  if (next) query.set('next', next);
  return `${base}auth/api/v1/social/${provider}/authorize/?${query.toString()}`;
}

const brandStyles: Record<SocialProviderName, { background: string; color: string; border: string }> = {
  // https://developers.google.com/identity/branding-guidelines: white, #747775 outline, #1F1F1F text.
  google: { background: '#FFFFFF', color: '#1F1F1F', border: '#747775' },
  // https://developer.apple.com/design/human-interface-guidelines/sign-in-with-apple: black, white logo and text.
  apple: { background: '#000000', color: '#FFFFFF', border: '#000000' },
  // Meta's brand resources: Facebook blue #0866FF (white text on it meets WCAG AA), white "f" and text.
  facebook: { background: '#0866FF', color: '#FFFFFF', border: '#0866FF' },
};

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const ProviderLink = styled.a<{ $provider: SocialProviderName }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${({ $provider }) => brandStyles[$provider].border};
  border-radius: ${radii.md};
  background: ${({ $provider }) => brandStyles[$provider].background};
  color: ${({ $provider }) => brandStyles[$provider].color};
  font-weight: ${fontWeights.semibold};
  font-size: 1rem;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid #1a73e8;
    outline-offset: 2px;
  }

  svg {
    flex: none;
  }
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: ${space.md} 0;
  color: inherit;
  font-size: 0.875rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid #d0d5dd;
  }
`;

export function SocialLogo({ provider }: { provider: SocialProviderName }) {
  if (provider === 'google') {
    return (
      <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    );
  }
  if (provider === 'apple') {
    return (
      <svg width="17" height="20" viewBox="0 0 814 1000" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M788.1 340.9c-5.8 4.5-108.2 62.2-108.2 190.5 0 148.4 130.3 200.9 134.2 202.2-.6 3.2-20.7 71.9-68.7 141.9-42.8 61.6-87.5 123.1-155.5 123.1s-85.5-39.5-164-39.5c-76.5 0-103.7 40.8-165.9 40.8s-105.6-57-155.5-127C46.7 790.7 0 663 0 541.8c0-194.4 126.4-297.5 250.8-297.5 66.1 0 121.2 43.4 162.7 43.4 39.5 0 101.1-46 176.3-46 28.5 0 130.9 2.6 198.3 99.2zm-234-181.5c31.1-36.9 53.1-88.1 53.1-139.3 0-7.1-.6-14.3-1.9-20.1-50.6 1.9-110.8 33.7-147.1 75.8-28.5 32.4-55.1 83.6-55.1 135.5 0 7.8 1.3 15.6 1.9 18.1 3.2.6 8.4 1.3 13.6 1.3 45.4 0 102.5-30.4 135.5-71.3z"
        />
      </svg>
    );
  }
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 12.073C24 5.405 18.627 0 12 0S0 5.405 0 12.073C0 18.1 4.388 23.094 10.125 24v-8.437H7.078v-3.49h3.047V9.413c0-3.026 1.792-4.697 4.533-4.697 1.312 0 2.686.236 2.686.236v2.971H15.83c-1.491 0-1.956.93-1.956 1.886v2.264h3.328l-.532 3.49h-2.796V24C19.612 23.094 24 18.1 24 12.073z"
      />
    </svg>
  );
}

/** The three sign-in buttons, with an "or" line after them when they sit above a form. */
export function SocialSignInButtons({ next, divider = true }: { next?: string | null; divider?: boolean }) {
  const { t, i18n } = useTranslation(socialNamespace);
  return (
    <>
      <List role="group" aria-label={t('social.groupLabel')}>
        {socialProviderNames.map((provider) => (
          <ProviderLink
            key={provider}
            $provider={provider}
            href={socialAuthorizeUrl(provider, 'login', i18n.language, next)}
            data-provider={provider}
          >
            <SocialLogo provider={provider} />
            <span>{t(`social.button.${provider}`)}</span>
          </ProviderLink>
        ))}
      </List>
      {divider ? <Divider>{t('social.or')}</Divider> : null}
    </>
  );
}

/** The link to connect one provider to the signed-in member's profile, in the provider's own colours. */
export function SocialConnectLink({
  provider,
  children,
}: {
  provider: SocialProviderName;
  children: string;
}) {
  const { i18n } = useTranslation(socialNamespace);
  return (
    <ProviderLink
      $provider={provider}
      href={socialAuthorizeUrl(provider, 'link', i18n.language)}
      data-provider={provider}
    >
      <SocialLogo provider={provider} />
      <span>{children}</span>
    </ProviderLink>
  );
}

const explained = new Set([
  'social_cancelled',
  'social_state_mismatch',
  'social_code_invalid',
  'social_token_invalid',
  'social_provider_unavailable',
  'social_provider_off',
  'social_account_taken',
  'social_provider_linked',
  'email_taken',
]);

/** Why the last social sign-in failed (`?social_error=<code>&provider=`), in the member's language. */
export function SocialErrorAlert() {
  const { t } = useTranslation(socialNamespace);
  const [params] = useSearchParams();
  const code = params.get('social_error');
  if (!code) return null;
  const provider = params.get('provider');
  const name =
    provider && (socialProviderNames as readonly string[]).includes(provider)
      ? t(`social.provider.${provider}`)
      : t('social.provider.unknown');
  const key = explained.has(code) ? code : 'generic';
  return (
    <Alert variant="error" title={t('social.errorTitle', { provider: name })}>
      {t(`social.error.${key}`, { provider: name })}
    </Alert>
  );
}
