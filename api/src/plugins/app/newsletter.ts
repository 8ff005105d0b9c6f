// The newsletter service and its repository.
import fp from 'fastify-plugin';
import { NewsletterRepository } from '../../modules/newsletter/newsletter-repository';
import { NewsletterService } from '../../modules/newsletter/newsletter-service';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export const newsletterPlugin = fp(
  async (app) => {
    app.decorate('newsletter', new NewsletterService(app.db, new NewsletterRepository(app.db), app.emails));
  },
  { name: 'newsletter', dependencies: ['database', 'mail'] },
);
