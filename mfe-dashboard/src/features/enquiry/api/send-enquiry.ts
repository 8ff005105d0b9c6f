import { object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_NAME_MAX_LENGTH,
  createValidators,
  isEnquiryTopic,
  type Translate,
} from '@teduh/shared/forms';

export const enquiriesPath = 'enquiries/api/v1/';

/** Spec: name, e-mail, topic and message are required, and the e-mail must be valid. */
export function createEnquirySchema(t: Translate) {
  const validators = createValidators(t);
  return object({
    name: validators.required.max(ENQUIRY_NAME_MAX_LENGTH),
    email: validators.email,
    topic: validators.required.test(
      'topic',
      () => t('validation.required', { ns: 'shared' }),
      (value) => isEnquiryTopic(value),
    ),
    message: validators.required.max(ENQUIRY_MESSAGE_MAX_LENGTH),
  });
}

export type EnquiryInput = InferType<ReturnType<typeof createEnquirySchema>>;

/** Anyone may send one (signed in or not). */
export async function sendEnquiry(input: EnquiryInput): Promise<void> {
  await apiClient.post(enquiriesPath, {
    name: input.name.trim(),
    email: input.email.trim(),
    topic: input.topic,
    message: input.message.trim(),
  });
}
