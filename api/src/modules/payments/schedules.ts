// Auto-billing of later contributions. A schedule belongs to a certificate (one active each) and names a
// saved card (POST .../xendit/api/v1/subscription/) or an FPX mandate (started when the mandate is approved).
// The job queue's housekeeping (and the `payments.autobill` job) charges due schedules: each cycle is claimed
// by a conditional UPDATE of `cycle`, and its payment carries `cycle_key` = "<schedule id>:<cycle>" (unique),
// so two workers never charge one cycle twice. The amount is the certificate's contribution at charge time;
// a certificate that can no longer be paid (cancelled, lapsed) ends its schedule.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { paymentSchedules, payments } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import type { CertificatePayments } from '../certificates/payment-contract';
import { isUuid, type CardPaymentsService } from './card-service';
import type { FpxPaymentsService } from './fpx-service';
import { senToDecimal } from './provider-http';

type ScheduleRow = typeof paymentSchedules.$inferSelect;

export function scheduleView(row: ScheduleRow, amountSen: number | null) {
  return {
    uuid: row.id,
    certificate: row.certificateUuid,
    channel: row.channel,
    payment_method: row.paymentMethodId,
    status: row.status,
    frequency: row.frequency,
    amount: amountSen === null ? null : senToDecimal(amountSen),
    next_charge_on: row.nextChargeAt.toISOString().slice(0, 10),
    created_at: row.createdAt.toISOString(),
  };
}

function addPeriod(date: Date, frequency: 'month' | 'year'): Date {
  const next = new Date(date);
  if (frequency === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

export class PaymentSchedules {
  constructor(
    private readonly db: Database,
    private readonly card: CardPaymentsService,
    private readonly fpx: FpxPaymentsService,
    private readonly certificates: () => CertificatePayments,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Auto-billing on a saved card; replaces the certificate's active schedule. */
  async subscribeCard(
    userId: string,
    input: { certificate: string; paymentMethod: string },
  ): Promise<{ row: ScheduleRow; amountSen: number }> {
    const payable = await this.card.payable(userId, input.certificate);
    const [method] = (await this.card.listMethods(userId, [], 'active')).filter(
      (candidate) => candidate.id === input.paymentMethod,
    );
    if (!method) throw fieldError('payment_method', 'payments.paymentMethodNotFound');
    const [lastPaid] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.certificateUuid, payable.uuid), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.paidAt))
      .limit(1);
    const nextChargeAt = addPeriod(lastPaid?.paidAt ?? new Date(), payable.frequency);
    return this.db.transaction(async (tx) => {
      await tx
        .update(paymentSchedules)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          and(eq(paymentSchedules.certificateUuid, payable.uuid), eq(paymentSchedules.status, 'active')),
        );
      const [row] = await tx
        .insert(paymentSchedules)
        .values({
          userId,
          certificateUuid: payable.uuid,
          channel: 'card',
          paymentMethodId: method.id,
          frequency: payable.frequency,
          nextChargeAt,
        })
        .returning();
      return { row: row!, amountSen: payable.contributionSen };
    });
  }

  async forCertificate(userId: string, certificateUuid: string): Promise<ScheduleRow | undefined> {
    if (!isUuid(certificateUuid)) throw new AppError(404, 'not_found', 'errors.notFound');
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

  /** A removed card or cancelled mandate ends the auto-billing on it. */
  async stopForPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.db
      .update(paymentSchedules)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(eq(paymentSchedules.paymentMethodId, paymentMethodId), eq(paymentSchedules.status, 'active')),
      );
  }

  /** Charges every due schedule once; answers how many charges were started. */
  async runDue(now = new Date()): Promise<number> {
    const due = await this.db
      .select()
      .from(paymentSchedules)
      .where(and(eq(paymentSchedules.status, 'active'), lte(paymentSchedules.nextChargeAt, now)))
      .limit(100);
    let started = 0;
    for (const schedule of due) {
      try {
        if (await this.charge(schedule)) started += 1;
      } catch (error) {
        this.log.error({ err: error, scheduleId: schedule.id }, 'auto-billing charge failed');
      }
    }
    return started;
  }

  private async charge(schedule: ScheduleRow): Promise<boolean> {
    let payable;
    try {
      payable = await this.certificates().payable(schedule.userId, schedule.certificateUuid);
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409)) {
        await this.db
          .update(paymentSchedules)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(eq(paymentSchedules.id, schedule.id));
        return false;
      }
      throw error;
    }
    // Claim the cycle: only one worker moves `cycle` from its old value.
    const cycle = schedule.cycle + 1;
    const interval = schedule.frequency === 'month' ? sql`interval '1 month'` : sql`interval '1 year'`;
    const [claimed] = await this.db
      .update(paymentSchedules)
      .set({
        cycle,
        nextChargeAt: sql`${paymentSchedules.nextChargeAt} + ${interval}`,
        updatedAt: new Date(),
      })
      .where(and(eq(paymentSchedules.id, schedule.id), eq(paymentSchedules.cycle, schedule.cycle)))
      .returning();
    if (!claimed) return false;
    const input = {
      userId: schedule.userId,
      certificateUuid: schedule.certificateUuid,
      amountSen: payable.contributionSen,
      cycleKey: `${schedule.id}:${cycle}`,
    };
    const row =
      schedule.channel === 'card'
        ? await this.card.chargeScheduled({ ...input, paymentMethodId: schedule.paymentMethodId })
        : await this.fpx.collectScheduled({ ...input, mandateId: schedule.paymentMethodId });
    return row !== null;
  }
}
