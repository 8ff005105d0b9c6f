// Request and response schemas of the enquiry form (enquiries/api/v1/, api/enquiries/).
import { Type } from '@fastify/type-provider-typebox';
import { ENQUIRY_MESSAGE_MAX_LENGTH, ENQUIRY_NAME_MAX_LENGTH, enquiryTopics } from '@teduh/shared/domain';
import { Email, envelope } from '../../lib/http-schemas';

export const EnquiryBody = Type.Object({
  // Names and messages are trimmed before validation (routes.ts), so blank ones answer 'This field is required'.
  name: Type.String({ pattern: '\\S', maxLength: ENQUIRY_NAME_MAX_LENGTH }),
  email: Email,
  topic: Type.Enum([...enquiryTopics], {
    description: `One of: ${enquiryTopics.join(', ')}`,
    'x-message': 'enquiries.topicInvalid',
  }),
  message: Type.String({ pattern: '\\S', maxLength: ENQUIRY_MESSAGE_MAX_LENGTH }),
});

export const EnquiryCreated = envelope(
  Type.Object({
    uuid: Type.String({ format: 'uuid', description: 'The reference, also in the acknowledgement e-mail' }),
    topic: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
  'Received',
);
