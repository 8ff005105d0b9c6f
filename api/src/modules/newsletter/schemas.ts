// Request and response schemas of the newsletter service (api/newsletter/).
import { Type } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';
import { newsletterListIds } from './newsletter-service';

/** The footer's address: one message for missing, empty and malformed (spec: 'Please enter a valid email.'). */
export const NewsletterEmail = Type.String({
  format: 'email',
  maxLength: 254,
  'x-message': 'validation.newsletterInvalidEmail',
  'x-required-message': 'validation.newsletterInvalidEmail',
});

export const AddContactBody = Type.Object({
  list_ids: Type.Array(
    Type.Enum([...newsletterListIds], {
      description: 'Mailing list ids; 1 is the newsletter',
      'x-message': 'newsletter.unknownList',
    }),
    { minItems: 1, maxItems: 10, 'x-message': 'newsletter.unknownList' },
  ),
  contacts: Type.Array(Type.Object({ email: NewsletterEmail }), {
    minItems: 1,
    // One address per call: a batch would let one request mail many strangers past the rate limit.
    maxItems: 1,
    'x-message': 'newsletter.oneContact',
  }),
});

export const AddContactResult = envelope(Type.Object({ subscribed: Type.Literal(true) }), 'Subscribed');

/** The contract reads `data.data` as the switch's state. */
export const SubscriptionState = envelope(
  Type.Object({ data: Type.Boolean({ description: 'true when the member receives the newsletter' }) }),
);
