import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert, Button, colors, fontSizes, readApiError, space, readApiErrorParts } from '@teduh/shared';
import { TextField, FocusFirstError } from '@teduh/shared/forms';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { formatSeconds, useCountdown } from '../../../lib/use-countdown';
import {
  createPinStepSchema,
  startRegistration,
  verifyRegistrationPin,
  type PinStepInput,
} from '../api/registration';

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

/** The wait before another PIN may be sent, as a countdown, then the link that sends one. */
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
  if (secondsLeft > 0) {
    return <Wait>{t('register.pin.resendIn', { time: formatSeconds(secondsLeft) })}</Wait>;
  }
  return (
    <Button variant="link" onClick={onResend} loading={sending}>
      {t('register.pin.resend')}
    </Button>
  );
}

interface ShownError {
  title: string;
  text: string;
}

/** Step 2: the 6-digit PIN from the e-mail; a new one may be asked for once the wait is over. */
export function PinStep({
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
  const schema = useMemo(() => createPinStepSchema(t), [t]);
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [resending, setResending] = useState(false);
  const [resentNotice, setResentNotice] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const describe = (error: unknown): ShownError => {
    const parts = readApiErrorParts(error);
    if (parts.network) return { title: t('common.networkError.title'), text: t('common.networkError.text') };
    return { title: t('register.failedTitle'), text: readApiError(error).text };
  };

  const submit = async (values: PinStepInput, helpers: FormikHelpers<PinStepInput>) => {
    setFailure(null);
    setResentNotice(false);
    server.setErrors({});
    try {
      onVerified(await verifyRegistrationPin(email, values.pin.trim()));
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
    setResentNotice(false);
    setResending(true);
    try {
      const started = await startRegistration(email);
      server.setErrors({});
      onResent(started.resendAfterSeconds);
      setResentNotice(true);
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (parts.code === 'pin_resend_cooldown' && parts.retryAfterSeconds) onResent(parts.retryAfterSeconds);
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
            {t('register.pin.sentTo')} <strong>{email}</strong>
          </SentTo>
          {failure ? (
            <Alert variant="error" title={failure.title}>
              {failure.text}
            </Alert>
          ) : null}
          {resentNotice ? <Alert variant="success">{t('register.pin.resent', { email })}</Alert> : null}
          <TextField
            name="pin"
            label={t('register.pin.pin')}
            hint={t('register.pin.pinHint')}
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
              {t('register.pin.submit')}
            </Button>
          </Actions>
          <Resend>
            {/* Keyed by the time, so the countdown starts from a fresh clock after each new PIN. */}
            <ResendControl
              key={resendAvailableAt}
              availableAt={resendAvailableAt}
              sending={resending}
              onResend={() => void resend()}
            />
            <Button variant="link" onClick={onChangeEmail}>
              {t('register.pin.changeEmail')}
            </Button>
          </Resend>
        </Form>
      )}
    </Formik>
  );
}
