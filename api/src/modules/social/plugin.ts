// The social sign-in service and the configured providers' clients.
import fp from 'fastify-plugin';
import { AuthFailures } from '../auth/auth-failures';
import { EmailPins } from '../auth/email-pins';
import { socialClients, type SocialProvider, type SocialProviderClient } from './providers';
import { SocialService } from './social-service';

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialService;
    socialClients: Map<SocialProvider, SocialProviderClient>;
  }
}

export const socialPlugin = fp(
  async (app) => {
    const service = new SocialService(
      app.db,
      app.users,
      new EmailPins(app.db, app.config.secrets.jwt),
      new AuthFailures(app.db),
      app.sessions,
      app.emails,
    );
    app.decorate('social', service);
    app.decorate('socialClients', socialClients(app.config.social));
    app.jobs.addHousekeeping('social.purge-expired-sign-ins', (db) => service.purgeExpired(db));
  },
  { name: 'social', dependencies: ['auth', 'jobs'] },
);
