// The job queue, with its worker running inside the API process while the server is up.
import { and, eq, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { jobs } from '../../db/schema';
import { JobQueue } from '../../modules/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const jobsPlugin = fp(
  async (app) => {
    const queue = new JobQueue(app.db, app.log.child({ component: 'jobs' }), {
      pollIntervalMs: app.config.jobs.pollIntervalMs,
      exclusive: app.database.runExclusive,
    });
    // Finished jobs are kept a week (failed ones a month, for inspection).
    queue.addHousekeeping('jobs.prune-finished', async (db) => {
      await db
        .delete(jobs)
        .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(Date.now() - 7 * DAY_MS))));
      await db
        .delete(jobs)
        .where(and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, new Date(Date.now() - 30 * DAY_MS))));
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
