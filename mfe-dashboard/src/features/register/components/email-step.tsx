import { useMemo } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { currentLocale, space, useModalStore, visuallyHidden, VisuallyHidden } from '@teduh/shared';
import { CheckboxField } from '@teduh/shared/forms';
import { EmailStep as JourneyEmailStep } from '@teduh/shared/journey';
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

export interface EmailStepResult {
  email: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  resendAfterSeconds: number;
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
  const privacyPdf = `/privacy-policy/privacy_policy_${currentLocale()}.pdf`;

  return (
    <JourneyEmailStep<EmailStepInput>
      initialValues={initial}
      schema={schema}
      emailHint={t('register.email.emailHint')}
      sendPin={startRegistration}
      onSent={(sent, values) =>
        onDone({
          email: sent.email,
          agreeTerms: values.agreeTerms,
          agreePrivacy: values.agreePrivacy,
          resendAfterSeconds: sent.resendAfterSeconds,
        })
      }
    >
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
    </JourneyEmailStep>
  );
}
