// ContributionRefunds (payment-contract.ts): the certificates service asks for a refund of (part of) a
// payment (cooling-off, a duplicate certificate, a cancellation). The caller's idempotency key makes a
// repeated request the same refund; our refund row's id is the provider's idempotency key. Our reason is
// kept in our ledger (and sent as metadata); the provider gets the nearest of its own reasons. Only the
// provider's refusal or its FAILED/CANCELLED status fails a refund: an answer we cannot read, a timeout or
// a 5xx leaves it pending, to be sent again with the same key.
import { AppError } from '../../lib/errors';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CertificatePayments,
  ContributionRefunds,
  RefundRequest,
} from '../certificates/payment-contract';
import type { CardClient, ProviderRefundReason } from './card-client';
import type { PaymentLedger } from './ledger';
import type { RefundRow, RefundsRepository } from './refunds-repository';
import { ProviderError } from './provider-http';
import { isUuid, providerFailure } from './card-service';

/** The provider's reason for each of ours (its enum has no cooling-off: that is the customer's request). */
export const providerRefundReasons: Record<RefundRow['reason'], ProviderRefundReason> = {
  cooling_off: 'REQUESTED_BY_CUSTOMER',
  duplicate_certificate: 'DUPLICATE',
  cancellation: 'CANCELLATION',
};

/** Our status for the provider's refund status; a status we do not know keeps it pending. */
export function refundStatus(providerStatus: string): RefundRow['status'] {
  if (providerStatus === 'SUCCEEDED') return 'succeeded';
  if (providerStatus === 'FAILED' || providerStatus === 'CANCELLED') return 'failed';
  return 'pending';
}

export class PaymentRefunds implements ContributionRefunds {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly card: CardClient,
    private readonly ledger: PaymentLedger,
    private readonly certificates: () => CertificatePayments,
    private readonly log: FastifyBaseLogger,
  ) {}

  async refund(request: RefundRequest): Promise<{ refundUuid: string; status: 'pending' | 'succeeded' }> {
    if (!Number.isInteger(request.amountSen) || request.amountSen <= 0) {
      throw new AppError(400, 'invalid', 'errors.invalidValue');
    }
    const existing = await this.refunds.byIdempotencyKey(request.idempotencyKey);
    if (existing) return this.submit(existing);

    const payment = await this.ledger.byId(request.paymentUuid);
    if (!payment) throw new AppError(404, 'not_found', 'payments.notFound');
    if (payment.status !== 'succeeded' || !payment.providerId) {
      throw new AppError(409, 'refund_not_possible', 'payments.refundNotPaid');
    }
    if (payment.channel === 'fpx') throw new AppError(409, 'refund_manual', 'payments.refundFpxManual');
    const refunded = await this.refunds.refundedSen(payment.id);
    if (refunded + request.amountSen > payment.amountSen) {
      throw new AppError(409, 'refund_too_large', 'payments.refundTooLarge');
    }
    await this.refunds.insertUnlessExists({
      paymentId: payment.id,
      amountSen: request.amountSen,
      reason: request.reason,
      idempotencyKey: request.idempotencyKey,
    });
    const row = await this.refunds.byIdempotencyKey(request.idempotencyKey);
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
        reason: providerRefundReasons[row.reason],
        ourReason: row.reason,
      });
    } catch (error) {
      if (error instanceof ProviderError && error.refused) {
        await this.refunds.update(row.id, { status: 'failed' });
        throw new AppError(409, 'refund_not_possible', 'payments.refundRefused');
      }
      // Unknown outcome: the refund may have been made. It stays pending: with the provider's id it settles
      // by webhook; without, the caller's retry asks again with the same key.
      const providerRefundId = error instanceof ProviderError ? refundIdIn(error.body) : null;
      if (providerRefundId) {
        await this.refunds.setProviderIdIfUnknown(row.id, providerRefundId);
        return { refundUuid: row.id, status: 'pending' };
      }
      providerFailure(error);
    }
    const status = refundStatus(refund.status);
    await this.refunds.update(row.id, { providerRefundId: refund.id, status });
    if (status === 'failed') throw new AppError(409, 'refund_not_possible', 'payments.refundRefused');
    return { refundUuid: row.id, status };
  }

  /** A refund event: the refund is read at the provider and its final status applied. */
  async settleFromProvider(providerRefundId: string): Promise<void> {
    let refund;
    try {
      refund = await this.card.getRefund(providerRefundId);
    } catch (error) {
      // Not one the provider knows: nothing to apply.
      if (error instanceof ProviderError && error.status === 404) return;
      throw error;
    }
    // A refund whose creation answer we could not read is known by our own id (its reference).
    if (refund.reference_id && isUuid(refund.reference_id)) {
      await this.refunds.setProviderIdIfUnknown(refund.reference_id, refund.id);
    }
    await this.applyProviderRefund(refund.id, refund.status);
  }

  /** The provider's final word on a refund it first answered pending; the certificates service is told. */
  async applyProviderRefund(providerRefundId: string, providerStatus: string): Promise<void> {
    const status = refundStatus(providerStatus);
    if (status === 'pending') return;
    for (const refundUuid of await this.refunds.settlePending(providerRefundId, status)) {
      await this.certificates()
        .refundSettled({ refundUuid, status })
        .catch((error: unknown) =>
          this.log.error({ err: error, refundUuid }, 'could not tell certificates a refund ended'),
        );
    }
  }
}

/** The refund id in an answer we could not read in full. */
function refundIdIn(body: unknown): string | null {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
}
