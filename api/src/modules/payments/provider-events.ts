// The card provider's webhooks and the FPX gateway's callbacks, received once each: a delivery already
// recorded is answered as a repeat; any other is applied, then recorded. Recording comes after applying, so a
// failure makes the provider deliver it again, and applying is idempotent (statuses only move forward).
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Value } from 'typebox/value';
import { fieldError } from '../../lib/errors';
import type { CardPaymentsService } from './card-service';
import { FpxDebit, FpxMandate } from './fpx-client';
import type { FpxPaymentsService } from './fpx-service';
import type { ProviderDelivery, ProviderEventsRepository } from './provider-events-repository';
import type { PaymentRefunds } from './refunds';
import type { PaymentSchedules } from './schedules';
import type { CallbackEvent, WebhookEnvelope } from './schemas';

/** The field of each handled card event's `data` that names the object to read at the provider. */
const handledCardEvents: Record<string, string> = {
  'payment.capture': 'payment_request_id',
  'payment.authorization': 'payment_request_id',
  'payment.failure': 'payment_request_id',
  'payment_session.completed': 'payment_session_id',
  'payment_session.expired': 'payment_session_id',
  'payment_token.expiry': 'payment_token_id',
  'payment_token.failure': 'payment_token_id',
  'refund.succeeded': 'id',
  'refund.failed': 'id',
  'payout.succeeded': 'id',
  'payout.failed': 'id',
};

/**
 * The id `field` of an event's object. The refund webhook's documented examples nest a second envelope in
 * `data` (its schema does not), so a refund id is also looked for one level down.
 */
export function webhookObjectId(envelope: WebhookEnvelope, field: string): string | null {
  const nested = envelope.data.data;
  const value =
    envelope.data[field] ??
    (nested && typeof nested === 'object' ? (nested as Record<string, unknown>)[field] : undefined);
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** One card delivery's identity: the same event about the same body is the same delivery. */
export function webhookDeliveryId(envelope: WebhookEnvelope): string {
  const digest = crypto.createHash('sha256').update(JSON.stringify(envelope.data)).digest('hex');
  return `${envelope.event}:${digest.slice(0, 40)}`;
}

export interface Receipt {
  duplicate: boolean;
}

/** Applies a payout event; the claims service provides it (payouts are its own). */
export type PayoutEventHandler = (payoutId: string) => Promise<void>;

export class ProviderEventsService {
  private payoutHandler: PayoutEventHandler | null = null;

  constructor(
    private readonly events: ProviderEventsRepository,
    private readonly card: CardPaymentsService,
    private readonly fpx: FpxPaymentsService,
    private readonly refunds: PaymentRefunds,
    private readonly schedules: PaymentSchedules,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * A card provider event. Each names an object that is then read at the provider (a forged or replayed event
   * can only bring the provider's own state). An event we handle whose object id is missing is refused (400),
   * never recorded as done; an event we do not handle is recorded.
   */
  async receiveCardWebhook(envelope: WebhookEnvelope): Promise<Receipt> {
    const delivery = {
      provider: 'card' as const,
      eventId: webhookDeliveryId(envelope),
      type: envelope.event,
      payload: envelope,
    };
    return this.receiveOnce(delivery, async () => {
      const idField = handledCardEvents[envelope.event];
      if (!idField) {
        this.log.info({ event: envelope.event }, 'card provider event not handled; recorded');
        return;
      }
      const objectId = webhookObjectId(envelope, idField);
      if (!objectId) throw fieldError(`data.${idField}`, 'errors.invalidValue');
      await this.applyCardEvent(envelope.event, objectId);
    });
  }

  /** Lets the service that owns payouts apply the provider's payout events. */
  handlePayouts(handler: PayoutEventHandler): void {
    this.payoutHandler = handler;
  }

  /** An FPX gateway callback (its signature already checked): a mandate or a debit, as the gateway has it. */
  async receiveFpxCallback(event: CallbackEvent): Promise<Receipt> {
    const delivery = { provider: 'fpx' as const, eventId: event.event_id, type: event.type, payload: event };
    return this.receiveOnce(delivery, async () => {
      if (event.type === 'mandate.updated' && Value.Check(FpxMandate, event.data)) {
        await this.fpx.applyMandate(event.data);
      } else if (event.type === 'debit.updated' && Value.Check(FpxDebit, event.data)) {
        await this.fpx.applyDebit(event.data);
      }
    });
  }

  private async receiveOnce(delivery: ProviderDelivery, apply: () => Promise<void>): Promise<Receipt> {
    if (await this.events.isRecorded(delivery.provider, delivery.eventId)) return { duplicate: true };
    await apply();
    await this.events.record(delivery);
    return { duplicate: false };
  }

  private async applyCardEvent(event: string, objectId: string): Promise<void> {
    if (event.startsWith('payment.')) await this.card.applyWebhookPayment(objectId);
    else if (event.startsWith('payment_session.')) await this.card.applyWebhookSession(objectId);
    else if (event.startsWith('refund.')) await this.refunds.settleFromProvider(objectId);
    else if (event.startsWith('payout.')) {
      // Not recorded as handled while nobody can apply it: the provider delivers it again.
      if (!this.payoutHandler) throw new Error('payout event received, but no payout handler is registered');
      await this.payoutHandler(objectId);
    } else if (event.startsWith('payment_token.')) {
      // The saved card can no longer be charged: removed here too, and its auto-billing stops.
      for (const methodId of await this.card.expireToken(objectId)) {
        await this.schedules.stopForPaymentMethod(methodId);
      }
    }
  }
}
