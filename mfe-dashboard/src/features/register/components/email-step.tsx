import { useMemo } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { currentLocale, space, useModalStore, VisuallyHidden } from '@teduh/shared';
import { CheckboxField } from '@teduh/shared/forms';
import { EmailStep as JourneyEmailStep } from '@teduh/shared/journey';
import { createEmailStepSchema, startRegistration, type EmailStepInput } from '../api/registration';

const Agreement = styled.div`
  margin: ${space.md} 0 0;
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

/** Step 1: the e-mail to register and the agreement to the terms and the privacy policy; the API e-mails a PIN. */
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
      initialValues={{ email: initial.email, agreements: initial.agreeTerms && initial.agreePrivacy }}
      schema={schema}
      emailHint={t('register.email.emailHint')}
      sendPin={startRegistration}
      onSent={(sent, values) =>
        onDone({
          email: sent.email,
          agreeTerms: values.agreements,
          agreePrivacy: values.agreements,
          resendAfterSeconds: sent.resendAfterSeconds,
        })
      }
    >
      <Agreement>
        <CheckboxField
          name="agreements"
          label={
            <>
              {t('register.email.agreePrefix')}{' '}
              <InlineButton type="button" onClick={() => openModal('terms')}>
                {t('register.email.termsLink')}
              </InlineButton>{' '}
              {t('register.email.agreeJoin')}{' '}
              <a href={privacyPdf} target="_blank" rel="noopener noreferrer">
                {t('register.email.privacyLink')}
                <VisuallyHidden>{` ${t('register.email.privacyLinkNote')}`}</VisuallyHidden>
              </a>
              {t('register.email.agreeSuffix')}
            </>
          }
        />
      </Agreement>
    </JourneyEmailStep>
  );
}
