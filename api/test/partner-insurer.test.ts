// The partner plans end to end against the partner insurer sandbox (in-process, on random ports): quotes and
// the age and deductible rules, every application state (approved and issued after paying on the gateway,
// referred then decided, declined, payment failed), the signed callback (forged, duplicated, out of order),
// a partner that is down or too slow (nothing lost, the buyer resumes), ownership, the older generation's
// paths over the same implementation, the life plan's feature flag, and the policy list after registering.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import {
  buildPartnerInsurerSandbox,
  partnerSignature,
  type PartnerInsurerSandbox,
  type PartnerInsurerSandboxOptions,
} from '../src/sandboxes/partner-insurer/server';
import { registerMember, testConfig, type TestMember } from './helpers/test-app';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

jest.setTimeout(60_000);

const KEY = 'test-partner-insurer-key-0001';
const SECRET = 'test-partner-insurer-signing-01';
const MEDICAL = '/partners/api/v1/medical';
const LIFE = '/partners/api/v1/life';
const CALLBACK = '/partners/api/v1/insurer/callback/';

let sandbox: PartnerInsurerSandbox;
let sandboxOptions: PartnerInsurerSandboxOptions;
let sandboxUrl: string;
let app: FastifyInstance;
let database: TestDatabase;

async function startApi(lifePlanEnabled: boolean, db: TestDatabase) {
  const api = await buildApp(
    testConfig({
      partnerInsurer: {
        url: sandboxUrl,
        apiKey: KEY,
        signingSecret: SECRET,
        timeoutMs: 700,
        lifePlanEnabled,
      },
    }),
    { database: db, logger: false, partnerInsurer: { client: { attempts: 2, retryDelayMs: 50 } } },
  );
  return api;
}

beforeAll(async () => {
  sandboxOptions = {
    apiKey: KEY,
    signingSecret: SECRET,
    slowAnswerMs: 2500,
    retryBaseMs: 100,
    maxAttempts: 5,
  };
  sandbox = await buildPartnerInsurerSandbox(sandboxOptions);
  sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  database = await openTestDatabase();
  app = await startApi(true, database);
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  sandboxOptions.callbackUrl = `${apiUrl}${CALLBACK}`;
});

afterAll(async () => {
  await sandbox?.idle();
  await sandbox?.app.close();
  await app?.close();
  await database?.dispose();
});

/**
 * Every call on a visitor's application carries its access key (`?key=`), as the web page sends it back; the
 * key's own rules are tested in "a visitor's application opens only with its key".
 */
function withAccessKey(url: string): string {
  const uuid = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//.exec(url)?.[1];
  if (!uuid || url.includes('key=')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}key=${app.partnerInsurer.accessKey(uuid)}`;
}

function inject(options: InjectOptions & { url: string }) {
  return app.inject({ ...options, url: withAccessKey(options.url) });
}

/** A date of birth `years` old today (and a few days more). */
function dobAged(years: number, extraDays = 20): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

function nricOf(dob: string): string {
  return `${dob.slice(2, 4)}${dob.slice(5, 7)}${dob.slice(8, 10)}-14-5679`;
}

let counter = 0;
function medicalApplication(overrides: Record<string, unknown> = {}, dob = dobAged(42)) {
  counter += 1;
  return {
    name: 'Siti Aminah binti Hassan',
    dob,
    identification_no: nricOf(dob),
    email: `buyer${counter}-${Date.now()}@example.com`,
    phone: '+60123456789',
    gender: 'f',
    plan_detail_id: 102,
    is_citizen: true,
    payment_type: 1,
    payment_option: 1,
    bank_id: 1,
    detail: {
      address_1: '12 Jalan Melati',
      postcode: '50450',
      state_id: 14,
      country_id: 458,
      source: 'web',
      height: 1.6,
      weight: 58,
      add_ons: [{ add_on_id: 1, status: true }],
      heavy_machinery: false,
      maid_or_office_worker: true,
    },
    ...overrides,
  };
}

async function questionsFor(dob: string) {
  const response = await inject({ method: 'GET', url: `${MEDICAL}/underwritings/?dob=${dob}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { uuid: string }[] }>().data;
}

