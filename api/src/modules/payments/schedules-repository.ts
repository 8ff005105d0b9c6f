// Auto-billing schedules. Each claim (a cycle, a retry, a notice) is a conditional UPDATE that only one worker
// wins; the rules of when to claim are the schedules service's (schedules.ts).
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentSchedules } from '../../db/schema';

export type ScheduleRow = typeof paymentSchedules.$inferSelect;
export type NewSchedule = typeof paymentSchedules.$inferInsert;

export class SchedulesRepository {
  constructor(private readonly db: Database) {}

  async byId(id: string): Promise<ScheduleRow | undefined> {
    const [row] = await this.db.select().from(paymentSchedules).where(eq(paymentSchedules.id, id));
    return row;
  }

  async activeOf(userId: string, certificateUuid: string): Promise<ScheduleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentSchedules)
      .where(
        and(
          eq(paymentSchedules.userId, userId),
          eq(paymentSchedules.certificateUuid, certificateUuid),
          eq(paymentSchedules.status, 'active'),
        ),
      );
    return row;
  }

  async insert(values: NewSchedule, db: Database = this.db): Promise<ScheduleRow> {
    const [row] = await db.insert(paymentSchedules).values(values).returning();
    return row!;
  }

  /** Inserts a schedule unless the certificate has an active one already (a unique index). */
  async insertUnlessActive(values: NewSchedule): Promise<void> {
    await this.db.insert(paymentSchedules).values(values).onConflictDoNothing();
  }

  /** Ends the certificate's active schedule (of one member, when given). */
  async cancelActiveOfCertificate(
    certificateUuid: string,
    options: { userId?: string; db?: Database } = {},
  ): Promise<void> {
    await this.cancelActive(
      and(
        eq(paymentSchedules.certificateUuid, certificateUuid),
        options.userId ? eq(paymentSchedules.userId, options.userId) : undefined,
      ),
      options.db,
    );
  }

  /** Ends the active schedules that charge a saved card or an FPX mandate. */
  async cancelActiveOfMethod(paymentMethodId: string): Promise<void> {
    await this.cancelActive(eq(paymentSchedules.paymentMethodId, paymentMethodId));
  }

  private async cancelActive(where: SQL | undefined, db: Database = this.db): Promise<void> {
    await db
      .update(paymentSchedules)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(where, eq(paymentSchedules.status, 'active')));
  }

  /** Ends a schedule whose certificate can no longer be paid. */
  async end(id: string): Promise<void> {
    await this.db
      .update(paymentSchedules)
      .set({ status: 'cancelled', retryAt: null, updatedAt: new Date() })
      .where(eq(paymentSchedules.id, id));
  }

  /** Moves the certificate's active card schedule to another saved card. */
  async moveCardSchedule(certificateUuid: string, paymentMethodId: string): Promise<void> {
    await this.db
      .update(paymentSchedules)
      .set({ paymentMethodId, updatedAt: new Date() })
      .where(
        and(
          eq(paymentSchedules.certificateUuid, certificateUuid),
          eq(paymentSchedules.channel, 'card'),
          eq(paymentSchedules.status, 'active'),
        ),
      );
  }

  /** Active schedules (of one certificate, when given) whose next debit is due by `now` (100 at a time). */
  async dueDebits(now: Date, certificateUuid?: string): Promise<ScheduleRow[]> {
    return this.activeWhere(lte(paymentSchedules.nextChargeAt, now), certificateUuid);
  }

  /** Active schedules whose retry of a failed debit is due by `now` (100 at a time). */
  async dueRetries(now: Date, certificateUuid?: string): Promise<ScheduleRow[]> {
    return this.activeWhere(lte(paymentSchedules.retryAt, now), certificateUuid);
  }

  /** Active schedules with a debit by `soon` whose notice for that cycle is not sent (100 at a time). */
  async dueNotices(soon: Date, certificateUuid?: string): Promise<ScheduleRow[]> {
    return this.activeWhere(
      and(
        lte(paymentSchedules.nextChargeAt, soon),
        sql`${paymentSchedules.noticeSentCycle} <= ${paymentSchedules.cycle}`,
      ),
      certificateUuid,
    );
  }

  private async activeWhere(where: SQL | undefined, certificateUuid?: string): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(paymentSchedules)
      .where(
        and(
          eq(paymentSchedules.status, 'active'),
          where,
          certificateUuid ? eq(paymentSchedules.certificateUuid, certificateUuid) : undefined,
        ),
      )
      .limit(100);
  }

  /**
   * Claims the schedule's next cycle (from `schedule.cycle`), due from `nextChargeAt` (a Malaysian day's start,
   * worked out by the caller): a new cycle has no retries yet.
   */
  async claimCycle(schedule: ScheduleRow, now: Date, nextChargeAt: Date): Promise<boolean> {
    const [claimed] = await this.db
      .update(paymentSchedules)
      .set({
        cycle: schedule.cycle + 1,
        nextChargeAt,
        retryCount: 0,
        retryAt: null,
        lastDebitAt: now,
        updatedAt: new Date(),
      })
      .where(and(eq(paymentSchedules.id, schedule.id), eq(paymentSchedules.cycle, schedule.cycle)))
      .returning();
    return claimed !== undefined;
  }

  /** Claims the schedule's planned retry (the one of `schedule.retryCount`). */
  async claimRetry(schedule: ScheduleRow, now: Date): Promise<boolean> {
    const [claimed] = await this.db
      .update(paymentSchedules)
      .set({ retryAt: null, lastDebitAt: now, updatedAt: new Date() })
      .where(
        and(
          eq(paymentSchedules.id, schedule.id),
          eq(paymentSchedules.status, 'active'),
          eq(paymentSchedules.retryCount, schedule.retryCount),
          sql`${paymentSchedules.retryAt} is not null`,
        ),
      )
      .returning();
    return claimed !== undefined;
  }

  /** Claims the notice of the schedule's next debit. */
  async claimNotice(schedule: ScheduleRow): Promise<boolean> {
    const [claimed] = await this.db
      .update(paymentSchedules)
      .set({ noticeSentCycle: schedule.cycle + 1 })
      .where(
        and(
          eq(paymentSchedules.id, schedule.id),
          eq(paymentSchedules.noticeSentCycle, schedule.noticeSentCycle),
        ),
      )
      .returning();
    return claimed !== undefined;
  }

  /** Plans the try after failed try `attempt` (null: no more tries); false when another worker did. */
  async planRetry(id: string, attempt: number, retryAt: Date | null): Promise<boolean> {
    const [claimed] = await this.db
      .update(paymentSchedules)
      .set({ retryCount: attempt + 1, retryAt, updatedAt: new Date() })
      .where(and(eq(paymentSchedules.id, id), eq(paymentSchedules.retryCount, attempt)))
      .returning();
    return claimed !== undefined;
  }
}
