// ContributionRefunds (payment-contract.ts): the certificates service asks for a refund of (part of) a
// payment (cooling-off, a duplicate certificate, a cancellation). The caller's idempotency key makes a
// repeated request the same refund; our refund row's id is the provider's idempotency key.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentRefunds } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ContributionRefunds, RefundRequest } from '../certificates/payment-contract';
import type { CardClient } from './card-client';
import type { PaymentLedger } from './ledger';
import { ProviderError } from './provider-http';
import { providerFailure } from './card-service';

type RefundRow = typeof paymentRefunds.$inferSelect;

export class PaymentRefunds implements ContributionRefunds {
  constructor(
    private readonly db: Database,
    private readonly card: CardClient,
    private readonly ledger: PaymentLedger,
  ) {}

  async refund(request: RefundRequest): Promise<{ refundUuid: string; status: 'pending' | 'succeeded' }> {
    if (!Number.isInteger(request.amountSen) || request.amountSen <= 0) {
      throw new AppError(400, 'invalid', 'errors.invalidValue');
    }
    const [existing] = await this.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, request.idempotencyKey));
    if (existing) return this.submit(existing);

    const payment = await this.ledger.byId(request.paymentUuid);
    if (!payment) throw new AppError(404, 'not_found', 'payments.notFound');
    if (payment.status !== 'succeeded' || !payment.providerId) {
      throw new AppError(409, 'refund_not_possible', 'payments.refundNotPaid');
    }
    if (payment.channel === 'fpx') throw new AppError(409, 'refund_manual', 'payments.refundFpxManual');
    const [{ refunded }] = (await this.db
      .select({ refunded: sql<string>`coalesce(sum(${paymentRefunds.amountSen}), 0)` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, 'failed')))) as [
      { refunded: string },
    ];
    if (Number(refunded) + request.amountSen > payment.amountSen) {
      throw new AppError(409, 'refund_too_large', 'payments.refundTooLarge');
    }
    await this.db
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amountSen: request.amountSen,
        reason: request.reason,
        idempotencyKey: request.idempotencyKey,
      })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, request.idempotencyKey));
    return this.submit(row!);
  }

  private async submit(row: RefundRow): Promise<{ refundUuid: string; status: 'pending' | 'succeeded' }> {
    if (row.status === 'failed') throw new AppError(409, 'refund_not_possible', 'payments.refundNotPaid');
    if (row.providerRefundId) return { refundUuid: row.id, status: row.status };
    const payment = await this.ledger.byId(row.paymentId);
    let refund;
    try {
      refund = await this.card.createRefund({
        refundId: row.id,
        providerPaymentRequestId: payment!.providerId!,
        amountSen: row.amountSen,
        reason: row.reason.toUpperCase(),
      });
    } catch (error) {
      if (error instanceof ProviderError && error.status !== null && error.status < 500) {
        await this.db
          .update(paymentRefunds)
          .set({ status: 'failed', updatedAt: new Date() })
          .where(eq(paymentRefunds.id, row.id));
        throw new AppError(409, 'refund_not_possible', 'payments.refundTooLarge');
      }
      providerFailure(error);
    }
    const status =
      refund.status === 'SUCCEEDED' ? 'succeeded' : refund.status === 'FAILED' ? 'failed' : 'pending';
    await this.db
      .update(paymentRefunds)
      .set({ providerRefundId: refund.id, status, updatedAt: new Date() })
      .where(eq(paymentRefunds.id, row.id));
    if (status === 'failed') throw new AppError(409, 'refund_not_possible', 'payments.refundNotPaid');
    return { refundUuid: row.id, status };
  }

  /** A refund webhook: the provider's final word on a refund it first answered pending. */
  async applyProviderRefund(
    providerRefundId: string,
    status: 'SUCCEEDED' | 'FAILED' | 'PENDING',
  ): Promise<void> {
    if (status === 'PENDING') return;
    await this.db
      .update(paymentRefunds)
      .set({ status: status === 'SUCCEEDED' ? 'succeeded' : 'failed', updatedAt: new Date() })
      .where(
        and(eq(paymentRefunds.providerRefundId, providerRefundId), eq(paymentRefunds.status, 'pending')),
      );
  }
}
