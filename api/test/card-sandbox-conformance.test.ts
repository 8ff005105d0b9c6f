// Contract test of the card provider sandbox against Xendit's documentation. The official SDK xendit-node
// 7.0.0 drives what it covers (Customers, Refunds); raw fetch drives what it lacks (Sessions, Payments API v3,
// payment tokens), with the documented example requests adapted to MY/MYR. Every answer and every webhook is
// checked against the documented examples in test/fixtures/xendit/ (doc paths in its sources.md): each
// documented top-level key present with the documented type, statuses in the documented enums.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Xendit, XenditSdkError } from 'xendit-node';
import { buildCardSandbox, TEST_CARDS, type CardSandbox } from '../src/sandboxes/card-provider/server';
import { answer3ds, payOnCheckout } from './payments-fixtures';

jest.setTimeout(30_000);

const SECRET = 'xnd_development_conformance_0001';
const CALLBACK_TOKEN = 'conformance-callback-token';
const V3 = { 'api-version': '2024-11-11' };

// ---- Documented facts -----------------------------------------------------------------------------------
type Fixture = Record<string, unknown>;

function fixture(name: string): Fixture {
  const file = path.join(__dirname, 'fixtures', 'xendit', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Fixture;
}

const SESSION_STATUS = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELED'];
const PAYMENT_REQUEST_STATUS = [
  'ACCEPTING_PAYMENTS',
  'REQUIRES_ACTION',
  'AUTHORIZED',
  'CANCELED',
  'EXPIRED',
  'SUCCEEDED',
  'FAILED',
];
const PAYMENT_STATUS = ['AUTHORIZED', 'CANCELED', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'PENDING'];
const TOKEN_STATUS = ['REQUIRES_ACTION', 'PENDING', 'ACTIVE', 'FAILED', 'EXPIRED', 'CANCELED'];
const REFUND_STATUS = ['SUCCEEDED', 'FAILED', 'PENDING', 'CANCELLED'];
const REFUND_REASONS = ['FRAUDULENT', 'DUPLICATE', 'REQUESTED_BY_CUSTOMER', 'CANCELLATION', 'OTHERS'];
const PAYMENT_FAILURE_CODES = [
  'CARD_DECLINED',
  'AUTHENTICATION_FAILED',
  'PROCESSOR_ERROR',
  'INSUFFICIENT_BALANCE',
  'DECLINED_BY_ISSUER',
  'EXPIRED_CARD',
];
const WEBHOOK_EVENTS = [
  'payment.capture',
  'payment.authorization',
  'payment.failure',
  'payment_session.completed',
  'payment_session.expired',
  'payment_token.activation',
  'payment_token.failure',
  'payment_token.expiry',
  'refund.succeeded',
  'refund.failed',
];
/** The docs' mirror prints every scalar as a string; the schemas type these amounts as numbers. */
const AMOUNT_FIELDS = new Set(['amount', 'request_amount', 'capture_amount', 'refund_fee_amount']);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Every key of the documented example is present in `actual` with the documented type (null allowed where the
 * example shows null or the caller names the key nullable); `enums` pins values to the documented enums.
 */
function expectDocumentedShape(
  actual: unknown,
  documented: Fixture,
  { enums = {}, nullable = [] }: { enums?: Record<string, string[]>; nullable?: string[] } = {},
): void {
  expect(typeOf(actual)).toBe('object');
  const object = actual as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, example] of Object.entries(documented)) {
    if (!(key in object)) {
      problems.push(`${key}: missing`);
      continue;
    }
    const expected = AMOUNT_FIELDS.has(key) && example !== null ? 'number' : typeOf(example);
    const got = typeOf(object[key]);
    if (got === 'null' && (expected === 'null' || nullable.includes(key))) continue;
    if (expected !== 'null' && got !== expected) problems.push(`${key}: ${got}, documented ${expected}`);
  }
  for (const [key, allowed] of Object.entries(enums)) {
    if (!allowed.includes(object[key] as string)) problems.push(`${key}: ${String(object[key])} not in enum`);
  }
  expect(problems).toEqual([]);
}

