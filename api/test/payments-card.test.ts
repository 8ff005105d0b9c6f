// Card payments end to end against the card provider sandbox: hosted checkout (succeeded, declined, 3-D
// Secure approve and fail, pending), saved-card payment requests, webhooks (duplicates, out of order, bad
// token), reconcile, double-click pay, idempotency keys, refunds, auto-billing and ownership.
import type { TestMember } from './helpers/test-app';
import {
  answer3ds,
  auth,
  CALLBACK_TOKEN,
  CARD,
  CARD_SECRET,
  member,
  payOnCheckout,
  returnUrls,
  settle,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import { CardClient } from '../src/modules/payments/card-client';

interface PaymentBody {
  uuid: string;
  certificate: string;
  status: string;
  amount: string;
  channel: string;
  failure_code: string | null;
  cached_data: { actions: { url: string }[] };
}

// Each file starts three servers and a database; the root jest config's default 5 s is too short.
jest.setTimeout(60_000);

let test: PaymentsTest;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  test = await startPaymentsTest();
  alice = await member(test.app);
  bob = await member(test.app);
});

afterAll(async () => {
  await test?.close();
});

async function startCheckout(who: TestMember, certificate: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: `${CARD}/session/certificates/`,
    headers: auth(who),
    payload: { certificate, ...returnUrls },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{
    data: { uuid: string; status: string; cached_data: { payment_link_url: string } };
  }>().data;
}

