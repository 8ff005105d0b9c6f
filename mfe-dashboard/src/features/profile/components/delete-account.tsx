import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Modal,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  readApiError,
  space,
  readApiErrorParts,
} from '@teduh/shared';
import { TextField, FocusFirstError } from '@teduh/shared/forms';
import { PinField, useServerFieldErrors } from '@teduh/shared/journey';
import {
  createDeleteAccountSchema,
  deleteAccount,
  requestDeletionCode,
  type DeleteAccountInput,
} from '../api/delete-account';

const Zone = styled.section`
  margin-top: ${space.xl};
  padding: ${space.md};
  border: 1px solid ${colors.error};
  border-radius: ${radii.xl};
  background: ${colors.errorBackground};

  @media (min-width: 720px) {
    padding: ${space.lg};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${space.xs};
  color: ${colors.error};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`;

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.text};
  line-height: ${lineHeights.body};
`;

const DangerButton = styled(Button)`
  && {
    border-color: ${colors.error};
    background: ${colors.error};
    color: ${colors.onError};
  }

  /* As specific as the kit's own hover rule, so hovering keeps the danger colour (the darker errorHover). */
  &&:hover:not([aria-disabled='true']):not(:disabled) {
    border-color: ${colors.errorHover};
    background: ${colors.errorHover};
    color: ${colors.onError};
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

const fieldNames = ['password', 'otp'] as const;

function DeleteAccountDialog({
  hasPassword,
  onClose,
  onDeleted,
}: {
  hasPassword: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createDeleteAccountSchema(t, hasPassword), [t, hasPassword]);
  const server = useServerFieldErrors();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const describe = (error: unknown) =>
    readApiErrorParts(error).network ? t('common.networkError.text') : readApiError(error).text;

  const sendCode = async () => {
    setFailure(null);
    setSending(true);
    try {
      await requestDeletionCode();
      setCodeSent(true);
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: DeleteAccountInput, helpers: FormikHelpers<DeleteAccountInput>) => {
    setFailure(null);
    server.setErrors({});
    try {
      await deleteAccount(values);
      onDeleted();
    } catch (error) {
      const parts = readApiErrorParts(error);
      const placed = fieldNames.filter((name) => parts.fields[name]);
      if (placed.length > 0) {
        server.setErrors(Object.fromEntries(placed.map((name) => [name, parts.fields[name] ?? []])));
        void helpers.setTouched(Object.fromEntries(placed.map((name) => [name, true])), false);
        formRef.current?.querySelector<HTMLInputElement>(`input[name="${placed[0]}"]`)?.focus();
      } else {
        setFailure(describe(error));
      }
    }
  };

  return (
    <Modal open onClose={onClose} title={t('deleteAccount.dialogTitle')} maxWidth={480}>
      <Text>{t('deleteAccount.warning')}</Text>
      {failure ? (
        <Alert variant="error" title={t('deleteAccount.failedTitle')}>
          {failure}
        </Alert>
      ) : null}
      {codeSent ? (
        <Formik initialValues={{ password: '', otp: '' }} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate ref={formRef}>
              <FocusFirstError formRef={formRef} />
              <Alert variant="success">{t('deleteAccount.codeSent')}</Alert>
              {hasPassword ? (
                <TextField
                  name="password"
                  type="password"
                  label={t('deleteAccount.password')}
                  autoComplete="current-password"
                  spellCheck={false}
                  required
                  error={server.errorFor('password')}
                  onChange={() => server.clearField('password')}
                />
              ) : null}
              <PinField
                name="otp"
                label={t('deleteAccount.code')}
                hint={t('deleteAccount.codeHint')}
                error={server.errorFor('otp')}
                onChange={() => server.clearField('otp')}
              />
              <Button variant="link" size="sm" loading={sending} onClick={() => void sendCode()}>
                {t('deleteAccount.resend')}
              </Button>
              <Actions>
                <Button variant="secondary" size="lg" onClick={onClose}>
                  {t('deleteAccount.cancel')}
                </Button>
                <DangerButton type="submit" size="lg" loading={isSubmitting}>
                  {t('deleteAccount.confirm')}
                </DangerButton>
              </Actions>
            </Form>
          )}
        </Formik>
      ) : (
        <Actions>
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('deleteAccount.cancel')}
          </Button>
          <DangerButton size="lg" loading={sending} onClick={() => void sendCode()}>
            {t('deleteAccount.sendCode')}
          </DangerButton>
        </Actions>
      )}
    </Modal>
  );
}

/**
 * The danger zone of the profile: deleting the account needs a code mailed to the member and their
 * password, if they have one (a member who signs in only with Google, Apple or Facebook has none: the code
 * alone confirms). `onDeleted` runs once the API has deleted it (the session is already gone there).
 */
export function DeleteAccountSection({
  hasPassword = true,
  onDeleted,
}: {
  hasPassword?: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <Zone aria-labelledby="profile-danger">
      <Heading id="profile-danger">{t('deleteAccount.title')}</Heading>
      <Text>{t('deleteAccount.text')}</Text>
      <DangerButton onClick={() => setOpen(true)}>{t('deleteAccount.open')}</DangerButton>
      {open ? (
        <DeleteAccountDialog hasPassword={hasPassword} onClose={() => setOpen(false)} onDeleted={onDeleted} />
      ) : null}
    </Zone>
  );
}
