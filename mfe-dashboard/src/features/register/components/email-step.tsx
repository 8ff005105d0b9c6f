import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  Alert,
  Button,
  currentLocale,
  readApiError,
  space,
  useModalStore,
  visuallyHidden,
  VisuallyHidden,
  readApiErrorParts,
} from '@teduh/shared';
import { TextField, CheckboxField, FocusFirstError } from '@teduh/shared/forms';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { createEmailStepSchema, startRegistration, type EmailStepInput } from '../api/registration';

const Consents = styled.fieldset`
  margin: ${space.md} 0 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const InlineButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;

const Actions = styled.div`
  margin-top: ${space.lg};
`;

export interface EmailStepResult {
  email: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  resendAfterSeconds: number;
}

interface ShownError {
  title: string;
  text: string;
}

/** Step 1: the e-mail to register and the two agreements; the API e-mails a PIN. */
export function EmailStep({
  initial,
  onDone,
}: {
  initial: Omit<EmailStepResult, 'resendAfterSeconds'>;
  onDone: (result: EmailStepResult) => void;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createEmailStepSchema(t), [t]);
  const openModal = useModalStore((state) => state.open);
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState<ShownError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const privacyPdf = `/privacy-policy/privacy_policy_${currentLocale()}.pdf`;

  const submit = async (values: EmailStepInput, helpers: FormikHelpers<EmailStepInput>) => {
    setFailure(null);
    server.setErrors({});
    const email = values.email.trim();
    const agreements = { agreeTerms: values.agreeTerms, agreePrivacy: values.agreePrivacy };
    try {
      const started = await startRegistration(email);
      onDone({ email: started.email, ...agreements, resendAfterSeconds: started.resendAfterSeconds });
    } catch (error) {
      const parts = readApiErrorParts(error);
      // A PIN was already sent to this address less than a minute ago: carry on with that one.
      if (parts.code === 'pin_resend_cooldown') {
        onDone({ email, ...agreements, resendAfterSeconds: parts.retryAfterSeconds ?? 60 });
        return;
      }
      if (parts.network) {
        setFailure({ title: t('common.networkError.title'), text: t('common.networkError.text') });
      } else if (parts.fields.email) {
        server.setErrors({ email: parts.fields.email });
        helpers.setTouched({ email: true }, false);
        formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      } else {
        setFailure({ title: t('register.failedTitle'), text: readApiError(error).text });
      }
    }
  };

  return (
    <Formik
      initialValues={{
        email: initial.email,
        agreeTerms: initial.agreeTerms,
        agreePrivacy: initial.agreePrivacy,
      }}
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
            name="email"
            type="email"
            label={t('register.email.email')}
            hint={t('register.email.emailHint')}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            error={server.errorFor('email')}
            onChange={() => server.clearField('email')}
          />
          <Consents>
            <Legend>{t('register.email.consentsLegend')}</Legend>
            <CheckboxField
              name="agreeTerms"
              label={
                <>
                  {t('register.email.agreeTermsPrefix')}{' '}
                  <InlineButton type="button" onClick={() => openModal('terms')}>
                    {t('register.email.termsLink')}
                  </InlineButton>
                  {t('register.email.agreeSuffix')}
                </>
              }
            />
            <CheckboxField
              name="agreePrivacy"
              label={
                <>
                  {t('register.email.agreePrivacyPrefix')}{' '}
                  <a href={privacyPdf} target="_blank" rel="noopener noreferrer">
                    {t('register.email.privacyLink')}
                    <VisuallyHidden>{` ${t('register.email.privacyLinkNote')}`}</VisuallyHidden>
                  </a>
                  {t('register.email.agreeSuffix')}
                </>
              }
            />
          </Consents>
          <Actions>
            <Button type="submit" fullWidth size="lg" loading={isSubmitting}>
              {t('register.email.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
