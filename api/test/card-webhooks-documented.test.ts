// The card webhook route fed the provider's documented webhook bodies (test/fixtures/xendit, verbatim from
// Xendit's API reference; sources.md names each). Verbatim, each is accepted and recorded exactly once (its
// ids are unknown to our provider, so nothing is applied). With the ids of a real payment made in the
// sandbox, each is applied, once: the ledger, the saved card and the refund move exactly as the provider says.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  cardPaymentMethods,
  cardSessions,
  paymentProviderEvents,
  paymentRefunds,
  payments as paymentRows,
} from '../src/db/schema';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';
import type { TestMember } from './helpers/test-app';
import {
  auth,
  CALLBACK_TOKEN,
  CARD,
  checkoutLink,
  CARD_SECRET,
  member,
  payOnCheckout,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(60_000);

const fixtures = path.join(__dirname, 'fixtures', 'xendit');
const webhookFixtures = fs.readdirSync(fixtures).filter((name) => name.startsWith('webhook-'));
const documented = (
  name: string,
): Record<string, unknown> & { event: string; data: Record<string, unknown> } =>
  JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown> & {
    event: string;
    data: Record<string, unknown>;
  };

const WEBHOOK = '/payments/providers/xendit/webhooks/';

let test: PaymentsTest;
let alice: TestMember;

beforeAll(async () => {
  // No sandbox webhooks: every event here is one this test sends.
  test = await startPaymentsTest({ webhooks: false });
  alice = await member(test.app);
});

afterAll(async () => {
  await test?.close();
});

function post(body: unknown, token = CALLBACK_TOKEN) {
  return test.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'x-callback-token': token },
    payload: body as Record<string, unknown>,
  });
}

async function recorded(event: string): Promise<number> {
  const rows = await test.app.db
    .select()
    .from(paymentProviderEvents)
    .where(and(eq(paymentProviderEvents.provider, 'card'), eq(paymentProviderEvents.type, event)));
  return rows.length;
}

describe('the documented webhook bodies, verbatim', () => {
  it('has one for every event the route handles', () => {
    const events = webhookFixtures.map((name) => documented(name).event).sort();
    expect(events).toEqual(
      expect.arrayContaining([
        'payment.capture',
        'payment.failure',
        'payment_session.completed',
        'payment_session.expired',
        'payment_token.expiry',
        'refund.succeeded',
        'refund.failed',
      ]),
    );
  });

  it.each(webhookFixtures)('accepts %s and records it exactly once', async (name) => {
    const body = documented(name);
    expect(body).not.toHaveProperty('id');
    const before = await recorded(body.event);

    const first = await post(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { received: true, duplicate: false } });
    const again = await post(body);
    expect(again.json()).toEqual({ data: { received: true, duplicate: true } });

    expect(await recorded(body.event)).toBe(before + 1);
  });

  it('refuses a body without the callback token (403), and a handled event that names no object (400)', async () => {
    const body = documented('webhook-payment.capture.json');
    expect((await post(body, 'not-the-token')).statusCode).toBe(403);

    const before = await recorded('payment.capture');
    const { payment_request_id: _dropped, ...withoutId } = body.data;
    const missing = await post({ ...body, data: withoutId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { fields: { 'data.payment_request_id': expect.any(Array) } },
    });
    expect(await recorded('payment.capture')).toBe(before);
  });
});

