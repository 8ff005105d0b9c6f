// Trusted app clients: `Authorization: TeduhFree <api key>` identifies the mobile app or a partner's webview on
// public calls (no member logged in). Keys come from PUBLIC_API_KEYS (none by default). A valid key is recorded
// on the request (`request.apiClient`) and gets its own rate-limit bucket; an unknown key answers 401
// invalid_api_key. `Teduh <access>` remains the member scheme (plugins/app/auth.ts).
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { freeAuthScheme } from '../../brand';
import { AppError } from '../../lib/errors';

export interface ApiClient {
  /** A short hash of the key, safe to log and store; never the key. */
  id: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The client a public API key names, or null when the key is not configured. */
    apiClientFor: (key: string) => ApiClient | null;
  }
  interface FastifyRequest {
    apiClient: ApiClient | null;
  }
}

const freeSchemeLowerCase = freeAuthScheme.toLowerCase();

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** The key of a `TeduhFree <key>` header; undefined for any other header or none. */
export function readApiKey(header: string | undefined): string | undefined {
  if (!header) return undefined;
  // Every member call carries the other scheme: only a header that may be this one is split.
  const start = header.trimStart();
  if (start.slice(0, freeSchemeLowerCase.length).toLowerCase() !== freeSchemeLowerCase) return undefined;
  const [scheme, key, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== freeSchemeLowerCase) return undefined;
  return key && rest.length === 0 ? key : '';
}

export const apiClientsPlugin = fp(
  async (app) => {
    const keys = app.config.accounts.publicApiKeys.map(digest);

    app.decorate('apiClientFor', (key: string): ApiClient | null => {
      const given = digest(key);
      // Every configured key is compared, in constant time, so timing says nothing about how close a guess is.
      let found = false;
      for (const known of keys) if (crypto.timingSafeEqual(known, given)) found = true;
      return found ? { id: given.toString('hex').slice(0, 16) } : null;
    });
    app.decorateRequest('apiClient', null);

    app.addHook('onRequest', (request, _reply, done) => {
      const key = readApiKey(request.headers.authorization);
      if (key === undefined) return done();
      const client = key ? app.apiClientFor(key) : null;
      if (!client) return done(new AppError(401, 'invalid_api_key', 'auth.invalidApiKey'));
      request.apiClient = client;
      done();
    });
  },
  { name: 'api-clients', dependencies: ['error-handler'] },
);