async function payments(who: TestMember, certificate: string): Promise<PaymentBody[]> {
  const response = await test.app.inject({
    method: 'GET',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(who),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PaymentBody[] }>().data;
}

async function savedCards(who: TestMember, certificate?: string) {
  const query = certificate ? `?certificates__in=${certificate}&status=active` : '?status=active';
  const response = await test.app.inject({
    method: 'GET',
    url: `${CARD}/payment-methods/certificates/${query}`,
    headers: auth(who),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string; last4: string; status: string; certificate: string }[] }>().data;
}

/** A certificate of the member paid by hosted checkout with the card, and the card saved. */
async function certificateWithSavedCard(
  who: TestMember,
  number: string,
): Promise<{ certificate: string; card: string }> {
  const certificate = test.certificates.add(who.uuid);
  const session = await startCheckout(who, certificate);
  const paid = await payOnCheckout(session.cached_data.payment_link_url, { number });
  if (paid.location?.includes('/3ds/')) await answer3ds(paid.location, 'approve');
  await settle(test);
  const [card] = await savedCards(who, certificate);
  expect(card).toBeDefined();
  return { certificate, card: card!.id };
}

async function payWithCard(who: TestMember, certificate: string, card: string) {
  return test.app.inject({
    method: 'POST',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(who),
    payload: { payment_method: card, submit: true },
  });
}

function paidCalls(paymentUuid: string) {
  return test.certificates.calls.filter((call) => call.paymentUuid === paymentUuid);
}

describe('hosted checkout', () => {
  it('pays with a good card: redirect to success, webhook applies it once, the card is saved', async () => {
    const certificate = test.certificates.add(alice.uuid, { contributionSen: 4130 });
    const session = await startCheckout(alice, certificate);
    expect(session.status).toBe('active');
    expect(session.cached_data.payment_link_url).toMatch(/\/checkout\/ps-/);

    const paid = await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.succeeds });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(returnUrls.success_return_url);
    await settle(test);

    const [payment] = await payments(alice, certificate);
    expect(payment).toMatchObject({ status: 'succeeded', amount: '41.30', channel: 'card', certificate });
    expect(paidCalls(payment!.uuid)).toEqual([
      expect.objectContaining({ certificateUuid: certificate, amountSen: 4130, channel: 'card' }),
    ]);
    const cards = await savedCards(alice, certificate);
    expect(cards).toEqual([expect.objectContaining({ last4: '4242', status: 'active', certificate })]);

    // Paid: another checkout for it is refused, in the member's language.
    const again = await test.app.inject({
      method: 'POST',
      url: `${CARD}/session/certificates/`,
      headers: { ...auth(alice), 'accept-language': 'ms' },
      payload: { certificate, ...returnUrls },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: { code: 'already_paid', detail: 'Caruman ini telah pun dibayar.' },
    });
  });

  it('opens a checkout for amounts that floating point cannot hold exactly (RM81.40)', async () => {
    const certificate = test.certificates.add(alice.uuid, { contributionSen: 8140, frequency: 'year' });
    const response = await test.app.inject({
      method: 'POST',
      url: `${CARD}/session/certificates/`,
      headers: auth(alice),
      payload: { certificate, ...returnUrls },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'active', amount: '81.40' });
  });

  it('answers the same active checkout to a second click', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const first = await startCheckout(alice, certificate);
    const again = await test.app.inject({
      method: 'POST',
      url: `${CARD}/session/certificates/`,
      headers: auth(alice),
      payload: { certificate, ...returnUrls },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { uuid: string } }>().data.uuid).toBe(first.uuid);
  });

  it('shows a declined card on the checkout, records the failure, and a second card pays', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    const declined = await payOnCheckout(session.cached_data.payment_link_url, {
      number: TEST_CARDS.declined,
    });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('role="alert"');
    expect(declined.html).toContain('declined');
    await settle(test);
    let list = await payments(alice, certificate);
    expect(list).toEqual([expect.objectContaining({ status: 'failed', failure_code: 'card_declined' })]);

    const ok = await payOnCheckout(session.cached_data.payment_link_url, { number: '4111111111111111' });
    expect(ok.status).toBe(303);
    await settle(test);
    list = await payments(alice, certificate);
    expect(list.map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
    expect(test.certificates.calls.filter((c) => c.certificateUuid === certificate)).toHaveLength(1);
  });

  it('checks card fields on the checkout page (Luhn, expiry, CVC)', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    const bad = await payOnCheckout(session.cached_data.payment_link_url, { number: '4000000000000001' });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain('Enter a valid card number.');
    const expired = await payOnCheckout(session.cached_data.payment_link_url, {
      number: TEST_CARDS.succeeds,
      expiry: '01/20',
    });
    expect(expired.html).toContain('This card has expired.');
    const cvc = await payOnCheckout(session.cached_data.payment_link_url, {
      number: TEST_CARDS.succeeds,
      cvc: '12',
    });
    expect(cvc.html).toContain('security code');
    await settle(test);
    expect(await payments(alice, certificate)).toEqual([]);
  });

  it('3-D Secure approved: redirect to the bank page, then success', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    const paid = await payOnCheckout(session.cached_data.payment_link_url, {
      number: TEST_CARDS.threeDSecure,
    });
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/\/3ds\/pr-/);
    await settle(test);
    expect((await payments(alice, certificate))[0]).toMatchObject({ status: 'requires_action' });

    const approved = await answer3ds(paid.location!, 'approve');
    expect(approved.location).toBe(returnUrls.success_return_url);
    await settle(test);
    const [payment] = await payments(alice, certificate);
    expect(payment!.status).toBe('succeeded');
    expect(paidCalls(payment!.uuid)).toHaveLength(1);
  });

  it('3-D Secure failed: back to the checkout with the error; the payment failed', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    const paid = await payOnCheckout(session.cached_data.payment_link_url, {
      number: TEST_CARDS.threeDSecure,
    });
    const failed = await answer3ds(paid.location!, 'fail');
    expect(failed.location).toMatch(/\/checkout\/ps-.*\?error=/);
    await settle(test);
    const [payment] = await payments(alice, certificate);
    expect(payment).toMatchObject({ status: 'failed', failure_code: 'authentication_failed' });
    expect(paidCalls(payment!.uuid)).toHaveLength(0);
  });

  it('refuses return URLs on another origin (400), in both languages', async () => {
    const certificate = test.certificates.add(alice.uuid);
    for (const [language, text] of [
      ['en', 'The return address must be a page of http://localhost:8080.'],
      ['ms', 'Alamat kembali mestilah halaman http://localhost:8080.'],
    ] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: { ...auth(alice), 'accept-language': language },
        payload: { certificate, ...returnUrls, success_return_url: 'https://evil.example/pusara-pro/ok' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { code: 'invalid', detail: text, fields: { success_return_url: [text] } },
      });
    }
  });
});

