import { eq, sql } from 'drizzle-orm';
import { authFailures, authSessions, jobs } from '../src/db/schema';
import { registerMember } from './helpers/test-app';
import { JobQueue } from '../src/modules/jobs/job-queue';
import { createTestApp, type TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => undefined, error: () => undefined } as never;

function queue(options: Partial<ConstructorParameters<typeof JobQueue>[2]> = {}) {
  return new JobQueue(t.app.db, silent, { pollIntervalMs: 0, retryBaseMs: 1, ...options });
}

async function jobRow(id: number) {
  const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

const makeDue = (id: number) =>
  t.app.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));

describe('job queue', () => {
  it('runs a job once and marks it done', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.register('test.record', async (job) => {
      seen.push(job.payload);
    });
    const id = await q.enqueue('test.record', { n: 1 });
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job later with backoff, then succeeds', async () => {
    const q = queue({ retryBaseMs: 60_000 });
    let calls = 0;
    q.register('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('SMTP timeout');
    });
    const id = await q.enqueue('test.flaky', {});
    await q.runDue();
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP timeout' });
    const delay = failed.runAt.getTime() - Date.now();
    expect(delay).toBeGreaterThan(50_000);
    expect(delay).toBeLessThanOrEqual(72_000);

    expect(await q.runDue()).toBe(0);
    await makeDue(id);
    await q.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up after the last attempt', async () => {
    const q = queue();
    q.register('test.broken', async () => {
      throw new Error('always');
    });
    const id = await q.enqueue('test.broken', {}, { maxAttempts: 2 });
    await q.runDue();
    await makeDue(id);
    await q.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always' });
  });

  it('doubles the backoff with each attempt, capped at an hour', () => {
    const q = queue({ retryBaseMs: 5_000 });
    expect(q.backoffMs(1)).toBeGreaterThanOrEqual(5_000);
    expect(q.backoffMs(1)).toBeLessThanOrEqual(6_000);
    expect(q.backoffMs(3)).toBeGreaterThanOrEqual(20_000);
    expect(q.backoffMs(30)).toBeLessThanOrEqual(72 * 60_000);
  });

  it('survives a restart: a job left by a stopped process is run by the next one', async () => {
    const before = queue();
    const id = await before.enqueue('test.survivor', { keep: true });
    await before.stop();

    const after = queue();
    const seen: unknown[] = [];
    after.register('test.survivor', async (job) => {
      seen.push(job.payload);
    });
    await after.runDue();
    expect(seen).toEqual([{ keep: true }]);
    expect((await jobRow(id)).status).toBe('done');
  });

  it('takes over a job whose worker died while running it', async () => {
    const q = queue({ leaseMs: 1_000 });
    const seen: number[] = [];
    q.register('test.orphan', async (job) => {
      seen.push(job.id);
    });
    const id = await q.enqueue('test.orphan', {});
    await t.app.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedAt: sql`now() - interval '5 seconds'`,
        lockedBy: 'gone:1',
      })
      .where(eq(jobs.id, id));
    await q.runDue();
    expect(seen).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs each job once when two workers poll together', async () => {
    const runs = new Map<number, number>();
    const handler = async (job: { id: number }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    };
    const [a, b] = [queue(), queue()];
    a.register('test.shared', handler);
    b.register('test.shared', handler);
    const ids = await Promise.all(Array.from({ length: 6 }, (_, n) => a.enqueue('test.shared', { n })));
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ids.map((id) => runs.get(id))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('polls on its own once started, and stops cleanly', async () => {
    const q = queue({ pollIntervalMs: 20 });
    let resolveRun: (value: unknown) => void = () => undefined;
    const ran = new Promise((resolve) => {
      resolveRun = resolve;
    });
    q.register('test.polled', async (job) => resolveRun(job.payload));
    q.start();
    await q.enqueue('test.polled', { polled: true });
    await expect(ran).resolves.toEqual({ polled: true });
    await q.stop();
  });

  it('fails a job of an unknown kind without retrying', async () => {
    const q = queue();
    const id = await q.enqueue('test.nobody', {});
    await q.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('cleans up finished jobs, spent login-failure counts and ended sessions', async () => {
    const q = queue();
    q.register('test.old', async () => undefined);
    const oldId = await q.enqueue('test.old', {});
    const freshId = await q.enqueue('test.old', {});
    await q.runDue();
    await t.app.db
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, oldId));
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await t.app.db.insert(authFailures).values([
      { kind: 'login', email: 'spent@example.com', failures: 3, firstFailedAt: dayAgo, lastFailedAt: dayAgo },
      {
        kind: 'login',
        email: 'current@example.com',
        failures: 1,
        firstFailedAt: new Date(),
        lastFailedAt: new Date(),
      },
      {
        kind: 'login',
        email: 'locked@example.com',
        failures: 10,
        firstFailedAt: dayAgo,
        lastFailedAt: dayAgo,
        lockedUntil: new Date(Date.now() + 60_000),
      },
    ]);
    const member = await registerMember(t.app);
    const { sessionId } = await t.app.tokens.verify(member.access, 'access');
    await t.app.db
      .update(authSessions)
      .set({ revokedAt: sql`now() - interval '8 days'`, revokedReason: 'logout' })
      .where(eq(authSessions.id, sessionId));

    await t.app.jobs.runHousekeeping();

    const remainingJobs = await t.app.db.select({ id: jobs.id }).from(jobs);
    expect(remainingJobs.map((row) => row.id)).toEqual(expect.arrayContaining([freshId]));
    expect(remainingJobs.map((row) => row.id)).not.toContain(oldId);
    const failures = await t.app.db.select({ email: authFailures.email }).from(authFailures);
    expect(failures.map((row) => row.email)).toEqual(
      expect.arrayContaining(['current@example.com', 'locked@example.com']),
    );
    expect(failures.map((row) => row.email)).not.toContain('spent@example.com');
    const sessions = await t.app.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    expect(sessions).toEqual([]);
  });
});
