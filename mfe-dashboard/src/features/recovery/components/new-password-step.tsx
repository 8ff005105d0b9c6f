import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert, Button, readApiError, space, readApiErrorParts } from '@teduh/shared';
import { TextField, FocusFirstError } from '@teduh/shared/forms';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { PasswordVisibilityToggle } from '../../auth/components/password-visibility-toggle';
import { confirmRecovery, createNewPasswordSchema, type NewPasswordInput } from '../api/recovery';

const Actions = styled.div`
  margin-top: ${space.lg};
`;

const fieldNames = ['password', 'password_confirm'] as const;

/**
 * Step 3: the new password twice ('Passwords do not match'); the password rules come back from the API
 * as messages on the field. A used or expired token sends the visitor back to ask for a new PIN.
 */
export function NewPasswordStep({
  token,
  onDone,
  onTokenRejected,
}: {
  token: string;
  onDone: () => void;
  onTokenRejected: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createNewPasswordSchema(t), [t]);
  const server = useServerFieldErrors();
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: NewPasswordInput, helpers: FormikHelpers<NewPasswordInput>) => {
    setFailure(null);
    server.setErrors({});
    try {
      await confirmRecovery(token, values);
      onDone();
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.network) {
        setFailure({ title: t('common.networkError.title'), text: t('common.networkError.text') });
        return;
      }
      const placed = fieldNames.filter((name) => parts.fields[name]);
      if (placed.length > 0) {
        server.setErrors(Object.fromEntries(placed.map((name) => [name, parts.fields[name] ?? []])));
        helpers.setTouched(Object.fromEntries(placed.map((name) => [name, true])), false);
        formRef.current?.querySelector<HTMLInputElement>(`input[name="${placed[0]}"]`)?.focus();
        return;
      }
      if (parts.fields.token) {
        onTokenRejected();
        return;
      }
      setFailure({ title: t('recovery.failedTitle'), text: readApiError(error).text });
    }
  };

  const type = visible ? 'text' : 'password';
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
          <TextField
            name="password"
            type={type}
            label={t('recovery.password.password')}
            hint={t('register.details.passwordHint')}
            autoComplete="new-password"
            spellCheck={false}
            required
            error={server.errorFor('password')}
            onChange={() => server.clearField('password')}
            endAdornment={
              <PasswordVisibilityToggle
                visible={visible}
                onToggle={() => setVisible((value) => !value)}
                label={t('recovery.password.show')}
              />
            }
          />
          <TextField
            name="password_confirm"
            type={type}
            label={t('recovery.password.confirm')}
            autoComplete="new-password"
            spellCheck={false}
            required
            error={server.errorFor('password_confirm')}
            onChange={() => server.clearField('password_confirm')}
          />
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('recovery.password.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
