// POST /dev/auto-billing/run: runs the automatic-billing housekeeping (notices, due debits, due retries) as if
// it were another moment, so a developer or an e2e test can see a month's debit without waiting a month.
// Development and tests only: never registered in production.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../lib/http-schemas';

export const devAutoBillingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auto-billing/run',
    {
      schema: {
        tags: ['dev'],
        summary: 'Run the automatic-billing housekeeping as at `at` (dev and tests only)',
        body: Type.Object({ at: Type.String({ format: 'date-time' }) }),
        response: { 200: envelope(Type.Object({ started: Type.Integer() })) },
      },
    },
    async (request) => {
      const started = await app.payments.schedules.runDue(new Date(request.body.at));
      // What the debits started: their outcomes, and the contributions they pay, before answering.
      await app.jobs.runDue();
      return { data: { started } };
    },
  );
};
