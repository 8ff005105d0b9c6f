// POST /dev/auto-billing/run: runs the automatic-billing housekeeping (notices, due debits, due retries) as if
// it were another moment, so a developer or an e2e test can see a month's debit without waiting a month. With
// `certificate`, only that certificate's debits run: tests running side by side do not collect each other's.
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
        body: Type.Object({
          at: Type.String({ format: 'date-time' }),
          certificate: Type.Optional(Type.String({ format: 'uuid' })),
        }),
        response: { 200: envelope(Type.Object({ started: Type.Integer() })) },
      },
    },
    async (request) => {
      const { at, certificate } = request.body;
      const started = await app.payments.schedules.runDue(new Date(at), certificate);
      // What the debits started: their outcomes, and the contributions they pay, before answering.
      await app.jobs.runDue();
      return { data: { started } };
    },
  );
};
