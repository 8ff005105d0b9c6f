// Auto-billing of later contributions. A schedule belongs to a certificate (one active each) and names a
// saved card (POST .../xendit/api/v1/subscription/) or an FPX mandate (started when the mandate is approved).
// The job queue's housekeeping (and the `payments.autobill` job) charges due schedules: each cycle is claimed
// by a conditional UPDATE of `cycle`, and its payment carries `cycle_key` = "<schedule id>:<cycle>" (unique),
// so two workers never charge one cycle twice. The amount is the certificate's contribution at charge time;
// a certificate that can no longer be paid (cancelled, lapsed) ends its schedule.
// The member is e-mailed DEBIT_NOTICE_DAYS before each debit. A failed debit is tried again after each of
// DEBIT_RETRY_DAYS (a retry is its own payment, `cycle_key` "<schedule id>:<cycle>:retry<n>"), and the member
// is e-mailed after each failure: with the day of the next try, or, after the last, to pay before the
// certificate would lapse (the end of its grace period). Each notice and each retry is claimed by a
// conditional UPDATE, so it happens once however many workers run.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { productFacts } from '@teduh/shared/domain';
import { AppError, fieldError } from '../../lib/errors';
import type { EmailService } from '../mail/email-service';
import type { UsersRepository } from '../auth/users-repository';
import type { CertificatePayments, PayableCertificate } from '../certificates/payment-contract';
import type { DebitMethod, PaymentNoticeEmailParams } from './emails';
import type { ContributionDue } from './contribution-due';
import type { PaymentLedger, PaymentRow } from './ledger';
import type { CardRepository } from './card-repository';
import { isUuid, type CardPaymentsService } from './card-service';
import type { FpxPaymentsService } from './fpx-service';
import type { MandatesRepository } from './mandates-repository';
import { malaysianDay, startOfMalaysianDayAfter } from '../../lib/malaysian-day';
import { senToDecimal } from './provider-http';
import type { ScheduleRow, SchedulesRepository } from './schedules-repository';

/** Days before a debit the member is told of it. */
export const DEBIT_NOTICE_DAYS = 3;
/** A failed debit is tried again this many days after each failure; after the last, the member must pay. */
export const DEBIT_RETRY_DAYS: readonly number[] = [3, 7];

const DAY_MS = 24 * 3600 * 1000;
const isoDay = malaysianDay;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A contribution paid by hand before its debit day moves the cover on by a period; the debit of that day then has
 * nothing to collect. Cover that runs more than this many days past the debit day means it was paid already
 * (a regular debit falls on the day the cover ends, give or take month-end clamping).
 */
const PAID_AHEAD_MARGIN_DAYS = 7;

/** True when the certificate is already paid past this debit, so the cycle passes with no charge. */
export const paidAhead = (paidUntil: string | null, debitAt: Date) =>
  paidUntil !== null && paidUntil > addDays(isoDay(debitAt), PAID_AHEAD_MARGIN_DAYS);

/** The notice's fields the schedule knows; the member's name is added when it is sent. */
type Notice = PaymentNoticeEmailParams extends infer P
  ? P extends unknown
    ? Omit<P, 'firstName'>
    : never
  : never;

export function scheduleView(row: ScheduleRow, amountSen: number | null) {
  return {
    uuid: row.id,
    certificate: row.certificateUuid,
    channel: row.channel,
    payment_method: row.paymentMethodId,
    status: row.status,
    frequency: row.frequency,
    amount: amountSen === null ? null : senToDecimal(amountSen),
    next_charge_on: isoDay(row.nextChargeAt),
    created_at: row.createdAt.toISOString(),
  };
}

export interface PaymentSchedulesOptions {
  /** Transactions only; the queries are the repositories'. */
  db: Database;
  schedules: SchedulesRepository;
  cards: CardRepository;
  mandates: MandatesRepository;
  users: UsersRepository;
  card: CardPaymentsService;
  fpx: FpxPaymentsService;
  ledger: PaymentLedger;
  certificates: () => CertificatePayments;
  /** The next contribution less the member's reward credit. */
  due: ContributionDue;
  emails: EmailService;
  log: FastifyBaseLogger;
}

export class PaymentSchedules {
  private readonly schedules: SchedulesRepository;
  private readonly card: CardPaymentsService;
  private readonly log: FastifyBaseLogger;

  constructor(private readonly options: PaymentSchedulesOptions) {
    this.schedules = options.schedules;
    this.card = options.card;
    this.log = options.log;
    options.ledger.onScheduledFailure((row) => this.debitFailed(row));
  }