describe('the documented webhook bodies about a real payment', () => {
  let certificate: string;
  let providerSessionId: string;
  let providerRequestId: string;

  beforeAll(async () => {
    certificate = test.certificates.add(alice.uuid);
    const link = await checkoutLink(test.app, alice, certificate);
    const paid = await payOnCheckout(link, { number: TEST_CARDS.succeeds });
    expect(paid.status).toBe(303);
    const [row] = await test.app.db
      .select()
      .from(cardSessions)
      .where(eq(cardSessions.certificateUuid, certificate));
    providerSessionId = row!.providerSessionId!;
    const atProvider = (await (
      await fetch(`${test.cardUrl}/sessions/${providerSessionId}`, { headers: cardAuth() })
    ).json()) as { payment_request_id: string; status: string };
    expect(atProvider.status).toBe('COMPLETED');
    providerRequestId = atProvider.payment_request_id;
  });

  const ledger = async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `${CARD}/payment-requests/certificates/${certificate}/`,
      headers: auth(alice),
    });
    return response.json<{ data: { uuid: string; status: string }[] }>().data;
  };

  it('payment_session.completed: the payment is recorded once, paid once, and the card is saved', async () => {
    // Nothing is known until the provider tells us (no webhook was sent, nobody polled).
    expect(
      await test.app.db
        .select()
        .from(cardPaymentMethods)
        .where(eq(cardPaymentMethods.certificateUuid, certificate)),
    ).toEqual([]);
    const body = documented('webhook-payment_session.completed.json');
    const event = { ...body, data: { ...body.data, payment_session_id: providerSessionId } };

    expect((await post(event)).statusCode).toBe(200);
    expect((await post(event)).json()).toMatchObject({ data: { duplicate: true } });

    const payments = await test.app.db
      .select()
      .from(paymentRows)
      .where(eq(paymentRows.certificateUuid, certificate));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', providerId: providerRequestId });
    expect(test.certificates.calls.filter((call) => call.certificateUuid === certificate)).toHaveLength(1);
    const cards = await test.app.db
      .select()
      .from(cardPaymentMethods)
      .where(eq(cardPaymentMethods.certificateUuid, certificate));
    expect(cards).toEqual([
      expect.objectContaining({ status: 'active', providerTokenId: expect.stringMatching(/^pt-/) }),
    ]);
  });

  it('payment.capture for the same payment request changes nothing more', async () => {
    const body = documented('webhook-payment.capture.json');
    const event = { ...body, data: { ...body.data, payment_request_id: providerRequestId } };
    expect((await post(event)).statusCode).toBe(200);
    expect(await ledger()).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(test.certificates.calls.filter((call) => call.certificateUuid === certificate)).toHaveLength(1);
  });

  it('refund.succeeded (as documented, nested) settles the refund the provider made', async () => {
    const [payment] = await ledger();
    const refund = await test.app.payments.refunds.refund({
      paymentUuid: payment!.uuid,
      amountSen: 1000,
      reason: 'cooling_off',
      idempotencyKey: `documented-refund-${certificate}`,
    });
    const [row] = await test.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, refund.refundUuid));
    expect(row!.providerRefundId).toMatch(/^rfd-/);
    // Pretend we missed the final status, then let the documented event bring it.
    await test.app.db.update(paymentRefunds).set({ status: 'pending' }).where(eq(paymentRefunds.id, row!.id));

    const body = documented('webhook-refund.succeeded.json');
    const inner = body.data as { data: Record<string, unknown> };
    const event = { ...body, data: { ...inner, data: { ...inner.data, id: row!.providerRefundId } } };
    expect((await post(event)).statusCode).toBe(200);
    const [settled] = await test.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, row!.id));
    expect(settled!.status).toBe('succeeded');
    expect(settled!.reason).toBe('cooling_off');
  });

  it('payment_token.expiry removes the saved card', async () => {
    const [card] = await test.app.db
      .select()
      .from(cardPaymentMethods)
      .where(eq(cardPaymentMethods.certificateUuid, certificate));
    const body = documented('webhook-payment_token.expiry.json');
    const event = { ...body, data: { ...body.data, payment_token_id: card!.providerTokenId } };
    expect((await post(event)).statusCode).toBe(200);
    const [after] = await test.app.db
      .select()
      .from(cardPaymentMethods)
      .where(eq(cardPaymentMethods.id, card!.id));
    expect(after!.status).toBe('cancelled');
  });
});

function cardAuth() {
  return { authorization: `Basic ${Buffer.from(`${CARD_SECRET}:`).toString('base64')}` };
}
