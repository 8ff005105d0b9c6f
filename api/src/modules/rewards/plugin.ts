// Rewards: the service (app.rewards), the lucky draw (app.luckyDraws), the credits payments takes off a charge,
// redemptions paid to a bank (app.rewardPayouts: the payout job, the provider's events about them, their
// reconcile round), the settlement job queued by certificate changes, and the housekeeping that ends cooling-off
// periods and runs the monthly draw.
import fp from 'fastify-plugin';
import { LuckyDraws } from './lucky-draw';
import { REWARD_PAYOUT_JOB, RewardPayouts } from './reward-payouts';
import { RewardPayoutsRepository } from './reward-payouts-repository';
import { RewardsRepository } from './rewards-repository';
import { RewardsService } from './rewards-service';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
    luckyDraws: LuckyDraws;
    rewardPayouts: RewardPayouts;
  }
}

export const SETTLE_REFERRED_JOB = 'rewards.settle-referred';

export const rewardsPlugin = fp(
  async (app) => {
    const repository = new RewardsRepository(app.db);
    const rewards = new RewardsService(repository, app.log.child({ component: 'rewards' }), app.emails);
    const draws = new LuckyDraws(repository);
    app.decorate('rewards', rewards);
    app.decorate('luckyDraws', draws);
    app.paymentContract.provideCredits(rewards);
    // The credit a period keeps is settled in the transaction that records its contribution.
    app.certificates.onContributionRecorded((tx, contribution) =>
      rewards.settleContribution(tx, contribution),
    );
    // A certificate that ends gives back the credit its contributions did not use, in the ending's transaction,
    // and the member is e-mailed the points.
    app.certificates.onEnded((tx, ended) => rewards.returnCredits(tx, ended));

    const payouts = new RewardPayouts({
      db: app.db,
      rewards: repository,
      repository: new RewardPayoutsRepository(app.db),
      payouts: app.payouts,
      jobs: app.jobs,
      emails: app.emails,
    });
    app.decorate('rewardPayouts', payouts);
    app.jobs.register<{ payoutId: string }>(REWARD_PAYOUT_JOB, ({ payload }) =>
      payouts.send(payload.payoutId),
    );
    app.payouts.onEvent((payout) => payouts.applyProviderEvent(payout));
    app.jobs.addHousekeeping('rewards.reconcile-payouts', async () => {
      await payouts.reconcile();
    });

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
  {
    name: 'rewards',
    dependencies: ['database', 'jobs', 'mail', 'certificates', 'payment-contract', 'payouts'],
  },
);
