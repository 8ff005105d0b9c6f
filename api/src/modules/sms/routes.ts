// sms/api/v1/status/: Twilio's status callback of each text we send (StatusCallback), form-encoded and signed
// in X-Twilio-Signature. A text that could not be delivered is logged with Twilio's error code, so support can
// tell a claimant why no code came; nothing is stored (the claimant asks again, or by e-mail).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';

const StatusCallback = Type.Object(
  {
    MessageSid: Type.String({ maxLength: 64 }),
    MessageStatus: Type.String({ maxLength: 32 }),
    ErrorCode: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: Type.String({ maxLength: 2000 }) },
);

export const smsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  const log = app.log.child({ component: 'sms' });

  app.post(
    '/status/',
    {
      schema: {
        tags: ['sms'],
        summary:
          "The SMS provider's status callback of a text we sent (Twilio, signed in X-Twilio-Signature)",
        consumes: ['application/x-www-form-urlencoded'],
        body: StatusCallback,
        response: { 204: Type.Null(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const signature = request.headers['x-twilio-signature'];
      const params = request.body as Record<string, string>;
      if (!app.sms.validCallback(typeof signature === 'string' ? signature : undefined, params)) {
        throw new AppError(403, 'bad_signature', 'sms.badSignature');
      }
      const { MessageSid: sid, MessageStatus: status, ErrorCode: errorCode } = request.body;
      if (status === 'undelivered' || status === 'failed') {
        log.warn({ sid, status, errorCode }, 'text message not delivered');
      } else {
        log.info({ sid, status }, 'text message status');
      }
      return reply.status(204).send(null);
    },
  );
};
