import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { Alert, Button, colors, readApiErrorParts, space, toast, type Profile } from '@teduh/shared';
import {
  SocialConnectLink,
  SocialErrorAlert,
  SocialLogo,
  socialProviderNames,
} from '@teduh/shared/social-sign-in';
import { unlinkProvider } from './social-api';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  font-weight: 600;
  color: ${colors.text};

  svg {
    flex: none;
  }
`;

const Detail = styled.span`
  display: block;
  font-weight: 400;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * The profile's connected accounts (the profile's `social_media`): connect Google, Apple or Facebook (through
 * the provider), or disconnect one. The API refuses to remove the last way to sign in; each change is e-mailed.
 */
export function ConnectedAccounts({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: (profile: Profile) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const linked = params.get('social_linked');

  const disconnect = async (provider: (typeof socialProviderNames)[number]) => {
    setFailure(null);
    setBusy(provider);
    try {
      const next = await unlinkProvider(provider);
      onChanged(next);
      toast.success(t('social.accounts.disconnected', { provider: t(`social.providers.${provider}`) }));
    } catch (error) {
      const parts = readApiErrorParts(error);
      setFailure(
        parts.network ? t('common.networkError.text') : (parts.detail ?? t('social.accounts.failed')),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <SocialErrorAlert />
      {linked && (socialProviderNames as readonly string[]).includes(linked) ? (
        <Alert variant="success" title={t('social.accounts.connectedTitle')}>
          {t('social.accounts.connectedText', { provider: t(`social.providers.${linked}`) })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="error" title={t('social.accounts.failedTitle')}>
          {failure}
        </Alert>
      ) : null}
      <List>
        {socialProviderNames.map((provider) => {
          const account = profile.social_media.find((entry) => entry.provider === provider);
          const name = t(`social.providers.${provider}`);
          return (
            <Row key={provider} data-provider={provider}>
              <Name>
                <SocialLogo provider={provider} />
                <span>
                  {name}
                  <Detail>
                    {account
                      ? t('social.accounts.connectedAs', {
                          email: account.email ?? t('social.accounts.noEmail'),
                        })
                      : t('social.accounts.notConnected')}
                  </Detail>
                </span>
              </Name>
              {account ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === provider}
                  onClick={() => void disconnect(provider)}
                  aria-label={t('social.accounts.disconnectLabel', { provider: name })}
                >
                  {t('social.accounts.disconnect')}
                </Button>
              ) : (
                <SocialConnectLink provider={provider}>
                  {t(`social.accounts.connect.${provider}`)}
                </SocialConnectLink>
              )}
            </Row>
          );
        })}
      </List>
    </>
  );
}
