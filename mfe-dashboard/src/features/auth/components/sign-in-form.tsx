import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import {
  Alert,
  AppLink,
  Button,
  colors,
  fontWeights,
  isApiError,
  readApiError,
  space,
  type Profile,
} from '@teduh/shared';
import { TextField, FocusFirstError } from '@teduh/shared/forms';
import { PasswordField } from '@teduh/shared/journey';
import { createSignInSchema, signIn, type SignInInput } from '../api/sign-in';

const Actions = styled.div`
  margin-top: ${space.lg};
`;

const Forgot = styled.p`
  margin: -${space.xs} 0 0;
  text-align: right;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-underline-offset: 0.15em;
  }
`;

const initialValues: SignInInput = { email: '', password: '' };

interface ShownError {
  title: string;
  text: string;
}

export function SignInForm({ onSignedIn }: { onSignedIn: (profile: Profile) => void }) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createSignInSchema(t), [t]);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const describe = (error: unknown): ShownError => {
    // No answer at all: the API is down or the visitor is offline.
    if (isApiError(error) && !error.response) {
      return { title: t('signIn.networkError.title'), text: t('signIn.networkError.text') };
    }
    const { text } = readApiError(error);
    return { title: t('signIn.failedTitle'), text };
  };

  const submit = async (values: SignInInput) => {
    setFailure(null);
    try {
      onSignedIn(await signIn(values));
    } catch (error) {
      setFailure(describe(error));
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate ref={formRef}>
          <FocusFirstError formRef={formRef} />
          {failure ? (
            <Alert variant="error" title={failure.title}>
              {failure.text}
            </Alert>
          ) : null}
          <TextField
            name="email"
            type="email"
            label={t('signIn.email')}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
          />
          <PasswordField
            name="password"
            visible={passwordVisible}
            toggle={{
              label: t('signIn.showPassword'),
              onToggle: () => setPasswordVisible((visible) => !visible),
            }}
            label={t('signIn.password')}
            autoComplete="current-password"
          />
          <Forgot>
            <AppLink to="/dashboard/reset-password" localize>
              {t('signIn.forgotPassword')}
            </AppLink>
          </Forgot>
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('signIn.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
