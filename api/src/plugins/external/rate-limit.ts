// @fastify/rate-limit: a counted or refused request costs no database write. Counters live in this process's
// memory (one instance), or in Valkey/Redis at REDIS_URL when the API is scaled out, so every instance counts
// together. Redis unreachable: the limit is skipped (logged) rather than every request refused.
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { brand } from '../../brand';
import { AppError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-IP limit of the sensitive account routes: login, registration, PIN checks, recovery. */
    authRateLimit: RateLimitOptions;
  }
}

export const rateLimitPlugin = fp(
  async (app) => {
    const { redisUrl } = app.config.rateLimit;
    // The plugin's advice: fail fast rather than queue requests behind a Redis that does not answer.
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true })
      : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
      await redis.connect().catch(() => undefined);
      // Counters need no goodbye: drop the connection (and any reconnecting) at once.
      app.addHook('onClose', async () => redis.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${brand.slug}-rate-limit-`, skipOnError: true } : {}),
      // Per client address; a trusted app client (TeduhFree key, plugins/app/api-clients.ts) has its own bucket.
      // The counters' headers go on a refusal only (with Retry-After): on every other answer they cost each call
      // time and bytes, and no client of ours reads them.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
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
