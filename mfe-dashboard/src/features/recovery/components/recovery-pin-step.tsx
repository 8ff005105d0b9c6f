import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert, Button, colors, fontSizes, readApiError, space, readApiErrorParts } from '@teduh/shared';
import { TextField, FocusFirstError } from '@teduh/shared/forms';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { formatSeconds, useCountdown } from '../../../lib/use-countdown';
import {
  createRecoveryPinSchema,
  requestRecovery,
  verifyRecoveryPin,
  type RecoveryPinInput,
} from '../api/recovery';

const SentTo = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: 1.5;

  strong {
    color: ${colors.text};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  margin-top: ${space.lg};
`;

const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  margin-top: ${space.md};
  font-size: ${fontSizes.sm};
`;

const Wait = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

function ResendControl({
  availableAt,
  sending,
  onResend,
}: {
  availableAt: number;
  sending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const secondsLeft = useCountdown(availableAt);
  if (secondsLeft > 0) return <Wait>{t('recovery.pin.resendIn', { time: formatSeconds(secondsLeft) })}</Wait>;
  return (
    <Button variant="link" onClick={onResend} loading={sending}>
      {t('recovery.pin.resend')}
    </Button>
  );
}

/** Step 2: the 6-digit PIN ('Pin is required'); a new one once the wait is over. */
export function RecoveryPinStep({
  email,
  resendAvailableAt,
  onResent,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  resendAvailableAt: number;
  onResent: (resendAfterSeconds: number) => void;
  onVerified: (token: string) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createRecoveryPinSchema(t), [t]);
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const describe = (error: unknown) =>
    readApiErrorParts(error).network
      ? { title: t('common.networkError.title'), text: t('common.networkError.text') }
      : { title: t('recovery.failedTitle'), text: readApiError(error).text };

  const submit = async (values: RecoveryPinInput, helpers: FormikHelpers<RecoveryPinInput>) => {
    setFailure(null);
    setResent(false);
    server.setErrors({});
    try {
      onVerified(await verifyRecoveryPin(email, values.pin));
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.fields.pin) {
        server.setErrors({ pin: parts.fields.pin });
        helpers.setTouched({ pin: true }, false);
        formRef.current?.querySelector<HTMLInputElement>('input[name="pin"]')?.focus();
      } else {
        setFailure(describe(error));
      }
    }
  };

  const resend = async () => {
    setFailure(null);
    setResent(false);
    setResending(true);
    try {
      const sent = await requestRecovery(email);
      server.setErrors({});
      onResent(sent.resendAfterSeconds);
      setResent(true);
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.retryAfterSeconds) onResent(parts.retryAfterSeconds);
      else setFailure(describe(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <Formik initialValues={{ pin: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate ref={formRef}>
          <FocusFirstError formRef={formRef} />
          <SentTo>
            {t('recovery.pin.sentTo')} <strong>{email}</strong>
          </SentTo>
          {failure ? (
            <Alert variant="error" title={failure.title}>
              {failure.text}
            </Alert>
          ) : null}
          {resent ? <Alert variant="success">{t('recovery.pin.resent', { email })}</Alert> : null}
          <TextField
            name="pin"
            label={t('recovery.pin.pin')}
            hint={t('recovery.pin.pinHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            spellCheck={false}
            required
            error={server.errorFor('pin')}
            onChange={() => server.clearField('pin')}
          />
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('recovery.pin.submit')}
            </Button>
          </Actions>
          <Resend>
            <ResendControl
              key={resendAvailableAt}
              availableAt={resendAvailableAt}
              sending={resending}
              onResend={() => void resend()}
            />
            <Button variant="link" onClick={onChangeEmail}>
              {t('recovery.pin.changeEmail')}
            </Button>
          </Resend>
        </Form>
      )}
    </Formik>
  );
}
