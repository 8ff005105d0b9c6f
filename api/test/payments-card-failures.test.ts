// Every way a card provider call can fail, against the sandbox: the answer lost (timeout or dropped
// connection), a gateway's 5xx after the provider acted, a 2xx we cannot read, and an outright 4xx refusal.
// Only the provider's own failure status or refusal fails a payment or a refund; for the others the money
// may have moved, so the record stays open and the same call (same idempotency key) or a poll finishes it.
// None of them charges or refunds twice, and none loses a payment that went through.
import { eq } from 'drizzle-orm';
import { cardPaymentMethods, paymentRefunds } from '../src/db/schema';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import type { TestMember } from './helpers/test-app';
import {
  answer3ds,
  auth,
  CARD,
  checkoutLink,
  member,
  payOnCheckout,
  returnUrls,
  settle,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(60_000);

interface PaymentBody {
  uuid: string;
  status: string;
  failure_code: string | null;
}

let test: PaymentsTest;
let alice: TestMember;
let saved: { certificate: string; card: string; token: string };

beforeAll(async () => {
  // No webhooks: what the API knows comes from its own calls and polls only.
  test = await startPaymentsTest({ webhooks: false });
  alice = await member(test.app);
  saved = await certificateWithSavedCard(TEST_CARDS.succeeds);
});

afterAll(async () => {
  await test?.close();
});

async function certificateWithSavedCard(number: string, threeDSecure = false) {
  const certificate = test.certificates.add(alice.uuid);
  const link = await checkoutLink(test.app, alice, certificate);
  const paid = await payOnCheckout(link, { number });
  expect(paid.status).toBe(303);
  if (threeDSecure) await answer3ds(paid.location!, 'approve');
  // Back on the success page, the list reads the checkout at the provider (no webhooks here).
  await test.app.inject({
    method: 'GET',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(alice),
  });
  const [card] = await test.app.db
    .select()
    .from(cardPaymentMethods)
    .where(eq(cardPaymentMethods.certificateUuid, certificate));
  expect(card).toBeDefined();
  return { certificate, card: card!.id, token: card!.providerTokenId };
}

function charge(certificate: string, card = saved.card) {
  return test.app.inject({
    method: 'POST',
    url: `${CARD}/payment-requests/certificates/${certificate}/`,
    headers: auth(alice),
    payload: { payment_method: card, submit: true },
  });
}

const chargesOf = (certificate: string) =>
  test.card.paymentRequests().filter((pr) => pr.metadata?.certificate === certificate);
const paidCalls = (certificate: string) =>
  test.certificates.calls.filter((call) => call.certificateUuid === certificate);

describe('charging a saved card', () => {
  it('an answer we cannot read (2xx): pending, never failed; the poll finds the success, paid once', async () => {
    const certificate = test.certificates.add(alice.uuid);
    test.faults.garbleAnswerOf.push('/v3/payment_requests');
    const response = await charge(certificate);
    expect([200, 201]).toContain(response.statusCode);
    const payment = response.json<{ data: PaymentBody }>().data;
    expect(payment.status).toBe('pending');
    expect(chargesOf(certificate)).toHaveLength(1);

    // The reconcile job asks again with the same key: the provider answers the same payment request.
    await test.app.jobs.runDue();
    expect((await test.app.payments.ledger.byId(payment.uuid))!.status).toBe('succeeded');
    expect(chargesOf(certificate)).toHaveLength(1);
    expect(paidCalls(certificate)).toHaveLength(1);
  });

  it('a gateway 502 after the provider charged: 503 to the member, then one charge and one payment', async () => {
    const certificate = test.certificates.add(alice.uuid);
    test.faults.gatewayErrorAfter.push('/v3/payment_requests');
    const response = await charge(certificate);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errors: { code: 'payment_provider_unavailable' } });
    expect(chargesOf(certificate)).toHaveLength(1);

    const retry = await charge(certificate);
    expect(retry.json<{ data: PaymentBody }>().data.status).toBe('succeeded');
    expect(chargesOf(certificate)).toHaveLength(1);
    expect(paidCalls(certificate)).toHaveLength(1);
  });

  it('a lost answer, then the poll: one charge, paid once', async () => {
    const certificate = test.certificates.add(alice.uuid);
    test.faults.loseAnswerOf.push('/v3/payment_requests');
    expect((await charge(certificate)).statusCode).toBe(503);
    await test.app.jobs.runDue();
    expect(chargesOf(certificate)).toHaveLength(1);
    expect(chargesOf(certificate)[0]!.status).toBe('SUCCEEDED');
    expect(paidCalls(certificate)).toHaveLength(1);
  });

  it('an outright refusal (a token the provider no longer has active): failed, nothing charged', async () => {
    const gone = await certificateWithSavedCard(TEST_CARDS.succeeds);
    test.card.expirePaymentToken(gone.token);
    const certificate = test.certificates.add(alice.uuid);
    const response = await charge(certificate, gone.card);
    const payment = response.json<{ data: PaymentBody }>().data;
    expect(payment).toMatchObject({ status: 'failed', failure_code: 'invalid_token' });
    expect(chargesOf(certificate)).toHaveLength(0);
    expect(paidCalls(certificate)).toHaveLength(0);
  });

  it('the provider’s own failure status fails it (3-D Secure failed on a saved card)', async () => {
    const strict = await certificateWithSavedCard(TEST_CARDS.threeDSecure, true);
    const certificate = test.certificates.add(alice.uuid);
    const payment = (await charge(certificate, strict.card)).json<{
      data: PaymentBody & { cached_data: { actions: { url: string }[] } };
    }>().data;
    expect(payment.status).toBe('requires_action');
    await answer3ds(payment.cached_data.actions[0]!.url, 'fail');
    await test.app.jobs.runDue();
    expect(await test.app.payments.ledger.byId(payment.uuid)).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    expect(chargesOf(certificate)).toEqual([expect.objectContaining({ status: 'FAILED' })]);
    expect(paidCalls(certificate)).toHaveLength(0);
  });

  it('a poll that cannot reach the provider leaves the payment as it was', async () => {
    const certificate = test.certificates.add(alice.uuid);
    test.faults.garbleAnswerOf.push('/v3/payment_requests');
    const payment = (await charge(certificate)).json<{ data: PaymentBody }>().data;
    test.faults.cardDown = true;
    try {
      const status = await test.app.inject({
        method: 'GET',
        url: `${CARD}/payment-requests/${payment.uuid}`,
        headers: auth(alice),
      });
      expect(status.statusCode).toBe(200);
      expect(status.json<{ data: PaymentBody }>().data.status).toBe('pending');
    } finally {
      test.faults.cardDown = false;
    }
    await test.app.jobs.runDue();
    expect((await test.app.payments.ledger.byId(payment.uuid))!.status).toBe('succeeded');
    expect(chargesOf(certificate)).toHaveLength(1);
  });
});

