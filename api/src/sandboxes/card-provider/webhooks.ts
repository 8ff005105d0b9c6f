// Webhooks as Xendit sends them: a POST with only the `x-callback-token` header and the body
// {event, business_id, created, data} (no event id: receivers dedupe on the ids inside `data`), retried with
// backoff until the receiver answers 2xx. Sources: apidocs/payment-webhook-notification.md,
// payment-token-webhook-notification.md, refund-webhook-notification.md,
// webhook-notification-sent-defined-webhook-url-updates-payment-session.md, payout-webhook and webhook-behavior.md.
import { createDelivery, type RetrySchedule, type SandboxScheduler } from '../delivery';

/** Every event name the sandbox sends; each is in the `event` enum of its Xendit webhook page. */
export type WebhookEventName =
  | 'payment.capture'
  | 'payment.failure'
  | 'payment_session.completed'
  | 'payment_session.expired'
  | 'payment_token.activation'
  | 'payment_token.failure'
  | 'payment_token.expiry'
  | 'refund.succeeded'
  | 'refund.failed'
  | 'payout.succeeded'
  | 'payout.failed';

export interface WebhookEnvelope {
  event: WebhookEventName;
  business_id: string;
  /** "Timestamp of webhook delivery attempt", so each attempt has its own. */
  created: string;
  data: unknown;
}

export interface OutgoingEvent {
  event: WebhookEventName;
  /** The main id of `data` (payment_id, payment_session_id, payment_token_id or refund id). */
  key: string;
  data: unknown;
}

export interface WebhookDelivery {
  event: WebhookEventName;
  key: string;
  attempt: number;
  /** The receiver's HTTP status; null while waiting or when it could not be reached. */
  status: number | null;
}

export interface WebhookSenderOptions extends RetrySchedule {
  /** Read at each send: tests set the URL after the sandbox is built. */
  url: () => string | undefined;
  callbackToken: string;
  businessId: string;
  duplicate: boolean;
  outOfOrder: boolean;
  scheduler: SandboxScheduler;
}

export function createWebhookSender(options: WebhookSenderOptions) {
  const deliveries: WebhookDelivery[] = [];
  const send = createDelivery(options.scheduler, options);

  function deliver(outgoing: OutgoingEvent): Promise<void> {
    return send({
      url: options.url,
      request: () => {
        const envelope: WebhookEnvelope = {
          event: outgoing.event,
          business_id: options.businessId,
          created: new Date().toISOString(),
          data: outgoing.data,
        };
        return { body: JSON.stringify(envelope), headers: { 'x-callback-token': options.callbackToken } };
      },
      // Logged when sent (in sending order); the status is filled in when the answer comes.
      onAttempt: (attempt) => {
        const delivery: WebhookDelivery = { event: outgoing.event, key: outgoing.key, attempt, status: null };
        deliveries.push(delivery);
        return (status) => {
          delivery.status = status;
        };
      },
    });
  }

  /** First attempts one after another, so events arrive in the order given. */
  function sendInOrder(events: OutgoingEvent[]): void {
    options.scheduler.track(
      (async () => {
        for (const outgoing of events) {
          const copies = options.duplicate ? [deliver(outgoing), deliver(outgoing)] : [deliver(outgoing)];
          await Promise.all(copies);
        }
      })(),
    );
  }

  /**
   * Sends the events of one outcome (e.g. payment_token.activation, payment.capture,
   * payment_session.completed), each with a snapshot of its data. With outOfOrder the payment's own event
   * (payment.*) goes first and the others follow it, latest first.
   */
  function emit(events: OutgoingEvent[]): void {
    if (!options.url() || events.length === 0) return;
    const snapshots = events.map((outgoing) => ({ ...outgoing, data: structuredClone(outgoing.data) }));
    if (!options.outOfOrder || snapshots.length === 1) {
      sendInOrder(snapshots);
      return;
    }
    const primary = snapshots.find((outgoing) => outgoing.event.startsWith('payment.')) ?? snapshots.at(-1)!;
    const rest = snapshots.filter((outgoing) => outgoing !== primary).reverse();
    sendInOrder([primary, ...rest]);
  }

  return { deliveries, emit };
}
