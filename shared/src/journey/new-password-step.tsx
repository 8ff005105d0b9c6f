import { useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { object } from 'yup';
import styled from 'styled-components';
import { Alert, Button, readApiErrorParts, space } from '@teduh/shared';
import { FocusFirstError, createValidators } from '@teduh/shared/forms';
import { PasswordField } from './password-field';
import { useServerFieldErrors } from './server-field-errors';
import { useDescribeFailure, type StepFailure } from './step-failure';
import { useJourneyTranslation } from './translations';

const Actions = styled.div`
  margin-top: ${space.lg};
`;

/** The two fields, named as the API names them. */
export interface NewPasswordValues {
  password: string;
  password_confirm: string;
}

const fieldNames = ['password', 'password_confirm'] as const;

export interface NewPasswordStepProps {
  /** The journey's API call (its token closed over). Passwords are sent exactly as typed. */
  setPassword: (values: NewPasswordValues) => Promise<void>;
  submitLabel: string;
  onDone: () => void;
  /** The API refused the journey's token (used or expired): back to ask for a new PIN. */
  onTokenRejected: () => void;
}

/**
 * The new password twice ('Passwords do not match'); the password rules come back from the API as
 * messages on the field.
 */
export function NewPasswordStep({ setPassword, submitLabel, onDone, onTokenRejected }: NewPasswordStepProps) {
  const { t } = useJourneyTranslation();
  const schema = useMemo(() => {
    const validators = createValidators(t);
    return object({
      password: validators.password,
      password_confirm: validators.passwordConfirmation('password'),
    });
  }, [t]);
  const describe = useDescribeFailure();
  const server = useServerFieldErrors();
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) => {
    setFailure(null);
    server.setErrors({});
    try {
      await setPassword(values);
      onDone();
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.network) setFailure(describe(error));
      else if (server.placeFields(parts.fields, fieldNames, helpers.setTouched, formRef.current)) return;
      else if (parts.fields.token) onTokenRejected();
      else setFailure(describe(error));
    }
  };

  return (
    <Formik
      initialValues={{ password: '', password_confirm: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate ref={formRef}>
          <FocusFirstError formRef={formRef} />
          {failure ? (
            <Alert variant="error" title={failure.title}>
              {failure.text}
            </Alert>
          ) : null}
          <PasswordField
            name="password"
            visible={visible}
            toggle={{ label: t('journey.password.show'), onToggle: () => setVisible((value) => !value) }}
            label={t('journey.password.password')}
            hint={t('journey.password.hint')}
            autoComplete="new-password"
            error={server.errorFor('password')}
            onChange={() => server.clearField('password')}
          />
          <PasswordField
            name="password_confirm"
            visible={visible}
            label={t('journey.password.confirm')}
            autoComplete="new-password"
            error={server.errorFor('password_confirm')}
            onChange={() => server.clearField('password_confirm')}
          />
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
