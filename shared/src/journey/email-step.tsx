import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { object, type AnyObjectSchema } from 'yup';
import styled from 'styled-components';
import { Alert, Button, readApiErrorParts, space } from '@teduh/shared';
import { FocusFirstError, TextField, createValidators } from '@teduh/shared/forms';
import { resendCooldownOf, type PinSent } from './pin-sent';
import { useServerFieldErrors } from './server-field-errors';
import { useDescribeFailure, type StepFailure } from './step-failure';
import { useJourneyTranslation } from './translations';

const Actions = styled.div`
  margin-top: ${space.lg};
`;

export interface EmailStepProps<Values extends { email: string }> {
  /** The form's values: the e-mail, and whatever the journey's further fields hold. */
  initialValues: Values;
  /** The journey's API call that mails a PIN. */
  sendPin: (email: string) => Promise<PinSent>;
  /** The PIN is on its way (or one sent less than a minute ago still is): on to the PIN step. */
  onSent: (sent: PinSent, values: Values) => void;
  /** The whole form's schema, when the journey adds fields; the e-mail alone otherwise. */
  schema?: AnyObjectSchema;
  emailHint?: string;
  /** Further fields of the journey, after the e-mail (e.g. the agreements). */
  children?: ReactNode;
}

/** The e-mail a PIN is mailed to: the first step of a journey that checks the visitor owns an address. */
export function EmailStep<Values extends { email: string }>({
  initialValues,
  sendPin,
  onSent,
  schema,
  emailHint,
  children,
}: EmailStepProps<Values>) {
  const { t } = useJourneyTranslation();
  const emailSchema = useMemo(() => object({ email: createValidators(t).email }), [t]);
  const describe = useDescribeFailure();
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    server.setErrors({});
    const email = values.email.trim();
    try {
      onSent(await sendPin(email), values);
    } catch (error) {
      // A PIN was already sent to this address less than a minute ago: carry on with that one.
      const cooldown = resendCooldownOf(error);
      if (cooldown !== null) {
        onSent({ email, resendAfterSeconds: cooldown }, values);
        return;
      }
      const parts = readApiErrorParts(error);
      if (
        parts.network ||
        !server.placeFields(parts.fields, ['email'], helpers.setTouched, formRef.current)
      ) {
        setFailure(describe(error));
      }
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema ?? emailSchema} onSubmit={submit}>
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
            label={t('journey.email.email')}
            hint={emailHint}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            error={server.errorFor('email')}
            onChange={() => server.clearField('email')}
          />
          {children}
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('journey.email.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
