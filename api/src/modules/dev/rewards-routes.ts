// POST /dev/rewards/run: runs the rewards housekeeping (referral settlement, lucky draw) as if it were another
// moment, so a developer or an e2e test can see a cooling-off period end without waiting 15 days. With `member`,
// only that referrer's points are settled (and no draw is run): tests running side by side then move on only
// their own member's points. Development and tests only: never registered in production.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayIso } from '@teduh/shared/domain';
import { envelope } from '../../lib/http-schemas';

export const devRewardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/rewards/run',
    {
      schema: {
        tags: ['dev'],
        summary: 'Run the rewards housekeeping as at `at` (dev and tests only)',
        body: Type.Object({
          at: Type.String({ format: 'date-time' }),
          member: Type.Optional(Type.String({ format: 'uuid' })),
        }),
        response: { 200: envelope(Type.Object({ settled: Type.Integer() })) },
      },
    },
    async (request) => {
      const at = new Date(request.body.at);
      const { member } = request.body;
      // Certificate changes queued their settlement: done first, then everything as at `at`.
      await app.jobs.runDue();
      if (member) {
        await app.rewards.settleReferrer(member, todayIso(at));
        return { data: { settled: 1 } };
      }
      const settled = await app.rewards.settleAll(todayIso(at));
      await app.luckyDraws.run(at);
      return { data: { settled } };
    },
  );
};
