import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import styled from 'styled-components';
import { Alert, Button, Loader, colors, space, useSessionStore, readApiErrorParts } from '@teduh/shared';
import { AuthCard } from '../../components/auth-card';
import { confirmEmailChange, useEmailChangeCheck } from './api/change-email';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space.lg} 0;
`;

const NewEmail = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: ${space.md} 0 ${space.md};
  color: ${colors.textMuted};
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

type View =
  | { state: 'missing' }
  | { state: 'checking' }
  | { state: 'invalid'; text: string | null }
  | { state: 'failed'; network: boolean; text: string | null }
  | { state: 'ready'; email: string; confirmError: string | null }
  | { state: 'done'; email: string };

/** A 400 means the link itself is wrong, used or expired; anything else may pass on a retry. */
function isTokenProblem(status: number | null): boolean {
  return status === 400 || status === 404 || status === 410;
}

/**
 * `/dashboard/email-verification?token=...`, the link mailed to a new address (signed in or not): checks
 * the token, shows the address it would set, and sets it on Confirm. Expired or unknown links say so.
 */
export function EmailVerificationPage() {
  const { t } = useTranslation('dashboard');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const status = useSessionStore((state) => state.status);
  const profile = useSessionStore((state) => state.profile);
  const setAuthenticated = useSessionStore((state) => state.setAuthenticated);
  const check = useEmailChangeCheck(token);
  // What Confirm led to; until then the view follows the check.
  const [confirmed, setConfirmed] = useState<View | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  let view: View;
  if (!token) view = { state: 'missing' };
  else if (confirmed) view = confirmed;
  else if (check.status === 'error') {
    const parts = readApiErrorParts(check.error);
    const text = Object.values(parts.fields).flat()[0] ?? parts.detail;
    view = isTokenProblem(parts.status)
      ? { state: 'invalid', text }
      : { state: 'failed', network: parts.network, text };
  } else if (check.status === 'success') view = { state: 'ready', email: check.data, confirmError: null };
  else view = { state: 'checking' };

  const retry = check.retry;

  useEffect(() => {
    if (view.state === 'done' || view.state === 'invalid') titleRef.current?.focus();
  }, [view.state]);

  const confirm = async (email: string) => {
    setConfirming(true);
    try {
      const updated = await confirmEmailChange(token);
      // Signed in as this member: the new address shows straight away everywhere.
      if (status === 'authenticated' && profile && profile.uuid === updated.uuid) setAuthenticated(updated);
      setConfirmed({ state: 'done', email: updated.email || email });
    } catch (error) {
      const parts = readApiErrorParts(error);
      const text = Object.values(parts.fields).flat()[0] ?? parts.detail;
      if (isTokenProblem(parts.status) && parts.code !== 'email_taken')
        setConfirmed({ state: 'invalid', text });
      else
        setConfirmed({
          state: 'ready',
          email,
          confirmError: parts.network
            ? t('common.networkError.text')
            : (text ?? t('emailVerification.confirmFailed')),
        });
    } finally {
      setConfirming(false);
    }
  };

  const signedIn = status === 'authenticated';
  const onwards = signedIn ? (
    <Button to="/user/profile" localize>
      {t('emailVerification.toProfile')}
    </Button>
  ) : (
    <Button to="/user/sign-in" localize>
      {t('emailVerification.toSignIn')}
    </Button>
  );

  const title =
    view.state === 'done'
      ? t('emailVerification.doneTitle')
      : view.state === 'invalid'
        ? t('emailVerification.invalidTitle')
        : view.state === 'missing'
          ? t('emailVerification.missingTitle')
          : t('emailVerification.title');

  return (
    <AuthCard title={title} titleRef={titleRef}>
      {view.state === 'checking' ? (
        <Loading>
          <Loader label={t('emailVerification.checking')} showLabel />
        </Loading>
      ) : null}
      {view.state === 'missing' ? (
        <>
          <Text>{t('emailVerification.missingText')}</Text>
          <Actions>{onwards}</Actions>
        </>
      ) : null}
      {view.state === 'invalid' ? (
        <>
          <Alert variant="error" title={t('emailVerification.invalidAlert')}>
            {view.text ?? t('emailVerification.invalidText')}
          </Alert>
          <Text>
            {signedIn ? t('emailVerification.invalidSignedIn') : t('emailVerification.invalidSignedOut')}
          </Text>
          <Actions>{onwards}</Actions>
        </>
      ) : null}
      {view.state === 'failed' ? (
        <>
          <Alert
            variant="error"
            title={view.network ? t('common.networkError.title') : t('emailVerification.failedTitle')}
          >
            {view.network ? t('common.networkError.text') : (view.text ?? t('emailVerification.failedText'))}
          </Alert>
          <Actions>
            <Button onClick={retry}>{t('profile.loadFailed.retry')}</Button>
          </Actions>
        </>
      ) : null}
      {view.state === 'ready' ? (
        <>
          <Text>{t('emailVerification.readyText')}</Text>
          <NewEmail data-testid="new-email">{view.email}</NewEmail>
          {view.confirmError ? <Alert variant="error">{view.confirmError}</Alert> : null}
          <Button size="lg" fullWidth loading={confirming} onClick={() => void confirm(view.email)}>
            {t('emailVerification.confirm')}
          </Button>
        </>
      ) : null}
      {view.state === 'done' ? (
        <>
          <Alert variant="success" title={t('emailVerification.doneAlert')}>
            {t('emailVerification.doneText', { email: view.email })}
          </Alert>
          <Actions>{onwards}</Actions>
        </>
      ) : null}
    </AuthCard>
  );
}
