// The enquiry form: `POST enquiries/api/v1/`, a registrar (`enquiryRoute(app, url, doc)`) that modules/legacy also
// registers as the older generation's `POST api/enquiries/`. Public and rate limited; a logged-in sender's account
// is recorded.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import type { PublicRouteDoc, RouteApp } from '../../lib/route-doc';
import { readAuthorization } from '../auth/authorization-header';
import { EnquiriesService } from './enquiries-service';
import { EnquiryBody, EnquiryCreated } from './schemas';

export interface EnquiriesRoutesOptions {
  /** Limit per client address (or per app client key). */
  rateLimit: RateLimitOptions;
}

/** Blank names and messages are missing ones (the request context trims the e-mail already). */
async function trimText(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return;
  for (const field of ['name', 'message']) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
}

/** Send an enquiry to the support team. */
export function enquiryRoute(app: RouteApp, url: string, doc: PublicRouteDoc) {
  const service = new EnquiriesService(app.db, app.emails, app.config.accounts.supportEmail);

  /** The member behind the request when it carries a valid session; anyone else sends as a guest. */
  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = readAuthorization(request.headers.authorization);
    if (!header && !request.session.get('access')) return;
    try {
      await app.authenticate(request, reply);
    } catch (error) {
      if (!isAppError(error)) throw error;
      request.auth = null;
    }
  }

  app.post(
    url,
    {
      config: { rateLimit: doc.rateLimit },
      bodyLimit: 16 * 1024,
      preValidation: trimText,
      preHandler: identify,
      schema: {
        tags: doc.tags ?? ['enquiries'],
        deprecated: doc.deprecated,
        // Anonymous, an app client, or a member (recorded with the enquiry).
        security: [{}, { appClientKey: [] }, { sessionCookie: [] }, { accessToken: [] }],
        summary: 'Send an enquiry to the support team (no login needed)',
        description:
          'name, email, topic (general, pusara-pro, claims, payments, account, partnership) and message (at ' +
          'most 2000 characters), all required. The support inbox (SUPPORT_EMAIL) receives it and the sender ' +
          'gets an acknowledgement in the language of Accept-Language. A logged-in member is recorded with it.',
        body: EnquiryBody,
        response: { 201: EnquiryCreated, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const created = await service.submit({
        ...request.body,
        language: request.locale,
        userId: request.auth?.userId ?? null,
        apiClient: request.apiClient?.id ?? null,
      });
      return reply.status(201).send({
        data: { uuid: created.id, topic: created.topic, created_at: created.createdAt.toISOString() },
      });
    },
  );
}

export const enquiriesRoutes: FastifyPluginAsyncTypebox<EnquiriesRoutesOptions> = async (app, options) => {
  enquiryRoute(app, '/', { rateLimit: options.rateLimit });
};
