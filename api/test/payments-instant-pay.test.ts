// payment/api/v1/instant-pay/: a member pays what is due on their own certificate now. Saved card (charged at
// once), no saved card (a hosted checkout), someone else's certificate, nothing due, a double click with and
// without an Idempotency-Key, a key reused for another certificate, and messages in both languages.
import crypto from 'node:crypto';
import type { TestMember } from './helpers/test-app';
import { WEB_ORIGIN } from './helpers/test-app';
import {
  auth,
  CARD,
  FPX,
  member,
  payOnCheckout,
  returnUrls,
  settle,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';
import { TEST_CARDS } from '../src/sandboxes/card-provider/server';

jest.setTimeout(60_000);

interface InstantPayBody {
  certificate: string;
  outcome: 'payment' | 'checkout';
  amount: string;
  currency: 'MYR';
  payment: { uuid: string; status: string; amount: string; channel: string } | null;
  checkout: { uuid: string; status: string; cached_data: { payment_link_url: string } } | null;
}

let test: PaymentsTest;
let alice: TestMember;
let bob: TestMember;
/** A card alice saved when paying her first certificate by hosted checkout. */
let aliceCard: string;
let cardCertificate: string;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  test = await startPaymentsTest();
  alice = await member(test.app);
  bob = await member(test.app);

  cardCertificate = test.certificates.add(alice.uuid);
  const session = await test.app.inject({
    method: 'POST',
    url: `${CARD}/session/certificates/`,
    headers: auth(alice),
    payload: { certificate: cardCertificate, ...returnUrls },
  });
  const link = session.json<{ data: { cached_data: { payment_link_url: string } } }>().data.cached_data
    .payment_link_url;
  await payOnCheckout(link, { number: TEST_CARDS.succeeds });
  await settle(test);
  const cards = await test.app.inject({
    method: 'GET',
    url: `${CARD}/payment-methods/certificates/?certificates__in=${cardCertificate}&status=active`,
    headers: auth(alice),
  });
  aliceCard = cards.json<{ data: { id: string }[] }>().data[0]!.id;
});

afterAll(async () => {
  await test?.close();
});

/** An issued certificate of the member whose paid period ended `daysAgo` days ago (negative: still paid). */
function overdueCertificate(who: TestMember, daysAgo = 2, contributionSen = 4130): string {
  return test.certificates.add(who.uuid, {
    status: 'issued',
    paidUntil: dayFromToday(-daysAgo),
    contributionSen,
  });
}

async function instantPay(
  who: TestMember,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return test.app.inject({
    method: 'POST',
    url: `${FPX}/instant-pay/`,
    headers: { ...auth(who), ...headers },
    payload,
  });
}

async function providerPaymentRequests(): Promise<number> {
  return test.card.paymentRequests().length;
}

function paidCalls(paymentUuid: string) {
  return test.certificates.calls.filter((call) => call.paymentUuid === paymentUuid);
}