  private certificates(): CertificatePayments {
    return this.options.certificates();
  }

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
    const lastPaid = await this.options.ledger.lastSuccess(payable.uuid);
    const nextChargeAt = startOfMalaysianDayAfter(lastPaid?.paidAt ?? new Date(), payable.frequency);
    return this.options.db.transaction(async (tx) => {
      await this.schedules.cancelActiveOfCertificate(payable.uuid, { db: tx });
      const row = await this.schedules.insert(
        {
          userId,
          certificateUuid: payable.uuid,
          channel: 'card',
          paymentMethodId: method.id,
          frequency: payable.frequency,
          nextChargeAt,
        },
        tx,
      );
      return { row, amountSen: payable.contributionSen };
    });
  }

  async forCertificate(userId: string, certificateUuid: string): Promise<ScheduleRow | undefined> {
    if (!isUuid(certificateUuid)) throw new AppError(404, 'not_found', 'errors.notFound');
    return this.schedules.activeOf(userId, certificateUuid);
  }

  /**
   * How the member's certificate is paid: its active saved card, its newest FPX mandate, and the active
   * schedule with the next debit's day and amount (the certificate's contribution now). 404 when not theirs.
   */
  async autoBilling(userId: string, certificateUuid: string) {
    await this.card.assertOwnsCertificate(userId, certificateUuid);
    // A member back from saving a new card sees it even before the provider's webhook arrives.
    await this.card.refreshCheckouts(certificateUuid);
    const payable = await this.certificates()
      .payable(userId, certificateUuid)
      .catch((error: unknown) => {
        // Ended or cancelled: nothing more will be debited.
        if (error instanceof AppError && error.statusCode === 409) return null;
        throw error;
      });
    const schedule = await this.forCertificate(userId, certificateUuid);
    const [card] = await this.card.listMethods(userId, [certificateUuid], 'active');
    const mandate = await this.options.mandates.newestOf(userId, certificateUuid);
    const active = schedule !== undefined && payable !== null;
    const creditSen = active && payable ? await this.options.due.preview(payable) : 0;
    return {
      certificate: certificateUuid,
      status: active ? ('active' as const) : ('off' as const),
      channel: active ? schedule.channel : null,
      frequency: schedule?.frequency ?? payable?.frequency ?? 'month',
      next_debit_on: active ? isoDay(schedule.nextChargeAt) : null,
      amount: active ? senToDecimal(payable.contributionSen - creditSen) : null,
      reward_credit: active ? senToDecimal(creditSen) : null,
      card: card
        ? {
            id: card.id,
            brand: card.brand,
            last4: card.maskedNumber.slice(-4),
            expiry_month: card.expiryMonth,
            expiry_year: card.expiryYear,
          }
        : null,
      mandate: mandate ? { id: mandate.id, bank_name: mandate.bankName, status: mandate.status } : null,
    };
  }

  /** Turns automatic billing off: the member pays each contribution themselves; the card stays saved. */
  async stopForCertificate(userId: string, certificateUuid: string): Promise<void> {
    await this.card.assertOwnsCertificate(userId, certificateUuid);
    await this.schedules.cancelActiveOfCertificate(certificateUuid, { userId });
  }

  /** A removed card or cancelled mandate ends the auto-billing on it. */
  async stopForPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.schedules.cancelActiveOfMethod(paymentMethodId);
  }

  /**
   * Notices, then every due debit and due retry, each once (only the certificate's, when given: the developer
   * route's run for one member); answers how many debits were started.
   */
  async runDue(now = new Date(), certificateUuid?: string): Promise<number> {
    await this.sendNotices(now, certificateUuid);
    const due = await this.schedules.dueDebits(now, certificateUuid);
    const retries = await this.schedules.dueRetries(now, certificateUuid);
    let started = 0;
    for (const [schedule, run] of [
      ...due.map((row) => [row, () => this.charge(row, now)] as const),
      ...retries.map((row) => [row, () => this.retry(row, now)] as const),
    ]) {
      try {
        if (await run()) started += 1;
      } catch (error) {
        this.log.error({ err: error, scheduleId: schedule.id }, 'auto-billing charge failed');
      }
    }
    return started;
  }

  /** The certificate as payments may charge it now; null (and the schedule ended) when it no longer can be. */
  private async payableOrEnd(schedule: ScheduleRow): Promise<PayableCertificate | null> {
    try {
      return await this.certificates().payable(schedule.userId, schedule.certificateUuid);
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409)) {
        await this.schedules.end(schedule.id);
        return null;
      }
      throw error;
    }
  }

  private async charge(schedule: ScheduleRow, now: Date): Promise<boolean> {
    const payable = await this.payableOrEnd(schedule);
    if (!payable) return false;
    // Claim the cycle: only one worker moves `cycle` from its old value. A new cycle has no retries yet.
    const next = startOfMalaysianDayAfter(schedule.nextChargeAt, schedule.frequency);
    if (!(await this.schedules.claimCycle(schedule, now, next))) return false;
    if (paidAhead(payable.paidUntil, schedule.nextChargeAt)) {
      this.log.info(
        { scheduleId: schedule.id, paidUntil: payable.paidUntil },
        'debit skipped: paid by hand already',
      );
      return false;
    }
    return this.debit(schedule, payable, `${schedule.id}:${schedule.cycle + 1}`);
  }

  private async retry(schedule: ScheduleRow, now: Date): Promise<boolean> {
    if (!(await this.schedules.claimRetry(schedule, now))) return false;
    const payable = await this.payableOrEnd(schedule);
    if (!payable) return false;
    return this.debit(schedule, payable, `${schedule.id}:${schedule.cycle}:retry${schedule.retryCount}`);
  }

  private async debit(
    schedule: ScheduleRow,
    payable: PayableCertificate,
    cycleKey: string,
  ): Promise<boolean> {
    // A redeemed credit is claimed by the contribution's period (the cycle's retries, or a payment by hand of
    // the same contribution, share it), so it is taken off once.
    const { amountSen } = await this.options.due.take(payable);
    const input = {
      userId: schedule.userId,
      certificateUuid: schedule.certificateUuid,
      amountSen,
      cycleKey,
    };
    const row =
      schedule.channel === 'card'
        ? await this.card.chargeScheduled({ ...input, paymentMethodId: schedule.paymentMethodId })
        : await this.options.fpx.collectScheduled({ ...input, mandateId: schedule.paymentMethodId });
    return row !== null;
  }

  /** E-mails each debit due within DEBIT_NOTICE_DAYS, once per cycle. */
  private async sendNotices(now: Date, certificateUuid?: string): Promise<void> {
    const soon = new Date(now.getTime() + DEBIT_NOTICE_DAYS * DAY_MS);
    for (const schedule of await this.schedules.dueNotices(soon, certificateUuid)) {
      if (!(await this.schedules.claimNotice(schedule))) continue;
      try {
        const payable = await this.certificates().payable(schedule.userId, schedule.certificateUuid);
        if (paidAhead(payable.paidUntil, schedule.nextChargeAt)) continue;
        await this.notify(schedule, {
          kind: 'debit_due',
          certificateUuid: schedule.certificateUuid,
          productName: payable.productName,
          amountSen: payable.contributionSen,
          debitOn: isoDay(schedule.nextChargeAt),
          method: await this.methodOf(schedule),
        });
      } catch (error) {
        // Not payable any more: the debit will end the schedule instead.
        this.log.warn({ err: error, scheduleId: schedule.id }, 'debit notice not sent');
      }
    }
  }

  /**
   * A debit of the schedule's current cycle failed (the provider's own failure): plan the next try, or after
   * the last one tell the member to pay before the certificate lapses. Late failures of older tries change
   * nothing.
   */
  private async debitFailed(row: PaymentRow): Promise<void> {
    const [scheduleId = '', cycleText, retryText] = (row.cycleKey ?? '').split(':');
    if (!isUuid(scheduleId)) return;
    const schedule = await this.schedules.byId(scheduleId);
    if (!schedule || schedule.status !== 'active' || Number(cycleText) !== schedule.cycle) return;
    const attempt = retryText ? Number(retryText.replace('retry', '')) : 0;
    if (attempt !== schedule.retryCount) return;
    const delay = DEBIT_RETRY_DAYS[attempt];
    // Counted from when the failed try was started (housekeeping's clock), not from when its answer came.
    const triedAt = schedule.lastDebitAt ?? new Date();
    const retryAt = delay === undefined ? null : new Date(triedAt.getTime() + delay * DAY_MS);
    if (!(await this.schedules.planRetry(schedule.id, attempt, retryAt))) return;
    const payable = await this.certificates()
      .payable(schedule.userId, schedule.certificateUuid)
      .catch(() => null);
    if (!payable) return;
    await this.notify(schedule, {
      kind: 'debit_failed',
      certificateUuid: schedule.certificateUuid,
      productName: payable.productName,
      amountSen: row.amountSen,
      method: await this.methodOf(schedule),
      retryOn: retryAt ? isoDay(retryAt) : null,
      lapsesOn: payable.paidUntil ? addDays(payable.paidUntil, productFacts.gracePeriodDays) : null,
    });
  }

  private async methodOf(schedule: ScheduleRow): Promise<DebitMethod> {
    if (schedule.channel === 'card') {
      const card = await this.options.cards.methodById(schedule.paymentMethodId);
      return { kind: 'card', brand: card?.brand ?? 'CARD', last4: card?.maskedNumber.slice(-4) ?? '' };
    }
    const mandate = await this.options.mandates.byId(schedule.paymentMethodId);
    return { kind: 'fpx', bank: mandate?.bankName ?? 'FPX' };
  }

  /** E-mails the member, in their language. */
  private async notify(schedule: ScheduleRow, notice: Notice): Promise<void> {
    const user = await this.options.users.findById(schedule.userId);
    if (!user) return;
    await this.options.emails.send(user.email, user.language, {
      template: 'payment_notice',
      params: { ...notice, firstName: user.firstName } as PaymentNoticeEmailParams,
    });
  }
}
