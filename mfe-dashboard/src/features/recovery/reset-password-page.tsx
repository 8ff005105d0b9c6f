import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, AppLink, Button, space, toast } from '@teduh/shared';
import { EmailStep, NewPasswordStep, PinStep } from '@teduh/shared/journey';
import { AuthCard, AuthFootnote } from '../../components/auth-card';
import { confirmRecovery, requestRecovery, verifyRecoveryPin } from './api/recovery';

type Step = 'email' | 'pin' | 'password' | 'done';

interface Progress {
  step: Step;
  email: string;
  resendAvailableAt: number;
  token: string | null;
  /** Set when the password step sent the visitor back because the token had expired. */
  tokenExpired: boolean;
}

const stepNumber: Record<Exclude<Step, 'done'>, number> = { email: 1, pin: 2, password: 3 };

const DoneActions = styled.div`
  margin-top: ${space.lg};
`;

/**
 * Password recovery (`/dashboard/reset-password`, signed-out only): the e-mail, the mailed PIN, then a
 * new password; once set, every session has ended and the way on is sign-in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('dashboard');
  const [progress, setProgress] = useState<Progress>({
    step: 'email',
    email: '',
    resendAvailableAt: 0,
    token: null,
    tokenExpired: false,
  });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(progress.step);

  useEffect(() => {
    if (shownStep.current === progress.step) return;
    shownStep.current = progress.step;
    titleRef.current?.focus();
  }, [progress.step]);

  const { step, token } = progress;
  return (
    <AuthCard
      title={t(`recovery.${step}.title`)}
      intro={t(`recovery.${step}.intro`)}
      eyebrow={step === 'done' ? undefined : t('register.stepOf', { step: stepNumber[step], total: 3 })}
      titleRef={titleRef}
    >
      {step === 'email' ? (
        <EmailStep
          initialValues={{ email: progress.email }}
          sendPin={requestRecovery}
          onSent={({ email, resendAfterSeconds: seconds }) =>
            setProgress({
              step: 'pin',
              email,
              resendAvailableAt: Date.now() + seconds * 1000,
              token: null,
              tokenExpired: false,
            })
          }
        />
      ) : null}
      {step === 'pin' ? (
        <>
          {progress.tokenExpired ? (
            <Alert variant="warning" title={t('recovery.tokenExpiredTitle')}>
              {t('recovery.tokenExpiredText')}
            </Alert>
          ) : null}
          <PinStep
            email={progress.email}
            resendAvailableAt={progress.resendAvailableAt}
            verifyPin={verifyRecoveryPin}
            sendPin={requestRecovery}
            onResent={(seconds) =>
              setProgress((current) => ({ ...current, resendAvailableAt: Date.now() + seconds * 1000 }))
            }
            onVerified={(token) =>
              setProgress((current) => ({ ...current, step: 'password', token, tokenExpired: false }))
            }
            onChangeEmail={() => setProgress((current) => ({ ...current, step: 'email', token: null }))}
          />
        </>
      ) : null}
      {step === 'password' && token ? (
        <NewPasswordStep
          setPassword={(values) => confirmRecovery(token, values)}
          submitLabel={t('recovery.password.submit')}
          onDone={() => {
            toast.success(t('recovery.success'));
            setProgress((current) => ({ ...current, step: 'done', token: null }));
          }}
          onTokenRejected={() =>
            setProgress((current) => ({ ...current, step: 'pin', token: null, tokenExpired: true }))
          }
        />
      ) : null}
      {step === 'done' ? (
        <>
          <Alert variant="success" title={t('recovery.done.alert')}>
            {t('recovery.done.text')}
          </Alert>
          <DoneActions>
            <Button to="/user/sign-in" localize fullWidth size="lg">
              {t('recovery.done.signIn')}
            </Button>
          </DoneActions>
        </>
      ) : null}
      {step === 'email' ? (
        <AuthFootnote>
          {t('recovery.remembered')}{' '}
          <AppLink to="/user/sign-in" localize>
            {t('recovery.signIn')}
          </AppLink>
        </AuthFootnote>
      ) : null}
    </AuthCard>
  );
}
