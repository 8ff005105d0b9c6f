// Personal accident (i-Protect) end to end against the partner insurer sandbox (in-process, random ports), on
// the older-generation calls under api/iprotect/: the lists, the price per occupational class (the occupation
// and the nature of business), a declined occupation or business (price check and quotation), validation,
// the gateway's outcomes (paid, failed then paid again, cancelled), ownership by refId, and the partner's
// callback received twice.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import {
  buildPartnerInsurerSandbox,
  partnerSignature,
  type PartnerInsurerSandbox,
  type PartnerInsurerSandboxOptions,
} from '../src/sandboxes/partner-insurer/server';
import { registerMember, testConfig } from './helpers/test-app';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

jest.setTimeout(60_000);

const KEY = 'test-partner-insurer-key-0002';
const SECRET = 'test-partner-insurer-signing-02';
const PA = '/api/iprotect';
const CALLBACK = '/partners/api/v1/insurer/callback/';

let sandbox: PartnerInsurerSandbox;
let sandboxOptions: PartnerInsurerSandboxOptions;
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  sandboxOptions = { apiKey: KEY, signingSecret: SECRET, retryBaseMs: 100, maxAttempts: 5 };
  sandbox = await buildPartnerInsurerSandbox(sandboxOptions);
  const sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  database = await openTestDatabase();
  app = await buildApp(
    testConfig({
      partnerInsurer: {
        url: sandboxUrl,
        apiKey: KEY,
        signingSecret: SECRET,
        timeoutMs: 2000,
        lifePlanEnabled: true,
      },
    }),
    { database, logger: false, partnerInsurer: { client: { attempts: 2, retryDelayMs: 50 } } },
  );
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  sandboxOptions.callbackUrl = `${apiUrl}${CALLBACK}`;
});

afterAll(async () => {
  await sandbox?.idle();
  await sandbox?.app.close();
  await app?.close();
  await database?.dispose();
});

function dobAged(years: number, extraDays = 20): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

const nricOf = (dob: string) => `${dob.slice(2, 4)}${dob.slice(5, 7)}${dob.slice(8, 10)}-10-5673`;

let counter = 0;
function quotation(overrides: Record<string, unknown> = {}, dob = dobAged(34)) {
  counter += 1;
  return {
    name: 'Muhammad Hafiz bin Rahman',
    dob,
    identification_no: nricOf(dob),
    email: `pa${counter}-${Date.now()}@example.com`,
    phone: '0123456789',
    gender: 'm',
    plan_detail_id: 302,
    occupation_code: 'ENG01',
    nature_of_business_code: 'ICT',
    payment_type: 2,
    detail: { address_1: '21 Jalan Bunga Raya', postcode: '40100', state_code: 'SGR', source: 'web' },
    ...overrides,
  };
}

/** Our calls on a visitor's quotation carry its key, as the page does. */
const keyed = (url: string, refId: string) =>
  `${url}${url.includes('?') ? '&' : '?'}refId=${refId}&key=${app.partnerInsurer.accessKey(refId)}`;

const inject = (options: InjectOptions & { url: string }) => app.inject(options);

async function priceCheck(occupation: string, business: string, language = 'en', dob = dobAged(34)) {
  return inject({
    method: 'POST',
    url: `${PA}/price-check/`,
    headers: { 'accept-language': language },
    payload: { dob, occupation_code: occupation, nature_of_business_code: business },
  });
}

async function approvedQuotation(overrides: Record<string, unknown> = {}) {
  const body = quotation(overrides);
  const created = await inject({ method: 'POST', url: `${PA}/quotation/`, payload: body });
  expect(created.statusCode).toBe(201);
  const refId: string = created.json().data.uuid;
  const questions = (await inject({ method: 'GET', url: `${PA}/get-underwritings/?dob=${body.dob}` })).json()
    .data as { uuid: string }[];
  const terms = (await inject({ method: 'GET', url: `${PA}/get-tcs/?sum_insured=10000000` })).json().data as {
    id: string;
  }[];
  const submitted = await inject({
    method: 'POST',
    url: keyed(`${PA}/quotation/submit/`, refId),
    payload: {
      answers: questions.map((question) => ({ question_uuid: question.uuid, answer: 'No' })),
      accepted_terms: terms.map((item) => item.id),
    },
  });
  return { body, refId, submitted };
}

async function read(refId: string) {
  return inject({ method: 'GET', url: keyed(`${PA}/quotation/`, refId) });
}

