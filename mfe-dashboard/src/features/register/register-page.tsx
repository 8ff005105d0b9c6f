import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate, useSearchParams } from '@teduh/shared/router';
import {
  AppLink,
  analytics,
  safeNextPath,
  toast,
  useLocalizedPath,
  useSessionStore,
  type Profile,
} from '@teduh/shared';
import { SocialErrorAlert, SocialSignInButtons } from '@teduh/shared/social-sign-in';
import { PinStep } from '@teduh/shared/journey';
import { AuthCard, AuthFootnote } from '../../components/auth-card';
import { CompleteRegistrationModal } from '../social/complete-registration-modal';
import { DetailsStep } from './components/details-step';
import { startRegistration, verifyRegistrationPin } from './api/registration';
import { EmailStep, type EmailStepResult } from './components/email-step';
import {
  clearProgress,
  loadProgress,
  saveProgress,
  type RegistrationProgress,
  type RegistrationStep,
} from './registration-storage';

const stepNumber: Record<RegistrationStep, number> = { email: 1, pin: 2, details: 3 };

/**
 * Registration in three steps: e-mail (and agreements), the e-mailed PIN, then name and password. Where
 * the visitor stands is kept in sessionStorage, so a reload keeps the e-mail and the step.
 */
export function RegisterPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const setAuthenticated = useSessionStore((state) => state.setAuthenticated);
  const [progress, setProgress] = useState<RegistrationProgress>(loadProgress);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(progress.step);

  useEffect(() => {
    // On a step change (not on the first render), bring the reading position to the new step's title.
    if (shownStep.current === progress.step) return;
    shownStep.current = progress.step;
    titleRef.current?.focus();
  }, [progress.step]);

  const update = (next: RegistrationProgress) => {
    saveProgress(next);
    setProgress(next);
  };

  const handleEmailDone = (result: EmailStepResult) => {
    update({
      step: 'pin',
      email: result.email,
      agreeTerms: result.agreeTerms,
      agreePrivacy: result.agreePrivacy,
      resendAvailableAt: Date.now() + result.resendAfterSeconds * 1000,
      token: null,
    });
    analytics.track('registration_email_submitted', {});
  };

  const handleRegistered = (profile: Profile) => {
    clearProgress();
    setAuthenticated(profile);
    analytics.identify(profile.uuid);
    analytics.track('registration_completed', {});
    toast.success(t('register.welcome', { name: profile.first_name }));
    // A page that sent the visitor here (e.g. the quick quote: on to eKYC) comes next; else the profile.
    navigate(safeNextPath(searchParams.get('next')) ?? localized('/user/profile'), { replace: true });
  };

  const step = progress.step;
  const stepTitle = t(`register.${step}.title`);
  // Back from a first sign-in with Google, Apple or Facebook: the rest of the account is asked in the modal.
  const completing = searchParams.get('social') === 'complete';
  const closeCompletion = () => {
    const rest = new URLSearchParams(searchParams);
    rest.delete('social');
    rest.delete('provider');
    const query = rest.toString();
    navigate(`${localized('/user/register')}${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <AuthCard
      title={stepTitle}
      intro={t(`register.${step}.intro`)}
      eyebrow={t('register.stepOf', { step: stepNumber[step], total: 3 })}
      titleRef={titleRef}
    >
      {completing ? <CompleteRegistrationModal onClose={closeCompletion} /> : null}
      {step === 'email' ? (
        <>
          <SocialErrorAlert />
          <SocialSignInButtons next={safeNextPath(searchParams.get('next'))} />
        </>
      ) : null}
      {step === 'email' ? (
        <EmailStep
          initial={{
            email: progress.email,
            agreeTerms: progress.agreeTerms,
            agreePrivacy: progress.agreePrivacy,
          }}
          onDone={handleEmailDone}
        />
      ) : null}
      {step === 'pin' ? (
        <PinStep
          email={progress.email}
          resendAvailableAt={progress.resendAvailableAt}
          verifyPin={verifyRegistrationPin}
          sendPin={startRegistration}
          onResent={(seconds) => update({ ...progress, resendAvailableAt: Date.now() + seconds * 1000 })}
          onVerified={(token) => update({ ...progress, step: 'details', token })}
          onChangeEmail={() => update({ ...progress, step: 'email', token: null })}
        />
      ) : null}
      {step === 'details' && progress.token ? (
        <DetailsStep
          registration={{
            token: progress.token,
            agreeTerms: progress.agreeTerms,
            agreePrivacy: progress.agreePrivacy,
          }}
          onRegistered={handleRegistered}
          onTokenRejected={() => update({ ...progress, step: 'pin', token: null })}
        />
      ) : null}
      {step === 'email' ? (
        <AuthFootnote>
          {t('register.haveAccount')}{' '}
          <AppLink to="/user/sign-in" localize>
            {t('register.signIn')}
          </AppLink>
        </AuthFootnote>
      ) : null}
    </AuthCard>
  );
}