async function termsFor(limitSen: number) {
  const response = await inject({ method: 'GET', url: `${MEDICAL}/tcs/?annual_limit=${limitSen}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string }[] }>().data;
}

async function create(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return inject({ method: 'POST', url: `${MEDICAL}/applications/`, payload: body, headers });
}

async function submit(
  uuid: string,
  dob: string,
  answer: 'Yes' | 'No' = 'No',
  headers: Record<string, string> = {},
) {
  const questions = await questionsFor(dob);
  const terms = await termsFor(5_000_000);
  return inject({
    method: 'POST',
    url: `${MEDICAL}/applications/${uuid}/submit/`,
    headers,
    payload: {
      answers: questions.map((question, index) => ({
        question_uuid: question.uuid,
        answer: index === 0 ? answer : 'No',
        user_note: '',
      })),
      accepted_terms: terms.map((item) => item.id),
    },
  });
}

async function read(uuid: string, headers: Record<string, string> = {}) {
  const response = await inject({ method: 'GET', url: `${MEDICAL}/applications/${uuid}/`, headers });
  return response;
}

async function waitForStatus(uuid: string, status: string) {
  for (let i = 0; i < 50; i += 1) {
    await sandbox.idle();
    const response = await read(uuid);
    if (response.json<{ data: { status: string } }>().data.status === status) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`application ${uuid} never became ${status}`);
}

/** Pays (or fails, or cancels) on the partner's hosted gateway page, then follows the return to our API. */
async function onGateway(paymentUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pay now');
  const posted = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const back = new URL(posted.headers.get('location')!);
  return inject({ method: 'GET', url: `${back.pathname}${back.search}` });
}

describe('quotes and the age and deductible rules', () => {
  it('a 42-year-old gets the deductible and the cashless price; Plan 50 is recommended; cover to 80', async () => {
    const response = await inject({
      method: 'POST',
      url: `${MEDICAL}/quote/`,
      payload: { gender: 'f', dob: dobAged(42) },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.has_deductible).toBe(true);
    const plan50 = data.plans.find((plan: { plan_name: string }) => plan.plan_name === 'Plan 50');
    expect(plan50).toMatchObject({
      recommended: true,
      coverage_term: 80,
      has_deductible: true,
      deductible: 100_000,
    });
    expect(plan50.monthly_price).toBe(plan50.cashless_price);
    expect(plan50.monthly_price).toBeLessThan(plan50.base_price);
    expect(data.plans.filter((plan: { recommended: boolean }) => plan.recommended)).toHaveLength(1);
    expect(Number.isInteger(plan50.monthly_price)).toBe(true);
  });

  it('a 30-year-old pays the base price with no deductible', async () => {
    const response = await inject({
      method: 'POST',
      url: `${MEDICAL}/quote/`,
      payload: { gender: 'm', dob: dobAged(30) },
    });
    const { data } = response.json();
    expect(data.has_deductible).toBe(false);
    for (const plan of data.plans) {
      expect(plan.has_deductible).toBe(false);
      expect(plan.monthly_price).toBe(plan.base_price);
      expect(plan.cashless_price).toBeNull();
    }
  });

  it.each([
    ['en', 50, 'at least 15 days old and under 49 years'],
    ['ms', 49, 'sekurang-kurangnya 15 hari dan di bawah 49 tahun'],
  ])('refuses in %s a buyer aged %i with the age message', async (language, age, words) => {
    const response = await inject({
      method: 'POST',
      url: `${MEDICAL}/quote/`,
      headers: { 'accept-language': language },
      payload: { gender: 'm', dob: dobAged(age, 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields.dob[0]).toContain(words);
  });

  it('refuses a baby younger than 15 days and takes one of 15 days', async () => {
    const young = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const old = new Date(Date.now() - 16 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await inject({ method: 'POST', url: `${MEDICAL}/quote/`, payload: { gender: 'f', dob: young } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject({ method: 'POST', url: `${MEDICAL}/quote/`, payload: { gender: 'f', dob: old } }))
        .statusCode,
    ).toBe(200);
  });

  it('lists questions by date of birth, terms by annual limit, states, countries and banks', async () => {
    expect(await questionsFor(dobAged(42))).toHaveLength(4);
    expect(await questionsFor(dobAged(3))).toHaveLength(3);
    expect((await termsFor(5_000_000)).length).toBeGreaterThan(0);
    const unknown = await inject({ method: 'GET', url: `${MEDICAL}/tcs/?annual_limit=123` });
    expect(unknown.statusCode).toBe(400);
    for (const list of ['states', 'countries', 'banks']) {
      const response = await inject({ method: 'GET', url: `${MEDICAL}/${list}/` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(0);
    }
  });
});

describe('applications', () => {
  it('approved, paid on the gateway, issued by callback; found in the policy list after registering', async () => {
    const body = medicalApplication();
    const created = await create(body);
    expect(created.statusCode).toBe(201);
    const { uuid, status } = created.json().data;
    expect(status).toBe('draft');
    const submitted = await submit(uuid, body.dob);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'approved', plan: { has_deductible: true } });
    // Plan 50 cashless for a 42-year-old, plus the RM9.00 add-on, monthly.
    const premium = submitted.json().data.premium;
    expect(premium).toBe(submitted.json().data.plan.monthly_price);

    const payment = await inject({
      method: 'POST',
      url: `${MEDICAL}/applications/${uuid}/initiate-payment/?locale=ms`,
    });
    expect(payment.statusCode).toBe(200);
    const back = await onGateway(payment.json().data.payment_url, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:8080/ms/axa-emedic/success?application=${uuid}`);
    const issued = await waitForStatus(uuid, 'issued');
    expect(issued.data.policy_number).toMatch(/^EM\d+/);
    expect(issued.data.documents.length).toBeGreaterThan(0);
    const delivered = sandbox.callbacks.filter((callback) => callback.status === 200);
    expect(delivered.length).toBeGreaterThan(0);

    const member = await registerMember(app, { email: body.email });
    const policies = await inject({
      method: 'GET',
      url: '/partners/api/v1/insurer/policies/',
      headers: { authorization: `Teduh ${member.access}` },
    });
    expect(policies.statusCode).toBe(200);
    expect(policies.json().data.map((row: { uuid: string }) => row.uuid)).toContain(uuid);
  });

  it('declined by the partner: the buyer is told', async () => {
    const body = medicalApplication({ email: `decline-${Date.now()}@example.com` });
    const { uuid } = (await create(body)).json().data;
    const submitted = await submit(uuid, body.dob);
    expect(submitted.json().data.status).toBe('declined');
    expect(submitted.json().data.decision_reason).toBeTruthy();
    const pay = await inject({
      method: 'POST',
      url: `${MEDICAL}/applications/${uuid}/initiate-payment/`,
    });
    expect(pay.statusCode).toBe(409);
  });

  it('referred to manual underwriting by a Yes, then approved by the underwriter (callback)', async () => {
    const body = medicalApplication();
    const { uuid } = (await create(body)).json().data;
    const submitted = await submit(uuid, body.dob, 'Yes');
    expect(submitted.json().data.status).toBe('referred');
    const row = await app.partnerInsurer.owned(uuid, null);
    const decision = await fetch(`${sandboxUrl}/sandbox/applications/${row.partnerApplicationId}/decision`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(decision.status).toBe(200);
    await waitForStatus(uuid, 'approved');
  });

  it('a yearly premium; a failed payment can be paid again and then issues the policy', async () => {
    const body = medicalApplication({ payment_type: 2 });
    const { uuid } = (await create(body)).json().data;
    const approved = (await submit(uuid, body.dob)).json().data;
    expect(approved.premium).toBe(approved.plan.monthly_price * 11);
    const first = await inject({
      method: 'POST',
      url: `${MEDICAL}/applications/${uuid}/initiate-payment/`,
    });
    const failed = await onGateway(first.json().data.payment_url, 'fail');
    expect(failed.headers.location).toBe(`http://localhost:8080/axa-emedic/${uuid}`);
    await waitForStatus(uuid, 'payment_failed');
    const second = await inject({
      method: 'POST',
      url: `${MEDICAL}/applications/${uuid}/initiate-payment/`,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.payment_url).not.toBe(first.json().data.payment_url);
    await onGateway(second.json().data.payment_url, 'pay');
    await waitForStatus(uuid, 'issued');
  });

  it('refuses bad input with field messages, in the buyer language', async () => {
    const body = medicalApplication({ phone: 'abc', detail: { ...medicalApplication().detail, height: 7 } });
    const response = await create(body, { 'accept-language': 'ms' });
    expect(response.statusCode).toBe(400);
    const mismatch = await create(medicalApplication({ identification_no: '010101-14-5679' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.fields.identification_no[0]).toContain('NRIC');
  });

  it("another member's application answers 404; a visitor's is read by its uuid", async () => {
    const alice: TestMember = await registerMember(app);
    const bob: TestMember = await registerMember(app);
    const body = medicalApplication({ email: alice.email });
    const created = await create(body, { authorization: `Teduh ${alice.access}` });
    const { uuid } = created.json().data;
    expect((await read(uuid, { authorization: `Teduh ${alice.access}` })).statusCode).toBe(200);
    expect((await read(uuid, { authorization: `Teduh ${bob.access}` })).statusCode).toBe(404);
    expect((await read(uuid)).statusCode).toBe(404);
  });
});

describe('the callback', () => {
  async function issuedApplication() {
    const body = medicalApplication();
    const { uuid } = (await create(body)).json().data;
    await submit(uuid, body.dob);
    await sandbox.idle();
    return uuid;
  }

  it('refuses a forged or stale signature', async () => {
    const event = sandbox.sentEvents.at(-1)!;
    const forged = await inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/json',
        'x-partner-signature': partnerSignature(
          'wrong-secret-0000000',
          event.raw,
          Math.floor(Date.now() / 1000),
        ),
      },
      payload: event.raw,
    });
    expect(forged.statusCode).toBe(403);
    const stale = await inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/json',
        'x-partner-signature': partnerSignature(SECRET, event.raw, Math.floor(Date.now() / 1000) - 3600),
      },
      payload: event.raw,
    });
    expect(stale.statusCode).toBe(403);
    const tampered = event.raw.replace('"status":"', '"status":"x');
    expect(tampered).not.toBe(event.raw);
    const changed = await inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/json', 'x-partner-signature': event.signature },
      payload: tampered,
    });
    expect(changed.statusCode).toBe(403);
  });

  it('a duplicate is answered as a repeat; an older version arriving late changes nothing', async () => {
    const uuid = await issuedApplication();
    const payment = await inject({
      method: 'POST',
      url: `${MEDICAL}/applications/${uuid}/initiate-payment/`,
    });
    await onGateway(payment.json().data.payment_url, 'pay');
    await waitForStatus(uuid, 'issued');
    const row = await app.partnerInsurer.owned(uuid, null);
    const events = sandbox.sentEvents
      .map((event) => ({ ...event, body: JSON.parse(event.raw) }))
      .filter((event) => event.body.data.id === row.partnerApplicationId);
    const approvedEvent = events.find((event) => event.body.data.status === 'approved')!;
    const issuedEvent = events.find((event) => event.body.data.status === 'issued')!;
    const resend = (raw: string) =>
      inject({
        method: 'POST',
        url: '/api/elife/backend-response/',
        headers: {
          'content-type': 'application/json',
          'x-partner-signature': partnerSignature(SECRET, raw, Math.floor(Date.now() / 1000)),
        },
        payload: raw,
      });
    const again = await resend(issuedEvent.raw);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.duplicate).toBe(true);
    // The "approved" event delivered after "issued" (out of order): recorded, not applied.
    const late = await inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/json',
        'x-partner-signature': partnerSignature(
          SECRET,
          approvedEvent.raw.replace(approvedEvent.body.event_id, `${approvedEvent.body.event_id}-late`),
          Math.floor(Date.now() / 1000),
        ),
      },
      payload: approvedEvent.raw.replace(approvedEvent.body.event_id, `${approvedEvent.body.event_id}-late`),
    });
    expect(late.statusCode).toBe(200);
    expect((await read(uuid)).json().data.status).toBe('issued');
  });
});

