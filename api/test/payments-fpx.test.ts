// FPX direct debit end to end against the FPX sandbox: bank list, e-mandate approve and reject (with the
// RM1.00 bank page, the signed callback and the member's return), collections that succeed and fail,
// double-click collection, bad signatures, cancelling, auto-billing and ownership.
import { fpxSignature } from '../src/sandboxes/fpx/server';
import type { TestMember } from './helpers/test-app';
import {
  auth,
  FPX,
  FPX_SECRET,
  member,
  settle,
  startPaymentsTest,
  type PaymentsTest,
} from './payments-fixtures';

jest.setTimeout(60_000);

interface MandateBody {
  id: string;
  status: string;
  redirect_url: string | null;
  bank: { id: string; name: string };
  max_amount: string;
  certificate: string;
}

interface CollectionBody {
  uuid: string;
  status: string;
  amount: string;
  channel: string;
  failure_code: string | null;
}

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

async function startMandate(
  who: TestMember,
  certificate: string,
  bankId = 'MB2U0227',
  language: 'en' | 'ms' = 'en',
) {
  return test.app.inject({
    method: 'POST',
    url: `${FPX}/payment-methods/`,
    headers: { ...auth(who), 'accept-language': language },
    payload: { certificate, bank_id: bankId },
  });
}

/** The member at the sandbox bank: Approve or Reject, then back through our return route to the web. */
async function atBank(redirectUrl: string, outcome: 'approve' | 'reject'): Promise<string> {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  expect(html).toContain('RM1.00');
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location')!);
  expect(back.pathname).toMatch(/^\/payment\/api\/v1\/fpx\/return\/[0-9a-f-]{36}\/$/);
  const returned = await test.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(returned.statusCode).toBe(303);
  return returned.headers.location as string;
}

async function activeMandate(who: TestMember, contributionSen = 4130) {
  const certificate = test.certificates.add(who.uuid, { contributionSen });
  const mandate = (await startMandate(who, certificate)).json<{ data: MandateBody }>().data;
  await atBank(mandate.redirect_url!, 'approve');
  await settle(test);
  return { certificate, mandate: mandate.id };
}

async function collect(who: TestMember, certificate: string, expectedAmount?: string) {
  return test.app.inject({
    method: 'POST',
    url: `${FPX}/collections/`,
    headers: auth(who),
    payload: { application_id: certificate, expected_amount: expectedAmount },
  });
}

async function collections(who: TestMember, certificate: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `${FPX}/collections/?application_id=${certificate}`,
    headers: auth(who),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CollectionBody[] }>().data;
}

it('lists the FPX B2C banks with their status', async () => {
  const response = await test.app.inject({
    method: 'GET',
    url: `${FPX}/banks?payment_method=mandate`,
    headers: auth(alice),
  });
  expect(response.statusCode).toBe(200);
  const banks = response.json<{ data: { id: string; name: string; status: string }[] }>().data;
  expect(banks).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        id: 'MB2U0227',
        name: 'Maybank2U',
        status: 'online',
        payment_method: 'mandate',
      }),
      expect.objectContaining({ id: 'KFH0346', status: 'offline' }),
    ]),
  );
});

it('e-mandate approved: RM1.00 at the bank, signed callback, back to the success page', async () => {
  const certificate = test.certificates.add(alice.uuid, { contributionSen: 4130 });
  const created = await startMandate(alice, certificate);
  expect(created.statusCode).toBe(201);
  const mandate = created.json<{ data: MandateBody }>().data;
  expect(mandate).toMatchObject({
    status: 'pending',
    bank: { id: 'MB2U0227', name: 'Maybank2U' },
    max_amount: '82.60',
  });
  expect(mandate.redirect_url).toMatch(/\/bank\/mdt-/);

  const web = await atBank(mandate.redirect_url!, 'approve');
  expect(web).toBe(
    `http://localhost:8080/pusara-pro/payment-method/success?uuid=${mandate.id}&status=active`,
  );
  await settle(test);
  expect(test.fpx.callbacks.some((c) => c.type === 'mandate.updated' && c.status === 200)).toBe(true);

  const active = await test.app.inject({
    method: 'GET',
    url: `${FPX}/payment-methods/?status=active`,
    headers: auth(alice),
  });
  expect(active.json<{ data: MandateBody[] }>().data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: mandate.id, status: 'active', redirect_url: null }),
    ]),
  );
});