describe('payment requests on a saved card', () => {
  let saved: { certificate: string; card: string };
  let saved3ds: { certificate: string; card: string };
  let savedPending: { certificate: string; card: string };

  beforeAll(async () => {
    saved = await certificateWithSavedCard(alice, TEST_CARDS.succeeds);
    saved3ds = await certificateWithSavedCard(alice, TEST_CARDS.threeDSecure);
  });

  it('succeeds at once and reports the contribution once', async () => {
    const certificate = test.certificates.add(alice.uuid, { status: 'issued', contributionSen: 12_345 });
    const response = await payWithCard(alice, certificate, saved.card);
    expect(response.statusCode).toBe(201);
    const payment = response.json<{ data: PaymentBody }>().data;
    expect(payment).toMatchObject({ status: 'succeeded', amount: '123.45', cached_data: { actions: [] } });
    await settle(test);
    expect(paidCalls(payment.uuid)).toEqual([
      expect.objectContaining({ amountSen: 12_345, channel: 'card' }),
    ]);

    const status = await test.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/${payment.uuid}`,
      headers: auth(alice),
    });
    expect(status.json<{ data: PaymentBody }>().data.status).toBe('succeeded');
  });

  it('requires 3-D Secure: the first action url, then approve and succeed', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const response = await payWithCard(alice, certificate, saved3ds.card);
    const payment = response.json<{ data: PaymentBody }>().data;
    expect(payment.status).toBe('requires_action');
    expect(payment.cached_data.actions[0]!.url).toMatch(/\/3ds\/pr-/);
    const approved = await answer3ds(payment.cached_data.actions[0]!.url, 'approve');
    expect(approved.location).toBe(
      `http://localhost:8080/pusara-pro/payment-response/success?uuid=${payment.uuid}`,
    );
    await settle(test);
    const status = await test.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/${payment.uuid}`,
      headers: auth(alice),
    });
    expect(status.json<{ data: PaymentBody }>().data.status).toBe('succeeded');
    expect(paidCalls(payment.uuid)).toHaveLength(1);
  });

  it('requires 3-D Secure: fail goes to the error page and the payment failed', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const payment = (await payWithCard(alice, certificate, saved3ds.card)).json<{ data: PaymentBody }>().data;
    const failed = await answer3ds(payment.cached_data.actions[0]!.url, 'fail');
    expect(failed.location).toBe(
      `http://localhost:8080/pusara-pro/payment-response/error?uuid=${payment.uuid}`,
    );
    await settle(test);
    const [row] = await payments(alice, certificate);
    expect(row).toMatchObject({ uuid: payment.uuid, status: 'failed' });
    expect(paidCalls(payment.uuid)).toHaveLength(0);
  });

  it('double-click pay: two concurrent requests make one payment request', async () => {
    savedPending = await certificateWithSavedCard(alice, TEST_CARDS.pendingThenSucceeds);
    const certificate = test.certificates.add(alice.uuid);
    const before = test.card.paymentRequests().length;
    const [one, two] = await Promise.all([
      payWithCard(alice, certificate, savedPending.card),
      payWithCard(alice, certificate, savedPending.card),
    ]);
    // Both answer the one payment; a failure shows both answers.
    const answers = [one, two].map((response) => ({ status: response.statusCode, body: response.body }));
    expect(answers.sort((x, y) => x.status - y.status)).toMatchObject([
      { status: 200, body: expect.stringContaining('"data"') },
      { status: 201, body: expect.stringContaining('"data"') },
    ]);
    const a = one.json<{ data: PaymentBody }>().data;
    const b = two.json<{ data: PaymentBody }>().data;
    expect(a.uuid).toBe(b.uuid);
    expect(test.card.paymentRequests().length - before).toBe(1);
    // A third click once it has settled answers the same payment, not a second charge.
    await settle(test);
    const third = await payWithCard(alice, certificate, savedPending.card);
    expect(third.json<{ data: PaymentBody }>().data).toMatchObject({ uuid: a.uuid, status: 'succeeded' });
    expect(paidCalls(a.uuid)).toHaveLength(1);
  });

  it('a lost answer from the provider: 503, then the retry sends the same key and charges once', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const before = await providerRequestCount();
    test.faults.loseAnswerOf.push('/v3/payment_requests');
    const lost = await payWithCard(alice, certificate, saved.card);
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ errors: { code: 'payment_provider_unavailable' } });
    expect(await providerRequestCount()).toBe(before + 1);

    const retry = await payWithCard(alice, certificate, saved.card);
    expect(retry.statusCode).toBe(200);
    const payment = retry.json<{ data: PaymentBody }>().data;
    expect(payment.status).toBe('succeeded');
    expect(await providerRequestCount()).toBe(before + 1);
    await settle(test);
    expect(paidCalls(payment.uuid)).toHaveLength(1);
  });

  it('refuses a card that is not the member’s, and another member’s certificate (404)', async () => {
    const bobsCertificate = test.certificates.add(bob.uuid);
    const theirs = await payWithCard(alice, bobsCertificate, saved.card);
    expect(theirs.statusCode).toBe(404);
    const notMine = await payWithCard(bob, bobsCertificate, saved.card);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({
      errors: { fields: { payment_method: ['This payment method was not found.'] } },
    });
  });

  it('hides another member’s payments, cards and certificates', async () => {
    const [payment] = await payments(alice, saved.certificate);
    for (const request of [
      { method: 'GET' as const, url: `${CARD}/payment-requests/${payment!.uuid}` },
      { method: 'GET' as const, url: `${CARD}/payment-requests/certificates/${saved.certificate}/` },
      { method: 'POST' as const, url: `${CARD}/payment-methods/certificates/${saved.card}/cancel/` },
    ]) {
      const response = await test.app.inject({ ...request, headers: auth(bob) });
      expect(response.statusCode).toBe(404);
    }
    const session = await test.app.inject({
      method: 'POST',
      url: `${CARD}/session/certificates/`,
      headers: auth(bob),
      payload: { certificate: saved.certificate, ...returnUrls },
    });
    expect(session.statusCode).toBe(404);
    expect(await savedCards(bob)).toEqual([]);
  });

  it('needs a login', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${CARD}/payment-methods/certificates/` });
    expect(response.statusCode).toBe(401);
  });

  it('cancels a saved card, at the provider too; it can no longer pay', async () => {
    const extra = await certificateWithSavedCard(alice, '5555555555554444');
    const cancel = await test.app.inject({
      method: 'POST',
      url: `${CARD}/payment-methods/certificates/${extra.card}/cancel/`,
      headers: auth(alice),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      data: { id: extra.card, status: 'cancelled', brand: 'MASTERCARD' },
    });
    expect((await savedCards(alice, extra.certificate)).length).toBe(0);
    const certificate = test.certificates.add(alice.uuid);
    const refused = await payWithCard(alice, certificate, extra.card);
    expect(refused.statusCode).toBe(400);
  });

  it('auto-billing: a subscription charges the saved card when due, once per cycle', async () => {
    const certificate = test.certificates.add(alice.uuid, { status: 'issued', contributionSen: 5000 });
    const response = await test.app.inject({
      method: 'POST',
      url: `${CARD}/subscription/`,
      headers: auth(alice),
      payload: { certificate, payment_method: saved.card },
    });
    expect(response.statusCode).toBe(201);
    const subscription = response.json<{ data: { next_charge_on: string; status: string; amount: string } }>()
      .data;
    expect(subscription).toMatchObject({ status: 'active', amount: '50.00', channel: 'card' });

    expect(await test.app.payments.schedules.runDue(new Date())).toBe(0);
    const due = new Date(Date.now() + 32 * 24 * 3600 * 1000);
    const [charged, again] = await Promise.all([
      test.app.payments.schedules.runDue(due),
      test.app.payments.schedules.runDue(due),
    ]);
    expect(charged + again).toBe(1);
    await settle(test);
    const list = await payments(alice, certificate);
    expect(list).toEqual([expect.objectContaining({ status: 'succeeded', amount: '50.00' })]);
    expect(paidCalls(list[0]!.uuid)).toHaveLength(1);
  });
});

async function providerRequestCount(): Promise<number> {
  return test.card.paymentRequests().length;
}

function cardAuth() {
  return { authorization: `Basic ${Buffer.from(`${CARD_SECRET}:`).toString('base64')}` };
}

describe('webhooks', () => {
  it('refuses a bad callback token (403) and applies nothing', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    const event = {
      event: 'payment_session.completed',
      business_id: 'forged',
      created: new Date().toISOString(),
      data: { payment_session_id: 'ps-unknown', reference_id: session.uuid, status: 'COMPLETED' },
    };
    for (const headers of [{}, { 'x-callback-token': 'wrong-token-wrong-token' }]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/payments/providers/xendit/webhooks/',
        headers,
        payload: event,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errors: { code: 'callback_token_invalid' } });
    }
    expect(await payments(alice, certificate)).toEqual([]);
  });

  it('acknowledges a repeated delivery without applying it twice', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    // A pending payment whose webhooks we replay by hand.
    const paid = await payOnCheckout(session.cached_data.payment_link_url, {
      number: TEST_CARDS.pendingThenSucceeds,
    });
    expect(paid.status).toBe(303);
    await settle(test);
    const [payment] = await payments(alice, certificate);
    expect(payment!.status).toBe('succeeded');
    // Replay the capture the API already took, as the provider would send it again: a duplicate.
    const delivered = test.card.deliveries.find((d) => d.event === 'payment.capture' && d.status === 200)!;
    expect(delivered).toBeDefined();
    const capture = test.card.payment(delivered.key)!;
    const body = {
      event: 'payment.capture',
      business_id: 'sandbox',
      created: capture.updated,
      data: capture,
    };
    const replay = await test.app.inject({
      method: 'POST',
      url: '/payments/providers/xendit/webhooks/',
      headers: { 'x-callback-token': CALLBACK_TOKEN },
      payload: body,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ data: { received: true, duplicate: true } });
    expect(paidCalls(payment!.uuid)).toHaveLength(1);
  });

  it('a late authorization never overwrites a success', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.succeeds });
    await settle(test);
    const [payment] = await payments(alice, certificate);
    const ours = await test.app.payments.ledger.byId(payment!.uuid);
    const provider = test.card.paymentRequest(ours!.providerId!)!;
    expect(provider).toBeDefined();
    const late = await test.app.inject({
      method: 'POST',
      url: '/payments/providers/xendit/webhooks/',
      headers: { 'x-callback-token': CALLBACK_TOKEN },
      payload: {
        event: 'payment.authorization',
        business_id: 'sandbox',
        created: new Date().toISOString(),
        data: { payment_request_id: provider.payment_request_id, status: 'AUTHORIZED' },
      },
    });
    expect(late.statusCode).toBe(200);
    // The status itself only moves forward, whatever the source says.
    const ledgerLate = await test.app.payments.card.applyPaymentRequest({
      ...provider,
      status: 'ACCEPTING_PAYMENTS',
    });
    expect(ledgerLate!.status).toBe('succeeded');
    const [after] = await payments(alice, certificate);
    expect(after).toMatchObject({ uuid: payment!.uuid, status: 'succeeded' });
    expect(paidCalls(payment!.uuid)).toHaveLength(1);
  });

  it('checks a webhook with the provider: a forged SUCCEEDED for a pending payment changes nothing', async () => {
    const quietCertificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, quietCertificate);
    const paid = await payOnCheckout(session.cached_data.payment_link_url, {
      number: TEST_CARDS.threeDSecure,
    });
    await settle(test);
    const [payment] = await payments(alice, quietCertificate);
    expect(payment!.status).toBe('requires_action');
    const prId = paid.location!.split('/3ds/')[1]!;
    const forged = await test.app.inject({
      method: 'POST',
      url: '/payments/providers/xendit/webhooks/',
      headers: { 'x-callback-token': CALLBACK_TOKEN },
      payload: {
        event: 'payment.capture',
        business_id: 'sandbox',
        created: new Date().toISOString(),
        data: { ...test.card.paymentRequest(prId), status: 'SUCCEEDED', actions: [] },
      },
    });
    expect(forged.statusCode).toBe(200);
    const [after] = await payments(alice, quietCertificate);
    expect(after!.status).toBe('requires_action');
    expect(paidCalls(payment!.uuid)).toHaveLength(0);
  });
});

describe('webhooks delivered twice and out of order', () => {
  let other: PaymentsTest;
  let carol: TestMember;

  beforeAll(async () => {
    other = await startPaymentsTest({
      card: { webhook: { duplicate: true, outOfOrder: true, retryBaseMs: 20 } },
    });
    carol = await member(other.app);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('ends succeeded with one contribution, whatever the order and repeats', async () => {
    const certificate = other.certificates.add(carol.uuid);
    const session = (
      await other.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: auth(carol),
        payload: { certificate, ...returnUrls },
      })
    ).json<{ data: { cached_data: { payment_link_url: string } } }>().data;
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.pendingThenSucceeds });
    await settle(other);
    const events = other.card.deliveries.map((d) => d.event);
    // The payment's own event came before the session's and the token's, and each came twice.
    expect(events.indexOf('payment.capture')).toBeLessThan(events.lastIndexOf('payment_session.completed'));
    expect(events.filter((e) => e === 'payment.capture')).toHaveLength(2);
    expect(other.card.deliveries.every((d) => d.status === 200)).toBe(true);

    const list = await other.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/certificates/${certificate}/`,
      headers: auth(carol),
    });
    const [payment] = list.json<{ data: PaymentBody[] }>().data;
    expect(payment!.status).toBe('succeeded');
    expect(other.certificates.calls.filter((c) => c.paymentUuid === payment!.uuid)).toHaveLength(1);
  });

  it('retries a webhook our API did not take, with backoff', async () => {
    const certificate = other.certificates.add(carol.uuid);
    const session = (
      await other.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: auth(carol),
        payload: { certificate, ...returnUrls },
      })
    ).json<{ data: { cached_data: { payment_link_url: string } } }>().data;
    const realUrl = other.cardOptions.webhookUrl!;
    other.cardOptions.webhookUrl = `${other.apiUrl}/payments/providers/xendit/webhooks-missing/`;
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.succeeds });
    // The first attempts fail (404); the API comes back before the last attempt.
    await new Promise((resolve) => setTimeout(resolve, 5));
    other.cardOptions.webhookUrl = realUrl;
    await settle(other);
    const attempts = other.card.deliveries.filter((d) => d.event === 'payment.capture' && d.attempt > 1);
    expect(attempts.some((d) => d.status === 200)).toBe(true);
  });
});