describe('a partner that is down or slow', () => {
  async function downtime(down: boolean) {
    const response = await fetch(`${sandboxUrl}/sandbox/downtime`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ down }),
    });
    expect(response.status).toBe(200);
  }

  it('saves the application (202), keeps every answer, and the buyer resumes when it is back', async () => {
    const body = medicalApplication();
    await downtime(true);
    try {
      const created = await create(body);
      expect(created.statusCode).toBe(202);
      expect(created.json().data).toMatchObject({ status: 'saved', awaiting_partner: true, name: body.name });
      const { uuid } = created.json().data;
      const quote = await inject({
        method: 'POST',
        url: `${MEDICAL}/quote/`,
        payload: { gender: 'f', dob: body.dob },
      });
      expect(quote.statusCode).toBe(503);
      expect(quote.json().errors.code).toBe('partner_unavailable');
      const row = await app.partnerInsurer.owned(uuid, null);
      expect(row.application).toEqual(body);
      await downtime(false);
      const resumed = await submit(uuid, body.dob);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().data.status).toBe('approved');
    } finally {
      await downtime(false);
    }
  });

  it('an underwriting service that is down on submit leaves the application submitting (202), answers kept', async () => {
    const body = medicalApplication({ email: `downtime-${Date.now()}@example.com` });
    const { uuid } = (await create(body)).json().data;
    const submitted = await submit(uuid, body.dob);
    expect(submitted.statusCode).toBe(202);
    expect(submitted.json().data).toMatchObject({ status: 'submitting', awaiting_partner: true });
    const row = await app.partnerInsurer.owned(submitted.json().data.uuid, null);
    expect(row.answers?.length).toBeGreaterThan(0);
    expect(row.acceptedTerms?.length).toBeGreaterThan(0);
  });

  it('a partner slower than our timeout: the buyer is told to come back, the callback brings the decision', async () => {
    const body = medicalApplication({ email: `timeout-${Date.now()}@example.com` });
    const { uuid } = (await create(body)).json().data;
    const submitted = await submit(uuid, body.dob);
    expect(submitted.statusCode).toBe(202);
    expect(submitted.json().data.status).toBe('submitting');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await waitForStatus(uuid, 'approved');
  });
});