async function waitFor(refId: string, check: (data: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 50; i += 1) {
    await sandbox.idle();
    const data = (await read(refId)).json().data;
    if (check(data)) return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`quotation ${refId} never reached the state awaited`);
}

async function onGateway(refId: string, outcome: 'pay' | 'fail' | 'cancel', locale = 'en') {
  const started = await inject({
    method: 'POST',
    url: keyed(`${PA}/payment-gateway/?locale=${locale}`, refId),
  });
  expect(started.statusCode).toBe(200);
  const paymentUrl: string = started.json().data.payment_url;
  const page = await fetch(paymentUrl);
  expect(await page.text()).toContain('Pay now');
  const posted = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const back = new URL(posted.headers.get('location')!);
  expect(back.pathname).toBe(`${PA}/payment-return/`);
  return { paymentUrl, back: await inject({ method: 'GET', url: `${back.pathname}${back.search}` }) };
}

describe('lists and prices', () => {
  it('lists occupations with their classes, natures of business, state codes, questions and terms', async () => {
    const occupations = (await inject({ method: 'GET', url: `${PA}/occupations/` })).json().data;
    expect(occupations.length).toBeGreaterThan(20);
    expect(occupations.find((item: { code: string }) => item.code === 'DIV01')).toMatchObject({
      occupational_class: 0,
      name: { en: 'Commercial diver', ms: 'Penyelam komersial' },
    });
    const classes = new Set(
      occupations.map((item: { occupational_class: number }) => item.occupational_class),
    );
    expect([...classes].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(
      (await inject({ method: 'GET', url: `${PA}/nature-of-business/` })).json().data.length,
    ).toBeGreaterThan(10);
    const states = (await inject({ method: 'GET', url: `${PA}/state-codes/` })).json().data;
    expect(states).toContainEqual({ code: 'SGR', name: 'Selangor' });
    const questions = await inject({ method: 'GET', url: `${PA}/get-underwritings/?dob=${dobAged(30)}` });
    expect(questions.json().data).toHaveLength(3);
    expect((await inject({ method: 'GET', url: `${PA}/get-tcs/?sum_insured=10000000` })).statusCode).toBe(
      200,
    );
    expect((await inject({ method: 'GET', url: `${PA}/get-tcs/?sum_insured=123` })).statusCode).toBe(400);
  });

  it('prices each plan by occupational class; the business raises site work, not office work', async () => {
    const cases: [string, string, number][] = [
      ['ACC01', 'BNK', 1],
      ['ACC01', 'CON', 1],
      ['NUR01', 'HLT', 2],
      ['MGR01', 'CON', 3],
      ['ELC01', 'ICT', 3],
      ['WLD01', 'MFG', 4],
    ];
    const yearly: Record<number, number> = {};
    for (const [occupation, business, expected] of cases) {
      const response = await priceCheck(occupation, business);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        accepted: true,
        occupational_class: expected,
        declined_by: null,
        message: null,
      });
      const plan100 = data.plans.find((plan: { id: number }) => plan.id === 302);
      expect(plan100).toMatchObject({
        recommended: true,
        annual_limit: 10_000_000,
        occupational_class: expected,
      });
      const { premium, service_tax: tax, stamp_duty: duty } = plan100.breakdown;
      for (const sen of [premium, tax, duty, plan100.yearly_price]) expect(Number.isInteger(sen)).toBe(true);
      expect(tax).toBe(Math.round(premium * 0.08));
      expect(duty).toBe(1000);
      expect(plan100.yearly_price).toBe(premium + tax + duty);
      yearly[expected] = plan100.yearly_price;
    }
    // RM110, RM143, RM193 and RM275 before tax.
    expect(yearly).toEqual({ 1: 12880, 2: 16444, 3: 21844, 4: 30700 });
  });
});

