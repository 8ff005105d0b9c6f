// Security headers, as helmet writes them, in two sets. The API answers JSON (and files): it gets the headers
// OWASP's REST Security Cheat Sheet asks of every API answer (a CSP that allows nothing and no framing, no
// sniffing, HSTS in production), and resources stay readable by the web app on a sibling origin of the same
// site. No Cache-Control: no-store, as the API sets neither ETag nor Last-Modified, so nothing is kept. The
// few pages the API renders as documents (the OpenAPI UI, the developer mailbox) get helmet's defaults. The
// document-only headers cost every JSON answer bytes and time (a small answer's headers are most of it).
// @fastify/helmet builds helmet's middleware again on every request; the headers do not depend on the
// request, so helmet writes each set once at start and each reply copies one.
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets for `options`, read off a response that only records them. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      // Lower case, as Fastify keeps names: it then has nothing to convert on each reply.
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  const request = { method: 'GET', headers: {} } as Parameters<ReturnType<typeof helmet>>[0];
  helmet(options)(request, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Paths the API answers with HTML pages (the OpenAPI UI, developer tools). */
const documentPrefixes = ['/docs', '/dev/'];

export function securityHeaderSets(production: boolean) {
  const shared = {
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: production,
  } as const;
  return {
    api: helmetHeaders({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: false,
      xPermittedCrossDomainPolicies: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xXssProtection: false,
    }),
    document: helmetHeaders(shared),
  };
}

export const helmetPlugin = fp(
  async (app) => {
    const sets = securityHeaderSets(app.config.env === 'production');
    app.addHook('onRequest', (request, reply, done) => {
      const document = documentPrefixes.some((prefix) => request.url.startsWith(prefix));
      reply.headers(document ? sets.document : sets.api);
      done();
    });
  },
  { name: 'helmet' },
);
