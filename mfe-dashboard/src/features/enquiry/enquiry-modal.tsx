import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Modal,
  colors,
  currentLocale,
  readApiError,
  space,
  toast,
  useSessionStore,
  type ModalProps,
  readApiErrorParts,
} from '@teduh/shared';
import {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_NAME_MAX_LENGTH,
  SelectField,
  TextField,
  enquiryTopicLabels,
  enquiryTopics,
  FocusFirstError,
} from '@teduh/shared/forms';
import { TextAreaField } from '../../components/text-area-field';
import { createEnquirySchema, sendEnquiry, type EnquiryInput } from './api/send-enquiry';

const Intro = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.md};

  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/**
 * The `enquiry` modal: name, e-mail, topic and message. Send stays disabled while the form is invalid;
 * a signed-in member's name and e-mail are filled in and locked. After sending, the form is locked and
 * a success alert shows; a failure toasts 'Failed to send enquiry Form. Error: {error}'.
 */
export function EnquiryModal({ onClose }: ModalProps) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createEnquirySchema(t), [t]);
  const profile = useSessionStore((state) => (state.status === 'authenticated' ? state.profile : null));
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const locale = currentLocale();

  const knownName =
    profile?.full_name.trim() || `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim();
  const knownEmail = profile?.email ?? '';
  const initialValues: EnquiryInput = { name: knownName, email: knownEmail, topic: '', message: '' };
  const topicOptions = enquiryTopics.map((topic) => ({
    value: topic,
    label: enquiryTopicLabels[topic][locale],
  }));

  const submit = async (values: EnquiryInput) => {
    try {
      await sendEnquiry(values);
      setSent(true);
    } catch (error) {
      const parts = readApiErrorParts(error);
      const reason = parts.network
        ? t('common.networkError.title')
        : (Object.values(parts.fields).flat()[0] ?? readApiError(error).text);
      toast.error(t('enquiry.failed', { error: reason }));
    }
  };

  return (
    <Modal open onClose={onClose} title={t('enquiry.title')} maxWidth={560}>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} validateOnMount>
        {({ isSubmitting, isValid }) => (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            <Intro>{t('enquiry.intro')}</Intro>
            <TextField
              name="name"
              label={t('enquiry.name')}
              autoComplete="name"
              maxLength={ENQUIRY_NAME_MAX_LENGTH}
              required
              disabled={sent || Boolean(knownName)}
            />
            <TextField
              name="email"
              type="email"
              label={t('enquiry.email')}
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              disabled={sent || Boolean(knownEmail)}
            />
            <SelectField
              name="topic"
              label={t('enquiry.topic')}
              placeholder={t('enquiry.topicPlaceholder')}
              options={topicOptions}
              required
              disabled={sent}
            />
            <TextAreaField
              name="message"
              label={t('enquiry.message')}
              maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
              countLabel={(count) => t('enquiry.count', { length: count, max: ENQUIRY_MESSAGE_MAX_LENGTH })}
              required
              disabled={sent}
            />
            {sent ? (
              <Alert variant="success" role="status">
                {t('enquiry.success')}
              </Alert>
            ) : null}
            <Actions>
              <Button variant="secondary" size="lg" onClick={onClose}>
                {sent ? t('enquiry.close') : t('enquiry.cancel')}
              </Button>
              {sent ? null : (
                <Button type="submit" size="lg" loading={isSubmitting} disabled={!isValid}>
                  {t('enquiry.submit')}
                </Button>
              )}
            </Actions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
