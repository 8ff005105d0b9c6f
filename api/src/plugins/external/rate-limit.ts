// @fastify/rate-limit with its counters in this process's memory: a counted or refused request costs no database
// write. Each instance counts on its own, so N instances behind a balancer allow up to N times a limit.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-IP limit of the sensitive account routes: login, registration, PIN checks, recovery. */
    authRateLimit: RateLimitOptions;
  }
}

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // Per client address; a trusted app client (TeduhFree key, plugins/app/api-clients.ts) has its own bucket.
      keyGenerator: (request) => (request.apiClient ? `client:${request.apiClient.id}` : request.ip),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'throttled',
          { key: 'errors.throttled', params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } },
          { headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) } },
        ),
    });
    app.decorate('authRateLimit', {
      max: app.config.rateLimit.auth.max,
      timeWindow: app.config.rateLimit.auth.windowMs,
    });
  },
  { name: 'rate-limit' },
);
