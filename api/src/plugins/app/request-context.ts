// Per-request context: the language of messages (Accept-Language), the request id echoed to the client,
// trimming of e-mail fields before validation, and a refusal of text no handler should ever see.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { invalid, type FieldErrors } from '../../lib/errors';
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

/** A NUL character (PostgreSQL cannot store it) or half of a surrogate pair (no valid text has one). */
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const unstorableText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The fields of a parsed body, query or path that no handler should see, by dotted name: text with unstorable
 * characters, and numbers that are not finite (JSON's 1e999, or a query's, which Ajv coerces to Infinity and,
 * with allErrors, lets through its maximum).
 */
export function refusedFields(value: unknown, name = '', found: FieldErrors = {}, depth = 0): FieldErrors {
  const field = name || 'non_field_errors';
  if (typeof value === 'string') {
    if (unstorableText.test(value)) found[field] = [{ key: 'errors.invalidText' }];
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) found[field] = [{ key: 'errors.invalidValue' }];
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      if (unstorableText.test(key)) found[field] = [{ key: 'errors.invalidText' }];
      else refusedFields(item, name ? `${name}.${key}` : key, found, depth + 1);
    }
  }
  return found;
}

export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    // Callback hooks, not async ones: every request passes through these, and a promise each costs time.
    app.addHook('onRequest', (request, reply, done) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
      done();
    });
    // Addresses pasted with stray spaces are still addresses.
    app.addHook('preValidation', (request, _reply, done) => {
      const body = request.body as { email?: unknown } | null | undefined;
      if (body && typeof body === 'object' && typeof body.email === 'string') body.email = body.email.trim();
      done();
    });
    // After validation, so values coerced from other types are checked too.
    app.addHook('preHandler', (request, _reply, done) => {
      const fields = refusedFields(
        request.body,
        '',
        refusedFields(request.query, '', refusedFields(request.params)),
      );
      if (Object.keys(fields).length > 0) done(invalid(fields));
      else done();
    });
  },
  { name: 'request-context' },
);
