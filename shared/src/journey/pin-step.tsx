import { useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { object } from 'yup';
import styled from 'styled-components';
import { Alert, Button, colors, fontSizes, readApiErrorParts, space } from '@teduh/shared';
import { FocusFirstError, createValidators } from '@teduh/shared/forms';
import { PinField } from './pin-field';
import { resendCooldownOf, type PinSent } from './pin-sent';
import { useServerFieldErrors } from './server-field-errors';
import { useDescribeFailure, type StepFailure } from './step-failure';
import { useJourneyTranslation } from './translations';
import { formatSeconds, useCountdown } from './use-countdown';

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
  const { t } = useJourneyTranslation();
  const secondsLeft = useCountdown(availableAt);
  if (secondsLeft > 0) {
    return <Wait>{t('journey.pin.resendIn', { time: formatSeconds(secondsLeft) })}</Wait>;
  }
  return (
    <Button variant="link" onClick={onResend} loading={sending}>
      {t('journey.pin.resend')}
    </Button>
  );
}

export interface PinStepProps {
  email: string;
  /** When another PIN may be sent (epoch ms). */
  resendAvailableAt: number;
  /** The journey's API call: the PIN (trimmed) for the token of the next step. */
  verifyPin: (email: string, pin: string) => Promise<string>;
  /** The journey's API call that mails a PIN (the same as its e-mail step's). */
  sendPin: (email: string) => Promise<PinSent>;
  onResent: (resendAfterSeconds: number) => void;
  onVerified: (token: string) => void;
  onChangeEmail: () => void;
  /** The way back's label, when it is not "Use a different e-mail" (a code that confirms other details). */
  changeLabel?: string;
}

/** The 6-digit PIN from the e-mail; a new one may be asked for once the wait is over. */
export function PinStep({
  email,
  resendAvailableAt,
  verifyPin,
  sendPin,
  onResent,
  onVerified,
  onChangeEmail,
  changeLabel,
}: PinStepProps) {
  const { t } = useJourneyTranslation();
  const schema = useMemo(() => object({ pin: createValidators(t).pin }), [t]);
  const describe = useDescribeFailure();
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const [resending, setResending] = useState(false);
  const [resentNotice, setResentNotice] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: { pin: string }, helpers: FormikHelpers<{ pin: string }>) => {
    setFailure(null);
    setResentNotice(false);
    server.setErrors({});
    try {
      // An autofilled or pasted code may bring spaces; the form's check already trims.
      onVerified(await verifyPin(email, values.pin.trim()));
    } catch (error) {
      const { fields } = readApiErrorParts(error);
      if (!server.placeFields(fields, ['pin'], helpers.setTouched, formRef.current)) {
        setFailure(describe(error));
      }
    }
  };

  const resend = async () => {
    setFailure(null);
    setResentNotice(false);
    setResending(true);
    try {
      const sent = await sendPin(email);
      server.setErrors({});
      onResent(sent.resendAfterSeconds);
      setResentNotice(true);
    } catch (error) {
      const cooldown = resendCooldownOf(error);
      if (cooldown !== null) onResent(cooldown);
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
            {t('journey.pin.sentTo')} <strong>{email}</strong>
          </SentTo>
          {failure ? (
            <Alert variant="error" title={failure.title}>
              {failure.text}
            </Alert>
          ) : null}
          {resentNotice ? <Alert variant="success">{t('journey.pin.resent', { email })}</Alert> : null}
          <PinField
            name="pin"
            label={t('journey.pin.pin')}
            hint={t('journey.pin.pinHint')}
            error={server.errorFor('pin')}
            onChange={() => server.clearField('pin')}
          />
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('journey.pin.submit')}
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
              {changeLabel ?? t('journey.pin.changeEmail')}
            </Button>
          </Resend>
        </Form>
      )}
    </Formik>
  );
}
