// Our record of every payment and the one place its status changes. A status only moves forward (creating ->
// pending/requires_action -> succeeded/failed), by a conditional UPDATE, so a late or repeated event (webhook,
// callback, poll) never undoes a final status, and the step to 'succeeded' happens once: that step, and only
// it, reports the contribution to the certificates service (retried by a job when that call fails).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PaymentStatus } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CertificatePayments } from '../certificates/payment-contract';
import type { JobQueue } from '../jobs/job-queue';
import type { NewPayment, PaymentRow, PaymentsRepository } from './payments-repository';
import { ProviderError, senToDecimal } from './provider-http';

export type { PaymentRow } from './payments-repository';

export const APPLY_CONTRIBUTION_JOB = 'payments.apply-contribution';
export const RECONCILE_JOB = 'payments.reconcile';

export const openStatuses: PaymentStatus[] = ['creating', 'pending', 'requires_action'];

/** Statuses a payment may move to `next` from. */
function allowedFrom(next: PaymentStatus): PaymentStatus[] {
  switch (next) {
    case 'creating':
      return [];
    // Not from itself: a repeated event changes nothing (and schedules no second poll).
    case 'pending':
      return ['creating', 'requires_action'];
    case 'requires_action':
      return ['creating', 'pending'];
    case 'succeeded':
    case 'failed':
      return ['creating', 'pending', 'requires_action'];
  }
}

export interface StatusUpdate {
  status: PaymentStatus;
  providerId?: string;
  actionUrl?: string | null;
  failureCode?: string | null;
}

/** The status the web client sees: a payment not yet at the provider is pending. */
export type WireStatus = 'succeeded' | 'pending' | 'requires_action' | 'failed';

export function wireStatus(status: PaymentStatus): WireStatus {
  return status === 'creating' ? 'pending' : status;
}

export function paymentView(row: PaymentRow) {
  return {
    uuid: row.id,
    certificate: row.certificateUuid,
    channel: row.channel,
    status: wireStatus(row.status),
    amount: senToDecimal(row.amountSen),
    currency: 'MYR' as const,
    failure_code: row.failureCode,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cached_data: {
      actions: row.status === 'requires_action' && row.actionUrl ? [{ url: row.actionUrl }] : [],
    },
  };
}

/** A provider call that creates a payment: its answer, or the payment it failed (refused outright). */
export type Submission<T> = { answer: T } | { refused: PaymentRow };