it('charges an overdue contribution to a saved card at once, and reports it once', async () => {
  const certificate = overdueCertificate(alice, 3, 12_345);
  const response = await instantPay(
    alice,
    { certificate, payment_method: aliceCard },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(response.statusCode).toBe(201);
  const body = response.json<{ data: InstantPayBody }>().data;
  expect(body).toMatchObject({
    certificate,
    outcome: 'payment',
    amount: '123.45',
    currency: 'MYR',
    checkout: null,
    payment: { status: 'succeeded', amount: '123.45', channel: 'card' },
  });
  await settle(test);
  expect(paidCalls(body.payment!.uuid)).toEqual([
    expect.objectContaining({ certificateUuid: certificate, amountSen: 12_345, channel: 'card' }),
  ]);
});

it("uses the certificate's own saved card when none is named", async () => {
  const saved = test.certificates.certificates.get(cardCertificate)!;
  saved.status = 'issued';
  saved.paidUntil = dayFromToday(0);
  const response = await instantPay(
    alice,
    { certificate: cardCertificate },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(response.statusCode).toBe(201);
  expect(response.json<{ data: InstantPayBody }>().data).toMatchObject({
    outcome: 'payment',
    payment: { status: 'succeeded', amount: '41.30' },
  });
});

it('sends a member without a saved card to a hosted checkout, returning to the dashboard in their language', async () => {
  const certificate = overdueCertificate(bob);
  const first = await instantPay(bob, { certificate }, { 'accept-language': 'ms' });
  expect(first.statusCode).toBe(201);
  const body = first.json<{ data: InstantPayBody }>().data;
  expect(body).toMatchObject({ outcome: 'checkout', amount: '41.30', payment: null });
  expect(body.checkout!.cached_data.payment_link_url).toMatch(/\/checkout\//);

  // Back from the checkout: the Malay page of the certificate.
  const paid = await payOnCheckout(body.checkout!.cached_data.payment_link_url, {
    number: TEST_CARDS.succeeds,
  });
  expect(paid.location).toBe(`${WEB_ORIGIN}/ms/dashboard/policy-detail/${certificate}?payment=success`);
});

it("refuses another member's certificate (404), in English and Malay, and charges nothing", async () => {
  const certificate = overdueCertificate(alice);
  const before = await providerPaymentRequests();
  const en = await instantPay(bob, { certificate, payment_method: aliceCard });
  const ms = await instantPay(bob, { certificate }, { 'accept-language': 'ms' });
  expect(en.statusCode).toBe(404);
  expect(ms.statusCode).toBe(404);
  const enError = en.json<{ errors: { code: string; detail: string } }>().errors;
  const msError = ms.json<{ errors: { code: string; detail: string } }>().errors;
  expect(enError.code).toBe('not_found');
  expect(msError.code).toBe('not_found');
  expect(msError.detail).not.toBe(enError.detail);
  // Bob cannot use alice's card on his own certificate either.
  const bobs = overdueCertificate(bob);
  const withHerCard = await instantPay(bob, { certificate: bobs, payment_method: aliceCard });
  expect(withHerCard.statusCode).toBe(400);
  expect(withHerCard.json()).toMatchObject({ errors: { fields: { payment_method: [expect.any(String)] } } });
  expect(await providerPaymentRequests()).toBe(before);
});

it('answers 409 nothing_due while the paid period runs, in both languages', async () => {
  const certificate = overdueCertificate(alice, -5);
  const en = await instantPay(alice, { certificate, payment_method: aliceCard });
  expect(en.statusCode).toBe(409);
  expect(en.json()).toEqual({
    errors: {
      code: 'nothing_due',
      detail:
        'Nothing is due on this certificate now. Your next contribution is shown in your payment schedule.',
    },
  });
  const ms = await instantPay(alice, { certificate }, { 'accept-language': 'ms' });
  expect(ms.statusCode).toBe(409);
  expect(ms.json<{ errors: { detail: string } }>().errors.detail).toMatch(
    /^Tiada caruman yang perlu dibayar/,
  );
});

it('double click with one Idempotency-Key: one charge, the same payment answered to both and to a retry', async () => {
  const certificate = overdueCertificate(alice);
  const key = crypto.randomUUID();
  const before = await providerPaymentRequests();
  const [one, two] = await Promise.all([
    instantPay(alice, { certificate, payment_method: aliceCard }, { 'idempotency-key': key }),
    instantPay(alice, { certificate, payment_method: aliceCard }, { 'idempotency-key': key }),
  ]);
  expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
  const a = one.json<{ data: InstantPayBody }>().data.payment!;
  const b = two.json<{ data: InstantPayBody }>().data.payment!;
  expect(b.uuid).toBe(a.uuid);
  expect(await providerPaymentRequests()).toBe(before + 1);

  await settle(test);
  const retry = await instantPay(
    alice,
    { certificate, payment_method: aliceCard },
    { 'idempotency-key': key },
  );
  expect(retry.statusCode).toBe(200);
  expect(retry.json<{ data: InstantPayBody }>().data.payment).toMatchObject({
    uuid: a.uuid,
    status: 'succeeded',
  });
  expect(paidCalls(a.uuid)).toHaveLength(1);
  expect(await providerPaymentRequests()).toBe(before + 1);
});

it('double click without a key: one charge, the second click answers the same payment', async () => {
  const certificate = overdueCertificate(alice);
  const before = await providerPaymentRequests();
  const [one, two] = await Promise.all([
    instantPay(alice, { certificate, payment_method: aliceCard }),
    instantPay(alice, { certificate, payment_method: aliceCard }),
  ]);
  expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
  expect(two.json<{ data: InstantPayBody }>().data.payment!.uuid).toBe(
    one.json<{ data: InstantPayBody }>().data.payment!.uuid,
  );
  expect(await providerPaymentRequests()).toBe(before + 1);
});

it('refuses a key reused for another certificate (409) and a malformed key (400); needs a login', async () => {
  const key = crypto.randomUUID();
  const first = overdueCertificate(alice);
  const second = overdueCertificate(alice);
  expect(
    (await instantPay(alice, { certificate: first, payment_method: aliceCard }, { 'idempotency-key': key }))
      .statusCode,
  ).toBe(201);
  const reused = await instantPay(
    alice,
    { certificate: second, payment_method: aliceCard },
    { 'idempotency-key': key },
  );
  expect(reused.statusCode).toBe(409);
  expect(reused.json()).toMatchObject({ errors: { code: 'idempotency_key_reused' } });

  const malformed = await instantPay(alice, { certificate: second }, { 'idempotency-key': 'short' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toMatchObject({ errors: { code: 'invalid' } });

  const garbage = await instantPay(alice, { certificate: 'not-a-certificate' });
  expect(garbage.statusCode).toBe(400);

  const anonymous = await test.app.inject({
    method: 'POST',
    url: `${FPX}/instant-pay/`,
    payload: { certificate: second },
  });
  expect(anonymous.statusCode).toBe(401);
  await settle(test);
});
