// api/newsletter/: the footer form (add-contact, public, rate limited) and the member's profile switch
// (subscription/: GET the state, POST subscribe, DELETE unsubscribe; logged in).
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-schemas';
import { AddContactBody, AddContactResult, SubscriptionState } from './schemas';

export interface NewsletterRoutesOptions {
  /** Limit of the public calls per client address. */
  rateLimit: RateLimitOptions;
}

const tags = ['newsletter'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** Addresses pasted with stray spaces are still addresses (the request context trims only a top-level email). */
async function trimContactEmails(request: FastifyRequest) {
  const body = request.body as { contacts?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || !Array.isArray(body.contacts)) return;
  for (const contact of body.contacts as unknown[]) {
    if (
      contact &&
      typeof contact === 'object' &&
      typeof (contact as { email?: unknown }).email === 'string'
    ) {
      const entry = contact as { email: string };
      entry.email = entry.email.trim();
    }
  }
}

export const newsletterRoutes: FastifyPluginAsyncTypebox<NewsletterRoutesOptions> = async (app, options) => {
  const rateLimit = options.rateLimit;

  async function memberEmail(userId: string): Promise<string> {
    const user = await app.users.findById(userId);
    if (!user) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    return user.email;
  }

  app.post(
    '/add-contact/',
    {
      config: { rateLimit },
      bodyLimit: 4 * 1024,
      preValidation: trimContactEmails,
      schema: {
        tags,
        summary: 'Subscribe an address to the newsletter (the footer form); no login',
        description:
          'list_ids: 1 (the newsletter); contacts: one { email }. Subscribing again answers the same, and ' +
          're-subscribes an address that had unsubscribed. A welcome e-mail in the language of ' +
          'Accept-Language is sent when the address becomes subscribed.',
        body: AddContactBody,
        response: { 201: AddContactResult, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.newsletter.addContacts(
        request.body.contacts.map((contact) => contact.email),
        request.body.list_ids,
        request.locale,
      );
      return reply.status(201).send({ data: { subscribed: true as const } });
    },
  );

  app.get(
    '/subscription/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Whether the logged-in member's address receives the newsletter",
        security,
        response: { 200: SubscriptionState, ...errorResponses(403) },
      },
    },
    async (request) => {
      const email = await memberEmail(request.auth!.userId);
      return { data: { data: await app.newsletter.isMemberSubscribed(email) } };
    },
  );

  app.post(
    '/subscription/',
    {
      config: { rateLimit },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Subscribe the logged-in member's address (no payload)",
        security,
        response: { 200: SubscriptionState, ...errorResponses(403, 429) },
      },
    },
    async (request) => {
      const email = await memberEmail(request.auth!.userId);
      await app.newsletter.subscribeMember(request.auth!.userId, email, request.locale);
      return { data: { data: true } };
    },
  );

  app.delete(
    '/subscription/',
    {
      config: { rateLimit },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Unsubscribe the logged-in member's address (no payload)",
        security,
        response: { 200: SubscriptionState, ...errorResponses(403, 429) },
      },
    },
    async (request) => {
      await app.newsletter.unsubscribeMember(await memberEmail(request.auth!.userId));
      return { data: { data: false } };
    },
  );
};
