// Referrals: the service the referral routes use (app.referrals) and its repository.
import fp from 'fastify-plugin';
import { ReferralService } from './referrals';
import { ReferralsRepository } from './referrals-repository';

declare module 'fastify' {
  interface FastifyInstance {
    referrals: ReferralService;
  }
}

export const referralPlugin = fp(
  async (app) => {
    app.decorate('referrals', new ReferralService(new ReferralsRepository(app.db)));
  },
  { name: 'referral', dependencies: ['database'] },
);
