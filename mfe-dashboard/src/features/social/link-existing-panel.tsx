import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, colors, readApiErrorParts, space, type Profile } from '@teduh/shared';
import { FocusFirstError, TextField } from '@teduh/shared/forms';
import { proveExistingAccount, sendLinkPin, usePendingSignIn } from './social-api';

const Panel = styled.section`
  margin-bottom: ${space.lg};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 8px;

  h2 {
    margin: 0 0 ${space.xs};
    font-size: 1.125rem;
  }

  p {
    margin: 0 0 ${space.sm};
    color: ${colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.sm};
`;

/**
 * After a provider sign-in whose e-mail belongs to an account: the account is never connected on its own.
 * Its member proves it here, with the password or a PIN e-mailed to the account's address.
 */
export function LinkExistingPanel({ onSignedIn }: { onSignedIn: (profile: Profile) => void }) {
  const { t } = useTranslation('dashboard');
  const pendingQuery = usePendingSignIn();
  const pending = pendingQuery.status === 'success' ? pendingQuery.data : null;
  const gone =
    pendingQuery.status === 'error'
      ? (readApiErrorParts(pendingQuery.error).detail ?? t('social.complete.expired'))
      : null;
  const [mode, setMode] = useState<'password' | 'pin'>('password');
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The panel's heading takes focus once the pending sign-in is read.
  useEffect(() => {
    if (pending) headingRef.current?.focus();
  }, [pending]);

  if (gone) {
    return (
      <Alert variant="error" title={t('social.link.expiredTitle')}>
        {gone}
      </Alert>
    );
  }
  if (!pending) return null;
  const provider = t(`social.providers.${pending.provider}`);

  const explain = (error: unknown) => {
    const parts = readApiErrorParts(error);
    setFailure(parts.network ? t('common.networkError.text') : (parts.detail ?? t('social.accounts.failed')));
  };

  const switchToPin = async () => {
    setFailure(null);
    try {
      await sendLinkPin();
      setMode('pin');
    } catch (error) {
      explain(error);
    }
  };

  const submit = async (values: { password: string; pin: string }) => {
    setFailure(null);
    try {
      onSignedIn(
        await proveExistingAccount(mode === 'password' ? { password: values.password } : { pin: values.pin }),
      );
    } catch (error) {
      explain(error);
    }
  };

  return (
    <Panel aria-labelledby="social-link-heading">
      <h2 id="social-link-heading" ref={headingRef} tabIndex={-1}>
        {t('social.link.title', { provider })}
      </h2>
      <p>{t('social.link.text', { provider, email: pending.email ?? '' })}</p>
      {failure ? (
        <Alert variant="error" title={t('social.link.failedTitle')}>
          {failure}
        </Alert>
      ) : null}
      <Formik initialValues={{ password: '', pin: '' }} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            {mode === 'password' ? (
              <TextField
                name="password"
                type="password"
                label={t('social.link.password')}
                autoComplete="current-password"
                required
              />
            ) : (
              <TextField
                name="pin"
                label={t('social.link.pin', { email: pending.email ?? '' })}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
            )}
            <Row>
              <Button type="submit" loading={isSubmitting}>
                {t('social.link.submit', { provider })}
              </Button>
              {mode === 'password' ? (
                <Button variant="secondary" onClick={() => void switchToPin()}>
                  {t('social.link.usePin')}
                </Button>
              ) : null}
            </Row>
          </Form>
        )}
      </Formik>
    </Panel>
  );
}
