import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, readApiError, space, readApiErrorParts } from '@teduh/shared';
import { TextField, FocusFirstError } from '@teduh/shared/forms';
import { createRecoveryEmailSchema, requestRecovery, type RecoveryEmailInput } from '../api/recovery';

const Actions = styled.div`
  margin-top: ${space.lg};
`;

/** Step 1: the account's e-mail; a PIN is mailed to it. */
export function RecoveryEmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, resendAfterSeconds: number) => void;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createRecoveryEmailSchema(t), [t]);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: RecoveryEmailInput) => {
    setFailure(null);
    try {
      const sent = await requestRecovery(values.email);
      onSent(sent.email, sent.resendAfterSeconds);
    } catch (error) {
      setFailure(
        readApiErrorParts(error).network
          ? { title: t('common.networkError.title'), text: t('common.networkError.text') }
          : { title: t('recovery.failedTitle'), text: readApiError(error).text },
      );
    }
  };

  return (
    <Formik initialValues={{ email: initialEmail }} validationSchema={schema} onSubmit={submit}>
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
            label={t('recovery.email.email')}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
          />
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('recovery.email.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