describe('both generations and the life plan', () => {
  it('the older generation answers from the same implementation', async () => {
    const quote = await inject({
      method: 'POST',
      url: '/api/emedic/quote/',
      payload: { gender: 'f', dob: dobAged(42) },
    });
    expect(quote.statusCode).toBe(200);
    const body = medicalApplication();
    const created = await inject({ method: 'POST', url: '/api/emedic/create/', payload: body });
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json().data;
    const newer = await read(uuid);
    expect(newer.json().data.uuid).toBe(uuid);
    const underwritings = await inject({
      method: 'GET',
      url: `/api/emedic/get-underwritings/?dob=${body.dob}`,
    });
    expect(underwritings.statusCode).toBe(200);
    const terms = await inject({ method: 'GET', url: '/api/emedic/get-tcs/?annual_limit=5000000' });
    expect(terms.statusCode).toBe(200);
  });

  it('the life plan: beneficiary relationships, and a buyer buys it', async () => {
    const relationships = await inject({ method: 'GET', url: `${LIFE}/beneficiary-relationships/` });
    expect(relationships.json().data.length).toBeGreaterThan(0);
    const dob = dobAged(35);
    const quote = await inject({ method: 'POST', url: `${LIFE}/quote/`, payload: { gender: 'm', dob } });
    expect(quote.statusCode).toBe(200);
    const plan = quote.json().data.plans[0];
    const { detail, ...rest } = medicalApplication({}, dob);
    const body = {
      ...rest,
      gender: 'm',
      plan_detail_id: plan.id,
      detail: {
        ...detail,
        add_ons: undefined,
        heavy_machinery: undefined,
        maid_or_office_worker: undefined,
        smoker: false,
      },
      beneficiaries: [{ name: 'Ahmad bin Ali', relationship_id: 1, share_percent: 100 }],
    };
    const created = await inject({
      method: 'POST',
      url: `${LIFE}/applications/`,
      payload: JSON.parse(JSON.stringify(body)),
    });
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json().data;
    const questions = (await inject({ method: 'GET', url: `${LIFE}/underwritings/?dob=${dob}` })).json().data;
    const terms = (
      await inject({ method: 'GET', url: `${LIFE}/tcs/?annual_limit=${plan.annual_limit}` })
    ).json().data;
    const submitted = await inject({
      method: 'POST',
      url: `${LIFE}/applications/${uuid}/submit/`,
      payload: {
        answers: questions.map((question: { uuid: string }) => ({
          question_uuid: question.uuid,
          answer: 'No',
        })),
        accepted_terms: terms.map((item: { id: string }) => item.id),
      },
    });
    expect(submitted.json().data.status).toBe('approved');
  });

  it('with the flag off the life plan is not sold', async () => {
    const off = await startApi(false, database);
    try {
      const response = await off.inject({
        method: 'POST',
        url: `${LIFE}/quote/`,
        payload: { gender: 'm', dob: dobAged(35) },
      });
      expect(response.statusCode).toBe(404);
      const features = await off.inject({ method: 'GET', url: '/partners/api/v1/insurer/features/' });
      expect(features.json().data).toEqual({ medical_plan: true, life_plan: false });
    } finally {
      await off.close();
    }
  });
});

