import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { Button, colors, lineHeights, space, useLocalizedPath, useSessionStore } from '@teduh/shared';
import { AuthCard } from '../../components/auth-card';

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

/**
 * `/dashboard/validate` (signed in or not), where the older product's validation links landed. Today the
 * only link Teduh mails with a token is the e-mail change, so a link with `?token=` goes on to
 * `/dashboard/email-verification` with it. Registration checks the address with a 6-digit PIN instead of
 * a link: without a token, the page explains that and offers to continue registering or to sign in.
 */
export function ValidatePage() {
  const { t } = useTranslation('dashboard');
  const [searchParams] = useSearchParams();
  const localized = useLocalizedPath();
  const status = useSessionStore((state) => state.status);
  const token = searchParams.get('token')?.trim();

  if (token) {
    return (
      <Navigate
        replace
        to={`${localized('/dashboard/email-verification')}?token=${encodeURIComponent(token)}`}
      />
    );
  }

  return (
    <AuthCard title={t('validate.heading')}>
      <Text>{t('validate.text')}</Text>
      <Actions>
        {status === 'authenticated' ? (
          <Button to="/user/profile" localize size="lg" fullWidth>
            {t('validate.toProfile')}
          </Button>
        ) : (
          <>
            <Button to="/user/register" localize size="lg" fullWidth>
              {t('validate.register')}
            </Button>
            <Button to="/user/sign-in" localize size="lg" fullWidth variant="secondary">
              {t('validate.signIn')}
            </Button>
          </>
        )}
      </Actions>
    </AuthCard>
  );
}
