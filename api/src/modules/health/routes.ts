// GET /health: the process is up and the database answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { envelope, ErrorBody } from '../../lib/http-schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: envelope(Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') })),
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .send({ errors: { code: 'database_unavailable', detail: 'The database is not answering.' } });
      }
      return { data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};