describe('who may open an application', () => {
  it("a visitor's application opens only with its key, or for the member who registers with its e-mail", async () => {
    const body = medicalApplication();
    const created = await app.inject({ method: 'POST', url: `${MEDICAL}/applications/`, payload: body });
    expect([201, 202]).toContain(created.statusCode);
    const { uuid, access_key: key } = created.json<{ data: { uuid: string; access_key: string } }>().data;
    expect(key).toBe(app.partnerInsurer.accessKey(uuid));
    const url = `${MEDICAL}/applications/${uuid}/`;

    // The uuid alone, or a wrong key, opens nothing: 404 as for an unknown application.
    for (const attempt of [url, `${url}?key=${'A'.repeat(key.length)}`]) {
      const response = await app.inject({ method: 'GET', url: attempt });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors.code).toBe('not_found');
    }
    const pay = await app.inject({ method: 'POST', url: `${url}initiate-payment/` });
    expect(pay.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${url}?key=${key}` })).statusCode).toBe(200);

    // The buyer registers afterwards with the same address: their session opens it without the key.
    const buyer = await registerMember(app, { email: body.email });
    const signedIn = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Teduh ${buyer.access}` },
    });
    expect(signedIn.statusCode).toBe(200);
    const stranger = await registerMember(app);
    const other = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Teduh ${stranger.access}` },
    });
    expect(other.statusCode).toBe(404);
  });
});
