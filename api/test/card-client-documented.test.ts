// The card client run against the provider's documented answers (test/fixtures/xendit, copied verbatim from
// Xendit's API reference; sources.md names each one): what it sends, what it reads, what each documented
// status means for our ledger, and how every way a call can fail is classified. No sandbox: these are the
// provider's own examples, so a drift of the sandbox cannot hide a client that misreads the real provider.
import fs from 'node:fs';
import path from 'node:path';
import { CardClient, CUSTOMERS_API_VERSION, PAYMENTS_API_VERSION } from '../src/modules/payments/card-client';
import { paymentUpdate } from '../src/modules/payments/card-service';
import { ProviderError } from '../src/modules/payments/provider-http';
import { providerRefundReasons, refundStatus } from '../src/modules/payments/refunds';

const fixtures = path.join(__dirname, 'fixtures', 'xendit');
const documented = (name: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown>;

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** A client whose provider answers each call with `answer` (a body and status, or a thrown error). */
function clientAnswering(answer: (sent: Sent) => { status: number; body: string } | Error) {
  const sent: Sent[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const call: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return new Response(result.body, { status: result.status });
  };
  const client = new CardClient({
    baseUrl: 'https://api.xendit.example',
    secretKey: 'xnd_development_documented',
    timeoutMs: 1000,
    fetch: fakeFetch,
  });
  return { client, sent };
}

const json =
  (body: unknown, status = 200) =>
  () => ({ status, body: JSON.stringify(body) });

const paymentInput = {
  paymentId: '0b7d4f0e-3c1a-4f62-9a51-6f1c2b9e8a10',
  paymentTokenId: 'pt-90392f42-d98a-49ef-a7f3-abcezas123',
  amountSen: 4130,
  description: 'Contribution',
  certificateUuid: '5a0c6f55-0f3e-4c5f-a0de-5c8d1d1f3b21',
  successReturnUrl: 'https://teduh.example/success',
  failureReturnUrl: 'https://teduh.example/error',
  recurring: true,
};

describe('card client against the documented answers', () => {
  it('charges a saved card through Payments API v3 with api-version, idempotency key and a token', async () => {
    const { client, sent } = clientAnswering(
      json(documented('payment-request-pay-with-token-cards.SUCCEEDED.response.json'), 201),
    );
    const pr = await client.createPaymentRequest(paymentInput);

    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/v3/payment_requests');
    expect(call!.headers['api-version']).toBe(PAYMENTS_API_VERSION);
    expect(call!.headers['idempotency-key']).toBe(`payment:${paymentInput.paymentId}`);
    expect(call!.headers.authorization).toBe(
      `Basic ${Buffer.from('xnd_development_documented:').toString('base64')}`,
    );
    // The documented request's keys, with our values; amounts are ringgit numbers.
    const documentedRequest = documented('payment-request-pay-with-token-cards.request.json');
    expect(Object.keys(call!.body as object).sort()).toEqual(Object.keys(documentedRequest).sort());
    expect(call!.body).toMatchObject({
      reference_id: paymentInput.paymentId,
      type: 'PAY',
      payment_token_id: paymentInput.paymentTokenId,
      country: 'MY',
      currency: 'MYR',
      request_amount: 41.3,
      capture_method: 'AUTOMATIC',
      channel_properties: { card_on_file_type: 'RECURRING' },
    });

    expect(paymentUpdate(pr)).toEqual({
      status: 'succeeded',
      providerId: 'pr-90392f42-d98a-49ef-a7f3-abcezas127',
    });
  });

  it.each([
    ['payment-request-pay-with-token-cards.SUCCEEDED.response.json', 'succeeded'],
    ['payment-request-cards-no-3ds.SUCCEEDED.response.json', 'succeeded'],
    ['payment-request-cards-3ds.REQUIRES_ACTION.response.json', 'requires_action'],
    ['payment-request-get-cards.REQUIRES_ACTION.response.json', 'requires_action'],
    ['payment-request-cards-manual-capture.AUTHORIZED.response.json', 'pending'],
    ['payment-request-cancel-redirect.CANCELED.response.json', 'failed'],
  ])('reads %s as %s', async (fixture, expected) => {
    const body = documented(fixture);
    const { client, sent } = clientAnswering(json(body));
    const pr = await client.getPaymentRequest(body.payment_request_id as string);

    expect(sent[0]!.path).toBe(`/v3/payment_requests/${body.payment_request_id as string}`);
    expect(sent[0]!.headers['api-version']).toBe(PAYMENTS_API_VERSION);
    const update = paymentUpdate(pr);
    expect(update.status).toBe(expected);
    expect(update.providerId).toBe(body.payment_request_id);
    if (expected === 'requires_action') {
      // The documented action: REDIRECT_CUSTOMER to a WEB_URL.
      const action = (body.actions as { type: string; value: string }[]).find(
        (candidate) => candidate.type === 'REDIRECT_CUSTOMER',
      );
      expect(update.actionUrl).toBe(action!.value);
    }
    if (expected === 'failed') expect(update.failureCode).toBe('canceled');
  });

  it('keeps a payment open on a status it does not know, and fails it only on the documented failures', () => {
    const base = documented('payment-request-pay-with-token-cards.SUCCEEDED.response.json');
    const read = (status: string, failure_code?: string) =>
      paymentUpdate({ ...base, status, failure_code } as Parameters<typeof paymentUpdate>[0]);
    expect(read('ACCEPTING_PAYMENTS').status).toBe('pending');
    expect(read('AUTHORIZED').status).toBe('pending');
    expect(read('SOMETHING_NEW').status).toBe('pending');
    expect(read('FAILED', 'CARD_DECLINED')).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(read('EXPIRED')).toMatchObject({ status: 'failed', failureCode: 'expired' });
  });

  it('reads the documented session, and cancels one without a body', async () => {
    const session = documented('session.response.json');
    const { client, sent } = clientAnswering((call) =>
      call.path.endsWith('/cancel')
        ? { status: 200, body: JSON.stringify(documented('session-cancel.CANCELED.response.json')) }
        : { status: 200, body: JSON.stringify(session) },
    );
    const read = await client.getSession(session.payment_session_id as string);
    expect(read.payment_link_url).toBe(session.payment_link_url);
    expect(read.status).toBe('ACTIVE');

    const cancelled = await client.cancelSession('our-session', session.payment_session_id as string);
    expect(cancelled.status).toBe('CANCELED');
    // A JSON content type with no body is refused by the provider's stack; none is sent.
    expect(sent[1]!.body).toBeUndefined();
    expect(sent[1]!.headers['content-type']).toBeUndefined();
  });

  it('opens a checkout with the documented session fields, for cards only, saving the card', async () => {
    const { client, sent } = clientAnswering(json(documented('session.response.json'), 201));
    await client.createSession({
      kind: 'pay',
      sessionId: 'c7e2b1d4-5a55-4c1f-9d8e-2b3c4d5e6f70',
      customerId: 'cust-e2878b4c-d57e-4a2c-922d-c0313c2800a3',
      amountSen: 8140,
      description: 'Pusara Pro contribution',
      successReturnUrl: 'https://teduh.example/success',
      cancelReturnUrl: 'https://teduh.example/cancel',
      certificateUuid: '5a0c6f55-0f3e-4c5f-a0de-5c8d1d1f3b21',
    });
    const body = sent[0]!.body as Record<string, unknown>;
    const documentedRequest = documented('session-create.request.json');
    // Every field we send is one the documented request has (we name the customer by id, not inline).
    for (const key of Object.keys(body)) {
      if (['customer_id', 'allowed_payment_channels', 'metadata'].includes(key)) continue;
      expect(documentedRequest).toHaveProperty(key);
    }
    expect(body).toMatchObject({
      session_type: 'PAY',
      mode: 'PAYMENT_LINK',
      amount: 81.4,
      currency: 'MYR',
      country: 'MY',
      allow_save_payment_method: 'FORCED',
      allowed_payment_channels: ['CARDS'],
    });
  });

  it('saves a new card with a documented SAVE session: amount 0 and no payment', async () => {
    const { client, sent } = clientAnswering(json(documented('session.response.json'), 201));
    await client.createSession({
      kind: 'save',
      sessionId: 'd1e2b1d4-5a55-4c1f-9d8e-2b3c4d5e6f71',
      customerId: 'cust-e2878b4c-d57e-4a2c-922d-c0313c2800a3',
      amountSen: 0,
      description: 'A new card',
      successReturnUrl: 'https://teduh.example/card-saved',
      cancelReturnUrl: 'https://teduh.example/cancel',
      certificateUuid: '5a0c6f55-0f3e-4c5f-a0de-5c8d1d1f3b21',
    });
    const body = sent[0]!.body as Record<string, unknown>;
    const documentedRequest = documented('session-create-save.request.json');
    expect(documentedRequest).toMatchObject({ session_type: 'SAVE', amount: '0' });
    expect(body).toMatchObject({ session_type: 'SAVE', amount: 0, mode: 'PAYMENT_LINK' });
    expect(body).not.toHaveProperty('allow_save_payment_method');
  });

  it('reads the card of a documented payment token, and cancels it through v3', async () => {
    const token = documented('payment-token-cards.ACTIVE.response.json');
    const { client, sent } = clientAnswering((call) =>
      call.path.endsWith('/cancel')
        ? { status: 200, body: JSON.stringify(documented('payment-token.CANCELED.response.json')) }
        : { status: 200, body: JSON.stringify(token) },
    );
    const read = await client.getPaymentToken(token.payment_token_id as string);
    expect(read.channel_properties?.card_details).toMatchObject({
      masked_card_number: '5200****1005',
      network: 'VISA',
      expiry_month: '09',
      expiry_year: '2028',
    });
    const cancelled = await client.cancelPaymentToken('our-method', token.payment_token_id as string);
    expect(cancelled.status).toBe('CANCELED');
    expect(sent[1]!.path).toBe(`/v3/payment_tokens/${token.payment_token_id as string}/cancel`);
    expect(sent[1]!.headers['api-version']).toBe(PAYMENTS_API_VERSION);
  });

  it('finds and creates customers with the pinned Customers api-version', async () => {
    const { client, sent } = clientAnswering((call) =>
      call.method === 'GET'
        ? { status: 200, body: JSON.stringify(documented('customers-list.response.json')) }
        : { status: 200, body: JSON.stringify(documented('customer.response.json')) },
    );
    const found = await client.findCustomer('demo_1475801962607');
    expect(found?.id).toBe('cust-239c16f4-866d-43e8-9341-7badafbc019f');
    expect(sent[0]!.query.get('reference_id')).toBe('demo_1475801962607');
    const created = await client.createCustomer({
      referenceId: 'member-1',
      givenNames: 'Nurul',
      surname: 'Hidayah',
      email: 'nurul@example.com',
      mobileNumber: '+60123456789',
    });
    expect(created.id).toMatch(/^cust-/);
    expect(sent.every((call) => call.headers['api-version'] === CUSTOMERS_API_VERSION)).toBe(true);
  });

  it('refunds with one of the provider’s reasons, keeping ours as metadata', async () => {
    // The documented refund object (the refund webhook's example nests it one envelope deep).
    const refund = (documented('webhook-refund.succeeded.json').data as { data: Record<string, unknown> })
      .data;
    const { client, sent } = clientAnswering(json(refund));
    const answer = await client.createRefund({
      refundId: '1f0e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
      providerPaymentRequestId: 'pr-1fdaf346-dd2e-4b6c-b938-124c7167a822',
      amountSen: 4130,
      reason: providerRefundReasons.cooling_off,
      ourReason: 'cooling_off',
    });
    expect(refundStatus(answer.status)).toBe('succeeded');
    const documentedRequest = documented('refund-create.request.json');
    const body = sent[0]!.body as Record<string, unknown>;
    for (const key of Object.keys(documentedRequest)) expect(body).toHaveProperty(key);
    expect(body).toMatchObject({ reason: 'REQUESTED_BY_CUSTOMER', metadata: { reason: 'cooling_off' } });
  });

  it('maps each of our refund reasons to a documented provider reason, and each refund status', () => {
    const documentedReasons = ['FRAUDULENT', 'DUPLICATE', 'REQUESTED_BY_CUSTOMER', 'CANCELLATION', 'OTHERS'];
    for (const reason of Object.values(providerRefundReasons)) expect(documentedReasons).toContain(reason);
    expect(Object.keys(providerRefundReasons).sort()).toEqual([
      'cancellation',
      'cooling_off',
      'duplicate_certificate',
    ]);
    expect(refundStatus('SUCCEEDED')).toBe('succeeded');
    expect(refundStatus('FAILED')).toBe('failed');
    expect(refundStatus('CANCELLED')).toBe('failed');
    expect(refundStatus('PENDING')).toBe('pending');
    expect(refundStatus('SOMETHING_NEW')).toBe('pending');
  });
});

describe('how a failed provider call is classified', () => {
  async function failure(answer: Parameters<typeof clientAnswering>[0]): Promise<ProviderError> {
    const { client } = clientAnswering(answer);
    const error = await client.createPaymentRequest(paymentInput).then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
    return error;
  }

  it('an outright refusal (4xx with the provider’s error) is the only "nothing happened"', async () => {
    const error = await failure(() => ({
      status: 400,
      body: JSON.stringify({ error_code: 'API_VALIDATION_ERROR', message: 'payment_token_id is inactive' }),
    }));
    expect(error.kind).toBe('refused');
    expect(error.refused).toBe(true);
    expect(error.errorCode).toBe('API_VALIDATION_ERROR');
  });

  it.each([
    [
      'a timeout',
      () => Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }),
      'unreachable',
    ],
    ['a refused connection', () => new TypeError('fetch failed'), 'unreachable'],
    ['a 5xx', json({ error_code: 'SERVER_ERROR', message: 'boom' }, 500), 'server'],
    ['a proxy’s HTML 502', () => ({ status: 502, body: '<html>Bad gateway</html>' }), 'server'],
    ['a 429', json({ error_code: 'RATE_LIMIT_EXCEEDED', message: 'slow down' }, 429), 'try-again'],
    [
      'a 409 on the idempotency key',
      json({ error_code: 'IDEMPOTENCY_ERROR', message: 'in use' }, 409),
      'try-again',
    ],
    ['a 2xx that is not JSON', () => ({ status: 201, body: 'OK' }), 'unreadable'],
    ['a 2xx of another shape', json({ id: 'pr-legacy', amount: 41.3 }, 201), 'unreadable'],
  ])('%s leaves the outcome unknown', async (_name, answer, kind) => {
    const error = await failure(answer as Parameters<typeof clientAnswering>[0]);
    expect(error.kind).toBe(kind);
    expect(error.refused).toBe(false);
  });

  it('an unreadable 2xx keeps its body, so the payment request it names can still be polled', async () => {
    const error = await failure(json({ payment_request_id: 'pr-partial-1', status: 42 }, 201));
    expect(error.kind).toBe('unreadable');
    expect(error.body).toEqual({ payment_request_id: 'pr-partial-1', status: 42 });
  });
});
