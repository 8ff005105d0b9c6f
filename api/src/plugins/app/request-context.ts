// Per-request context: the language of messages (Accept-Language), the request id echoed to the client, and
// trimming of e-mail fields before validation.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { localeFromAcceptLanguage, type Locale } from '../../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

const requestIdPattern = /^[\w.:-]{8,128}$/;

/** Keeps a caller's X-Request-Id (a load balancer's, say) when it looks like one; a new UUID otherwise. */
export function generateRequestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && requestIdPattern.test(given) ? given : crypto.randomUUID();
}

export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request, reply) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
    });
    // Addresses pasted with stray spaces are still addresses.
    app.addHook('preValidation', async (request) => {
      const body = request.body as { email?: unknown } | null | undefined;
      if (body && typeof body === 'object' && typeof body.email === 'string') body.email = body.email.trim();
    });
  },
  { name: 'request-context' },
);
