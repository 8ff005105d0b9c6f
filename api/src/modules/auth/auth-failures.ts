// Guessing against one account, from any number of addresses. The per-address rate limit does not stop a
// botnet trying one member's password; this does. Failures are counted per e-mail address typed, registered or
// not, so what it answers says nothing about which addresses have an account.
// - login: after 5 wrong passwords in a day each try waits longer (2, 4, 8 ... 60 s); the 10th locks the address
//   for 15 minutes and its owner is told by e-mail (once a day). A right password, or a password reset, clears it.
// - recovery: at most 10 wrong recovery PINs a day per address, whatever number of PINs were requested.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authFailures } from '../../db/schema';

export type FailureKind = 'login' | 'recovery';

export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_LOCK_FAILURES = 10;
export const LOGIN_LOCK_MINUTES = 15;
const LOGIN_MAX_DELAY_SECONDS = 60;
export const RECOVERY_DAILY_FAILURES = 10;
const WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Wait {
  seconds: number;
  /** Locked (not merely slowed): the 10th wrong password, or the day's recovery PIN tries are spent. */
  locked: boolean;
}

type Row = typeof authFailures.$inferSelect;

/** How long an address must wait before its next try, given its failures so far. */
export function waitFor(kind: FailureKind, row: Row | undefined, now: Date): Wait {
  const none = { seconds: 0, locked: false };
  if (!row || row.firstFailedAt.getTime() + WINDOW_MS <= now.getTime()) return none;
  const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - now.getTime()) / 1000));
  if (kind === 'recovery') {
    if (row.failures < RECOVERY_DAILY_FAILURES) return none;
    return { seconds: secondsUntil(row.firstFailedAt.getTime() + WINDOW_MS), locked: true };
  }
  if (row.lockedUntil && row.lockedUntil > now)
    return { seconds: secondsUntil(row.lockedUntil.getTime()), locked: true };
  if (row.failures < LOGIN_FREE_FAILURES) return none;
  const delay = Math.min(LOGIN_MAX_DELAY_SECONDS, 2 ** (row.failures - LOGIN_FREE_FAILURES + 1));
  return { seconds: secondsUntil(row.lastFailedAt.getTime() + delay * 1000), locked: false };
}

export class AuthFailures {
  constructor(private readonly db: Database) {}

  async wait(kind: FailureKind, email: string, now = new Date()): Promise<Wait> {
    const [row] = await this.db
      .select()
      .from(authFailures)
      .where(and(eq(authFailures.kind, kind), eq(authFailures.email, email)));
    return waitFor(kind, row, now);
  }

  /** Counts one failure; `lockedNow` when this one locked a login (the moment to tell the owner). */
  async record(kind: FailureKind, email: string, now = new Date()): Promise<{ lockedNow: boolean }> {
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
    const [row] = await this.db
      .insert(authFailures)
      .values({ kind, email, failures: 1, firstFailedAt: now, lastFailedAt: now })
      .onConflictDoUpdate({
        target: [authFailures.kind, authFailures.email],
        set: {
          // A day after the first failure, counting starts again.
          failures: sql`case when ${authFailures.firstFailedAt} <= ${windowStart} then 1 else ${authFailures.failures} + 1 end`,
          firstFailedAt: sql`case when ${authFailures.firstFailedAt} <= ${windowStart} then ${now} else ${authFailures.firstFailedAt} end`,
          lastFailedAt: now,
        },
      })
      .returning();
    if (kind !== 'login' || !row || row.failures < LOGIN_LOCK_FAILURES) return { lockedNow: false };
    await this.db
      .update(authFailures)
      .set({ lockedUntil: lockUntil })
      .where(and(eq(authFailures.kind, kind), eq(authFailures.email, email)));
    return { lockedNow: row.failures === LOGIN_LOCK_FAILURES };
  }

  async clear(kind: FailureKind, email: string): Promise<void> {
    await this.db.delete(authFailures).where(and(eq(authFailures.kind, kind), eq(authFailures.email, email)));
  }

  /** Housekeeping: rows whose day is over and whose lock has ended. */
  async purgeSpent(db: Database = this.db, now = new Date()): Promise<void> {
    await db.delete(authFailures).where(
      sql`${authFailures.firstFailedAt} <= ${new Date(now.getTime() - WINDOW_MS)}
          and (${authFailures.lockedUntil} is null or ${authFailures.lockedUntil} <= ${now})`,
    );
  }
}
