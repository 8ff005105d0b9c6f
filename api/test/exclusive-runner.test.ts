// The PostgreSQL runner's handling of its connection, against a stand-in pool that keeps advisory locks per
// session as PostgreSQL does (test/housekeeping-lock.test.ts runs it for real when DATABASE_URL is set).
import type pg from 'pg';
import { advisoryLockRunner } from '../src/db/exclusive';

function fakePool(options: { failUnlock?: boolean } = {}) {
  const held = new Map<string, number>();
  const released: { session: number; dropped: boolean }[] = [];
  let sessions = 0;
  const pool = {
    connect: async () => {
      const session = (sessions += 1);
      return {
        query: async (text: string, [space, name]: [number, string]) => {
          const key = `${space}:${name}`;
          if (text.includes('pg_try_advisory_lock')) {
            const holder = held.get(key);
            if (holder !== undefined && holder !== session) return { rows: [{ locked: false }] };
            held.set(key, session);
            return { rows: [{ locked: true }] };
          }
          if (options.failUnlock) throw new Error('connection lost');
          held.delete(key);
          return { rows: [{ pg_advisory_unlock: true }] };
        },
        release: (dropped?: boolean) => {
          released.push({ session, dropped: dropped === true });
          // A dropped connection ends its session, and with it the session's locks.
          if (dropped) for (const [key, holder] of held) if (holder === session) held.delete(key);
        },
      };
    },
  };
  return { pool: pool as unknown as pg.Pool, held, released };
}

describe('advisory lock runner', () => {
  it('lets one session run a task of a name at a time and gives the lock back', async () => {
    const { pool, held, released } = fakePool();
    const run = advisoryLockRunner(pool);
    let release: () => void = () => undefined;
    const first = run(
      'housekeeping:a',
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    let ranSecond = false;
    expect(
      await run('housekeeping:a', async () => {
        ranSecond = true;
      }),
    ).toBe(false);
    expect(ranSecond).toBe(false);
    expect(await run('housekeeping:b', async () => undefined)).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(held.size).toBe(0);
    expect(released.every((entry) => !entry.dropped)).toBe(true);
  });

  it('gives the lock back when the task fails', async () => {
    const { pool, held } = fakePool();
    const run = advisoryLockRunner(pool);
    await expect(
      run('housekeeping:a', async () => {
        throw new Error('task failed');
      }),
    ).rejects.toThrow('task failed');
    expect(held.size).toBe(0);
  });

  it('drops the connection, rather than pooling it with the lock, when the unlock fails', async () => {
    const { pool, held, released } = fakePool({ failUnlock: true });
    const run = advisoryLockRunner(pool);
    expect(await run('housekeeping:a', async () => undefined)).toBe(true);
    expect(released).toEqual([{ session: 1, dropped: true }]);
    expect(held.size).toBe(0);
  });
});
