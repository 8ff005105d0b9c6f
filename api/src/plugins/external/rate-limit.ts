// @fastify/rate-limit with its counters in the database, so every API instance enforces the same limits.
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { queryRows, type Database } from '../../db/database';
import { AppError } from '../../lib/errors';

function createStore(db: Database) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      queryRows<{ hits: number; ttl: number }>(
        db,
        sql`insert into rate_limits (key, hits, reset_at)
            values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
            returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      ).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: {
      method: string | string[];
      url: string;
      routeInfo?: { method: string; url: string };
    }) {
      const method = routeOptions.routeInfo?.method ?? String(routeOptions.method);
      const url = routeOptions.routeInfo?.url ?? routeOptions.url;
      return new PostgresRateLimitStore(undefined, `${method} ${url}|`);
    }
  };
}

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
      store: createStore(app.db) as never,
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
  { name: 'rate-limit', dependencies: ['database'] },
);
