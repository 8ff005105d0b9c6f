import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { boolean, object, string } from 'yup';
import {
  Alert,
  analytics,
  Button,
  colors,
  currentLocale,
  Loader,
  Modal,
  readApiErrorParts,
  space,
  toast,
  useLocalizedPath,
  useSessionStore,
  type ModalProps,
} from '@teduh/shared';
import { CheckboxField, createValidators, FocusFirstError, TextField } from '@teduh/shared/forms';
import {
  completeRegistration,
  usePendingSignIn,
  sendRegistrationPin,
  type PendingSignIn,
} from './social-api';

const Intro = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: 1.5;

  strong {
    color: ${colors.text};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.lg};

  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const Consents = styled.fieldset`
  margin: ${space.md} 0 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${space.xs};
  }
`;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  pin: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  referralCode: string;
}

type Load =
  { state: 'loading' } | { state: 'ready'; pending: PendingSignIn } | { state: 'failed'; text: string };

/**
 * The `complete-registration` modal: after a first sign-in with Google, Apple or Facebook, asks for what the
 * provider did not give (names, the agreements, a referral code, and an e-mail with its PIN when the provider
 * shared no attested address), then creates the account and signs in.
 */
export function CompleteRegistrationModal({ onClose }: ModalProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const setAuthenticated = useSessionStore((state) => state.setAuthenticated);
  const pendingQuery = usePendingSignIn();
  let load: Load = { state: 'loading' };
  if (pendingQuery.status === 'success') load = { state: 'ready', pending: pendingQuery.data };
  if (pendingQuery.status === 'error') {
    const parts = readApiErrorParts(pendingQuery.error);
    load = {
      state: 'failed',
      text: parts.network ? t('common.networkError.text') : (parts.detail ?? t('social.complete.expired')),
    };
  }
  const [pinSentTo, setPinSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const needsPin = load.state === 'ready' && load.pending.email_needs_pin;
  const schema = useMemo(() => {
    const validators = createValidators(t);
    return object({
      firstName: validators.required,
      lastName: validators.required,
      email: needsPin ? validators.email : string(),
      pin: needsPin
        ? string()
            .matches(/^\d{6}$/, t('social.complete.pinFormat'))
            .required(t('social.complete.pinFormat'))
        : string(),
      agreeTerms: boolean().oneOf([true], t('social.complete.agreeRequired')),
      agreePrivacy: boolean().oneOf([true], t('social.complete.agreeRequired')),
      referralCode: string(),
    });
  }, [t, needsPin]);

  if (load.state !== 'ready') {
    return (
      <Modal open onClose={onClose} title={t('social.complete.title')} maxWidth={520}>
        {load.state === 'loading' ? (
          <Loader label={t('social.complete.loading')} />
        ) : (
          <>
            <Alert variant="error" title={t('social.complete.expiredTitle')}>
              {load.text}
            </Alert>
            <Actions>
              <Button size="lg" onClick={onClose}>
                {t('social.complete.close')}
              </Button>
            </Actions>
          </>
        )}
      </Modal>
    );
  }

  const { pending } = load;
  const provider = t(`social.providers.${pending.provider}`);
  const initialValues: Values = {
    firstName: pending.first_name ?? '',
    lastName: pending.last_name ?? '',
    email: pending.email_needs_pin ? (pending.email ?? '') : '',
    pin: '',
    agreeTerms: false,
    agreePrivacy: false,
    referralCode: '',
  };
  const privacyPdf = `/privacy-policy/privacy_policy_${currentLocale()}.pdf`;

  const sendPin = async (email: string) => {
    setFailure(null);
    try {
      await sendRegistrationPin(email.trim());
      setPinSentTo(email.trim());
      toast.success(t('social.complete.pinSent', { email: email.trim() }));
    } catch (error) {
      const parts = readApiErrorParts(error);
      setFailure(
        parts.network
          ? t('common.networkError.text')
          : (Object.values(parts.fields).flat()[0] ?? parts.detail ?? t('social.complete.failed')),
      );
    }
  };

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const profile = await completeRegistration({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        ...(pending.email_needs_pin ? { email: values.email.trim(), pin: values.pin } : {}),
        agree_terms: values.agreeTerms,
        agree_privacy: values.agreePrivacy,
        ...(values.referralCode.trim() ? { referral_code: values.referralCode.trim() } : {}),
      });
      setAuthenticated(profile);
      analytics.identify(profile.uuid);
      analytics.track('registration_completed', { method: pending.provider });
      toast.success(t('register.welcome', { name: profile.first_name }));
      onClose();
      navigate(localized('/user/profile'), { replace: true });
    } catch (error) {
      const parts = readApiErrorParts(error);
      setFailure(
        parts.network
          ? t('common.networkError.text')
          : (Object.values(parts.fields).flat()[0] ?? parts.detail ?? t('social.complete.failed')),
      );
    }
  };

  return (
    <Modal open onClose={onClose} title={t('social.complete.title')} maxWidth={520}>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            <Intro>
              {pending.email && !pending.email_needs_pin ? (
                <>
                  {t('social.complete.introWithEmail', { provider })} <strong>{pending.email}</strong>
                  {pending.private_email ? ` ${t('social.complete.relayNote')}` : null}
                </>
              ) : (
                t('social.complete.introNeedsEmail', { provider })
              )}
            </Intro>
            {failure ? (
              <Alert variant="error" title={t('social.complete.failedTitle')}>
                {failure}
              </Alert>
            ) : null}
            <TextField
              name="firstName"
              label={t('social.complete.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              name="lastName"
              label={t('social.complete.lastName')}
              autoComplete="family-name"
              required
            />
            {pending.email_needs_pin ? (
              <>
                <TextField
                  name="email"
                  type="email"
                  label={t('social.complete.email')}
                  hint={t('social.complete.emailHint')}
                  autoComplete="email"
                  inputMode="email"
                  spellCheck={false}
                  required
                />
                <Button variant="secondary" size="sm" onClick={() => void sendPin(values.email)}>
                  {pinSentTo ? t('social.complete.resendPin') : t('social.complete.sendPin')}
                </Button>
                {pinSentTo ? (
                  <TextField
                    name="pin"
                    label={t('social.complete.pin')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    required
                  />
                ) : null}
              </>
            ) : null}
            <TextField name="referralCode" label={t('social.complete.referralCode')} autoComplete="off" />
            <Consents>
              <legend>{t('social.complete.consentsLegend')}</legend>
              <CheckboxField name="agreeTerms" label={t('social.complete.agreeTerms')} />
              <CheckboxField
                name="agreePrivacy"
                label={
                  <>
                    {t('social.complete.agreePrivacyPrefix')}{' '}
                    <a href={privacyPdf} target="_blank" rel="noopener noreferrer">
                      {t('social.complete.privacyLink')}
                    </a>
                  </>
                }
              />
            </Consents>
            <Actions>
              <Button variant="secondary" size="lg" onClick={onClose}>
                {t('social.complete.cancel')}
              </Button>
              <Button type="submit" size="lg" loading={isSubmitting}>
                {t('social.complete.submit')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