export class PaymentLedger {
  /** Told when an automatic-billing debit (a payment with a cycle key) fails; set by the schedules. */
  private scheduledFailure: ((row: PaymentRow) => Promise<void>) | null = null;

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly jobs: JobQueue,
    private readonly certificates: () => CertificatePayments,
    private readonly log: FastifyBaseLogger,
    private readonly reconcileAfterSeconds: number,
  ) {}

  onScheduledFailure(listener: (row: PaymentRow) => Promise<void>): void {
    this.scheduledFailure = listener;
  }

  async byId(id: string): Promise<PaymentRow | undefined> {
    return this.payments.byId(id);
  }

  async byProviderId(providerId: string): Promise<PaymentRow | undefined> {
    return this.payments.byProviderId(providerId);
  }

  /** The member's payment, or 404 (another member's payment is not found either). */
  async owned(userId: string, id: string): Promise<PaymentRow> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new AppError(404, 'not_found', 'payments.notFound');
    }
    const row = await this.payments.ofMember(userId, id);
    if (!row) throw new AppError(404, 'not_found', 'payments.notFound');
    return row;
  }

  async forCertificate(
    userId: string,
    certificateUuid: string,
    channel?: 'card' | 'fpx',
  ): Promise<PaymentRow[]> {
    return this.payments.forCertificate(userId, certificateUuid, channel);
  }

  /** The open payment made through our API for a certificate (at most one, by a unique index). */
  async openForCertificate(certificateUuid: string): Promise<PaymentRow | undefined> {
    return this.payments.firstInStatus(certificateUuid, openStatuses, { fromApiOnly: true });
  }

  /** A success of the last few minutes: a second click after an instant success gets that payment back. */
  async recentSuccess(certificateUuid: string, withinMinutes = 10): Promise<PaymentRow | undefined> {
    return this.payments.lastSuccess(certificateUuid, withinMinutes);
  }

  /** The certificate's newest success, however long ago. */
  async lastSuccess(certificateUuid: string): Promise<PaymentRow | undefined> {
    return this.payments.lastSuccess(certificateUuid, null);
  }

  /**
   * What stops a new charge for a certificate: an open payment (from our API or a hosted checkout), or a
   * success that already paid it (any, while the certificate is still pending; the last 10 minutes otherwise).
   */
  async blocking(
    certificateUuid: string,
    certificateStatus: 'pending' | 'issued',
  ): Promise<{ kind: 'open' | 'paid'; row: PaymentRow } | null> {
    const open = await this.payments.firstInStatus(certificateUuid, openStatuses);
    if (open) return { kind: 'open', row: open };
    const paid =
      certificateStatus === 'pending'
        ? await this.payments.firstInStatus(certificateUuid, ['succeeded'])
        : await this.recentSuccess(certificateUuid);
    return paid ? { kind: 'paid', row: paid } : null;
  }

  /**
   * Whether money may be moving for a pending certificate: a payment not yet final, or a success (not yet
   * applied, or applied a moment ago). Read with `db`: the certificates service asks inside its transaction.
   */
  async inFlight(certificateUuid: string, db?: Database): Promise<boolean> {
    const row = await this.payments.firstInStatus(certificateUuid, [...openStatuses, 'succeeded'], { db });
    return row !== undefined;
  }

  /**
   * Inserts a new payment unless the certificate already has an open one made through our API; answers the
   * new row, or null when another request won (the caller then reads the open one).
   */
  async insertOpen(values: NewPayment): Promise<PaymentRow | null> {
    return this.payments.insertUnlessExists(values);
  }

  /** Moves a payment forward; answers the updated row, or null when the update was stale (nothing changed). */
  async transition(id: string, update: StatusUpdate): Promise<PaymentRow | null> {
    const from = allowedFrom(update.status);
    const succeeded = update.status === 'succeeded';
    const row = await this.payments.updateIfIn(id, from, {
      status: update.status,
      ...(update.providerId ? { providerId: update.providerId } : {}),
      actionUrl: update.status === 'requires_action' ? (update.actionUrl ?? null) : null,
      failureCode: update.status === 'failed' ? (update.failureCode ?? 'failed') : null,
      ...(succeeded ? { paidAt: new Date() } : {}),
      lastCheckedAt: new Date(),
      updatedAt: new Date(),
    });
    if (!row) {
      // A provider id learnt late (the status was already final) is still worth keeping.
      if (update.providerId) await this.payments.setProviderIdIfUnknown(id, update.providerId);
      return null;
    }
    if (succeeded) await this.applyContribution(row);
    else if (update.status === 'pending' || update.status === 'requires_action') {
      await this.scheduleReconcile(row.id, 0);
    } else if (update.status === 'failed' && row.cycleKey && this.scheduledFailure) {
      // The debit's failure is final either way; a failing retry plan must not undo it.
      await this.scheduledFailure(row).catch((error: unknown) =>
        this.log.error({ err: error, paymentId: row.id }, 'could not plan the retry of a failed debit'),
      );
    }
    return row;
  }

  /**
   * Makes the provider call that creates payment `row` there (the row exists first, so a repeated call carries
   * the same idempotency key). An outright refusal fails the payment: nothing was charged. Any other failure
   * leaves the outcome unknown (the charge may have gone through), so the payment stays open: pending when the
   * answer named the provider's id (`providerIdIn`), else polled by the reconcile job (unless `polling`: that
   * job plans its own next poll), which finishes it; the error is thrown on for the caller to answer.
   */
  async submitToProvider<T>(
    row: PaymentRow,
    call: () => Promise<T>,
    options: { polling: boolean; providerIdIn?: (body: unknown) => string | null },
  ): Promise<Submission<T>> {
    try {
      return { answer: await call() };
    } catch (error) {
      if (error instanceof ProviderError && error.refused) {
        await this.transition(row.id, {
          status: 'failed',
          failureCode: (error.errorCode ?? 'provider_rejected').toLowerCase(),
        });
        return { refused: (await this.byId(row.id))! };
      }
      const providerId =
        error instanceof ProviderError && options.providerIdIn ? options.providerIdIn(error.body) : null;
      this.log.warn(
        { err: error, paymentId: row.id, providerId },
        `${row.channel} charge outcome unknown; polling`,
      );
      const moved = providerId ? await this.transition(row.id, { status: 'pending', providerId }) : null;
      if (!moved && !options.polling) await this.scheduleReconcile(row.id, 0);
      throw error;
    }
  }

  async touchChecked(id: string): Promise<void> {
    await this.payments.touchChecked(id);
  }

  /** Reports the contribution; when the certificates service fails, a job retries with backoff. */
  private async applyContribution(row: PaymentRow): Promise<void> {
    try {
      await this.reportContribution(row);
    } catch (error) {
      this.log.warn({ err: error, paymentId: row.id }, 'contributionPaid failed; retrying in a job');
      await this.jobs.enqueue(APPLY_CONTRIBUTION_JOB, { paymentId: row.id }, { maxAttempts: 20 });
    }
  }

  /** The job's work: reports a succeeded payment not yet reported. */
  async applyContributionJob(paymentId: string): Promise<void> {
    const row = await this.byId(paymentId);
    if (!row || row.status !== 'succeeded' || row.contributionAppliedAt) return;
    await this.reportContribution(row);
  }

  private async reportContribution(row: PaymentRow): Promise<void> {
    await this.certificates().contributionPaid({
      certificateUuid: row.certificateUuid,
      paymentUuid: row.id,
      amountSen: row.amountSen,
      paidAt: row.paidAt ?? new Date(),
      channel: row.channel,
    });
    await this.payments.markContributionApplied(row.id);
  }

  /** Polls the provider for an open payment later: after reconcileAfterSeconds, doubling, at most an hour. */
  async scheduleReconcile(paymentId: string, round: number): Promise<void> {
    if (round > 16) return;
    const seconds = Math.min(Math.max(1, this.reconcileAfterSeconds) * 2 ** round, 3600);
    const runAt = new Date(Date.now() + (round === 0 ? this.reconcileAfterSeconds : seconds) * 1000);
    await this.jobs.enqueue(RECONCILE_JOB, { paymentId, round }, { runAt, maxAttempts: 5 });
  }
}
