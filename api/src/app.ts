// Builds the API: external plugins, then the app's repositories and services, then the routes (fastify/demo).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { adminMaintenanceRoutes } from './modules/admin/maintenance-routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { mailboxRoutes } from './modules/dev/mailbox-routes';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { productsRoutes } from './modules/products/routes';
import { accountsPlugin } from './plugins/app/accounts';
import { authPlugin } from './plugins/app/auth';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { jobsPlugin } from './plugins/app/jobs';
import { mailPlugin } from './plugins/app/mail';
import { maintenancePlugin } from './plugins/app/maintenance';
import { newsletterPlugin } from './plugins/app/newsletter';
import { generateRequestId, requestContextPlugin } from './plugins/app/request-context';
import { corsPlugin } from './plugins/external/cors';
import { databasePlugin } from './plugins/external/database';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { sessionCookiePlugin } from './plugins/external/session-cookie';
import { swaggerPlugin } from './plugins/external/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise the app opens and migrates the configured one. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      customOptions: {
        allErrors: true,
        verbose: true,
        // Annotations naming the message of a failed rule (keys of lib/i18n or the shared validation keys).
        keywords: ['x-message', 'x-required-message'],
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);

  // External plugins.
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { handle: options.database });
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  await app.register(sessionCookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);

  // Repositories and services.
  await app.register(maintenancePlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(accountsPlugin);
  await app.register(newsletterPlugin);

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth/api/v1' });
  await app.register(analyticsRoutes, { prefix: '/analytics/api/v1' });
  const publicRateLimit = { max: config.rateLimit.public.max, timeWindow: config.rateLimit.public.windowMs };
  await app.register(productsRoutes, { rateLimit: publicRateLimit });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', rateLimit: publicRateLimit });
  if (config.env !== 'production') await app.register(mailboxRoutes, { prefix: '/dev' });
  if (config.secrets.admin) {
    await app.register(adminMaintenanceRoutes, { prefix: '/admin', adminToken: config.secrets.admin });
  }

  return app;
}
