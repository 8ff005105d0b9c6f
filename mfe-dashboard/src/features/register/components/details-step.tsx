import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert, Button, readApiError, space, type Profile, readApiErrorParts } from '@teduh/shared';
import { FocusFirstError } from '@teduh/shared/forms';
import { NameFields, PasswordField, useServerFieldErrors } from '@teduh/shared/journey';
import {
  confirmRegistration,
  createDetailsStepSchema,
  type ConfirmRegistrationInput,
  type DetailsStepInput,
} from '../api/registration';

const Actions = styled.div`
  margin-top: ${space.lg};
`;

/** API field names mapped to this form's. */
const formFieldOf: Record<string, keyof DetailsStepInput> = {
  first_name: 'firstName',
  last_name: 'lastName',
  password: 'password',
};

interface ShownError {
  title: string;
  text: string;
}

const initialValues: DetailsStepInput = { firstName: '', lastName: '', password: '' };

/** Step 3: name and password; the account is created and the new member is signed in. */
export function DetailsStep({
  registration,
  onRegistered,
  onTokenRejected,
}: {
  registration: Omit<ConfirmRegistrationInput, 'password' | 'firstName' | 'lastName'>;
  onRegistered: (profile: Profile) => void;
  /** The verified PIN's token is gone (expired or used): the e-mail has to be verified again. */
  onTokenRejected: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createDetailsStepSchema(t), [t]);
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: DetailsStepInput, helpers: FormikHelpers<DetailsStepInput>) => {
    setFailure(null);
    server.setErrors({});
    try {
      onRegistered(await confirmRegistration({ ...registration, ...values }));
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.network) {
        setFailure({ title: t('common.networkError.title'), text: t('common.networkError.text') });
        return;
      }
      if (parts.code === 'registration_token_invalid' || parts.fields.token) {
        setTokenRejected(true);
        return;
      }
      const fieldErrors: Record<string, string[]> = {};
      for (const [apiName, messages] of Object.entries(parts.fields)) {
        const formName = formFieldOf[apiName];
        if (formName) fieldErrors[formName] = messages;
      }
      if (Object.keys(fieldErrors).length > 0) {
        server.setErrors(fieldErrors);
        void helpers.setTouched(
          Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])),
          false,
        );
        const first = Object.keys(initialValues).find((name) => name in fieldErrors);
        formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
        // Errors the form cannot place (e.g. the agreements) still need to be said.
        if (Object.keys(parts.fields).some((name) => !formFieldOf[name])) {
          setFailure({ title: t('register.failedTitle'), text: readApiError(error).text });
        }
        return;
      }
      setFailure({ title: t('register.failedTitle'), text: readApiError(error).text });
    }
  };

  if (tokenRejected) {
    return (
      <>
        <Alert variant="error" title={t('register.details.tokenRejectedTitle')}>
          {t('register.details.tokenRejectedText')}
        </Alert>
        <Actions>
          <Button fullWidth size="lg" onClick={onTokenRejected}>
            {t('register.details.verifyAgain')}
          </Button>
        </Actions>
      </>
    );
  }

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
          <NameFields
            firstName={{ name: 'firstName', label: t('register.details.firstName') }}
            lastName={{ name: 'lastName', label: t('register.details.lastName') }}
            server={server}
          />
          <PasswordField
            name="password"
            visible={passwordVisible}
            toggle={{
              label: t('signIn.showPassword'),
              onToggle: () => setPasswordVisible((visible) => !visible),
            }}
            label={t('register.details.password')}
            hint={t('register.details.passwordHint')}
            autoComplete="new-password"
            error={server.errorFor('password')}
            onChange={() => server.clearField('password')}
          />
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('register.details.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
