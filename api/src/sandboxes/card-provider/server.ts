// An in-memory sandbox of Xendit, our card provider, speaking one API generation as docs.xendit.co documents
// it: Customers, Payment Sessions (with a hosted checkout page), Payments API v3 (/v3/payment_requests,
// /v3/payments, /v3/payment_tokens), Refunds, Payouts v2 (payouts.ts), and the v3 / Sessions / payout webhooks. No legacy Payment Request API and
// no /v2/payment_methods. The documented examples it is checked against are in api/test/fixtures/xendit/
// (api/test/card-sandbox-conformance.test.ts).
//
// Basic auth by secret key (401 INVALID_API_KEY); errors are {error_code, message} with Xendit's codes; an
// `idempotency-key` header replays the first answer for the same body and answers 409 IDEMPOTENCY_ERROR for
// another. Outcomes are chosen by test card numbers (TEST_CARDS; api/README.md).
//
// One deliberate deviation: Xendit refuses return URLs that are not HTTPS (INVALID_URL). The sandbox also
// takes http:// URLs on localhost, 127.0.0.1 and [::1], so the product runs on a laptop. Any other http://
// URL is refused as Xendit would.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createScheduler, sandboxBaseUrl } from '../delivery';
import { createIdempotency, HttpError } from '../http';
import {
  BUSINESS_ID,
  REFUND_REASONS,
  TEST_CARDS,
  cardDetails,
  cardNetwork,
  formatRinggit,
  luhnValid,
  newId,
  parseSen,
  ringgit,
  type Customer,
  type EnteredCard,
  type JsonObject,
  type Payment,
  type PaymentRequest,
  type PaymentToken,
  type Refund,
  type SaveOption,
  type Session,
} from './model';
import { checkoutPage, closedPage, statusPage, threeDsPage } from './pages';
import {
  PAYMENTS_METADATA,
  SESSION_METADATA,
  body,
  isAllowedReturnUrl,
  isObject,
  metadata,
  oneOf,
  optionalText,
  requireFields,
  text,
  validationError,
} from './validate';
import { createWebhookSender, type OutgoingEvent, type WebhookDelivery } from './webhooks';
import { registerPayouts, type Payout, type PayoutSandboxOptions } from './payouts';

export { TEST_CARDS, luhnValid } from './model';
export { TEST_PAYOUT_ACCOUNTS, type Payout } from './payouts';
export type { Customer, Payment, PaymentRequest, PaymentToken, Refund, Session } from './model';
export type { WebhookDelivery, WebhookEnvelope, WebhookEventName } from './webhooks';

export interface CardSandboxWebhookOptions {
  /** Deliver every event twice. */
  duplicate?: boolean;
  /**
   * Deliver the events of one outcome out of order: the payment's own event (payment.capture or
   * payment.failure) first, then the others of that outcome (payment_session.completed,
   * payment_token.activation), latest first.
   */
  outOfOrder?: boolean;
  /** First retry after this many ms, doubling each attempt (default 1000). */
  retryBaseMs?: number;
  /** Attempts per event before giving up (default 7: Xendit's first attempt and six retries). */
  maxAttempts?: number;
}

export interface CardSandboxRefundOptions {
  /** Answer refunds PENDING and settle them this many ms later (default: SUCCEEDED at once). */
  settleAfterMs?: number;
  /** How refunds end (default SUCCEEDED); FAILED ends them with failure_code REFUND_FAILED. */
  outcome?: 'SUCCEEDED' | 'FAILED';
}

export interface CardSandboxOptions {
  secretKey: string;
  /** Where events are POSTed (our API's webhook receiver), read at each send; no webhooks when unset. */
  webhookUrl?: string;
  callbackToken: string;
  /** The sandbox's own public base URL for links (checkout, 3-D Secure); default: its listen address. */
  publicUrl?: string;
  /** How long a pending card payment accepts payments before its final status (default 5000 ms). */
  pendingDelayMs?: number;
  webhook?: CardSandboxWebhookOptions;
  refunds?: CardSandboxRefundOptions;
  /** Payouts API v2 (disbursements to bank accounts). */
  payouts?: PayoutSandboxOptions;
  logger?: boolean;
}

export interface CardSandbox {
  app: FastifyInstance;
  /** Every webhook delivery attempt, oldest first. */
  deliveries: WebhookDelivery[];
  /** Resolves when no webhook is waiting for delivery and no payment or refund is waiting to settle. */
  idle(): Promise<void>;
  /** A v3 payment request as GET /v3/payment_requests/{id} would answer it. */
  paymentRequest(id: string): PaymentRequest | undefined;
  /** Every v3 payment request, oldest first (checkout attempts included). */
  paymentRequests(): PaymentRequest[];
  session(id: string): Session | undefined;
  /** Every session, oldest first. */
  sessions(): Session[];
  paymentToken(id: string): PaymentToken | undefined;
  payment(id: string): Payment | undefined;
  refund(id: string): Refund | undefined;
  /** Every refund, oldest first. */
  refunds(): Refund[];
  payout(id: string): Payout | undefined;
  /** Every payout, oldest first. */
  payouts(): Payout[];
  /** Expires an ACTIVE session now (payment_session.expired), as if its expires_at had passed. */
  expireSession(id: string): void;
  /** Expires an ACTIVE payment token now (payment_token.expiry), as when a saved card expires. */
  expirePaymentToken(id: string): void;
}

const V3_API_VERSION = '2024-11-11';
const CUSTOMER_API_VERSIONS = ['2020-10-31', '2020-05-19'];
const SAVE_OPTIONS: readonly SaveOption[] = ['DISABLED', 'OPTIONAL', 'FORCED'];
const CARD_ON_FILE_TYPES = ['CUSTOMER_UNSCHEDULED', 'MERCHANT_UNSCHEDULED', 'RECURRING'];
const MAX_TIMER_MS = 2 ** 31 - 1;

interface SessionRecord {
  json: Session;
  amountSen: number;
  expiryTimer?: NodeJS.Timeout;
}

