import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Modal,
  colors,
  space,
  toast,
  useSessionStore,
  type ModalProps,
  readApiErrorParts,
} from '@teduh/shared';
import { TextField, FocusFirstError } from '@teduh/shared/forms';
import { createChangeEmailSchema, requestEmailChange, type ChangeEmailInput } from './api/change-email';

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

/** Every message of a failed call, for one toast each (spec: change e-mail failure). */
export function failureMessages(error: unknown, fallback: string, networkText: string): string[] {
  const parts = readApiErrorParts(error);
  if (parts.network) return [networkText];
  const messages = Object.values(parts.fields).flat();
  if (messages.length > 0) return messages;
  return [parts.detail ?? fallback];
}

/**
 * The `change-email` modal: the new address; once the link is sent the field is locked, the button goes
 * and a toast says 'E-mail change token sent!'. A failure shows one error toast per message.
 */
export function ChangeEmailModal({ onClose }: ModalProps) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createChangeEmailSchema(t), [t]);
  const currentEmail = useSessionStore((state) => state.profile?.email ?? null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: ChangeEmailInput) => {
    setFieldError(null);
    try {
      await requestEmailChange(values.email);
      setSentTo(values.email.trim());
      toast.success(t('changeEmail.sent'));
    } catch (error) {
      const messages = failureMessages(error, t('changeEmail.failed'), t('common.networkError.title'));
      for (const message of messages) toast.error(message);
      const emailMessages = readApiErrorParts(error).fields.email;
      if (emailMessages?.length) setFieldError(emailMessages.join(' '));
    }
  };

  return (
    <Modal open onClose={onClose} title={t('changeEmail.title')} maxWidth={480}>
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            {currentEmail ? (
              <Intro>
                {t('changeEmail.current')} <strong>{currentEmail}</strong>
              </Intro>
            ) : null}
            <Intro>{t('changeEmail.intro')}</Intro>
            <TextField
              name="email"
              type="email"
              label={t('changeEmail.email')}
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              disabled={sentTo !== null}
              error={fieldError ?? undefined}
              onChange={() => setFieldError(null)}
            />
            {sentTo ? (
              <Alert variant="success" title={t('changeEmail.sentTitle')}>
                {t('changeEmail.sentText', { email: sentTo })}
              </Alert>
            ) : null}
            <Actions>
              <Button variant="secondary" size="lg" onClick={onClose}>
                {sentTo ? t('changeEmail.close') : t('changeEmail.cancel')}
              </Button>
              {sentTo ? null : (
                <Button type="submit" size="lg" loading={isSubmitting}>
                  {t('changeEmail.submit')}
                </Button>
              )}
            </Actions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
