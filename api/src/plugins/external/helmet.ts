// Security headers. Resources stay readable by the web app on a sibling origin of the same site.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: app.config.env === 'production',
    });
  },
  { name: 'helmet' },
);
