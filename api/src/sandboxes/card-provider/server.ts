// A sandbox of the card payment provider (Xendit-style Payment Request / Session API), kept in memory:
// customers, payment sessions with a hosted checkout page, payment requests (SUCCEEDED, PENDING,
// REQUIRES_ACTION with a 3-D Secure page, FAILED), reusable payment methods (saved cards), refunds, and
// webhooks with an `x-callback-token` header, retried with backoff until our API answers 2xx.
// Basic auth by secret key; an `Idempotency-key` header replays the first answer for the same body and
// answers 409 for another body. Outcomes are chosen by test card numbers (see TEST_CARDS and api/README.md).
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createIdempotency, HttpError } from '../http';

export const TEST_CARDS = {
  threeDSecure: '4000000000001091',
  declined: '4000000000000002',
  pendingThenSucceeds: '4000000000000010',
  pendingThenFails: '4000000000000036',
  succeeds: '4242424242424242',
} as const;

export interface CardSandboxWebhookOptions {
  /** Deliver every event twice. */
  duplicate?: boolean;
  /** Hold back non-final events of a payment request and deliver them after its final one. */
  outOfOrder?: boolean;
  /** First retry after this many ms, doubling each attempt (default 1000). */
  retryBaseMs?: number;
  /** Attempts per event before giving up (default 8). */
  maxAttempts?: number;
}

export interface CardSandboxOptions {
  secretKey: string;
  /** Where events are POSTed (our API's webhook receiver); no webhooks when unset. */
  webhookUrl?: string;
  callbackToken: string;
  /** The sandbox's own public base URL for links (checkout, 3-D Secure); default: its listen address. */
  publicUrl?: string;
  /** How long a PENDING payment stays pending before its final status (default 5000 ms). */
  pendingDelayMs?: number;
  webhook?: CardSandboxWebhookOptions;
  logger?: boolean;
}

type PrStatus = 'SUCCEEDED' | 'PENDING' | 'REQUIRES_ACTION' | 'FAILED';

interface Customer {
  id: string;
  reference_id: string;
  type: 'INDIVIDUAL';
  individual_detail: { given_names: string; surname: string | null };
  email: string | null;
  mobile_number: string | null;
  created: string;
  updated: string;
}

interface PaymentMethod {
  id: string;
  type: 'CARD';
  reusability: 'MULTIPLE_USE';
  status: 'ACTIVE' | 'EXPIRED';
  customer_id: string;
  card: {
    masked_card_number: string;
    card_brand: string;
    expiry_month: string;
    expiry_year: string;
    cardholder_name: string;
  };
  created: string;
  updated: string;
}

interface Session {
  payment_session_id: string;
  reference_id: string;
  customer_id: string;
  session_type: 'PAY';
  mode: 'PAYMENT_LINK';
  status: 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'CANCELED';
  currency: 'MYR';
  amount: number;
  country: 'MY';
  description: string | null;
  allow_save_payment_method: 'DISABLED' | 'OPTIONAL' | 'FORCED';
  success_return_url: string;
  cancel_return_url: string;
  payment_link_url: string;
  payment_request_id: string | null;
  payment_method_id: string | null;
  metadata: Record<string, string> | null;
  expires_at: string;
  created: string;
  updated: string;
}

interface PaymentRequest {
  id: string;
  reference_id: string;
  customer_id: string | null;
  amount: number;
  currency: 'MYR';
  country: 'MY';
  status: PrStatus;
  description: string | null;
  payment_session_id: string | null;
  payment_method: {
    id: string;
    type: 'CARD';
    reusability: 'MULTIPLE_USE' | 'ONE_TIME_USE';
    card: PaymentMethod['card'];
  };
  actions: { action: 'AUTH'; url_type: 'WEB'; method: 'GET'; url: string }[];
  failure_code: string | null;
  channel_properties: { success_return_url?: string; failure_return_url?: string } | null;
  metadata: Record<string, string> | null;
  created: string;
  updated: string;
}

