// Named locks that let one holder at a time run a task (housekeeping on one API instance at a time).
import type pg from 'pg';

/** Runs `task` unless the lock `name` is held elsewhere; answers whether it ran. */
export type ExclusiveRunner = (name: string, task: () => Promise<void>) => Promise<boolean>;

/** Advisory locks of (this number, hashtext(name)); the migration lock is a single-number key, so apart. */
const NAMED_LOCK_SPACE = 7_261_021;

/**
 * PostgreSQL: a session-level advisory lock taken with pg_try_advisory_lock on a connection of its own, held while
 * the task runs on the pool, so every API instance on the database sees it. A connection whose unlock failed is
 * dropped rather than pooled, which frees the lock.
 */
export function advisoryLockRunner(pool: pg.Pool): ExclusiveRunner {
  return async (name, task) => {
    const client = await pool.connect();
    let dropConnection = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [NAMED_LOCK_SPACE, name],
      );
      if (!rows[0]?.locked) return false;
      dropConnection = true;
      try {
        await task();
      } finally {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [NAMED_LOCK_SPACE, name]).then(
          () => {
            dropConnection = false;
          },
          () => undefined,
        );
      }
      return true;
    } finally {
      client.release(dropConnection);
    }
  };
}

/**
 * PGlite: one process owns the data folder and it has a single session, in which advisory locks re-enter (a
 * second pg_try_advisory_lock by the same session succeeds), so the exclusion is kept in this process.
 */
export function inProcessRunner(): ExclusiveRunner {
  const running = new Set<string>();
  return async (name, task) => {
    if (running.has(name)) return false;
    running.add(name);
    try {
      await task();
    } finally {
      running.delete(name);
    }
    return true;
  };
}