describe('opening a checkout', () => {
  it('an answer we cannot read: 503, and the next click gets the same provider session', async () => {
    const certificate = test.certificates.add(alice.uuid);
    const before = test.card.sessions().length;
    test.faults.garbleAnswerOf.push('/sessions');
    const open = () =>
      test.app.inject({
        method: 'POST',
        url: `${CARD}/session/certificates/`,
        headers: auth(alice),
        payload: { certificate, ...returnUrls },
      });
    expect((await open()).statusCode).toBe(503);
    const again = await open();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.cached_data.payment_link_url).toMatch(/\/checkout\/ps-/);
    expect(test.card.sessions().length - before).toBe(1);
  });
});

describe('refunds', () => {
  async function paidPayment(): Promise<string> {
    const certificate = test.certificates.add(alice.uuid);
    const payment = (await charge(certificate)).json<{ data: PaymentBody }>().data;
    expect(payment.status).toBe('succeeded');
    return payment.uuid;
  }

  /** The refunds the provider holds for our payment. */
  async function refundsAtProvider(paymentUuid: string) {
    const providerId = (await test.app.payments.ledger.byId(paymentUuid))!.providerId;
    return test.card.refunds().filter((refund) => refund.payment_request_id === providerId);
  }

  it.each([
    ['an answer we cannot read', 'garbleAnswerOf'],
    ['a gateway 502 after the provider refunded', 'gatewayErrorAfter'],
    ['a lost answer', 'loseAnswerOf'],
  ] as const)('%s: a retry with the same key is the same refund, made once', async (_name, fault) => {
    const paymentUuid = await paidPayment();
    const request = {
      paymentUuid,
      amountSen: 1000,
      reason: 'cooling_off' as const,
      idempotencyKey: `refund-${fault}-${paymentUuid}`,
    };
    test.faults[fault].push('/refunds');
    await expect(test.app.payments.refunds.refund(request)).rejects.toMatchObject({ statusCode: 503 });
    const [open] = await test.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentUuid));
    expect(open!.status).toBe('pending');

    await expect(test.app.payments.refunds.refund(request)).resolves.toMatchObject({ status: 'succeeded' });
    const atProvider = await refundsAtProvider(paymentUuid);
    expect(atProvider).toEqual([
      expect.objectContaining({ reason: 'REQUESTED_BY_CUSTOMER', metadata: { reason: 'cooling_off' } }),
    ]);
  });

  it('the provider’s FAILED status fails the refund (409), and our reason is kept', async () => {
    const failing = await startPaymentsTest({ webhooks: false, card: { refunds: { outcome: 'FAILED' } } });
    try {
      // The same flow on a provider whose refunds fail.
      const bob = await member(failing.app);
      const certificate = failing.certificates.add(bob.uuid);
      const link = await checkoutLink(failing.app, bob, certificate);
      await payOnCheckout(link, { number: TEST_CARDS.succeeds });
      const list = await failing.app.inject({
        method: 'GET',
        url: `${CARD}/payment-requests/certificates/${certificate}/`,
        headers: auth(bob),
      });
      const [payment] = list.json<{ data: PaymentBody[] }>().data;
      await expect(
        failing.app.payments.refunds.refund({
          paymentUuid: payment!.uuid,
          amountSen: 500,
          reason: 'duplicate_certificate',
          idempotencyKey: `refund-failed-${payment!.uuid}`,
        }),
      ).rejects.toMatchObject({ statusCode: 409, code: 'refund_not_possible' });
      const [row] = await failing.app.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment!.uuid));
      expect(row).toMatchObject({ status: 'failed', reason: 'duplicate_certificate' });
      await settle(failing);
    } finally {
      await failing.close();
    }
  });
});
