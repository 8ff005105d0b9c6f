// What route registrars share: a module exports one function per endpoint (`loginRoute(app, url, doc)`), its
// own route plugin registers it under the newer path and modules/legacy under the older one, so both paths
// run the very same handler.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The Fastify instance the route plugins receive (TypeBox type provider). */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** How a registered path documents itself in OpenAPI (the older paths: tag legacy, deprecated). */
export interface RouteDoc {
  tags?: string[];
  deprecated?: boolean;
}

/** A public route's registration: its documentation and the rate limit per client address. */
export interface PublicRouteDoc extends RouteDoc {
  rateLimit: RateLimitOptions;
}