describe('a declined occupation or business', () => {
  it.each([
    ['en', 'DIV01', 'ICT', 'occupation', 'does not cover this occupation'],
    ['ms', 'OFF01', 'OGM', 'occupation', 'tidak melindungi pekerjaan ini'],
    ['en', 'ACC01', 'FWK', 'nature_of_business', 'working in this nature of business'],
    ['ms', 'ACC01', 'FWK', 'nature_of_business', 'bidang perniagaan ini'],
  ])('price check in %s: %s in %s is declined by its %s', async (language, job, trade, by, words) => {
    const response = await priceCheck(job, trade, language);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ accepted: false, occupational_class: null, declined_by: by, plans: [] });
    expect(data.message).toContain(words);
  });

  it('a quotation for a declined occupation is refused (422) in the buyer language', async () => {
    for (const [language, words] of [
      ['en', 'does not cover this occupation or nature of business'],
      ['ms', 'tidak melindungi pekerjaan atau bidang perniagaan ini'],
    ]) {
      const response = await inject({
        method: 'POST',
        url: `${PA}/quotation/`,
        headers: { 'accept-language': language! },
        payload: quotation({ occupation_code: 'STN01' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toBe('occupation_declined');
      expect(response.json().errors.detail).toContain(words);
    }
  });
});

describe('validation', () => {
  it('refuses bad input with field messages, never a 500', async () => {
    const badCode = await priceCheck('diver!', 'ICT');
    expect(badCode.statusCode).toBe(400);
    expect(Object.keys(badCode.json().errors.fields)).toContain('occupation_code');
    const unknown = await priceCheck('ZZZ99', 'ICT', 'ms');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.fields.occupation_code[0]).toBe('Pilih pekerjaan daripada senarai.');
    const old = await priceCheck('ACC01', 'BNK', 'en', dobAged(66, 1));
    expect(old.statusCode).toBe(400);
    expect(old.json().errors.fields.dob[0]).toBe('The person to be covered must be 18 to 65 years old.');
    const young = await priceCheck('STU01', 'NON', 'en', dobAged(17));
    expect(young.statusCode).toBe(400);

    const monthly = await inject({
      method: 'POST',
      url: `${PA}/quotation/`,
      payload: quotation({ payment_type: 1 }),
    });
    expect(monthly.statusCode).toBe(400);
    const mismatch = await inject({
      method: 'POST',
      url: `${PA}/quotation/`,
      payload: quotation({ identification_no: '010101-10-5673' }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.fields.identification_no[0]).toContain('NRIC');
    const badState = await inject({
      method: 'POST',
      url: `${PA}/quotation/`,
      payload: quotation({ detail: { ...quotation().detail, state_code: 'XYZ' } }),
    });
    expect(badState.statusCode).toBe(400);
    expect(Object.keys(badState.json().errors.fields)).toContain('detail.state_code');
    const noRef = await inject({ method: 'GET', url: `${PA}/quotation/?refId=not-a-uuid` });
    expect(noRef.statusCode).toBe(400);
  });
});

describe("the partner's gateway", () => {
  it('paid: the quotation is issued by the callback, with the yearly premium and a PA policy number', async () => {
    const { refId, submitted } = await approvedQuotation();
    expect(submitted.statusCode).toBe(200);
    const approved = submitted.json().data;
    expect(approved).toMatchObject({ status: 'approved', product: 'accident', payment_type: 2 });
    expect(approved.plan).toMatchObject({ occupational_class: 2, annual_limit: 10_000_000 });
    // An engineer in IT: class 2, RM143 + 8% + RM10.
    expect(approved.premium).toBe(16444);
    expect(approved.plan.breakdown).toEqual({ premium: 14300, service_tax: 1144, stamp_duty: 1000 });

    const { back } = await onGateway(refId, 'pay', 'ms');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:8080/ms/journey/gibraltar-i-protect/payment-response?refId=${refId}`,
    );
    const issued = await waitFor(refId, (data) => data.status === 'issued');
    expect(issued.policy_number).toMatch(/^PA\d+/);
    expect(issued.payment_status).toBe('paid');
    const payment = await inject({ method: 'GET', url: keyed(`${PA}/payment-gateway/`, refId) });
    expect(payment.json().data).toMatchObject({ status: 'issued', payment_status: 'paid' });
  });

  it('failed, then paid again with a new payment', async () => {
    const { refId } = await approvedQuotation();
    const first = await onGateway(refId, 'fail');
    expect(first.back.headers.location).toContain(
      `/journey/gibraltar-i-protect/payment-response?refId=${refId}`,
    );
    await waitFor(refId, (data) => data.status === 'payment_failed');
    const second = await onGateway(refId, 'pay');
    expect(second.paymentUrl).not.toBe(first.paymentUrl);
    await waitFor(refId, (data) => data.status === 'issued');
  });

  it('cancelled: the quotation stays payable, its payment cancelled', async () => {
    const { refId } = await approvedQuotation();
    await onGateway(refId, 'cancel');
    const data = await waitFor(refId, (row) => row.payment_status === 'cancelled');
    expect(data.status).toBe('approved');
    const again = await inject({ method: 'POST', url: keyed(`${PA}/payment-gateway/`, refId) });
    expect(again.statusCode).toBe(200);
  });

  it('a Yes to a question refers the quotation; it cannot be paid', async () => {
    const body = quotation();
    const { uuid: refId } = (await inject({ method: 'POST', url: `${PA}/quotation/`, payload: body })).json()
      .data;
    const questions = (
      await inject({ method: 'GET', url: `${PA}/get-underwritings/?dob=${body.dob}` })
    ).json().data;
    const terms = (await inject({ method: 'GET', url: `${PA}/get-tcs/?sum_insured=10000000` })).json().data;
    const submitted = await inject({
      method: 'POST',
      url: keyed(`${PA}/quotation/submit/`, refId),
      payload: {
        answers: questions.map((question: { uuid: string }, index: number) => ({
          question_uuid: question.uuid,
          answer: index === 2 ? 'Yes' : 'No',
        })),
        accepted_terms: terms.map((item: { id: string }) => item.id),
      },
    });
    expect(submitted.json().data.status).toBe('referred');
    const pay = await inject({ method: 'POST', url: keyed(`${PA}/payment-gateway/`, refId) });
    expect(pay.statusCode).toBe(409);
  });
});

describe('ownership and the callback', () => {
  it("a visitor's quotation opens only with its key; a member's only for that member", async () => {
    const created = await inject({ method: 'POST', url: `${PA}/quotation/`, payload: quotation() });
    const { uuid: refId, access_key: key } = created.json().data;
    expect(key).toBe(app.partnerInsurer.accessKey(refId));
    expect((await inject({ method: 'GET', url: `${PA}/quotation/?refId=${refId}` })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'POST', url: `${PA}/payment-gateway/?refId=${refId}&key=${'x'.repeat(43)}` }))
        .statusCode,
    ).toBe(404);
    expect((await read(refId)).statusCode).toBe(200);

    const alice = await registerMember(app);
    const bob = await registerMember(app);
    const own = await inject({
      method: 'POST',
      url: `${PA}/quotation/`,
      headers: { authorization: `Teduh ${alice.access}` },
      payload: quotation({ email: alice.email }),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.access_key).toBeUndefined();
    const ownRef = own.json().data.uuid;
    const as = (member: { access: string }) =>
      inject({
        method: 'GET',
        url: `${PA}/quotation/?refId=${ownRef}`,
        headers: { authorization: `Teduh ${member.access}` },
      });
    expect((await as(alice)).statusCode).toBe(200);
    expect((await as(bob)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `${PA}/quotation/?refId=${ownRef}` })).statusCode).toBe(404);
    // The web server's check of a confirmation page's uuid: 204 or 404, nothing of the quotation.
    const exists = await inject({ method: 'GET', url: `${PA}/quotation/exists/?refId=${ownRef}` });
    expect(exists.statusCode).toBe(204);
    expect(exists.body).toBe('');
    const unknown = await inject({
      method: 'GET',
      url: `${PA}/quotation/exists/?refId=3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10`,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `${PA}/quotation/exists/?refId=nope` })).statusCode).toBe(400);
    // Another product's path does not open it either.
    const medical = await inject({
      method: 'GET',
      url: `/partners/api/v1/medical/applications/${ownRef}/`,
      headers: { authorization: `Teduh ${alice.access}` },
    });
    expect(medical.statusCode).toBe(404);
  });

  it('the callback received twice is applied once; an older one changes nothing', async () => {
    const { refId } = await approvedQuotation();
    await onGateway(refId, 'pay');
    await waitFor(refId, (data) => data.status === 'issued');
    const row = await app.partnerInsurer.owned(refId, null);
    const events = sandbox.sentEvents
      .map((event) => ({ ...event, body: JSON.parse(event.raw) }))
      .filter((event) => event.body.data.id === row.partnerApplicationId);
    const issued = events.find((event) => event.body.data.status === 'issued')!;
    const approved = events.find((event) => event.body.data.status === 'approved')!;
    const send = (raw: string) =>
      inject({
        method: 'POST',
        url: CALLBACK,
        headers: {
          'content-type': 'application/json',
          'x-partner-signature': partnerSignature(SECRET, raw, Math.floor(Date.now() / 1000)),
        },
        payload: raw,
      });
    const again = await send(issued.raw);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    const late = approved.raw.replace(approved.body.event_id, `${approved.body.event_id}-late`);
    expect((await send(late)).json().data.duplicate).toBe(false);
    expect((await read(refId)).json().data.status).toBe('issued');
    const forged = await inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/json', 'x-partner-signature': 't=1,v1=00' },
      payload: issued.raw,
    });
    expect(forged.statusCode).toBe(403);
  });
});