interface PaymentRequestRecord {
  json: PaymentRequest;
  amountSen: number;
  card: EnteredCard;
  /** The checkout session that made it; null for POST /v3/payment_requests. */
  sessionId: string | null;
  /** Pay and save: a successful payment saves the card as a payment token. */
  saveCard: boolean;
  email: string | null;
}

interface TokenRecord {
  json: PaymentToken;
  card: EnteredCard;
  /** A SAVE session's card waiting for its 3-D Secure check. */
  sessionId: string | null;
}

interface RefundRecord {
  json: Refund;
  amountSen: number;
}

export async function buildCardSandbox(options: CardSandboxOptions): Promise<CardSandbox> {
  const app = Fastify({ logger: options.logger ?? false });
  const pendingDelayMs = options.pendingDelayMs ?? 5000;

  const customers = new Map<string, Customer>();
  const sessions = new Map<string, SessionRecord>();
  const requests = new Map<string, PaymentRequestRecord>();
  const payments = new Map<string, Payment>();
  const tokens = new Map<string, TokenRecord>();
  const refunds = new Map<string, RefundRecord>();
  /** Reference ids of POST /v3/payment_requests: for CARDS they must be unique. */
  const apiReferenceIds = new Set<string>();
  const runOnce = createIdempotency(
    'The idempotency-key was already used with a different request body. Use a new key for a new request.',
    { replayHeader: false },
  );
  const scheduler = createScheduler(app);
  const { later } = scheduler;
  const baseUrl = () => sandboxBaseUrl(app, options.publicUrl);
  const now = () => new Date().toISOString();

  const webhooks = createWebhookSender({
    url: () => options.webhookUrl,
    callbackToken: options.callbackToken,
    businessId: BUSINESS_ID,
    duplicate: options.webhook?.duplicate ?? false,
    outOfOrder: options.webhook?.outOfOrder ?? false,
    retryBaseMs: options.webhook?.retryBaseMs ?? 1000,
    maxAttempts: options.webhook?.maxAttempts ?? 7,
    scheduler,
  });

  // ---- Sessions expire on their own (not counted by idle(): a session lives 30 minutes) ---------------------
  function expire(record: SessionRecord): void {
    if (record.json.status !== 'ACTIVE') return;
    if (record.expiryTimer) clearTimeout(record.expiryTimer);
    record.json.status = 'EXPIRED';
    record.json.updated = now();
    webhooks.emit([
      { event: 'payment_session.expired', key: record.json.payment_session_id, data: record.json },
    ]);
  }

  function expireIfDue(record: SessionRecord): void {
    if (record.json.status === 'ACTIVE' && Date.parse(record.json.expires_at) <= Date.now()) expire(record);
  }

  function scheduleExpiry(record: SessionRecord): void {
    const delay = Math.min(Math.max(Date.parse(record.json.expires_at) - Date.now(), 0), MAX_TIMER_MS);
    record.expiryTimer = scheduler.background(delay, () => expireIfDue(record));
  }

  // ---- Payments --------------------------------------------------------------------------------------------
  function newPayment(record: PaymentRequestRecord, status: Payment['status'], failureCode: string | null) {
    const pr = record.json;
    const time = now();
    const payment: Payment = {
      payment_id: newId.payment(),
      business_id: BUSINESS_ID,
      reference_id: pr.reference_id,
      payment_request_id: pr.payment_request_id,
      payment_token_id: pr.payment_token_id,
      customer_id: pr.customer_id,
      type: pr.type,
      country: pr.country,
      currency: pr.currency,
      request_amount: pr.request_amount,
      capture_method: pr.capture_method,
      channel_code: pr.channel_code,
      channel_properties: {
        ...pr.channel_properties,
        card_details: cardDetails(record.card, record.email),
      },
      captures:
        status === 'SUCCEEDED'
          ? [{ capture_timestamp: time, capture_id: newId.capture(), capture_amount: pr.request_amount }]
          : [],
      status,
      payment_details:
        status === 'SUCCEEDED'
          ? {
              authorization_data: {
                authorization_code: crypto.randomBytes(3).toString('hex').toUpperCase(),
                cvn_verification_result: 'M',
                address_verification_result: 'M',
                network_response_code: '00',
              },
            }
          : null,
      failure_code: failureCode,
      description: pr.description,
      metadata: pr.metadata,
      created: time,
      updated: time,
    };
    payments.set(payment.payment_id, payment);
    return payment;
  }

  function newToken(
    card: EnteredCard,
    owner: { referenceId: string; customerId: string | null; email: string | null },
    extra: { description: string | null; metadata: JsonObject | null; sessionId: string | null },
  ): TokenRecord {
    const time = now();
    const record: TokenRecord = {
      json: {
        payment_token_id: newId.paymentToken(),
        business_id: BUSINESS_ID,
        reference_id: owner.referenceId,
        customer_id: owner.customerId,
        country: 'MY',
        currency: 'MYR',
        channel_code: 'CARDS',
        channel_properties: { card_details: cardDetails(card, owner.email) },
        actions: [],
        status: 'PENDING',
        token_details: {
          authorization_data: { cvn_verification_result: 'M', address_verification_result: 'M' },
        },
        failure_code: null,
        description: extra.description,
        metadata: extra.metadata,
        created: time,
        updated: time,
      },
      card,
      sessionId: extra.sessionId,
    };
    tokens.set(record.json.payment_token_id, record);
    return record;
  }

  function setTokenStatus(record: TokenRecord, status: PaymentToken['status'], failureCode: string | null) {
    record.json.status = status;
    record.json.failure_code = failureCode;
    record.json.actions = [];
    record.json.updated = now();
  }

  function completeSession(
    session: Session,
    ids: Partial<Pick<Session, 'payment_request_id' | 'payment_id' | 'payment_token_id'>>,
  ): OutgoingEvent[] {
    if (session.status !== 'ACTIVE') return [];
    const record = sessions.get(session.payment_session_id);
    if (record?.expiryTimer) clearTimeout(record.expiryTimer);
    Object.assign(session, ids);
    session.status = 'COMPLETED';
    session.updated = now();
    return [{ event: 'payment_session.completed', key: session.payment_session_id, data: session }];
  }

  /** The final outcome of a payment request: a payment, maybe a saved card, and their webhooks. */
  function finish(
    record: PaymentRequestRecord,
    outcome: 'SUCCEEDED' | 'FAILED',
    failureCode: string | null,
  ): void {
    const pr = record.json;
    const events: OutgoingEvent[] = [];
    if (outcome === 'SUCCEEDED' && record.saveCard) {
      const token = newToken(
        record.card,
        { referenceId: pr.reference_id, customerId: pr.customer_id, email: record.email },
        { description: pr.description, metadata: pr.metadata, sessionId: null },
      );
      setTokenStatus(token, 'ACTIVE', null);
      pr.payment_token_id = token.json.payment_token_id;
      events.push({ event: 'payment_token.activation', key: token.json.payment_token_id, data: token.json });
    }
    const payment = newPayment(record, outcome, failureCode);
    pr.status = outcome;
    pr.failure_code = failureCode;
    pr.actions = [];
    pr.latest_payment_id = payment.payment_id;
    pr.updated = now();
    events.push({
      event: outcome === 'SUCCEEDED' ? 'payment.capture' : 'payment.failure',
      key: payment.payment_id,
      data: payment,
    });
    const session = record.sessionId ? sessions.get(record.sessionId)?.json : undefined;
    if (session && outcome === 'SUCCEEDED') {
      events.push(
        ...completeSession(session, {
          payment_request_id: pr.payment_request_id,
          payment_id: payment.payment_id,
          payment_token_id: pr.payment_token_id,
        }),
      );
    }
    webhooks.emit(events);
  }

  /** Starts a payment request on a card: the test card number decides what happens. */
  function startPayment(record: PaymentRequestRecord): void {
    const pr = record.json;
    switch (record.card.number) {
      case TEST_CARDS.threeDSecure:
        pr.status = 'REQUIRES_ACTION';
        pr.actions = [
          {
            type: 'REDIRECT_CUSTOMER',
            descriptor: 'WEB_URL',
            value: `${baseUrl()}/3ds/${pr.payment_request_id}`,
          },
        ];
        return;
      case TEST_CARDS.declined:
      case TEST_CARDS.savesButDeclines:
        finish(record, 'FAILED', 'CARD_DECLINED');
        return;
      case TEST_CARDS.pendingThenSucceeds:
      case TEST_CARDS.pendingThenFails:
        pr.status = 'ACCEPTING_PAYMENTS';
        later(pendingDelayMs, () => {
          if (pr.status !== 'ACCEPTING_PAYMENTS') return;
          if (record.card.number === TEST_CARDS.pendingThenSucceeds) finish(record, 'SUCCEEDED', null);
          else finish(record, 'FAILED', 'PROCESSOR_ERROR');
        });
        return;
      default:
        finish(record, 'SUCCEEDED', null);
    }
  }

  // ---- HTTP plumbing ---------------------------------------------------------------------------------------
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, raw, done) => done(null, Object.fromEntries(new URLSearchParams(raw as string))),
  );
  // An empty JSON body is no body (clients send `content-type: application/json` on bodiless cancels).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const source = String(raw);
    if (source.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(source) as unknown);
    } catch {
      done(validationError('request/body is not valid JSON'), undefined);
    }
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ error_code: error.errorCode, message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error_code: 'API_VALIDATION_ERROR', message: (error as Error).message });
    }
    return reply.status(500).send({
      error_code: 'SERVER_ERROR',
      message: 'Something unexpected happened. We are investigating this issue. Please try again later.',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error_code: 'DATA_NOT_FOUND',
      message: `There is no ${request.method} ${request.url.split('?')[0]} in this API`,
    }),
  );

  function authorise(request: FastifyRequest): void {
    const header = request.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    const a = crypto.createHash('sha256').update(header).digest();
    const b = crypto.createHash('sha256').update(expected).digest();
    if (!crypto.timingSafeEqual(a, b)) {
      throw new HttpError(401, 'INVALID_API_KEY', 'API key is not authorized for this API');
    }
  }

  /** `api-version` is optional on the v3 endpoints (not required in their docs); when sent it must be valid. */
  function checkApiVersion(request: FastifyRequest, allowed: readonly string[]): void {
    const version = request.headers['api-version'];
    if (version !== undefined && !allowed.includes(String(version))) {
      throw validationError(`api-version must be one of: ${allowed.join(', ')}`);
    }
  }

  /** Runs a mutating call once per idempotency-key, after the API key check. */
  function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => { status: number; body: unknown },
  ) {
    authorise(request);
    return runOnce(request, reply, () => {
      const result = run();
      // A snapshot: a replay answers what the first call answered, not the object as it is now.
      return { status: result.status, body: structuredClone(result.body) };
    });
  }

  const param = (request: FastifyRequest) => (request.params as { id: string }).id;

  function notFound(what: string, code = 'DATA_NOT_FOUND'): HttpError {
    return new HttpError(404, code, `${what} not found`);
  }

  // ---- Customers (apidocs/create-customer-request.md, get-customers-list.md, get-customer-id.md) ------------
  function customerFrom(input: JsonObject): Customer {
    const referenceId = text(input, 'reference_id');
    const type = oneOf(input, 'type', ['INDIVIDUAL', 'BUSINESS'] as const);
    let individual: Customer['individual_detail'] = null;
    let business: Customer['business_detail'] = null;
    if (type === 'INDIVIDUAL') {
      if (!isObject(input.individual_detail)) {
        throw validationError("request/body must have required property 'individual_detail'");
      }
      const detail = input.individual_detail;
      const optional = (field: string) =>
        typeof detail[field] === 'string' ? (detail[field] as string) : null;
      individual = {
        given_names: text(detail, 'given_names', { max: 50 }),
        surname: optional('surname'),
        nationality: optional('nationality'),
        place_of_birth: optional('place_of_birth'),
        date_of_birth: optional('date_of_birth'),
        gender: optional('gender'),
        employment: isObject(detail.employment) ? { ...detail.employment } : null,
      };
    } else {
      if (!isObject(input.business_detail)) {
        throw validationError("request/body must have required property 'business_detail'");
      }
      text(input.business_detail, 'business_name', { max: 50 });
      business = { ...input.business_detail };
    }
    const list = (field: string) => (Array.isArray(input[field]) ? [...(input[field] as unknown[])] : []);
    const time = now();
    return {
      id: newId.customer(),
      reference_id: referenceId,
      type,
      individual_detail: individual,
      business_detail: business,
      email: optionalText(input, 'email', { max: 50 }),
      mobile_number: optionalText(input, 'mobile_number', { max: 50 }),
      phone_number: optionalText(input, 'phone_number', { max: 50 }),
      hashed_phone_number: null,
      addresses: list('addresses'),
      identity_accounts: list('identity_accounts'),
      kyc_documents: list('kyc_documents'),
      description: optionalText(input, 'description', { min: 2, max: 500 }),
      date_of_registration: null,
      domicile_of_registration: null,
      // {} when none, as in the documented list example.
      metadata: isObject(input.metadata) ? { ...input.metadata } : {},
      created: time,
      updated: time,
    };
  }

  const customerByReference = (referenceId: string) =>
    [...customers.values()].find((customer) => customer.reference_id === referenceId);

  app.post('/customers', (request, reply) =>
    idempotent(request, reply, () => {
      checkApiVersion(request, CUSTOMER_API_VERSIONS);
      const customer = customerFrom(body(request));
      if (customerByReference(customer.reference_id)) {
        throw new HttpError(
          409,
          'DUPLICATE_ERROR',
          'The reference_id entered has been used before. Please enter a unique reference_id',
        );
      }
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }),
  );

  app.get('/customers', async (request) => {
    authorise(request);
    checkApiVersion(request, CUSTOMER_API_VERSIONS);
    const { reference_id: referenceId } = request.query as { reference_id?: string };
    if (!referenceId) throw validationError("request/query must have required property 'reference_id'");
    const found = customerByReference(referenceId);
    return { data: found ? [found] : [], has_more: false };
  });

  app.get('/customers/:id', async (request) => {
    authorise(request);
    checkApiVersion(request, CUSTOMER_API_VERSIONS);
    const customer = customers.get(param(request));
    if (!customer) throw notFound('Customer');
    return customer;
  });

  // ---- Payment sessions (apidocs/create-session.md, get-session.md, cancel-session.md) ----------------------
  function sessionCustomer(input: JsonObject, required: boolean): Customer | null {
    if (input.customer_id !== undefined && input.customer_id !== null) {
      if (typeof input.customer_id !== 'string' || !input.customer_id.startsWith('cust-')) {
        throw new HttpError(400, 'INVALID_CUSTOMER_ID', 'Customer ID must start with "cust-"');
      }
      const customer = customers.get(input.customer_id);
      if (!customer) {
        throw new HttpError(404, 'DATA_NOT_FOUND', 'The customer ID provided in the request does not exist');
      }
      return customer;
    }
    if (isObject(input.customer)) {
      // A customer given inline is created, or found again by its reference_id.
      const existing =
        typeof input.customer.reference_id === 'string' && customerByReference(input.customer.reference_id);
      if (existing) return existing;
      const customer = customerFrom(input.customer);
      customers.set(customer.id, customer);
      return customer;
    }
    if (required) throw new HttpError(400, 'MISSING_CUSTOMER', 'Customer object or customer_id is required');
    return null;
  }

  function returnUrl(input: JsonObject, field: string): string | null {
    const value = input[field];
    if (value === undefined || value === null) return null;
    if (!isAllowedReturnUrl(value))
      throw new HttpError(400, 'INVALID_URL', 'Please provide a valid HTTPS URL');
    return value;
  }

  app.post('/sessions', (request, reply) =>
    idempotent(request, reply, () => {
      const input = body(request);
      requireFields(input, ['reference_id', 'currency', 'amount', 'country', 'session_type', 'mode']);
      const referenceId = text(input, 'reference_id', { max: 64 });
      const sessionType = input.session_type;
      if (sessionType === 'SUBSCRIPTION' || sessionType === 'AUTHORIZATION') {
        throw new HttpError(
          400,
          'SESSION_TYPE_NOT_SUPPORTED',
          `session_type ${sessionType} is not supported for now`,
        );
      }
      if (sessionType !== 'PAY' && sessionType !== 'SAVE') {
        throw validationError(
          'request/body/session_type must be equal to one of the allowed values: SAVE, PAY, SUBSCRIPTION',
        );
      }
      if (input.mode !== 'PAYMENT_LINK') {
        throw new HttpError(400, 'MODE_NOT_SUPPORTED', `mode ${String(input.mode)} is not supported for now`);
      }
      if (input.currency !== 'MYR') {
        throw new HttpError(
          400,
          'INVALID_CURRENCY',
          `The provided currency ${String(input.currency)} is not supported`,
        );
      }
      if (input.country !== 'MY') {
        throw new HttpError(
          400,
          'INVALID_COUNTRY',
          `The provided country ${String(input.country)} is not supported`,
        );
      }
      const amountSen = parseSen(input.amount);
      if (amountSen === null) {
        throw new HttpError(
          400,
          'INVALID_AMOUNT',
          'Amount must be a number with at most 2 decimal places for MYR',
        );
      }
      if (sessionType === 'PAY' && amountSen === 0) {
        throw new HttpError(400, 'INVALID_AMOUNT', 'Amount must be greater than zero');
      }
      if (sessionType === 'SAVE' && amountSen !== 0) {
        throw new HttpError(400, 'INVALID_AMOUNT', 'Amount must be zero for session type SAVE');
      }
      const save =
        input.allow_save_payment_method === undefined
          ? 'DISABLED'
          : oneOf(input, 'allow_save_payment_method', SAVE_OPTIONS);
      if (input.capture_method !== undefined && input.capture_method !== null) {
        if (sessionType === 'SAVE') {
          throw new HttpError(
            400,
            'DISALLOWED_CAPTURE_METHOD',
            'Capture method is not supported for session type SAVE',
          );
        }
        // The sandbox has no capture endpoint, so only automatic capture.
        oneOf(input, 'capture_method', ['AUTOMATIC'] as const);
      }
      let items: unknown[] | null = null;
      if (input.items !== undefined && input.items !== null) {
        if (!Array.isArray(input.items)) throw validationError('request/body/items must be array');
        if (sessionType !== 'PAY') {
          throw new HttpError(400, 'ITEMS_NOT_SUPPORTED', 'Items are allowed for session type PAY only');
        }
        items = [...(input.items as unknown[])];
      }
      let channels = ['CARDS'];
      if (input.allowed_payment_channels !== undefined && input.allowed_payment_channels !== null) {
        const requested = input.allowed_payment_channels;
        if (!Array.isArray(requested) || requested.some((channel) => typeof channel !== 'string')) {
          throw validationError('request/body/allowed_payment_channels must be array of strings');
        }
        const unavailable = (requested as string[]).filter((channel) => channel !== 'CARDS');
        if (unavailable.length > 0) {
          throw new HttpError(
            400,
            'INVALID_PAYMENT_CHANNEL',
            `Channel(s) ${unavailable.join(', ')} are not available. Please ensure that you have activated the necessary channels`,
          );
        }
        if (requested.length > 0) channels = [...(requested as string[])];
      }
      const successUrl = returnUrl(input, 'success_return_url');
      const cancelUrl = returnUrl(input, 'cancel_return_url');
      const sessionMetadata = metadata(input.metadata, SESSION_METADATA) as Record<string, string> | null;
      const description = optionalText(input, 'description', { max: 1000 });
      const locale = optionalText(input, 'locale', { min: 2, max: 5 }) ?? 'en';
      let expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
      if (input.expires_at !== undefined && input.expires_at !== null) {
        const at = typeof input.expires_at === 'string' ? Date.parse(input.expires_at) : Number.NaN;
        if (!(at >= Date.now() + 10 * 60_000)) {
          throw new HttpError(
            400,
            'INVALID_EXPIRY_DATE',
            'expires_at must be at least 10 minutes in the future',
          );
        }
        expiresAt = new Date(at).toISOString();
      }
      const customer = sessionCustomer(input, sessionType === 'SAVE' || save !== 'DISABLED');

      const sessionId = newId.session();
      const time = now();
      const session: Session = {
        payment_session_id: sessionId,
        created: time,
        updated: time,
        reference_id: referenceId,
        customer_id: customer?.id ?? null,
        session_type: sessionType,
        allow_save_payment_method: save,
        currency: 'MYR',
        amount: ringgit(amountSen),
        country: 'MY',
        mode: 'PAYMENT_LINK',
        capture_method: sessionType === 'PAY' ? 'AUTOMATIC' : null,
        channel_properties: isObject(input.channel_properties) ? { ...input.channel_properties } : {},
        allowed_payment_channels: channels,
        expires_at: expiresAt,
        locale,
        metadata: sessionMetadata,
        description,
        items,
        success_return_url: successUrl,
        cancel_return_url: cancelUrl,
        status: 'ACTIVE',
        payment_link_url: `${baseUrl()}/checkout/${sessionId}`,
        payment_token_id: null,
        payment_request_id: null,
        payment_id: null,
        business_id: BUSINESS_ID,
      };
      const record: SessionRecord = { json: session, amountSen };
      sessions.set(sessionId, record);
      scheduleExpiry(record);
      return { status: 201, body: session };
    }),
  );

  function sessionRecord(id: string): SessionRecord {
    const record = sessions.get(id);
    if (!record) throw new HttpError(404, 'NOT_FOUND', 'Session not found');
    expireIfDue(record);
    return record;
  }

  app.get('/sessions/:id', async (request) => {
    authorise(request);
    return sessionRecord(param(request)).json;
  });

  app.post('/sessions/:id/cancel', (request, reply) =>
    idempotent(request, reply, () => {
      const record = sessionRecord(param(request));
      if (record.json.status !== 'ACTIVE') {
        throw new HttpError(
          422,
          'INVALID_SESSION_STATUS',
          `Session status is ${record.json.status}, expecting ACTIVE`,
        );
      }
      if (record.expiryTimer) clearTimeout(record.expiryTimer);
      record.json.status = 'CANCELED';
      record.json.updated = now();
      return { status: 200, body: record.json };
    }),
  );

  // ---- Hosted checkout (the session's payment_link_url) ----------------------------------------------------
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
    const cvcLength = cardNetwork(number) === 'AMEX' ? 4 : 3;
    if (!new RegExp(`^\\d{${cvcLength}}$`).test((values.cvc ?? '').trim())) {
      return `Enter the ${cvcLength}-digit security code (CVC).`;
    }
    return null;
  }

  function enteredCard(values: Record<string, string>): EnteredCard {
    const [month, year] = values.expiry!.split('/').map((part) => part.trim());
    return {
      number: values.number!.replace(/[\s-]/g, ''),
      expiryMonth: month!,
      expiryYear: year!.length === 2 ? `20${year}` : year!,
      name: values.name!.trim(),
    };
  }

  function checkoutRecord(request: FastifyRequest): SessionRecord {
    const record = sessions.get(param(request));
    if (!record) throw new HttpError(404, 'NOT_FOUND', 'Session not found');
    expireIfDue(record);
    return record;
  }

  app.get('/checkout/:id', async (request, reply) => {
    const record = checkoutRecord(request);
    reply.type('text/html; charset=utf-8');
    if (record.json.status !== 'ACTIVE') return closedPage(record.json);
    const { error } = request.query as { error?: string };
    return checkoutPage(record.json, record.amountSen, error);
  });

  /** Where the member goes after the checkout: the merchant's URL, or a plain status page. */
  function leave(reply: FastifyReply, url: string | null, heading: string, status: string) {
    if (url) return reply.redirect(url, 303);
    return reply.type('text/html; charset=utf-8').send(statusPage(heading, status));
  }

  app.post('/checkout/:id', async (request, reply) => {
    const record = checkoutRecord(request);
    const session = record.json;
    reply.type('text/html; charset=utf-8');
    if (session.status !== 'ACTIVE') return closedPage(session);
    const values = (request.body ?? {}) as Record<string, string>;
    const problem = cardProblem(values);
    if (problem) return reply.status(422).send(checkoutPage(session, record.amountSen, problem, values));
    const card = enteredCard(values);
    const customer = session.customer_id ? customers.get(session.customer_id) : undefined;
    const email = customer?.email ?? null;

    if (session.session_type === 'SAVE') {
      const token = newToken(
        card,
        { referenceId: session.reference_id, customerId: session.customer_id, email },
        {
          description: session.description,
          metadata: session.metadata,
          sessionId: session.payment_session_id,
        },
      );
      const tokenId = token.json.payment_token_id;
      if (card.number === TEST_CARDS.declined) {
        setTokenStatus(token, 'FAILED', 'CARD_DECLINED');
        webhooks.emit([{ event: 'payment_token.failure', key: tokenId, data: token.json }]);
        return reply
          .status(402)
          .send(checkoutPage(session, record.amountSen, 'Your card was declined. Try another card.', values));
      }
      if (card.number === TEST_CARDS.threeDSecure) {
        token.json.status = 'REQUIRES_ACTION';
        token.json.actions = [
          { type: 'REDIRECT_CUSTOMER', descriptor: 'WEB_URL', value: `${baseUrl()}/3ds/${tokenId}` },
        ];
        return reply.redirect(token.json.actions[0]!.value, 303);
      }
      activateSavedCard(token, session);
      return leave(reply, session.success_return_url, 'Card saved', token.json.status);
    }

    const save =
      session.allow_save_payment_method === 'FORCED' ||
      (session.allow_save_payment_method === 'OPTIONAL' && values.save_card === '1');
    const time = now();
    const pr: PaymentRequest = {
      business_id: BUSINESS_ID,
      reference_id: session.reference_id,
      payment_request_id: newId.paymentRequest(),
      payment_token_id: null,
      customer_id: session.customer_id,
      latest_payment_id: null,
      type: save ? 'PAY_AND_SAVE' : 'PAY',
      country: 'MY',
      currency: 'MYR',
      request_amount: session.amount,
      capture_method: 'AUTOMATIC',
      channel_code: 'CARDS',
      channel_properties: { card_details: cardDetails(card, email) },
      actions: [],
      status: 'ACCEPTING_PAYMENTS',
      failure_code: null,
      description: session.description,
      metadata: session.metadata,
      items: session.items,
      shipping_information: null,
      created: time,
      updated: time,
    };
    const prRecord: PaymentRequestRecord = {
      json: pr,
      amountSen: record.amountSen,
      card,
      sessionId: session.payment_session_id,
      saveCard: save,
      email,
    };
    requests.set(pr.payment_request_id, prRecord);
    // The session points at its latest attempt, so a merchant that missed the webhooks can find it.
    session.payment_request_id = pr.payment_request_id;
    session.updated = time;
    startPayment(prRecord);

    if (pr.status === 'REQUIRES_ACTION') return reply.redirect(pr.actions[0]!.value, 303);
    if (pr.status === 'FAILED') {
      // The session stays ACTIVE: the member may try another card.
      return reply
        .status(402)
        .send(checkoutPage(session, record.amountSen, 'Your card was declined. Try another card.', values));
    }
    // Succeeded or still accepting payments: back to the merchant, which shows the outcome.
    return leave(reply, session.success_return_url, 'Payment received', pr.status);
  });

  function activateSavedCard(token: TokenRecord, session: Session): void {
    setTokenStatus(token, 'ACTIVE', null);
    const tokenId = token.json.payment_token_id;
    webhooks.emit([
      { event: 'payment_token.activation', key: tokenId, data: token.json },
      ...completeSession(session, { payment_token_id: tokenId }),
    ]);
  }

  app.post('/checkout/:id/cancel', async (request, reply) => {
    const record = checkoutRecord(request);
    return leave(reply, record.json.cancel_return_url, 'Checkout left', record.json.status);
  });

  // ---- The sandbox bank's 3-D Secure page ------------------------------------------------------------------
  app.get('/3ds/:id', async (request, reply) => {
    const id = param(request);
    reply.type('text/html; charset=utf-8');
    const pr = requests.get(id);
    if (pr) {
      if (pr.json.status !== 'REQUIRES_ACTION') return statusPage('Nothing to verify', pr.json.status);
      return threeDsPage(
        id,
        `a payment of ${formatRinggit(pr.amountSen)}`,
        cardDetails(pr.card, null).masked_card_number,
      );
    }
    const token = tokens.get(id);
    if (!token) throw notFound('Payment request');
    if (token.json.status !== 'REQUIRES_ACTION') return statusPage('Nothing to verify', token.json.status);
    return threeDsPage(
      id,
      'a card being saved',
      token.json.channel_properties.card_details.masked_card_number,
    );
  });

  app.post('/3ds/:id', async (request, reply) => {
    const id = param(request);
    const outcome = ((request.body ?? {}) as Record<string, string>).outcome;
    if (outcome !== 'approve' && outcome !== 'fail') throw validationError('outcome must be approve or fail');
    const retryUrl = (sessionId: string) =>
      `/checkout/${sessionId}?error=${encodeURIComponent('3-D Secure verification failed. Try again or use another card.')}`;

    const record = requests.get(id);
    if (record) {
      const pr = record.json;
      if (pr.status === 'REQUIRES_ACTION') {
        if (outcome === 'approve') finish(record, 'SUCCEEDED', null);
        else finish(record, 'FAILED', 'AUTHENTICATION_FAILED');
      }
      const session = record.sessionId ? sessions.get(record.sessionId)?.json : undefined;
      const succeeded = pr.status === 'SUCCEEDED';
      if (session)
        return leave(
          reply,
          succeeded ? session.success_return_url : retryUrl(session.payment_session_id),
          'Verification done',
          pr.status,
        );
      const properties = pr.channel_properties;
      const target = succeeded ? properties.success_return_url : properties.failure_return_url;
      return leave(reply, typeof target === 'string' ? target : null, 'Verification done', pr.status);
    }

    const token = tokens.get(id);
    if (!token) throw notFound('Payment request');
    const session = token.sessionId ? sessions.get(token.sessionId)?.json : undefined;
    if (token.json.status === 'REQUIRES_ACTION') {
      if (outcome === 'approve' && session) activateSavedCard(token, session);
      else if (outcome === 'approve') setTokenStatus(token, 'ACTIVE', null);
      else {
        setTokenStatus(token, 'FAILED', 'AUTHENTICATION_FAILED');
        webhooks.emit([{ event: 'payment_token.failure', key: id, data: token.json }]);
      }
    }
    const active = token.json.status === 'ACTIVE';
    if (!session) return leave(reply, null, 'Verification done', token.json.status);
    return leave(
      reply,
      active ? session.success_return_url : retryUrl(session.payment_session_id),
      'Verification done',
      token.json.status,
    );
  });

  // ---- Payments API v3 (apidocs/create-payment-request.md, get-payment-request.md, cancel-payment-request.md,
  // get-payment.md, get-payment-token.md, cancel-payment-token.md) ------------------------------------------
  app.post('/v3/payment_requests', (request, reply) =>
    idempotent(request, reply, () => {
      checkApiVersion(request, [V3_API_VERSION]);
      const input = body(request);
      requireFields(input, ['reference_id', 'type', 'country', 'currency', 'request_amount']);
      if (input.payment_token_id === undefined || input.payment_token_id === null) {
        // Pay with token is the one flow of the sandbox; new cards are entered on the hosted checkout.
        throw validationError(
          "request/body must have required property 'payment_token_id' (the card sandbox charges saved cards only)",
        );
      }
      const referenceId = text(input, 'reference_id');
      oneOf(input, 'type', ['PAY'] as const);
      oneOf(input, 'country', ['MY'] as const);
      oneOf(input, 'currency', ['MYR'] as const);
      const amountSen = parseSen(input.request_amount);
      if (amountSen === null || amountSen === 0) {
        throw validationError(
          'request/body/request_amount must be a number greater than 0 with at most 2 decimal places for MYR',
        );
      }
      if (input.capture_method !== undefined) oneOf(input, 'capture_method', ['AUTOMATIC'] as const);
      if (input.channel_code !== undefined) oneOf(input, 'channel_code', ['CARDS'] as const);
      const properties = input.channel_properties ?? {};
      if (!isObject(properties)) throw validationError('request/body/channel_properties must be object');
      for (const field of ['success_return_url', 'failure_return_url']) {
        if (properties[field] !== undefined && !isAllowedReturnUrl(properties[field])) {
          throw validationError(`request/body/channel_properties/${field} must be a valid HTTPS URL`);
        }
      }
      if (properties.card_on_file_type !== undefined) {
        oneOf(properties, 'card_on_file_type', CARD_ON_FILE_TYPES);
      }
      const description = optionalText(input, 'description', { max: 1000 });
      const prMetadata = metadata(input.metadata, PAYMENTS_METADATA);
      const tokenId = text(input, 'payment_token_id');
      const token = tokens.get(tokenId);
      if (!token)
        throw new HttpError(404, 'DATA_NOT_FOUND', 'Payment token ID specified in request cannot be found');
      if (token.json.status !== 'ACTIVE') {
        throw new HttpError(
          400,
          'INVALID_TOKEN',
          'Payment token ID specified in the payment request has expired or has been cancelled. Please reinitiate linking before retrying.',
        );
      }
      if (apiReferenceIds.has(referenceId)) {
        // "For CARDS channel code, reference ID must be unique."
        throw new HttpError(
          409,
          'DUPLICATE_ERROR',
          `reference_id ${referenceId} was already used for a CARDS payment request`,
        );
      }
      apiReferenceIds.add(referenceId);
      const time = now();
      const record: PaymentRequestRecord = {
        json: {
          business_id: BUSINESS_ID,
          reference_id: referenceId,
          payment_request_id: newId.paymentRequest(),
          payment_token_id: tokenId,
          customer_id: token.json.customer_id,
          latest_payment_id: null,
          type: 'PAY',
          country: 'MY',
          currency: 'MYR',
          request_amount: ringgit(amountSen),
          capture_method: 'AUTOMATIC',
          channel_code: 'CARDS',
          channel_properties: { ...properties },
          actions: [],
          status: 'ACCEPTING_PAYMENTS',
          failure_code: null,
          description,
          metadata: prMetadata,
          items: Array.isArray(input.items) ? [...(input.items as unknown[])] : null,
          shipping_information: isObject(input.shipping_information)
            ? { ...input.shipping_information }
            : null,
          created: time,
          updated: time,
        },
        amountSen,
        card: token.card,
        sessionId: null,
        saveCard: false,
        email: token.json.channel_properties.card_details.cardholder_email,
      };
      requests.set(record.json.payment_request_id, record);
      startPayment(record);
      return { status: 201, body: record.json };
    }),
  );

  function paymentRequestRecord(request: FastifyRequest): PaymentRequestRecord {
    const record = requests.get(param(request));
    if (!record) throw new HttpError(404, 'DATA_NOT_FOUND', 'ID specified in request cannot be found.');
    return record;
  }

  app.get('/v3/payment_requests/:id', async (request) => {
    authorise(request);
    checkApiVersion(request, [V3_API_VERSION]);
    return paymentRequestRecord(request).json;
  });

  app.post('/v3/payment_requests/:id/cancel', (request, reply) =>
    idempotent(request, reply, () => {
      checkApiVersion(request, [V3_API_VERSION]);
      const pr = paymentRequestRecord(request).json;
      if (pr.status !== 'ACCEPTING_PAYMENTS' && pr.status !== 'REQUIRES_ACTION') {
        throw new HttpError(400, 'INACTIVE_PAYMENT_REQUEST', 'Payment request is already inactive.');
      }
      pr.status = 'CANCELED';
      pr.actions = [];
      pr.updated = now();
      return { status: 200, body: pr };
    }),
  );

  app.get('/v3/payments/:id', async (request) => {
    authorise(request);
    checkApiVersion(request, [V3_API_VERSION]);
    const payment = payments.get(param(request));
    if (!payment) throw new HttpError(404, 'DATA_NOT_FOUND', 'ID specified in request cannot be found.');
    return payment;
  });

  function tokenRecord(request: FastifyRequest): TokenRecord {
    const record = tokens.get(param(request));
    if (!record) throw new HttpError(404, 'DATA_NOT_FOUND', 'ID specified in request cannot be found.');
    return record;
  }

  app.get('/v3/payment_tokens/:id', async (request) => {
    authorise(request);
    checkApiVersion(request, [V3_API_VERSION]);
    return tokenRecord(request).json;
  });

  app.post('/v3/payment_tokens/:id/cancel', (request, reply) =>
    idempotent(request, reply, () => {
      checkApiVersion(request, [V3_API_VERSION]);
      const record = tokenRecord(request);
      if (record.json.status !== 'ACTIVE') {
        throw new HttpError(
          400,
          'INELIGIBLE_TRANSACTION_STATUS',
          `The payment token is ${record.json.status}; only an ACTIVE payment token can be cancelled`,
        );
      }
      // Xendit documents no webhook for a cancelled token (only activation, failure and expiry).
      setTokenStatus(record, 'CANCELED', null);
      return { status: 200, body: record.json };
    }),
  );

  // ---- Refunds (apidocs/refund-payment-request.md, refund-webhook-notification.md) -------------------------
  function settleRefund(record: RefundRecord, outcome: 'SUCCEEDED' | 'FAILED'): void {
    record.json.status = outcome;
    record.json.failure_code = outcome === 'FAILED' ? 'REFUND_FAILED' : null;
    record.json.updated = now();
    webhooks.emit([
      {
        event: outcome === 'SUCCEEDED' ? 'refund.succeeded' : 'refund.failed',
        key: record.json.id,
        data: record.json,
      },
    ]);
  }

  app.post('/refunds', (request, reply) =>
    idempotent(request, reply, () => {
      const input = body(request);
      requireFields(input, ['payment_request_id', 'reason']);
      const reason = oneOf(input, 'reason', REFUND_REASONS);
      const prRecord = requests.get(text(input, 'payment_request_id'));
      if (!prRecord) throw new HttpError(404, 'DATA_NOT_FOUND', 'ID specified in request cannot be found.');
      if (input.currency !== undefined) oneOf(input, 'currency', ['MYR'] as const);
      const referenceId = optionalText(input, 'reference_id');
      const refundMetadata = metadata(input.metadata, PAYMENTS_METADATA);
      if (prRecord.json.status !== 'SUCCEEDED') {
        throw new HttpError(
          400,
          'INELIGIBLE_TRANSACTION_STATUS',
          `The payment request is ${prRecord.json.status}; only a SUCCEEDED payment request can be refunded`,
        );
      }
      const own = [...refunds.values()].filter(
        (refund) => refund.json.payment_request_id === prRecord.json.payment_request_id,
      );
      if (own.some((refund) => refund.json.status === 'PENDING')) {
        throw new HttpError(
          400,
          'REFUND_IN_PROGRESS',
          'Please wait for the pending refund request to be completed before initiating a new one.',
        );
      }
      const refundedSen = own
        .filter((refund) => refund.json.status === 'SUCCEEDED')
        .reduce((sum, refund) => sum + refund.amountSen, 0);
      const remainingSen = prRecord.amountSen - refundedSen;
      let amountSen = remainingSen;
      if (input.amount !== undefined && input.amount !== null) {
        const requested = parseSen(input.amount);
        if (requested === null || requested === 0) {
          throw validationError(
            'request/body/amount must be a number greater than 0 with at most 2 decimal places for MYR',
          );
        }
        amountSen = requested;
      }
      if (amountSen > remainingSen || amountSen === 0) {
        throw new HttpError(
          400,
          'REFUND_AMOUNT_EXCEEDED',
          'Refund amount specified in refund request must be less than or equal to unrefunded capture amount.',
        );
      }
      const time = now();
      const record: RefundRecord = {
        json: {
          id: newId.refund(),
          payment_request_id: prRecord.json.payment_request_id,
          payment_id: prRecord.json.latest_payment_id,
          invoice_id: null,
          payment_method_type: 'CARD',
          reference_id: referenceId,
          channel_code: 'CARDS',
          currency: 'MYR',
          amount: ringgit(amountSen),
          status: 'PENDING',
          reason,
          failure_code: null,
          refund_fee_amount: null,
          metadata: refundMetadata,
          created: time,
          updated: time,
        },
        amountSen,
      };
      refunds.set(record.json.id, record);
      const outcome = options.refunds?.outcome ?? 'SUCCEEDED';
      const settleAfterMs = options.refunds?.settleAfterMs;
      if (settleAfterMs === undefined) settleRefund(record, outcome);
      else later(settleAfterMs, () => settleRefund(record, outcome));
      return { status: 200, body: record.json };
    }),
  );

  app.get('/refunds/:id', async (request) => {
    authorise(request);
    const record = refunds.get(param(request));
    if (!record) throw new HttpError(404, 'DATA_NOT_FOUND', 'ID specified in request cannot be found.');
    return record.json;
  });

  const payoutApi = registerPayouts(app, {
    authorise,
    emit: (events) => webhooks.emit(events),
    scheduler,
    options: options.payouts ?? {},
  });

  const copy = <T>(value: T | undefined): T | undefined =>
    value === undefined ? undefined : structuredClone(value);
  return {
    app,
    deliveries: webhooks.deliveries,
    idle: scheduler.idle,
    paymentRequest: (id) => copy(requests.get(id)?.json),
    paymentRequests: () => [...requests.values()].map((record) => structuredClone(record.json)),
    session: (id) => copy(sessions.get(id)?.json),
    sessions: () => [...sessions.values()].map((record) => structuredClone(record.json)),
    paymentToken: (id) => copy(tokens.get(id)?.json),
    payment: (id) => copy(payments.get(id)),
    refund: (id) => copy(refunds.get(id)?.json),
    refunds: () => [...refunds.values()].map((record) => structuredClone(record.json)),
    payout: payoutApi.payout,
    payouts: payoutApi.payouts,
    expireSession: (id) => {
      const record = sessions.get(id);
      if (record) expire(record);
    },
    expirePaymentToken: (id) => {
      const record = tokens.get(id);
      if (!record || record.json.status !== 'ACTIVE') return;
      setTokenStatus(record, 'EXPIRED', null);
      webhooks.emit([{ event: 'payment_token.expiry', key: id, data: record.json }]);
    },
  };
}