it('e-mandate rejected at the bank: back to the error page, not active', async () => {
  const certificate = test.certificates.add(alice.uuid);
  const mandate = (await startMandate(alice, certificate)).json<{ data: MandateBody }>().data;
  const web = await atBank(mandate.redirect_url!, 'reject');
  expect(web).toBe(
    `http://localhost:8080/pusara-pro/payment-method/error?uuid=${mandate.id}&status=rejected`,
  );
  await settle(test);
  const list = await test.app.inject({ method: 'GET', url: `${FPX}/payment-methods/`, headers: auth(alice) });
  expect(list.json<{ data: MandateBody[] }>().data.find((m) => m.id === mandate.id)).toMatchObject({
    status: 'rejected',
  });
  const refused = await collect(alice, certificate);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ errors: { code: 'no_active_mandate' } });
});

it('sends a member who started in Malay back to the Malay pages (/ms), approved or rejected', async () => {
  const approvedFor = test.certificates.add(alice.uuid);
  const approved = (await startMandate(alice, approvedFor, 'MB2U0227', 'ms')).json<{ data: MandateBody }>()
    .data;
  expect(await atBank(approved.redirect_url!, 'approve')).toBe(
    `http://localhost:8080/ms/pusara-pro/payment-method/success?uuid=${approved.id}&status=active`,
  );

  const rejectedFor = test.certificates.add(alice.uuid);
  const rejected = (await startMandate(alice, rejectedFor, 'MB2U0227', 'ms')).json<{ data: MandateBody }>()
    .data;
  expect(await atBank(rejected.redirect_url!, 'reject')).toBe(
    `http://localhost:8080/ms/pusara-pro/payment-method/error?uuid=${rejected.id}&status=rejected`,
  );
  await settle(test);
});

it('answers an unknown mandate on return with the error page, in the language of the return', async () => {
  const unknown = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
  const ms = await test.app.inject({ method: 'GET', url: `${FPX}/fpx/return/${unknown}/?locale=ms` });
  expect(ms.statusCode).toBe(303);
  expect(ms.headers.location).toBe('http://localhost:8080/ms/pusara-pro/payment-method/error');
  const odd = await test.app.inject({ method: 'GET', url: `${FPX}/fpx/return/not-a-uuid/?locale=xx` });
  expect(odd.statusCode).toBe(303);
  expect(odd.headers.location).toBe('http://localhost:8080/pusara-pro/payment-method/error');
});

it('refuses an offline bank with a message naming it', async () => {
  const certificate = test.certificates.add(alice.uuid);
  const response = await startMandate(alice, certificate, 'KFH0346');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    errors: {
      fields: { bank_id: ['KFH is offline at the moment. Please choose another bank or try again later.'] },
    },
  });
});

it('collects a contribution on the mandate: pending, then succeeded by callback, reported once', async () => {
  const { certificate } = await activeMandate(alice, 4130);
  const response = await collect(alice, certificate);
  expect(response.statusCode).toBe(201);
  const collection = response.json<{ data: CollectionBody }>().data;
  expect(collection).toMatchObject({ status: 'pending', amount: '41.30', channel: 'fpx' });

  // Double click while it is processing: the same collection.
  const again = await collect(alice, certificate);
  expect(again.statusCode).toBe(200);
  expect(again.json<{ data: CollectionBody }>().data.uuid).toBe(collection.uuid);

  await settle(test);
  const list = await collections(alice, certificate);
  expect(list).toEqual([expect.objectContaining({ uuid: collection.uuid, status: 'succeeded' })]);
  expect(test.certificates.calls.filter((c) => c.paymentUuid === collection.uuid)).toEqual([
    expect.objectContaining({ channel: 'fpx', amountSen: 4130, certificateUuid: certificate }),
  ]);
});

