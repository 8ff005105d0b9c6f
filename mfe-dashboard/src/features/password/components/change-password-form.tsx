import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert, Button, space, toast, readApiErrorParts } from '@teduh/shared';
import { FocusFirstError } from '@teduh/shared/forms';
import { PasswordField, useServerFieldErrors } from '@teduh/shared/journey';
import { changePassword, createChangePasswordSchema, type ChangePasswordInput } from '../api/change-password';

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

const fieldNames = ['password', 'password_new', 'password_confirm'] as const;

const initialValues: ChangePasswordInput = { password: '', password_new: '', password_confirm: '' };

/**
 * Current, new and repeated password (screen and modal). Success: toast 'Password Reset Successfully'
 * and `onDone`; failure: toast 'Update password failed!' and the API's messages on their fields.
 */
export function ChangePasswordForm({ onDone, cancel }: { onDone: () => void; cancel?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createChangePasswordSchema(t), [t]);
  const server = useServerFieldErrors();
  const [visible, setVisible] = useState(false);
  const [networkFailure, setNetworkFailure] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: ChangePasswordInput, helpers: FormikHelpers<ChangePasswordInput>) => {
    server.setErrors({});
    setNetworkFailure(false);
    try {
      await changePassword(values);
      toast.success(t('changePassword.success'));
      onDone();
    } catch (error) {
      toast.error(t('changePassword.failed'));
      const parts = readApiErrorParts(error);
      if (parts.network) {
        setNetworkFailure(true);
        return;
      }
      const placed = fieldNames.filter((name) => parts.fields[name]);
      if (placed.length > 0) {
        server.setErrors(Object.fromEntries(placed.map((name) => [name, parts.fields[name] ?? []])));
        void helpers.setTouched(Object.fromEntries(placed.map((name) => [name, true])), false);
        formRef.current?.querySelector<HTMLInputElement>(`input[name="${placed[0]}"]`)?.focus();
      }
    }
  };

  const toggle = { label: t('changePassword.showPasswords'), onToggle: () => setVisible((value) => !value) };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate ref={formRef}>
          <FocusFirstError formRef={formRef} />
          {networkFailure ? (
            <Alert variant="error" title={t('common.networkError.title')}>
              {t('common.networkError.text')}
            </Alert>
          ) : null}
          <PasswordField
            name="password"
            visible={visible}
            toggle={toggle}
            label={t('changePassword.current')}
            autoComplete="current-password"
            error={server.errorFor('password')}
            onChange={() => server.clearField('password')}
          />
          <PasswordField
            name="password_new"
            visible={visible}
            label={t('changePassword.new')}
            hint={t('register.details.passwordHint')}
            autoComplete="new-password"
            error={server.errorFor('password_new')}
            onChange={() => server.clearField('password_new')}
          />
          <PasswordField
            name="password_confirm"
            visible={visible}
            label={t('changePassword.confirm')}
            autoComplete="new-password"
            error={server.errorFor('password_confirm')}
            onChange={() => server.clearField('password_confirm')}
          />
          <Actions>
            {cancel}
            <Button type="submit" size="lg" loading={isSubmitting}>
              {t('changePassword.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