interface Refund {
  id: string;
  payment_request_id: string;
  reference_id: string;
  amount: number;
  currency: 'MYR';
  status: 'SUCCEEDED' | 'FAILED' | 'PENDING';
  reason: string;
  created: string;
  updated: string;
}

export interface WebhookEvent {
  id: string;
  event: string;
  business_id: string;
  created: string;
  data: unknown;
}

export interface WebhookDelivery {
  eventId: string;
  event: string;
  attempt: number;
  status: number | null;
}

export interface CardSandbox {
  app: FastifyInstance;
  /** Every delivery attempt, oldest first. */
  deliveries: WebhookDelivery[];
  /** Resolves when no webhook is waiting for delivery and no pending payment is waiting to settle. */
  idle(): Promise<void>;
  /** The stored full card number of a saved card is never exposed by the API; tests may look one up. */
  paymentRequest(id: string): PaymentRequest | undefined;
}

const BUSINESS_ID = 'sandbox-business-teduh';

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  return 'UNKNOWN';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d2b2a}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #5b6b6a;border-radius:4px}
input:focus,button:focus{outline:3px solid #f2b705;outline-offset:2px}
button{margin-top:1.25rem;padding:.7rem 1.2rem;font-size:1rem;border-radius:4px;border:0;background:#0b6e4f;color:#fff;cursor:pointer}
button.secondary{background:#5b6b6a}
.error{color:#a4001d;font-weight:600}.hint{color:#4a5756;font-size:.9rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
</style></head><body><main>${body}</main></body></html>`;
}

function formatRinggit(amount: number): string {
  return `RM${amount.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export async function buildCardSandbox(options: CardSandboxOptions): Promise<CardSandbox> {
  const app = Fastify({ logger: options.logger ?? false });
  const pendingDelayMs = options.pendingDelayMs ?? 5000;
  const retryBaseMs = options.webhook?.retryBaseMs ?? 1000;
  const maxAttempts = options.webhook?.maxAttempts ?? 8;

  const customers = new Map<string, Customer>();
  const sessions = new Map<string, Session>();
  const requests = new Map<string, PaymentRequest>();
  const methods = new Map<string, PaymentMethod>();
  /** Full card numbers of saved cards (the sandbox needs them to choose outcomes; the API never shows them). */
  const cardNumbers = new Map<string, string>();
  const refunds = new Map<string, Refund>();
  const runOnce = createIdempotency('This Idempotency-key was already used with a different request body');
  const heldEvents = new Map<string, WebhookEvent[]>();
  const deliveries: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const baseUrl = () => {
    if (options.publicUrl) return options.publicUrl.replace(/\/$/, '');
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? 0}`;
  };
  const now = () => new Date().toISOString();
  const id = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function later(ms: number, task: () => void): void {
    if (closed) return;
    let done: () => void = () => undefined;
    const work = new Promise<void>((resolve) => {
      done = resolve;
    });
    const timer = setTimeout(() => {
      timers.delete(timer);
      try {
        task();
      } finally {
        done();
      }
    }, ms);
    timers.add(timer);
    track(work);
  }

  // ---- Webhooks -------------------------------------------------------------------------------------------
  async function deliver(event: WebhookEvent, attempt: number): Promise<void> {
    if (!options.webhookUrl || closed) return;
    // Logged when sent (in sending order); the status is filled in when the answer comes.
    const delivery: WebhookDelivery = { eventId: event.id, event: event.event, attempt, status: null };
    deliveries.push(delivery);
    let status: number | null = null;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-callback-token': options.callbackToken,
          'webhook-id': event.id,
        },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = null;
    }
    delivery.status = status;
    if ((status === null || status < 200 || status >= 300) && attempt < maxAttempts) {
      later(retryBaseMs * 2 ** (attempt - 1), () => track(deliver(event, attempt + 1)));
    }
  }

  function send(event: WebhookEvent): void {
    track(deliver(event, 1));
    if (options.webhook?.duplicate) track(deliver(event, 1));
  }

  function emit(type: string, data: unknown, final: boolean, groupId?: string): void {
    if (!options.webhookUrl) return;
    const event: WebhookEvent = {
      id: id('evt'),
      event: type,
      business_id: BUSINESS_ID,
      created: now(),
      data,
    };
    if (options.webhook?.outOfOrder && groupId) {
      if (!final) {
        heldEvents.set(groupId, [...(heldEvents.get(groupId) ?? []), event]);
        return;
      }
      send(event);
      const held = heldEvents.get(groupId) ?? [];
      heldEvents.delete(groupId);
      // The late ones arrive after the final one, in reverse order.
      for (const earlier of held.reverse()) later(20, () => send(earlier));
      return;
    }
    send(event);
  }

  function emitPaymentRequest(pr: PaymentRequest): void {
    const type = {
      SUCCEEDED: 'payment.succeeded',
      PENDING: 'payment.pending',
      REQUIRES_ACTION: 'payment.requires_action',
      FAILED: 'payment.failed',
    }[pr.status];
    const final = pr.status === 'SUCCEEDED' || pr.status === 'FAILED';
    emit(type, { ...pr }, final, pr.id);
  }

  // ---- Outcomes ---------------------------------------------------------------------------------------------
  function settle(pr: PaymentRequest, status: 'SUCCEEDED' | 'FAILED', failureCode: string | null): void {
    pr.status = status;
    pr.failure_code = failureCode;
    pr.actions = [];
    pr.updated = now();
    if (pr.payment_session_id) {
      const session = sessions.get(pr.payment_session_id);
      if (session && status === 'SUCCEEDED' && session.status === 'ACTIVE') {
        session.status = 'COMPLETED';
        session.payment_request_id = pr.id;
        session.updated = now();
        emit('payment_session.completed', { ...session }, true);
      }
    }
    emitPaymentRequest(pr);
  }

  /** Starts a payment request on a card: its first status comes from the test card number. */
  function startPayment(pr: PaymentRequest, cardNumber: string): void {
    switch (cardNumber) {
      case TEST_CARDS.threeDSecure:
        pr.status = 'REQUIRES_ACTION';
        pr.actions = [{ action: 'AUTH', url_type: 'WEB', method: 'GET', url: `${baseUrl()}/3ds/${pr.id}` }];
        emitPaymentRequest(pr);
        return;
      case TEST_CARDS.declined:
        pr.status = 'FAILED';
        pr.failure_code = 'CARD_DECLINED';
        emitPaymentRequest(pr);
        return;
      case TEST_CARDS.pendingThenSucceeds:
      case TEST_CARDS.pendingThenFails:
        pr.status = 'PENDING';
        emitPaymentRequest(pr);
        later(pendingDelayMs, () => {
          if (pr.status !== 'PENDING') return;
          if (cardNumber === TEST_CARDS.pendingThenSucceeds) settle(pr, 'SUCCEEDED', null);
          else settle(pr, 'FAILED', 'PROCESSOR_ERROR');
        });
        return;
      default:
        settle(pr, 'SUCCEEDED', null);
    }
  }

  function newPaymentMethod(customerId: string, number: string, month: string, year: string, name: string) {
    const method: PaymentMethod = {
      id: id('pm'),
      type: 'CARD',
      reusability: 'MULTIPLE_USE',
      status: 'ACTIVE',
      customer_id: customerId,
      card: {
        masked_card_number: `${number.slice(0, 6)}${'X'.repeat(number.length - 10)}${number.slice(-4)}`,
        card_brand: cardBrand(number),
        expiry_month: month,
        expiry_year: year,
        cardholder_name: name,
      },
      created: now(),
      updated: now(),
    };
    methods.set(method.id, method);
    cardNumbers.set(method.id, number);
    emit('payment_method.activated', { ...method }, true);
    return method;
  }

  // ---- HTTP plumbing ----------------------------------------------------------------------------------------
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ error_code: error.errorCode, message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.status(status >= 400 && status < 600 ? status : 500).send({
      error_code: status < 500 ? 'API_VALIDATION_ERROR' : 'SERVER_ERROR',
      message: (error as Error).message,
    });
  });

  function authorise(request: FastifyRequest): void {
    const header = request.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    const a = crypto.createHash('sha256').update(header).digest();
    const b = crypto.createHash('sha256').update(expected).digest();
    if (!crypto.timingSafeEqual(a, b)) {
      throw new HttpError(401, 'INVALID_API_KEY', 'API key is invalid or missing');
    }
  }

  /** Runs a mutating call once per Idempotency-key, after the API key check. */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => { status: number; body: unknown },
  ) {
    authorise(request);
    return runOnce(request, reply, run);
  }

  function body(request: FastifyRequest): Record<string, unknown> {
    const value = request.body;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new HttpError(400, 'API_VALIDATION_ERROR', 'A JSON object body is required');
    }
    return value as Record<string, unknown>;
  }

  function requireString(source: Record<string, unknown>, field: string): string {
    const value = source[field];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new HttpError(400, 'API_VALIDATION_ERROR', `${field} is required`);
    }
    return value;
  }

  function requireAmount(source: Record<string, unknown>): number {
    const amount = source.amount;
    // Two decimals at most, read from the number's shortest text: 81.4 * 100 is 8140.000000000001 in
    // floating point, so multiplying would refuse ordinary amounts such as RM81.40.
    if (typeof amount !== 'number' || !(amount > 0) || !/^\d+(\.\d{1,2})?$/.test(String(amount))) {
      throw new HttpError(
        400,
        'API_VALIDATION_ERROR',
        'amount must be a positive number with at most 2 decimals',
      );
    }
    return amount;
  }

  function requireUrl(source: Record<string, unknown>, field: string): string {
    const value = requireString(source, field);
    try {
      const url = new URL(value);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    } catch {
      throw new HttpError(400, 'API_VALIDATION_ERROR', `${field} must be an http(s) URL`);
    }
    return value;
  }

  function find<T>(map: Map<string, T>, key: string, what: string): T {
    const value = map.get(key);
    if (!value) throw new HttpError(404, 'DATA_NOT_FOUND', `${what} not found`);
    return value;
  }

  // ---- Customers --------------------------------------------------------------------------------------------
  app.post('/customers', (request, reply) =>
    idempotent(request, reply, () => {
      const input = body(request);
      const referenceId = requireString(input, 'reference_id');
      if ([...customers.values()].some((c) => c.reference_id === referenceId)) {
        throw new HttpError(409, 'DUPLICATE_ERROR', 'A customer with this reference_id already exists');
      }
      const detail = (input.individual_detail ?? {}) as Record<string, unknown>;
      const customer: Customer = {
        id: id('cust'),
        reference_id: referenceId,
        type: 'INDIVIDUAL',
        individual_detail: {
          given_names: requireString(detail, 'given_names'),
          surname: typeof detail.surname === 'string' ? detail.surname : null,
        },
        email: typeof input.email === 'string' ? input.email : null,
        mobile_number: typeof input.mobile_number === 'string' ? input.mobile_number : null,
        created: now(),
        updated: now(),
      };
      customers.set(customer.id, customer);
      return { status: 201, body: customer };
    }),
  );

  app.get('/customers', async (request) => {
    authorise(request);
    const { reference_id: referenceId } = request.query as { reference_id?: string };
    return { data: [...customers.values()].filter((c) => !referenceId || c.reference_id === referenceId) };
  });

  app.get('/customers/:id', async (request) => {
    authorise(request);
    return find(customers, (request.params as { id: string }).id, 'Customer');
  });

  // ---- Payment sessions and the hosted checkout --------------------------------------------------------------
  app.post('/sessions', (request, reply) =>
    idempotent(request, reply, () => {
      const input = body(request);
      const customerId = requireString(input, 'customer_id');
      find(customers, customerId, 'Customer');
      if (input.session_type !== 'PAY') {
        throw new HttpError(400, 'API_VALIDATION_ERROR', 'session_type must be PAY');
      }
      if (input.currency !== 'MYR' || input.country !== 'MY') {
        throw new HttpError(400, 'API_VALIDATION_ERROR', 'currency must be MYR and country MY');
      }
      const save = input.allow_save_payment_method ?? 'DISABLED';
      if (save !== 'DISABLED' && save !== 'OPTIONAL' && save !== 'FORCED') {
        throw new HttpError(400, 'API_VALIDATION_ERROR', 'allow_save_payment_method is not valid');
      }
      const sessionId = id('ps');
      const session: Session = {
        payment_session_id: sessionId,
        reference_id: requireString(input, 'reference_id'),
        customer_id: customerId,
        session_type: 'PAY',
        mode: 'PAYMENT_LINK',
        status: 'ACTIVE',
        currency: 'MYR',
        amount: requireAmount(input),
        country: 'MY',
        description: typeof input.description === 'string' ? input.description : null,
        allow_save_payment_method: save,
        success_return_url: requireUrl(input, 'success_return_url'),
        cancel_return_url: requireUrl(input, 'cancel_return_url'),
        payment_link_url: `${baseUrl()}/checkout/${sessionId}`,
        payment_request_id: null,
        payment_method_id: null,
        metadata: (input.metadata as Record<string, string> | undefined) ?? null,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        created: now(),
        updated: now(),
      };
      sessions.set(sessionId, session);
      return { status: 201, body: session };
    }),
  );

  app.get('/sessions/:id', async (request) => {
    authorise(request);
    const session = find(sessions, (request.params as { id: string }).id, 'Session');
    if (session.status === 'ACTIVE' && Date.parse(session.expires_at) < Date.now())
      session.status = 'EXPIRED';
    return session;
  });

  app.post('/sessions/:id/cancel', (request, reply) =>
    idempotent(request, reply, () => {
      const session = find(sessions, (request.params as { id: string }).id, 'Session');
      if (session.status === 'ACTIVE') {
        session.status = 'CANCELED';
        session.updated = now();
      }
      return { status: 200, body: session };
    }),
  );

  function checkoutForm(session: Session, error?: string, values: Record<string, string> = {}): string {
    const value = (name: string) => escapeHtml(values[name] ?? '');
    // With an error, every field points at it, so screen readers read it with the field.
    const described = error ? ' aria-describedby="form-error"' : '';
    const errorBlock = error
      ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>`
      : '<div role="alert" id="form-error"></div>';
    const saveField =
      session.allow_save_payment_method === 'FORCED'
        ? '<p class="hint">This card will be saved for your later contributions.</p>'
        : session.allow_save_payment_method === 'OPTIONAL'
          ? `<label><input type="checkbox" name="save_card" value="1" style="width:auto" ${values.save_card ? 'checked' : ''}> Save this card for later contributions</label>`
          : '';
    return page(
      'Pay by card',
      `<h1>Pay ${escapeHtml(formatRinggit(session.amount))}</h1>
<p>${escapeHtml(session.description ?? 'Payment')}</p>
<p class="hint">Sandbox: no real money moves. Test cards are listed in api/README.md.</p>
${errorBlock}
<form method="post" action="/checkout/${escapeHtml(session.payment_session_id)}" novalidate>
<label for="name">Name on card</label>
<input id="name" name="name"${described} autocomplete="cc-name" required value="${value('name')}">
<label for="number">Card number</label>
<input id="number" name="number"${described} inputmode="numeric" autocomplete="cc-number" required value="${value('number')}">
<div class="row"><div>
<label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry"${described} autocomplete="cc-exp" placeholder="MM/YY" required value="${value('expiry')}">
</div><div>
<label for="cvc">CVC</label>
<input id="cvc" name="cvc"${described} inputmode="numeric" autocomplete="cc-csc" required>
</div></div>
${saveField}
<button type="submit">Pay ${escapeHtml(formatRinggit(session.amount))}</button>
</form>
<form method="post" action="/checkout/${escapeHtml(session.payment_session_id)}/cancel">
<button type="submit" class="secondary">Cancel and go back</button>
</form>`,
    );
  }

  function closedPage(session: Session): string {
    return page(
      'Checkout closed',
      `<h1>This checkout is closed</h1><p role="status">Status: ${escapeHtml(session.status)}</p>`,
    );
  }

  app.get('/checkout/:id', async (request, reply) => {
    const session = find(sessions, (request.params as { id: string }).id, 'Session');
    reply.type('text/html; charset=utf-8');
    if (session.status !== 'ACTIVE') return closedPage(session);
    const { error } = request.query as { error?: string };
    return checkoutForm(session, error);
  });

  /** The card fields' problem, or null when they are valid. */
  function cardProblem(values: Record<string, string>): string | null {
    const number = (values.number ?? '').replace(/[\s-]/g, '');
    if (!(values.name ?? '').trim()) return 'Enter the name on the card.';
    if (!luhnValid(number)) return 'Enter a valid card number.';
    const expiry = (values.expiry ?? '').trim().match(/^(\d{2})\s*\/\s*(\d{2}|\d{4})$/);
    if (!expiry) return 'Enter the expiry date as MM/YY.';
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
    const today = new Date();
    if (
      year < today.getUTCFullYear() ||
      (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
    ) {
      return 'This card has expired.';
    }
    const cvcLength = cardBrand(number) === 'AMEX' ? 4 : 3;
    if (!new RegExp(`^\\d{${cvcLength}}$`).test((values.cvc ?? '').trim())) {
      return `Enter the ${cvcLength}-digit security code (CVC).`;
    }
    return null;
  }

  app.post('/checkout/:id', async (request, reply) => {
    const session = find(sessions, (request.params as { id: string }).id, 'Session');
    reply.type('text/html; charset=utf-8');
    if (session.status !== 'ACTIVE') return closedPage(session);
    const values = (request.body ?? {}) as Record<string, string>;
    const problem = cardProblem(values);
    if (problem) return reply.status(422).send(checkoutForm(session, problem, values));

    const number = values.number!.replace(/[\s-]/g, '');
    const [mm, yy] = values.expiry!.split('/').map((part) => part.trim());
    const year = yy!.length === 2 ? `20${yy}` : yy!;
    const save =
      session.allow_save_payment_method === 'FORCED' ||
      (session.allow_save_payment_method === 'OPTIONAL' && values.save_card === '1');
    const card = newPaymentMethodOrOneTime(session.customer_id, number, mm!, year, values.name!.trim(), save);
    const pr: PaymentRequest = {
      id: id('pr'),
      reference_id: session.reference_id,
      customer_id: session.customer_id,
      amount: session.amount,
      currency: 'MYR',
      country: 'MY',
      status: 'PENDING',
      description: session.description,
      payment_session_id: session.payment_session_id,
      payment_method: card,
      actions: [],
      failure_code: null,
      channel_properties: null,
      metadata: session.metadata,
      created: now(),
      updated: now(),
    };
    requests.set(pr.id, pr);
    if (save) session.payment_method_id = card.id;
    startPayment(pr, number);

    if (pr.status === 'REQUIRES_ACTION') return reply.redirect(pr.actions[0]!.url, 303);
    if (pr.status === 'FAILED') {
      return reply
        .status(402)
        .send(checkoutForm(session, 'Your card was declined. Try another card.', values));
    }
    // Succeeded or pending: back to the merchant, which shows the outcome.
    return reply.redirect(session.success_return_url, 303);
  });

  function newPaymentMethodOrOneTime(
    customerId: string,
    number: string,
    month: string,
    year: string,
    name: string,
    save: boolean,
  ): PaymentRequest['payment_method'] {
    if (save) {
      const method = newPaymentMethod(customerId, number, month, year, name);
      return { id: method.id, type: 'CARD', reusability: 'MULTIPLE_USE', card: method.card };
    }
    const oneTime = id('pm');
    cardNumbers.set(oneTime, number);
    return {
      id: oneTime,
      type: 'CARD',
      reusability: 'ONE_TIME_USE',
      card: {
        masked_card_number: `${number.slice(0, 6)}${'X'.repeat(number.length - 10)}${number.slice(-4)}`,
        card_brand: cardBrand(number),
        expiry_month: month,
        expiry_year: year,
        cardholder_name: name,
      },
    };
  }

  app.post('/checkout/:id/cancel', async (request, reply) => {
    const session = find(sessions, (request.params as { id: string }).id, 'Session');
    return reply.redirect(session.cancel_return_url, 303);
  });

  // ---- 3-D Secure -------------------------------------------------------------------------------------------
  app.get('/3ds/:id', async (request, reply) => {
    const pr = find(requests, (request.params as { id: string }).id, 'Payment request');
    reply.type('text/html; charset=utf-8');
    if (pr.status !== 'REQUIRES_ACTION') {
      return page('Verification done', `<h1>Nothing to verify</h1><p role="status">Status: ${pr.status}</p>`);
    }
    return page(
      '3-D Secure verification',
      `<h1>Verify this payment</h1>
<p>Sandbox bank: approve or fail the 3-D Secure check of ${escapeHtml(formatRinggit(pr.amount))}
with card ${escapeHtml(pr.payment_method.card.masked_card_number)}.</p>
<form method="post" action="/3ds/${escapeHtml(pr.id)}">
<button type="submit" name="outcome" value="approve">Approve</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail</button>
</form>`,
    );
  });

  app.post('/3ds/:id', async (request, reply) => {
    const pr = find(requests, (request.params as { id: string }).id, 'Payment request');
    const outcome = ((request.body ?? {}) as Record<string, string>).outcome;
    if (outcome !== 'approve' && outcome !== 'fail') {
      throw new HttpError(400, 'API_VALIDATION_ERROR', 'outcome must be approve or fail');
    }
    if (pr.status === 'REQUIRES_ACTION') {
      if (outcome === 'approve') settle(pr, 'SUCCEEDED', null);
      else settle(pr, 'FAILED', 'AUTHENTICATION_FAILED');
    }
    const session = pr.payment_session_id ? sessions.get(pr.payment_session_id) : undefined;
    let target: string | undefined;
    if (session) {
      target =
        pr.status === 'SUCCEEDED'
          ? session.success_return_url
          : `/checkout/${session.payment_session_id}?error=${encodeURIComponent('3-D Secure verification failed. Try again or use another card.')}`;
    } else {
      target =
        pr.status === 'SUCCEEDED'
          ? pr.channel_properties?.success_return_url
          : pr.channel_properties?.failure_return_url;
    }
    if (target) return reply.redirect(target, 303);
    reply.type('text/html; charset=utf-8');
    return page('Verification done', `<h1>Verification done</h1><p role="status">Status: ${pr.status}</p>`);
  });

  // ---- Payment requests -------------------------------------------------------------------------------------
  app.post('/payment_requests', (request, reply) =>
    idempotent(request, reply, () => {
      const input = body(request);
      if (input.currency !== 'MYR') throw new HttpError(400, 'API_VALIDATION_ERROR', 'currency must be MYR');
      const methodId = requireString(input, 'payment_method_id');
      const method = find(methods, methodId, 'Payment method');
      if (method.status !== 'ACTIVE') {
        throw new HttpError(400, 'INVALID_PAYMENT_METHOD', 'The payment method is not active');
      }
      const customerId = typeof input.customer_id === 'string' ? input.customer_id : null;
      if (customerId && method.customer_id !== customerId) {
        throw new HttpError(400, 'INVALID_PAYMENT_METHOD', 'The payment method belongs to another customer');
      }
      const properties = (input.channel_properties ?? null) as PaymentRequest['channel_properties'];
      if (properties?.success_return_url) requireUrl(properties, 'success_return_url');
      if (properties?.failure_return_url) requireUrl(properties, 'failure_return_url');
      const pr: PaymentRequest = {
        id: id('pr'),
        reference_id: requireString(input, 'reference_id'),
        customer_id: method.customer_id,
        amount: requireAmount(input),
        currency: 'MYR',
        country: 'MY',
        status: 'PENDING',
        description: typeof input.description === 'string' ? input.description : null,
        payment_session_id: null,
        payment_method: { id: method.id, type: 'CARD', reusability: 'MULTIPLE_USE', card: method.card },
        actions: [],
        failure_code: null,
        channel_properties: properties,
        metadata: (input.metadata as Record<string, string> | undefined) ?? null,
        created: now(),
        updated: now(),
      };
      requests.set(pr.id, pr);
      startPayment(pr, cardNumbers.get(method.id)!);
      return { status: 201, body: { ...pr } };
    }),
  );

  app.get('/payment_requests/:id', async (request) => {
    authorise(request);
    return find(requests, (request.params as { id: string }).id, 'Payment request');
  });

  app.get('/payment_requests', async (request) => {
    authorise(request);
    const query = request.query as { reference_id?: string; payment_session_id?: string };
    return {
      data: [...requests.values()].filter(
        (pr) =>
          (!query.reference_id || pr.reference_id === query.reference_id) &&
          (!query.payment_session_id || pr.payment_session_id === query.payment_session_id),
      ),
    };
  });

  // ---- Payment methods --------------------------------------------------------------------------------------
  app.get('/v2/payment_methods', async (request) => {
    authorise(request);
    const { customer_id: customerId, status } = request.query as { customer_id?: string; status?: string };
    return {
      data: [...methods.values()].filter(
        (m) => (!customerId || m.customer_id === customerId) && (!status || m.status === status),
      ),
    };
  });

  app.get('/v2/payment_methods/:id', async (request) => {
    authorise(request);
    return find(methods, (request.params as { id: string }).id, 'Payment method');
  });

  app.post('/v2/payment_methods/:id/expire', (request, reply) =>
    idempotent(request, reply, () => {
      const method = find(methods, (request.params as { id: string }).id, 'Payment method');
      if (method.status === 'ACTIVE') {
        method.status = 'EXPIRED';
        method.updated = now();
        emit('payment_method.expired', { ...method }, true);
      }
      return { status: 200, body: method };
    }),
  );

  // ---- Refunds ----------------------------------------------------------------------------------------------
  app.post('/refunds', (request, reply) =>
    idempotent(request, reply, () => {
      const input = body(request);
      const pr = find(requests, requireString(input, 'payment_request_id'), 'Payment request');
      if (pr.status !== 'SUCCEEDED') {
        throw new HttpError(400, 'INVALID_PAYMENT_STATUS', 'Only a succeeded payment can be refunded');
      }
      const amount = requireAmount(input);
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_request_id === pr.id && r.status !== 'FAILED')
        .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
      if (refunded + Math.round(amount * 100) > Math.round(pr.amount * 100)) {
        throw new HttpError(400, 'REFUND_AMOUNT_EXCEEDED', 'The refund is more than what is left to refund');
      }
      const refund: Refund = {
        id: id('rfd'),
        payment_request_id: pr.id,
        reference_id: requireString(input, 'reference_id'),
        amount,
        currency: 'MYR',
        status: 'SUCCEEDED',
        reason: typeof input.reason === 'string' ? input.reason : 'REQUESTED_BY_CUSTOMER',
        created: now(),
        updated: now(),
      };
      refunds.set(refund.id, refund);
      emit('refund.succeeded', { ...refund }, true);
      return { status: 201, body: refund };
    }),
  );

  app.get('/refunds/:id', async (request) => {
    authorise(request);
    return find(refunds, (request.params as { id: string }).id, 'Refund');
  });

  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  return {
    app,
    deliveries,
    paymentRequest: (prId) => requests.get(prId),
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