it('collects only the amount the member was shown (expected_amount), refusing another before debiting', async () => {
  const { certificate } = await activeMandate(alice, 4130);
  const stale = await collect(alice, certificate, '41.29');
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({
    errors: { code: 'amount_changed', fields: { expected_amount: [expect.any(String)] } },
  });
  expect(await collections(alice, certificate)).toEqual([]);

  const shown = await collect(alice, certificate, '41.30');
  expect(shown.statusCode).toBe(201);
  expect(shown.json<{ data: CollectionBody }>().data).toMatchObject({ amount: '41.30', channel: 'fpx' });
});

it('records a failed collection (insufficient funds)', async () => {
  const { certificate } = await activeMandate(alice, 2051);
  const collection = (await collect(alice, certificate)).json<{ data: CollectionBody }>().data;
  await settle(test);
  const [row] = await collections(alice, certificate);
  expect(row).toMatchObject({ uuid: collection.uuid, status: 'failed', failure_code: 'insufficient_funds' });
  expect(test.certificates.calls.filter((c) => c.paymentUuid === collection.uuid)).toHaveLength(0);
});

it('refuses callbacks with a bad signature (403) and ignores repeated ones', async () => {
  const body = JSON.stringify({ event_id: 'evt-x-1', type: 'debit.updated', data: {} });
  for (const signature of [undefined, fpxSignature('another-secret-000000', body)]) {
    const response = await test.app.inject({
      method: 'POST',
      url: `${FPX}/fpx/callback/`,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-fpx-signature': signature } : {}) },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errors: { code: 'signature_invalid' } });
  }
  const good = { 'content-type': 'application/json', 'x-fpx-signature': fpxSignature(FPX_SECRET, body) };
  const first = await test.app.inject({
    method: 'POST',
    url: `${FPX}/fpx/callback/`,
    headers: good,
    payload: body,
  });
  expect(first.json()).toEqual({ data: { received: true, duplicate: false } });
  const second = await test.app.inject({
    method: 'POST',
    url: `${FPX}/fpx/callback/`,
    headers: good,
    payload: body,
  });
  expect(second.json()).toEqual({ data: { received: true, duplicate: true } });
});

it('cancels a mandate’s collections: cancelled at the bank, no more collections', async () => {
  const { certificate, mandate } = await activeMandate(alice);
  const theirs = await test.app.inject({
    method: 'POST',
    url: `${FPX}/${mandate}/collections/cancel/`,
    headers: auth(bob),
  });
  expect(theirs.statusCode).toBe(404);
  const response = await test.app.inject({
    method: 'POST',
    url: `${FPX}/${mandate}/collections/cancel/`,
    headers: auth(alice),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ data: { id: mandate, status: 'cancelled' } });
  expect((await collect(alice, certificate)).statusCode).toBe(409);
});

it('auto-billing: an approved mandate collects the next contribution when due', async () => {
  const { certificate } = await activeMandate(alice, 3000);
  const due = new Date(Date.now() + 32 * 24 * 3600 * 1000);
  expect(await test.app.payments.schedules.runDue(due)).toBeGreaterThanOrEqual(1);
  await settle(test);
  const list = await collections(alice, certificate);
  expect(list).toEqual([expect.objectContaining({ status: 'succeeded', amount: '30.00' })]);
});

it('keeps members apart', async () => {
  const { certificate } = await activeMandate(alice);
  const list = await test.app.inject({
    method: 'GET',
    url: `${FPX}/collections/?application_id=${certificate}`,
    headers: auth(bob),
  });
  expect(list.statusCode).toBe(404);
  expect((await collect(bob, certificate)).statusCode).toBe(404);
  expect((await startMandate(bob, certificate)).statusCode).toBe(404);
  const mandates = await test.app.inject({
    method: 'GET',
    url: `${FPX}/payment-methods/`,
    headers: auth(bob),
  });
  expect(mandates.json()).toEqual({ data: [] });
});
