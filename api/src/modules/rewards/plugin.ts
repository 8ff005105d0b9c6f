// Rewards: the service (app.rewards), the lucky draw (app.luckyDraws), the credits payments takes off a charge,
// the settlement job queued by certificate changes, and the housekeeping that ends cooling-off periods and runs
// the monthly draw.
import fp from 'fastify-plugin';
import { LuckyDraws } from './lucky-draw';
import { RewardsRepository } from './rewards-repository';
import { RewardsService } from './rewards-service';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
    luckyDraws: LuckyDraws;
  }
}

export const SETTLE_REFERRED_JOB = 'rewards.settle-referred';

export const rewardsPlugin = fp(
  async (app) => {
    const repository = new RewardsRepository(app.db);
    const rewards = new RewardsService(repository, app.log.child({ component: 'rewards' }));
    const draws = new LuckyDraws(repository);
    app.decorate('rewards', rewards);
    app.decorate('luckyDraws', draws);
    app.paymentContract.provideCredits(rewards);

    app.jobs.register<{ userId: string }>(SETTLE_REFERRED_JOB, ({ payload }) =>
      rewards.settleReferred(payload.userId),
    );
    // Queued in the certificate change's own transaction: issued, cancelled or rescinded, it is followed once.
    app.certificates.onStatusChange(async (tx, userId) => {
      await app.jobs.enqueue(SETTLE_REFERRED_JOB, { userId }, { db: tx });
    });
    app.jobs.addHousekeeping('rewards.settle-and-draw', async () => {
      await rewards.settleAll();
      await draws.run();
    });
  },
  { name: 'rewards', dependencies: ['database', 'jobs', 'certificates', 'payment-contract'] },
);
