// `npm run bench:api`'s floor for the rate call: the API's server options, its database and the products routes
// (the rate call's validation, quote and response schema), and nothing else: no request context (the echoed
// request id, the language, the error handler), CORS, security headers, session, rate limit, maintenance switch
// or app-client check. What the rate call costs beyond this is what those cost. A measurement aid, never
// deployed: the production build leaves it out.
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { serverOptions } from '../app';
import { loadConfig } from '../config';
import { productsRoutes } from '../modules/products/routes';
import { databasePlugin } from '../plugins/external/database';

async function start(): Promise<void> {
  const config = loadConfig();
  const app = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  await app.register(databasePlugin, {});
  await app.register(productsRoutes, {
    rateLimit: { max: config.rateLimit.public.max, timeWindow: config.rateLimit.public.windowMs },
  });
  await app.listen({ host: config.host, port: config.port });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

void start();