// ---- A sandbox with a webhook receiver ------------------------------------------------------------------
interface Received {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

interface Harness {
  sandbox: CardSandbox;
  url: string;
  received: Received[];
  close(): Promise<void>;
}

async function startHarness(options: Partial<Parameters<typeof buildCardSandbox>[0]> = {}): Promise<Harness> {
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  const sandbox = await buildCardSandbox({
    secretKey: SECRET,
    callbackToken: CALLBACK_TOKEN,
    webhookUrl: `http://127.0.0.1:${port}/webhooks`,
    pendingDelayMs: 30,
    webhook: { retryBaseMs: 10, maxAttempts: 2 },
    ...options,
  });
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    sandbox,
    url,
    received,
    close: async () => {
      await sandbox.idle();
      await sandbox.app.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

/** The SDK warns on every test key (xnd_development_…); the warning is noise here. */
function sdk(secretKey: string, xenditURL: string): Xendit {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    return new Xendit({ secretKey, xenditURL });
  } finally {
    warn.mockRestore();
  }
}

const basicAuth = (key = SECRET) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(
  harness: Harness,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${harness.url}${route}`, {
    method,
    headers: {
      authorization: basicAuth(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

let serial = 0;
const unique = (prefix: string) => `${prefix}_${Date.now()}_${(serial += 1)}`;
const RETURN_URLS = {
  success_return_url: 'https://teduh.example/pusara-pro/payment-response/success',
  cancel_return_url: 'https://teduh.example/pusara-pro/payment-summary/x',
};

/** The documented pay-and-save session request, adapted to Malaysia and our checkout. */
function sessionRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const documented = fixture('session-create.request');
  const customer = documented.customer as Record<string, unknown>;
  return {
    ...documented,
    reference_id: unique('order'),
    customer: { ...customer, reference_id: unique('cust'), mobile_number: '+60123456789' },
    items: (documented.items as Record<string, unknown>[]).map((item) => ({ ...item, currency: 'MYR' })),
    currency: 'MYR',
    country: 'MY',
    amount: 41.3,
    allow_save_payment_method: 'FORCED',
    allowed_payment_channels: ['CARDS'],
    metadata: { certificate: 'TDH-2026-000123' },
    ...RETURN_URLS,
    ...overrides,
  };
}

/** A saved card through a SAVE session (the documented SAVE example, amount 0). */
async function saveCard(harness: Harness, number: string): Promise<string> {
  const documented = fixture('session-create-save.request');
  const created = await call(harness, 'POST', '/sessions', {
    ...documented,
    reference_id: unique('save'),
    customer: { ...(documented.customer as Record<string, unknown>), reference_id: unique('cust') },
    currency: 'MYR',
    country: 'MY',
    ...RETURN_URLS,
  });
  expect(created.status).toBe(201);
  const paid = await payOnCheckout(created.body.payment_link_url as string, { number });
  if (paid.status === 303 && paid.location?.includes('/3ds/')) {
    expect((await answer3ds(paid.location, 'approve')).location).toBe(RETURN_URLS.success_return_url);
  } else {
    expect(paid).toMatchObject({ status: 303, location: RETURN_URLS.success_return_url });
  }
  const session = await call(harness, 'GET', `/sessions/${created.body.payment_session_id as string}`);
  expect(session.body).toMatchObject({ status: 'COMPLETED', session_type: 'SAVE', payment_id: null });
  return session.body.payment_token_id as string;
}

/** The documented pay-with-token request, adapted to Malaysia. */
function chargeRequest(tokenId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...fixture('payment-request-pay-with-token-cards.request'),
    reference_id: unique('charge'),
    payment_token_id: tokenId,
    country: 'MY',
    currency: 'MYR',
    request_amount: 41.3,
    ...overrides,
  };
}

const PR_NULLABLE = ['customer_id', 'payment_token_id', 'description', 'metadata'];

describe('card sandbox conformance to Xendit', () => {
  let harness: Harness;
  let xendit: Xendit;

  beforeAll(async () => {
    harness = await startHarness();
    xendit = sdk(SECRET, harness.url);
  });

  afterAll(async () => {
    await harness.close();
  });

  describe('customers through xendit-node 7.0.0', () => {
    it('creates a customer, finds it by reference_id and by id, in the documented shape', async () => {
      const referenceId = unique('member');
      const created = await xendit.Customer.createCustomer({
        idempotencyKey: unique('key'),
        data: {
          referenceId,
          type: 'INDIVIDUAL',
          individualDetail: { givenNames: 'Nurul', surname: 'Hidayah' },
          email: 'nurul@example.com',
          mobileNumber: '+60123456789',
        },
      });
      expect(created.id).toMatch(/^cust-[0-9a-f-]{36}$/);
      expect(created).toMatchObject({ referenceId, addresses: [], identityAccounts: [], kycDocuments: [] });

      const found = await xendit.Customer.getCustomerByReferenceID({ referenceId });
      expect(found.hasMore).toBe(false);
      expect(found.data?.map((customer) => customer.id)).toEqual([created.id]);
      const byId = await xendit.Customer.getCustomer({ id: created.id });
      expect(byId.individualDetail?.givenNames).toBe('Nurul');

      const raw = await call(harness, 'GET', `/customers?reference_id=${referenceId}`, undefined, {
        'api-version': '2020-10-31',
      });
      expect(raw.status).toBe(200);
      expectDocumentedShape(raw.body, fixture('customers-list.response'));
      const listed = (fixture('customers-list.response').data as Fixture[])[0]!;
      expectDocumentedShape((raw.body.data as unknown[])[0], listed, { nullable: ['surname'] });
      expectDocumentedShape((raw.body.data as unknown[])[0], fixture('customer.response'), {
        nullable: [
          'description',
          'metadata',
          'mobile_number',
          'phone_number',
          'hashed_phone_number',
          'date_of_registration',
          'domicile_of_registration',
        ],
      });
      const documentedDetail = fixture('customer.response').individual_detail as Fixture;
      expectDocumentedShape(
        (raw.body.data as Record<string, unknown>[])[0]!.individual_detail,
        documentedDetail,
        { nullable: ['nationality', 'place_of_birth', 'date_of_birth', 'gender', 'employment'] },
      );
    });

    it('answers POST /customers 200 as documented, and 409 DUPLICATE_ERROR for a used reference_id', async () => {
      const body = {
        reference_id: unique('member'),
        type: 'INDIVIDUAL',
        individual_detail: { given_names: 'Aminah' },
        email: 'aminah@example.com',
      };
      const first = await call(harness, 'POST', '/customers', body, { 'api-version': '2020-10-31' });
      expect(first.status).toBe(200);
      const again = await call(harness, 'POST', '/customers', body);
      expect(again).toMatchObject({ status: 409, body: { error_code: 'DUPLICATE_ERROR' } });
      await expect(
        xendit.Customer.getCustomer({ id: 'cust-00000000-0000-0000-0000-000000000000' }),
      ).rejects.toMatchObject({ status: 404, errorCode: 'DATA_NOT_FOUND' });
    });

    it('refuses a wrong secret key with 401 INVALID_API_KEY, through the SDK too', async () => {
      const stranger = sdk('xnd_development_wrong', harness.url);
      const refused = await stranger.Customer.getCustomerByReferenceID({ referenceId: 'x' }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(XenditSdkError);
      expect(refused).toMatchObject({ status: 401, errorCode: 'INVALID_API_KEY' });
      for (const route of ['/customers?reference_id=x', '/sessions/ps-000000000000000000000000']) {
        const missing = await fetch(`${harness.url}${route}`);
        expect(missing.status).toBe(401);
        expect(await missing.json()).toEqual({ error_code: 'INVALID_API_KEY', message: expect.any(String) });
      }
      const wrong = await call(
        harness,
        'POST',
        '/v3/payment_requests',
        {},
        { authorization: basicAuth('nope') },
      );
      expect(wrong).toMatchObject({ status: 401, body: { error_code: 'INVALID_API_KEY' } });
    });
  });

  describe('sessions and the hosted checkout', () => {
    let session: Record<string, unknown>;

    it('creates the documented pay-and-save session (inline customer) in the documented shape', async () => {
      const request = sessionRequest();
      const created = await call(harness, 'POST', '/sessions', request, { 'idempotency-key': unique('key') });
      expect(created.status).toBe(201);
      session = created.body;
      expectDocumentedShape(session, fixture('session.response'), {
        enums: { status: SESSION_STATUS },
        nullable: ['payment_token_id', 'payment_request_id'],
      });
      expect(session).toMatchObject({
        status: 'ACTIVE',
        session_type: 'PAY',
        mode: 'PAYMENT_LINK',
        amount: 41.3,
        currency: 'MYR',
        country: 'MY',
        allow_save_payment_method: 'FORCED',
        allowed_payment_channels: ['CARDS'],
        metadata: { certificate: 'TDH-2026-000123' },
        payment_id: null,
      });
      expect(session.payment_session_id).toMatch(/^ps-[0-9a-f]{24}$/);
      expect(session.payment_link_url).toBe(
        `${harness.url}/checkout/${session.payment_session_id as string}`,
      );

      // The inline customer was created, and is found again by its reference_id.
      const customerReference = (request.customer as { reference_id: string }).reference_id;
      const customers = await call(harness, 'GET', `/customers?reference_id=${customerReference}`);
      expect((customers.body.data as { id: string }[]).map((customer) => customer.id)).toEqual([
        session.customer_id,
      ]);
      const second = await call(harness, 'POST', '/sessions', { ...request, reference_id: unique('order') });
      expect(second.body.customer_id).toBe(session.customer_id);
    });

    it('replays the first answer for the same idempotency-key and body, and refuses another body with 409', async () => {
      const key = unique('key');
      const request = sessionRequest();
      const first = await call(harness, 'POST', '/sessions', request, { 'idempotency-key': key });
      const replay = await call(harness, 'POST', '/sessions', request, { 'idempotency-key': key });
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers.get('idempotent-replayed')).toBeNull();
      // The same body with its keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(request).reverse());
      const replayReordered = await call(harness, 'POST', '/sessions', reordered, { 'idempotency-key': key });
      expect(replayReordered.body).toEqual(first.body);
      const other = await call(
        harness,
        'POST',
        '/sessions',
        { ...request, amount: 50 },
        { 'idempotency-key': key },
      );
      expect(other).toMatchObject({ status: 409, body: { error_code: 'IDEMPOTENCY_ERROR' } });
    });

    it('pays on the hosted checkout: the session completes with a payment request, a payment and a token', async () => {
      const paid = await payOnCheckout(session.payment_link_url as string, { number: TEST_CARDS.succeeds });
      expect(paid).toMatchObject({ status: 303, location: RETURN_URLS.success_return_url });
      const completed = await call(harness, 'GET', `/sessions/${session.payment_session_id as string}`);
      expectDocumentedShape(completed.body, fixture('webhook-payment_session.completed').data as Fixture, {
        enums: { status: SESSION_STATUS },
      });
      expect(completed.body).toMatchObject({ status: 'COMPLETED' });
      expect(completed.body.payment_request_id).toMatch(/^pr-[0-9a-f-]{36}$/);
      expect(completed.body.payment_token_id).toMatch(/^pt-[0-9a-f-]{36}$/);
      expect(completed.body.payment_id).toMatch(/^py-[0-9a-f-]{36}$/);
      session = completed.body;

      const pr = await call(
        harness,
        'GET',
        `/v3/payment_requests/${session.payment_request_id as string}`,
        undefined,
        V3,
      );
      expect(pr.status).toBe(200);
      expectDocumentedShape(pr.body, fixture('payment-request-cards-no-3ds.SUCCEEDED.response'), {
        enums: { status: PAYMENT_REQUEST_STATUS },
      });
      expect(pr.body).toMatchObject({
        status: 'SUCCEEDED',
        request_amount: 41.3,
        channel_code: 'CARDS',
        type: 'PAY_AND_SAVE',
        latest_payment_id: session.payment_id,
        payment_token_id: session.payment_token_id,
        customer_id: session.customer_id,
        reference_id: session.reference_id,
      });

      const payment = await call(
        harness,
        'GET',
        `/v3/payments/${session.payment_id as string}`,
        undefined,
        V3,
      );
      expectDocumentedShape(payment.body, fixture('payment-cards.SUCCEEDED.response'), {
        enums: { status: PAYMENT_STATUS },
      });
      expect(payment.body).toMatchObject({ status: 'SUCCEEDED', captures: [{ capture_amount: 41.3 }] });

      const token = await call(
        harness,
        'GET',
        `/v3/payment_tokens/${session.payment_token_id as string}`,
        undefined,
        V3,
      );
      const documentedToken = fixture('payment-token-cards.ACTIVE.response');
      expectDocumentedShape(token.body, documentedToken, { enums: { status: TOKEN_STATUS } });
      const documentedCard = (documentedToken.channel_properties as Fixture).card_details as Fixture;
      const card = (token.body.channel_properties as Fixture).card_details;
      expectDocumentedShape(card, documentedCard, {
        nullable: ['cardholder_email', 'cardholder_phone_number'],
      });
      expect(card).toMatchObject({
        masked_card_number: '4242****4242',
        network: 'VISA',
        expiry_month: '12',
        expiry_year: '2039',
      });
      expect(token.body).toMatchObject({
        status: 'ACTIVE',
        channel_code: 'CARDS',
        customer_id: session.customer_id,
      });
    });

    it('keeps the session ACTIVE after a declined card, so the member can try another card', async () => {
      const created = await call(
        harness,
        'POST',
        '/sessions',
        sessionRequest({ allow_save_payment_method: 'DISABLED' }),
      );
      const link = created.body.payment_link_url as string;
      const declined = await payOnCheckout(link, { number: TEST_CARDS.declined });
      expect(declined.status).toBe(402);
      expect(declined.html).toContain('role="alert"');
      const afterDecline = await call(
        harness,
        'GET',
        `/sessions/${created.body.payment_session_id as string}`,
      );
      expect(afterDecline.body).toMatchObject({ status: 'ACTIVE', payment_id: null });
      const failedPr = await call(
        harness,
        'GET',
        `/v3/payment_requests/${afterDecline.body.payment_request_id as string}`,
      );
      expect(failedPr.body).toMatchObject({ status: 'FAILED', failure_code: 'CARD_DECLINED' });

      expect((await payOnCheckout(link, { number: TEST_CARDS.succeeds })).status).toBe(303);
      const completed = await call(harness, 'GET', `/sessions/${created.body.payment_session_id as string}`);
      expect(completed.body).toMatchObject({ status: 'COMPLETED', payment_token_id: null });
      expect(completed.body.payment_request_id).not.toBe(afterDecline.body.payment_request_id);
    });

    it('cancels an ACTIVE session as documented, and answers 422 / 404 as documented', async () => {
      const created = await call(harness, 'POST', '/sessions', sessionRequest());
      const id = created.body.payment_session_id as string;
      const canceled = await call(harness, 'POST', `/sessions/${id}/cancel`);
      expect(canceled.status).toBe(200);
      expectDocumentedShape(canceled.body, fixture('session-cancel.CANCELED.response'), {
        enums: { status: SESSION_STATUS },
        nullable: ['payment_token_id', 'payment_request_id'],
      });
      expect(canceled.body.status).toBe('CANCELED');
      const again = await call(harness, 'POST', `/sessions/${id}/cancel`);
      expect(again).toMatchObject({ status: 422, body: { error_code: 'INVALID_SESSION_STATUS' } });
      const missing = await call(harness, 'GET', '/sessions/ps-000000000000000000000000');
      expect(missing).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND' } });
    });

    it('refuses an http:// return URL (INVALID_URL) except on this machine', async () => {
      const refused = await call(
        harness,
        'POST',
        '/sessions',
        sessionRequest({ success_return_url: 'http://example.com/done' }),
      );
      expect(refused).toMatchObject({ status: 400, body: { error_code: 'INVALID_URL' } });
      for (const url of [
        'http://localhost:3000/done',
        'http://127.0.0.1:3000/done',
        'http://[::1]:3000/done',
      ]) {
        const accepted = await call(harness, 'POST', '/sessions', sessionRequest({ cancel_return_url: url }));
        expect(accepted.status).toBe(201);
      }
    });

    it('validates sessions as documented (required fields, amounts, metadata, customer, channels)', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ session_type: undefined }, 400, 'API_VALIDATION_ERROR'],
        [{ amount: 0 }, 400, 'INVALID_AMOUNT'],
        [{ amount: 10.005 }, 400, 'INVALID_AMOUNT'],
        [{ currency: 'IDR' }, 400, 'INVALID_CURRENCY'],
        [
          { metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
          400,
          'INVALID_METADATA',
        ],
        [{ metadata: { note: 'x'.repeat(81) } }, 400, 'INVALID_METADATA'],
        [{ customer: undefined }, 400, 'MISSING_CUSTOMER'],
        [{ customer: undefined, customer_id: 'c-1' }, 400, 'INVALID_CUSTOMER_ID'],
        [
          { customer: undefined, customer_id: 'cust-00000000-0000-0000-0000-000000000000' },
          404,
          'DATA_NOT_FOUND',
        ],
        [{ allowed_payment_channels: ['CARDS', 'DANA'] }, 400, 'INVALID_PAYMENT_CHANNEL'],
        [{ session_type: 'SUBSCRIPTION' }, 400, 'SESSION_TYPE_NOT_SUPPORTED'],
      ];
      for (const [overrides, status, errorCode] of cases) {
        const answer = await call(harness, 'POST', '/sessions', sessionRequest(overrides));
        expect({ overrides, status: answer.status, error_code: answer.body.error_code }).toEqual({
          overrides,
          status,
          error_code: errorCode,
        });
        expect(Object.keys(answer.body).sort()).toEqual(['error_code', 'message']);
      }
      // The documented amount as a numeric string is taken too.
      const asString = await call(harness, 'POST', '/sessions', sessionRequest({ amount: '41.30' }));
      expect(asString.body.amount).toBe(41.3);
    });
  });

  describe('payment tokens and Payments API v3', () => {
    let succeeding: string;

    beforeAll(async () => {
      succeeding = await saveCard(harness, TEST_CARDS.succeeds);
    });

    it('charges a saved card: SUCCEEDED, as the documented pay-with-token example', async () => {
      const charged = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(succeeding), {
        ...V3,
        'idempotency-key': unique('key'),
      });
      expect(charged.status).toBe(201);
      expectDocumentedShape(
        charged.body,
        fixture('payment-request-pay-with-token-cards.SUCCEEDED.response'),
        {
          enums: { status: PAYMENT_REQUEST_STATUS },
          nullable: PR_NULLABLE,
        },
      );
      expect(charged.body).toMatchObject({
        status: 'SUCCEEDED',
        payment_token_id: succeeding,
        channel_code: 'CARDS',
        request_amount: 41.3,
        actions: [],
        failure_code: null,
      });
      expect(charged.body.payment_request_id).toMatch(/^pr-[0-9a-f-]{36}$/);
      const got = await call(
        harness,
        'GET',
        `/v3/payment_requests/${charged.body.payment_request_id as string}`,
        undefined,
        V3,
      );
      expect(got.body).toEqual(charged.body);
      expect(harness.sandbox.paymentRequest(charged.body.payment_request_id as string)).toEqual(charged.body);
    });

    it('takes request_amount as the docs show it (a numeric string) and without api-version', async () => {
      const charged = await call(
        harness,
        'POST',
        '/v3/payment_requests',
        chargeRequest(succeeding, { request_amount: '81.40' }),
      );
      expect(charged).toMatchObject({ status: 201, body: { request_amount: 81.4, status: 'SUCCEEDED' } });
      const wrongVersion = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(succeeding), {
        'api-version': '2022-07-31',
      });
      expect(wrongVersion).toMatchObject({ status: 400, body: { error_code: 'API_VALIDATION_ERROR' } });
      const reused = await call(harness, 'POST', '/v3/payment_requests', {
        ...chargeRequest(succeeding),
        reference_id: charged.body.reference_id,
      });
      expect(reused).toMatchObject({ status: 409, body: { error_code: 'DUPLICATE_ERROR' } });
    });

    it('declines a card gone bad: FAILED with CARD_DECLINED', async () => {
      const token = await saveCard(harness, TEST_CARDS.savesButDeclines);
      const charged = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(token), V3);
      expect(charged.status).toBe(201);
      expectDocumentedShape(
        charged.body,
        fixture('payment-request-pay-with-token-cards.SUCCEEDED.response'),
        {
          enums: { status: PAYMENT_REQUEST_STATUS, failure_code: PAYMENT_FAILURE_CODES },
          nullable: PR_NULLABLE,
        },
      );
      expect(charged.body).toMatchObject({ status: 'FAILED', failure_code: 'CARD_DECLINED' });
    });

    it('asks for 3-D Secure: REQUIRES_ACTION with a REDIRECT_CUSTOMER / WEB_URL action', async () => {
      const token = await saveCard(harness, TEST_CARDS.threeDSecure);
      const charged = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(token), V3);
      expectDocumentedShape(charged.body, fixture('payment-request-cards-3ds.REQUIRES_ACTION.response'), {
        enums: { status: PAYMENT_REQUEST_STATUS },
        nullable: PR_NULLABLE,
      });
      expect(charged.body).toMatchObject({ status: 'REQUIRES_ACTION' });
      const actions = charged.body.actions as Record<string, string>[];
      expect(actions).toEqual([
        { type: 'REDIRECT_CUSTOMER', descriptor: 'WEB_URL', value: expect.any(String) },
      ]);
      const verified = await answer3ds(actions[0]!.value!, 'approve');
      expect(verified).toEqual({ status: 303, location: 'https://xendit.co/success' });
      const got = await call(
        harness,
        'GET',
        `/v3/payment_requests/${charged.body.payment_request_id as string}`,
        undefined,
        V3,
      );
      expect(got.body).toMatchObject({ status: 'SUCCEEDED', actions: [] });
    });

    it('accepts payments on a pending card, then settles it', async () => {
      const token = await saveCard(harness, TEST_CARDS.pendingThenSucceeds);
      const charged = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(token), V3);
      expect(charged.body).toMatchObject({ status: 'ACCEPTING_PAYMENTS' });
      const canceled = await call(
        harness,
        'POST',
        `/v3/payment_requests/${charged.body.payment_request_id as string}/cancel`,
      );
      expect(canceled.body).toMatchObject({ status: 'CANCELED' });
      expectDocumentedShape(canceled.body, fixture('payment-request-cancel-redirect.CANCELED.response'), {
        enums: { status: PAYMENT_REQUEST_STATUS },
        nullable: [...PR_NULLABLE, 'shipping_information', 'items'],
      });

      const second = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(token), V3);
      expect(second.body).toMatchObject({ status: 'ACCEPTING_PAYMENTS' });
      await harness.sandbox.idle();
      const settled = await call(
        harness,
        'GET',
        `/v3/payment_requests/${second.body.payment_request_id as string}`,
        undefined,
        V3,
      );
      expect(settled.body).toMatchObject({ status: 'SUCCEEDED' });
      expect(settled.body.latest_payment_id).toMatch(/^py-/);
      const inactive = await call(
        harness,
        'POST',
        `/v3/payment_requests/${second.body.payment_request_id as string}/cancel`,
      );
      expect(inactive).toMatchObject({ status: 400, body: { error_code: 'INACTIVE_PAYMENT_REQUEST' } });
    });

    it('cancels a token (CANCELED), after which charging it is refused with INVALID_TOKEN', async () => {
      const token = await saveCard(harness, TEST_CARDS.succeeds);
      const canceled = await call(harness, 'POST', `/v3/payment_tokens/${token}/cancel`, undefined, V3);
      expect(canceled.status).toBe(200);
      expectDocumentedShape(canceled.body, fixture('payment-token.CANCELED.response'), {
        enums: { status: TOKEN_STATUS },
        nullable: ['description', 'metadata'],
      });
      expect(canceled.body.status).toBe('CANCELED');
      const charged = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(token), V3);
      expect(charged).toMatchObject({ status: 400, body: { error_code: 'INVALID_TOKEN' } });
      const again = await call(harness, 'POST', `/v3/payment_tokens/${token}/cancel`, undefined, V3);
      expect(again).toMatchObject({ status: 400, body: { error_code: 'INELIGIBLE_TRANSACTION_STATUS' } });
      const unknown = await call(
        harness,
        'GET',
        '/v3/payment_tokens/pt-00000000-0000-0000-0000-000000000000',
      );
      expect(unknown).toMatchObject({ status: 404, body: { error_code: 'DATA_NOT_FOUND' } });
    });

    it('fails to save a declined card (payment_token.failure) and expires a saved one (payment_token.expiry)', async () => {
      const documented = fixture('session-create-save.request');
      const created = await call(harness, 'POST', '/sessions', {
        ...documented,
        reference_id: unique('save'),
        customer: { ...(documented.customer as Record<string, unknown>), reference_id: unique('cust') },
        currency: 'MYR',
        country: 'MY',
        ...RETURN_URLS,
      });
      expect(
        (await payOnCheckout(created.body.payment_link_url as string, { number: TEST_CARDS.declined }))
          .status,
      ).toBe(402);
      const token = await saveCard(harness, TEST_CARDS.succeeds);
      harness.sandbox.expirePaymentToken(token);
      const expired = await call(harness, 'GET', `/v3/payment_tokens/${token}`);
      expect(expired.body.status).toBe('EXPIRED');
    });
  });

  describe('refunds', () => {
    let paymentRequestId: string;

    beforeAll(async () => {
      const token = await saveCard(harness, TEST_CARDS.succeeds);
      const charged = await call(harness, 'POST', '/v3/payment_requests', chargeRequest(token), V3);
      paymentRequestId = charged.body.payment_request_id as string;
    });

    it('takes every documented reason through xendit-node, and refuses COOLING_OFF with 400', async () => {
      for (const reason of REFUND_REASONS) {
        const refund = await xendit.Refund.createRefund({
          idempotencyKey: unique('key'),
          data: {
            paymentRequestId,
            referenceId: unique('refund'),
            amount: 1.1,
            currency: 'MYR',
            reason: reason as 'OTHERS',
          },
        });
        expect(refund).toMatchObject({ paymentRequestId, amount: 1.1, currency: 'MYR' });
        expect(refund.id).toMatch(/^rfd-[0-9a-f-]{36}$/);
        const got = await xendit.Refund.getRefund({ refundID: refund.id! });
        expect(got.id).toBe(refund.id);
      }
      const refused = await xendit.Refund.createRefund({
        data: { paymentRequestId, amount: 1, currency: 'MYR', reason: 'COOLING_OFF' as 'OTHERS' },
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(XenditSdkError);
      expect(refused).toMatchObject({ status: 400, errorCode: 'API_VALIDATION_ERROR' });
    });

    it('answers 200 with the documented Refund, and refuses more than what is left', async () => {
      const documented = (fixture('webhook-refund.succeeded').data as Fixture).data as Fixture;
      const refund = await call(harness, 'POST', '/refunds', {
        ...fixture('refund-create.request'),
        reference_id: unique('refund'),
        payment_request_id: paymentRequestId,
        currency: 'MYR',
        amount: '30.00',
      });
      expect(refund.status).toBe(200);
      expectDocumentedShape(refund.body, documented, {
        enums: { status: REFUND_STATUS, reason: REFUND_REASONS },
      });
      // 41.30 - 5 × 1.10 - 30.00 leaves 5.80.
      expect(refund.body).toMatchObject({
        amount: 30,
        status: 'SUCCEEDED',
        payment_request_id: paymentRequestId,
      });
      const tooMuch = await call(harness, 'POST', '/refunds', {
        payment_request_id: paymentRequestId,
        amount: 5.81,
        reason: 'CANCELLATION',
      });
      expect(tooMuch).toMatchObject({ status: 400, body: { error_code: 'REFUND_AMOUNT_EXCEEDED' } });
      const rest = await call(harness, 'POST', '/refunds', {
        payment_request_id: paymentRequestId,
        reason: 'CANCELLATION',
      });
      expect(rest.body).toMatchObject({ amount: 5.8, status: 'SUCCEEDED' });
      const got = await call(harness, 'GET', `/refunds/${rest.body.id as string}`);
      expect(got.body).toEqual(rest.body);
    });
  });

  describe('errors and routes', () => {
    it('answers unknown and legacy routes with the error envelope', async () => {
      for (const [method, route] of [
        ['GET', '/v2/payment_methods/pm-1'],
        ['POST', '/payment_requests'],
        ['GET', '/no/such/route'],
      ] as const) {
        const answer = await call(harness, method, route, method === 'POST' ? {} : undefined);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error_code: 'DATA_NOT_FOUND', message: expect.any(String) });
      }
    });
  });

  describe('webhooks', () => {
    it('sends a session expiry as documented', async () => {
      const created = await call(harness, 'POST', '/sessions', sessionRequest());
      harness.sandbox.expireSession(created.body.payment_session_id as string);
      const expired = await call(harness, 'GET', `/sessions/${created.body.payment_session_id as string}`);
      expect(expired.body.status).toBe('EXPIRED');
    });

    it('sends only documented events, in exactly the documented envelope and shapes', async () => {
      await harness.sandbox.idle();
      const seen = new Set(harness.received.map((webhook) => webhook.body.event as string));
      expect([...seen].sort()).toEqual(
        [
          'payment.capture',
          'payment.failure',
          'payment_session.completed',
          'payment_session.expired',
          'payment_token.activation',
          'payment_token.expiry',
          'payment_token.failure',
          'refund.succeeded',
        ].sort(),
      );
      const documentedData: Record<string, Fixture> = {
        'payment.capture': fixture('webhook-payment.capture').data as Fixture,
        'payment.failure': fixture('webhook-payment.failure').data as Fixture,
        'payment_session.completed': fixture('webhook-payment_session.completed').data as Fixture,
        'payment_session.expired': fixture('webhook-payment_session.expired').data as Fixture,
        'payment_token.activation': fixture('webhook-payment_token.activation').data as Fixture,
        'payment_token.expiry': fixture('webhook-payment_token.expiry').data as Fixture,
        'payment_token.failure': fixture('webhook-payment_token.failure').data as Fixture,
        'refund.succeeded': (fixture('webhook-refund.succeeded').data as Fixture).data as Fixture,
      };
      const statusEnum: Record<string, string[]> = {
        payment: PAYMENT_STATUS,
        payment_session: SESSION_STATUS,
        payment_token: TOKEN_STATUS,
        refund: REFUND_STATUS,
      };
      for (const { headers, body } of harness.received) {
        expect(Object.keys(body).sort()).toEqual(['business_id', 'created', 'data', 'event']);
        expect(WEBHOOK_EVENTS).toContain(body.event);
        expect(body.business_id).toMatch(/^[0-9a-f]{24}$/);
        expect(Number.isNaN(Date.parse(body.created as string))).toBe(false);
        expect(headers['x-callback-token']).toBe(CALLBACK_TOKEN);
        expect(headers['webhook-id']).toBeUndefined();
        const event = body.event as string;
        const refundNullable = event.startsWith('refund.') ? ['reference_id'] : [];
        expectDocumentedShape(body.data, documentedData[event]!, {
          enums: { status: statusEnum[event.split('.')[0]!]! },
          nullable: [
            ...refundNullable,
            'customer_id',
            'description',
            'metadata',
            'token_details',
            'payment_token_id',
            'payment_request_id',
            'payment_id',
            'allow_save_payment_method',
            'success_return_url',
            'cancel_return_url',
          ],
        });
      }
      // The deliveries log is keyed by the main id of each event's data.
      const mainId: Record<string, string> = {
        payment: 'payment_id',
        payment_session: 'payment_session_id',
        payment_token: 'payment_token_id',
        refund: 'id',
      };
      for (const { body } of harness.received) {
        const event = body.event as string;
        const key = (body.data as Record<string, string>)[mainId[event.split('.')[0]!]!];
        expect(harness.sandbox.deliveries).toContainEqual({ event, key, attempt: 1, status: 200 });
      }
    });

    it('settles refunds later when asked (refund.failed), and sends one outcome out of order and twice', async () => {
      const other = await startHarness({
        refunds: { settleAfterMs: 20, outcome: 'FAILED' },
        webhook: { outOfOrder: true, duplicate: true, retryBaseMs: 10, maxAttempts: 2 },
      });
      try {
        const created = await call(other, 'POST', '/sessions', sessionRequest());
        await payOnCheckout(created.body.payment_link_url as string, { number: TEST_CARDS.succeeds });
        await other.sandbox.idle();
        const order = other.received.map((webhook) => webhook.body.event);
        expect(order).toEqual([
          'payment.capture',
          'payment.capture',
          'payment_session.completed',
          'payment_session.completed',
          'payment_token.activation',
          'payment_token.activation',
        ]);

        const session = await call(other, 'GET', `/sessions/${created.body.payment_session_id as string}`);
        const refund = await call(other, 'POST', '/refunds', {
          payment_request_id: session.body.payment_request_id,
          reason: 'CANCELLATION',
        });
        expect(refund.body).toMatchObject({ status: 'PENDING', amount: 41.3 });
        const second = await call(other, 'POST', '/refunds', {
          payment_request_id: session.body.payment_request_id,
          reason: 'CANCELLATION',
          amount: 1,
        });
        expect(second).toMatchObject({ status: 400, body: { error_code: 'REFUND_IN_PROGRESS' } });
        await other.sandbox.idle();
        const settled = await call(other, 'GET', `/refunds/${refund.body.id as string}`);
        expect(settled.body).toMatchObject({ status: 'FAILED', failure_code: 'REFUND_FAILED' });
        const failed = other.received.filter((webhook) => webhook.body.event === 'refund.failed');
        expect(failed).toHaveLength(2);
        expectDocumentedShape(
          failed[0]!.body.data,
          (fixture('webhook-refund.failed').data as Fixture).data as Fixture,
          {
            enums: { status: REFUND_STATUS, reason: REFUND_REASONS },
            nullable: ['metadata', 'reference_id'],
          },
        );
      } finally {
        await other.close();
      }
    });
  });
});