describe('reconcile', () => {
  let quiet: PaymentsTest;
  let dina: TestMember;

  beforeAll(async () => {
    quiet = await startPaymentsTest({ webhooks: false, card: { pendingDelayMs: 1500 } });
    dina = await member(quiet.app);
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('pending then succeeded, found by the reconcile job with no webhook at all', async () => {
    const certificate = quiet.certificates.add(dina.uuid);
    const session = (
      await quiet.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: auth(dina),
        payload: { certificate, ...returnUrls },
      })
    ).json<{ data: { cached_data: { payment_link_url: string } } }>().data;
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.pendingThenSucceeds });
    // Back on the success page: the list polls the checkout and finds the pending payment.
    const list = await quiet.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/certificates/${certificate}/`,
      headers: auth(dina),
    });
    const [payment] = list.json<{ data: PaymentBody[] }>().data;
    expect(payment!.status).toBe('pending');
    expect(quiet.certificates.calls).toHaveLength(0);
    // While it is pending, a second checkout is refused rather than risking a second charge.
    const second = await quiet.app.inject({
      method: 'POST',
      url: `${CARD}/session/certificates/`,
      headers: auth(dina),
      payload: { certificate, ...returnUrls },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errors: { code: 'payment_in_progress' } });

    await settle(quiet);
    await quiet.app.jobs.runDue();
    const row = await quiet.app.payments.ledger.byId(payment!.uuid);
    expect(row!.status).toBe('succeeded');
    expect(quiet.certificates.calls.filter((c) => c.paymentUuid === payment!.uuid)).toHaveLength(1);
  });

  it('pending then failed, found by polling the status', async () => {
    const certificate = quiet.certificates.add(dina.uuid);
    const session = (
      await quiet.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: auth(dina),
        payload: { certificate, ...returnUrls },
      })
    ).json<{ data: { cached_data: { payment_link_url: string } } }>().data;
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.pendingThenFails });
    const list = await quiet.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/certificates/${certificate}/`,
      headers: auth(dina),
    });
    const [payment] = list.json<{ data: PaymentBody[] }>().data;
    await settle(quiet);
    const status = await quiet.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/${payment!.uuid}`,
      headers: auth(dina),
    });
    expect(status.json<{ data: PaymentBody }>().data).toMatchObject({
      status: 'failed',
      failure_code: 'processor_error',
    });
  });
});

describe('the provider sandbox and our client', () => {
  it('honours Idempotency-key: same key and body replay, another body is a 409', async () => {
    const client = new CardClient({ baseUrl: test.cardUrl, secretKey: CARD_SECRET, timeoutMs: 5000 });
    const referenceId = crypto.randomUUID();
    const input = {
      referenceId,
      givenNames: 'Siti',
      surname: 'Aminah',
      email: 's@example.com',
      mobileNumber: null,
    };
    const first = await client.createCustomer(input);
    const again = await client.createCustomer(input);
    expect(again.id).toBe(first.id);
    const other = await fetch(`${test.cardUrl}/customers`, {
      method: 'POST',
      headers: {
        ...cardAuth(),
        'content-type': 'application/json',
        'idempotency-key': `customer:${referenceId}`,
      },
      body: JSON.stringify({
        reference_id: referenceId,
        type: 'INDIVIDUAL',
        individual_detail: { given_names: 'X' },
      }),
    });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error_code: 'IDEMPOTENCY_ERROR' });
  });

  it('refuses a wrong secret key (401)', async () => {
    const client = new CardClient({
      baseUrl: test.cardUrl,
      secretKey: 'xnd_wrong_key_000000',
      timeoutMs: 5000,
    });
    await expect(client.findCustomer('x')).rejects.toMatchObject({
      status: 401,
      errorCode: 'INVALID_API_KEY',
    });
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const down = await startPaymentsTest();
    try {
      const someone = await member(down.app);
      const certificate = down.certificates.add(someone.uuid);
      await down.card.app.close();
      const response = await down.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: auth(someone),
        payload: { certificate, ...returnUrls },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ errors: { code: 'payment_provider_unavailable' } });
    } finally {
      await down.fpx.app.close();
      await down.app.close();
      await down.database.dispose();
    }
  });
});

describe('refunds (ContributionRefunds)', () => {
  it('refunds part of a payment, the same key is the same refund, and never more than was paid', async () => {
    const certificate = test.certificates.add(alice.uuid, { contributionSen: 10_000 });
    const session = await startCheckout(alice, certificate);
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.succeeds });
    await settle(test);
    const [payment] = await payments(alice, certificate);

    const refund = await test.app.contributionRefunds.refund({
      paymentUuid: payment!.uuid,
      amountSen: 6000,
      reason: 'cooling_off',
      idempotencyKey: `cooling-off:${certificate}`,
    });
    expect(refund.status).toBe('succeeded');
    const same = await test.app.contributionRefunds.refund({
      paymentUuid: payment!.uuid,
      amountSen: 6000,
      reason: 'cooling_off',
      idempotencyKey: `cooling-off:${certificate}`,
    });
    expect(same.refundUuid).toBe(refund.refundUuid);
    await expect(
      test.app.contributionRefunds.refund({
        paymentUuid: payment!.uuid,
        amountSen: 4001,
        reason: 'cancellation',
        idempotencyKey: `cancel:${certificate}`,
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'refund_too_large' });
    const rest = await test.app.contributionRefunds.refund({
      paymentUuid: payment!.uuid,
      amountSen: 4000,
      reason: 'cancellation',
      idempotencyKey: `cancel:${certificate}`,
    });
    expect(rest.status).toBe('succeeded');
    expect(rest.refundUuid).not.toBe(refund.refundUuid);
  });

  it('refuses a refund of a failed payment', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const session = await startCheckout(alice, certificate);
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.declined });
    await settle(test);
    const [payment] = await payments(alice, certificate);
    await expect(
      test.app.contributionRefunds.refund({
        paymentUuid: payment!.uuid,
        amountSen: 100,
        reason: 'cooling_off',
        idempotencyKey: `x:${payment!.uuid}`,
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'refund_not_possible' });
  });
});

describe('a refund the provider settles later', () => {
  let later: PaymentsTest;
  let erin: TestMember;

  beforeAll(async () => {
    later = await startPaymentsTest({ card: { refunds: { settleAfterMs: 50 } } });
    erin = await member(later.app);
  });
  afterAll(async () => {
    await later?.close();
  });

  it('is answered pending, then its webhook settles it and the certificates service is told once', async () => {
    const certificate = later.certificates.add(erin.uuid);
    const session = (
      await later.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: auth(erin),
        payload: { certificate, ...returnUrls },
      })
    ).json<{ data: { cached_data: { payment_link_url: string } } }>().data;
    await payOnCheckout(session.cached_data.payment_link_url, { number: TEST_CARDS.succeeds });
    await settle(later);
    const list = await later.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/certificates/${certificate}/`,
      headers: auth(erin),
    });
    const [payment] = list.json<{ data: PaymentBody[] }>().data;

    const refund = await later.app.contributionRefunds.refund({
      paymentUuid: payment!.uuid,
      amountSen: 1000,
      reason: 'cooling_off',
      idempotencyKey: `cooling-off-later:${certificate}`,
    });
    expect(refund.status).toBe('pending');
    expect(later.certificates.settledRefunds).toEqual([]);

    await settle(later);
    expect(later.certificates.settledRefunds).toEqual([
      { refundUuid: refund.refundUuid, status: 'succeeded' },
    ]);
  });
});
