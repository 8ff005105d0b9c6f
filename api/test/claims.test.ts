// Death claims end to end against the card sandbox's Payouts API: who may file, what is never revealed,
// documents checked by content, staff decisions and scoping, the two clocks, payouts that survive a provider
// time-out or refusal, and the certificate ending after the death benefit.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { certificates, type Beneficiary } from '../src/db/schema';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { parseStaffArgs, runStaffCommand } from '../src/modules/staff/command';
import { grantStaff } from '../src/modules/staff/roles';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import {
  buildCardSandbox,
  TEST_PAYOUT_ACCOUNTS,
  type CardSandbox,
  type CardSandboxOptions,
} from '../src/sandboxes/card-provider/server';
import { auth, mails, paid, pendingCertificate, verifiedMember } from './certificates-fixtures';
import { multipartBody } from './helpers/multipart';
import { registerMember, testConfig, WEB_ORIGIN } from './helpers/test-app';
import { settlePayouts } from './payments-fixtures';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

const CLAIMS = '/claim/api/v1/claims';
const STAFF = '/staff/api/v1/claims';
const SECRET = 'xnd_development_claims_test_0001';
const CALLBACK = 'claims-test-callback-token-0001';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const zip = Buffer.from([
  0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);

let app: FastifyInstance;
let database: TestDatabase;
let card: CardSandbox;
const cardOptions: CardSandboxOptions = {
  secretKey: SECRET,
  callbackToken: CALLBACK,
  webhook: { retryBaseMs: 20, maxAttempts: 3 },
  payouts: { settleAfterMs: 20, slowAnswerMs: 1200 },
};

beforeAll(async () => {
  card = await buildCardSandbox(cardOptions);
  const cardUrl = await card.app.listen({ port: 0, host: '127.0.0.1' });
  database = await openTestDatabase();
  const dir = path.join(
    os.tmpdir(),
    `teduh-claims-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  app = await buildApp(
    testConfig({
      certificates: { storageDir: path.join(dir, 'certificates') },
      claims: { storageDir: path.join(dir, 'claims'), maxUploadBytes: 200_000 },
      payments: { card: { url: cardUrl, secretKey: SECRET, callbackToken: CALLBACK, timeoutMs: 400 } },
    }),
    { database, logger: false },
  );
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  cardOptions.webhookUrl = `${apiUrl}/payments/providers/xendit/webhooks/`;
  await seedCatalogue(app.db);
  await seedCertificatesReference(app.db);
});

afterAll(async () => {
  await card.idle();
  await card.app.close();
  await app.close();
  await database.dispose();
});

const t = () => ({ app, database, close: async () => {} });

const settle = () => settlePayouts(app, card);

const beneficiary: Beneficiary = {
  name: 'Aminah binti Yusof',
  contact_number: '+60123456780',
  relationship: 'spouse',
  type: 'hibah',
  gender: 'female',
  email: 'aminah@example.com',
  payout: 100,
  agreed: true,
};

/** An issued certificate (RM50,000) of a new member, with a named hibah beneficiary. */
async function issuedCertificate(withBeneficiary = true) {
  const holder = await verifiedMember(t());
  const journey = await pendingCertificate(t(), holder);
  await app.certificatePayments.contributionPaid(paid(journey.certificate));
  await app.db
    .update(certificates)
    .set({ beneficiary: withBeneficiary ? beneficiary : null })
    .where(eq(certificates.id, journey.certificate));
  const [row] = await app.db.select().from(certificates).where(eq(certificates.id, journey.certificate));
  expect(row!.status).toBe('issued');
  return { holder, certificate: row! };
}

let nricSerial = 1000 + crypto.randomInt(0, 8000);
const claimantNric = () => `850505-10-${String((nricSerial += 1)).padStart(4, '0')}`;

interface Claimant {
  email: string;
  idRef: string;
}

async function requestCode(
  deceased: string,
  number: string,
  claimant: Claimant,
  language: 'en' | 'ms' = 'en',
) {
  return app.inject({
    method: 'POST',
    url: `${CLAIMS}/code/`,
    headers: { 'accept-language': language },
    payload: {
      deceased_id_ref: deceased,
      certificate_number: number,
      claimant_id_ref: claimant.idRef,
      email: claimant.email,
    },
  });
}

async function latestCode(email: string): Promise<string | null> {
  const inbox = await mails(t(), email);
  const mail = inbox.filter((m) => m.template === 'claim_code').at(-1);
  return mail?.text.match(/^(\d{6})$/m)?.[1] ?? null;
}

function submission(deceased: string, number: string, claimant: Claimant, code: string, extra = {}) {
  return {
    deceased_id_ref: deceased,
    certificate_number: number,
    claimant_id_ref: claimant.idRef,
    email: claimant.email,
    code,
    claimant_name: 'Hafiz bin Ahmad',
    claimant_phone: '012-345 6789',
    relationship: 'son',
    date_of_death: '2026-01-10',
    cause_of_death: 'illness',
    marital_status: 'married',
    bank_code: 'MY_MAYBANK',
    account_number: '114412345678',
    ...extra,
  };
}

/** A guest files a claim on the certificate and gets its tracker token. */
async function fileClaim(
  certificate: { idRef: string; number: string | null },
  extra: Record<string, string> = {},
  language: 'en' | 'ms' = 'en',
) {
  const claimant = {
    email: `kin.${crypto.randomBytes(3).toString('hex')}@example.com`,
    idRef: claimantNric(),
  };
  expect((await requestCode(certificate.idRef, certificate.number!, claimant, language)).statusCode).toBe(
    202,
  );
  const code = await latestCode(claimant.email);
  expect(code).not.toBeNull();
  const response = await app.inject({
    method: 'POST',
    url: `${CLAIMS}/submission/`,
    headers: { 'accept-language': language },
    payload: submission(certificate.idRef, certificate.number!, claimant, code!, extra),
  });
  if (response.statusCode !== 201) throw new Error(`submission: ${response.statusCode} ${response.body}`);
  const data = response.json().data as {
    claim: { uuid: string; required_documents: { kind: string }[] };
    tracker_token: string;
  };
  return {
    claimant,
    claimId: data.claim.uuid,
    token: data.tracker_token,
    required: data.claim.required_documents.map((d) => d.kind),
  };
}

function upload(
  claimId: string,
  token: string | null,
  kind: string,
  data: Buffer,
  filename = 'document.pdf',
) {
  const { payload, headers } = multipartBody({ claim: claimId, kind }, [
    { field: 'file', filename, contentType: 'application/pdf', data },
  ]);
  return app.inject({
    method: 'POST',
    url: `${CLAIMS}/submission/upload/`,
    headers: { ...headers, ...(token ? { 'x-claim-token': token } : {}) },
    payload,
  });
}

async function staffMember() {
  const member = await registerMember(app);
  await grantStaff(app.db, member.email);
  return member;
}

async function staffDetail(access: string, claimId: string) {
  const response = await app.inject({ method: 'GET', url: `${STAFF}/${claimId}/`, headers: auth(access) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function verifyAll(access: string, claimId: string, kinds?: string[]) {
  const detail = await staffDetail(access, claimId);
  for (const doc of detail.claim.documents as { uuid: string; kind: string }[]) {
    if (kinds && !kinds.includes(doc.kind)) continue;
    const response = await app.inject({
      method: 'POST',
      url: `${STAFF}/${claimId}/documents/${doc.uuid}/review/`,
      headers: { ...auth(access), origin: WEB_ORIGIN },
      payload: { verdict: 'verified' },
    });
    expect(response.statusCode).toBe(200);
  }
}

function decide(
  access: string,
  claimId: string,
  benefit: 'CB1' | 'DB1',
  decision = 'approve',
  reason?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${STAFF}/${claimId}/decision/`,
    headers: auth(access),
    payload: { benefit, decision, ...(reason ? { reason } : {}) },
  });
}

describe('choice lists', () => {
  it('lists marital status, cause of death and cancel reasons in English and Malay', async () => {
    const en = await app.inject({ method: 'GET', url: '/utils/get-choices/cause-of-death/' });
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toContainEqual({ value: 'accident', label: 'Accident' });
    const ms = await app.inject({
      method: 'GET',
      url: '/utils/get-choices/marital-status/',
      headers: { 'accept-language': 'ms' },
    });
    expect(ms.json().data).toContainEqual({ value: 'married', label: 'Berkahwin' });
    const legacy = await app.inject({ method: 'GET', url: '/api/utils/get-choices/policy-cancel-reasons/' });
    expect(legacy.json().data.map((c: { value: string }) => c.value)).toContain('other_cover');
    expect((await app.inject({ method: 'GET', url: '/utils/get-choices/colours/' })).statusCode).toBe(400);
  });
});

describe('who may claim', () => {
  it('answers the same whether or not the certificate exists, and e-mails a code only when it does', async () => {
    const { certificate } = await issuedCertificate();
    const claimant = { email: 'someone.curious@example.com', idRef: claimantNric() };
    const wrong = await requestCode(certificate.idRef, 'TPP-2026-999999', claimant);
    const wrongNric = await requestCode('900101-14-5551', certificate.number!, claimant);
    expect(wrong.statusCode).toBe(202);
    expect(wrongNric.statusCode).toBe(202);
    expect(wrong.json()).toEqual(wrongNric.json());
    expect(await latestCode(claimant.email)).toBeNull();

    // A made-up code on someone else's certificate and a code on details that match nothing: one answer.
    const guessed = await app.inject({
      method: 'POST',
      url: `${CLAIMS}/submission/`,
      payload: submission(certificate.idRef, certificate.number!, claimant, '123456'),
    });
    const nothing = await app.inject({
      method: 'POST',
      url: `${CLAIMS}/submission/`,
      payload: submission(certificate.idRef, 'TPP-2026-999999', claimant, '123456'),
    });
    expect(guessed.statusCode).toBe(400);
    expect(nothing.statusCode).toBe(400);
    expect(guessed.json()).toEqual(nothing.json());
    expect(guessed.json().errors.code).toBe('claim_code_invalid');
  });

  it("keeps a claim from anyone but its claimant: another member, and a guest without the link's token", async () => {
    const { certificate } = await issuedCertificate();
    const { claimId, token } = await fileClaim(certificate);
    const stranger = await registerMember(app);
    const asStranger = await app.inject({
      method: 'GET',
      url: `${CLAIMS}/${claimId}/`,
      headers: auth(stranger.access),
    });
    const noToken = await app.inject({ method: 'GET', url: `${CLAIMS}/${claimId}/` });
    const badToken = await app.inject({
      method: 'GET',
      url: `${CLAIMS}/${claimId}/?token=${token.slice(1)}x`,
    });
    const unknown = await app.inject({
      method: 'GET',
      url: `${CLAIMS}/${crypto.randomUUID()}/?token=${token}`,
    });
    for (const response of [asStranger, noToken, badToken, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors.code).toBe('not_found');
    }
    expect((await upload(claimId, null, 'death_certificate', pdf)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `${CLAIMS}/${claimId}/?token=${token}` })).statusCode,
    ).toBe(200);
  });

  it('refuses staff actions to members (403) and lets staff only act', async () => {
    const { certificate } = await issuedCertificate();
    const { claimId } = await fileClaim(certificate);
    const member = await registerMember(app);
    expect(
      (await app.inject({ method: 'GET', url: `${STAFF}/`, headers: auth(member.access) })).statusCode,
    ).toBe(403);
    expect((await decide(member.access, claimId, 'CB1')).statusCode).toBe(403);
  });
});

describe('documents', () => {
  it('refuses a disguised upload by its content and lists what is still missing', async () => {
    const { certificate } = await issuedCertificate();
    const { claimId, token, required } = await fileClaim(certificate, { cause_of_death: 'accident' });
    expect(required).toEqual([
      'death_certificate',
      'police_report',
      'claimant_nric_front',
      'claimant_nric_back',
      'bank_statement',
    ]);
    const disguised = await upload(claimId, token, 'death_certificate', zip, 'death-certificate.pdf');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors.fields.file[0]).toContain('ZIP');
    const malay = await app.inject({
      ...(() => {
        const { payload, headers } = multipartBody({ claim: claimId, kind: 'death_certificate' }, [
          {
            field: 'file',
            filename: 'a.pdf',
            contentType: 'application/pdf',
            data: Buffer.from('just text'),
          },
        ]);
        return { payload, headers: { ...headers, 'x-claim-token': token, 'accept-language': 'ms' } };
      })(),
      method: 'POST',
      url: `${CLAIMS}/submission/upload/`,
    });
    expect(malay.statusCode).toBe(400);
    expect(malay.json().errors.fields.file[0]).toMatch(/Sila muat naik fail PDF/);
    const tooBig = await upload(
      claimId,
      token,
      'death_certificate',
      Buffer.concat([pdf, Buffer.alloc(300_000)]),
    );
    expect(tooBig.statusCode).toBe(400);
    const notNeeded = await upload(claimId, token, 'burial_permit', pdf);
    expect(notNeeded.statusCode).toBe(400);

    const ok = await upload(claimId, token, 'death_certificate', pdf);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.status).toBe('documents_needed');
    expect(ok.json().data.missing_documents).toEqual([
      'police_report',
      'claimant_nric_front',
      'claimant_nric_back',
      'bank_statement',
    ]);
  });
});

describe('decisions, clocks and payouts', () => {
  it('pays CB1 within its 24-hour clock, then DB1, and ends the certificate', async () => {
    const { certificate } = await issuedCertificate();
    const { claimId, token, claimant, required } = await fileClaim(certificate, {}, 'ms');
    const staff = await staffMember();

    // Before the death certificate is verified, CB1 cannot be approved.
    for (const kind of required) expect((await upload(claimId, token, kind, pdf)).statusCode).toBe(201);
    expect((await decide(staff.access, claimId, 'CB1')).statusCode).toBe(409);

    await verifyAll(staff.access, claimId, ['death_certificate']);
    let view = (await staffDetail(staff.access, claimId)).claim;
    const cb1 = view.benefits.find((b: { code: string }) => b.code === 'CB1');
    expect(cb1.amount_sen).toBe(500_000);
    expect(cb1.clock.seconds_left).toBeGreaterThan(23 * 3600);
    expect(Date.parse(cb1.clock.due_at) - Date.parse(cb1.clock.started_at)).toBe(24 * 3600 * 1000);
    expect((await decide(staff.access, claimId, 'DB1')).statusCode).toBe(409);

    expect((await decide(staff.access, claimId, 'CB1')).statusCode).toBe(200);
    await settle();
    const tracker = await app.inject({
      method: 'GET',
      url: `${CLAIMS}/${claimId}/`,
      headers: { 'x-claim-token': token },
    });
    const paidCb1 = tracker.json().data.benefits.find((b: { code: string }) => b.code === 'CB1');
    expect(paidCb1.status).toBe('paid');
    expect(paidCb1.clock.met).toBe(true);
    const payouts = card.payouts().filter((p) => p.description?.endsWith('CB1') && p.amount === 5000);
    expect(
      payouts.some(
        (p) => p.status === 'SUCCEEDED' && p.channel_properties.account_holder_name === beneficiary.name,
      ),
    ).toBe(true);

    await verifyAll(staff.access, claimId);
    expect((await decide(staff.access, claimId, 'DB1')).statusCode).toBe(200);
    await settle();
    view = (await staffDetail(staff.access, claimId)).claim;
    expect(view.status).toBe('paid');
    expect(view.benefits.find((b: { code: string }) => b.code === 'DB1').amount_sen).toBe(4_500_000);
    const [ended] = await app.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(ended!.status).toBe('canceled');
    expect(ended!.endReason).toBe('death_claim');

    const detail = await staffDetail(staff.access, claimId);
    const actions = detail.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'submitted',
        'document_verified',
        'clock_started',
        'approved',
        'paid',
        'certificate_ended',
      ]),
    );

    const inbox = await mails(t(), claimant.email);
    const subjects = inbox.filter((m) => m.template === 'claim_update').map((m) => m.subject);
    expect(subjects.some((s) => /dibayar/.test(s))).toBe(true);
  });

  it('pays once when the answer to the payout call times out and the call is retried', async () => {
    const { certificate } = await issuedCertificate();
    const { claimId, token, required } = await fileClaim(certificate, {
      account_number: TEST_PAYOUT_ACCOUNTS.slowAnswer,
    });
    const staff = await staffMember();
    for (const kind of required) await upload(claimId, token, kind, pdf);
    await verifyAll(staff.access, claimId, ['death_certificate']);
    expect((await decide(staff.access, claimId, 'CB1')).statusCode).toBe(200);
    await settle();
    // The job again, as after a crash: nothing new is sent.
    const detail = await staffDetail(staff.access, claimId);
    for (const payout of detail.payouts) await app.claims.sendPayout(payout.uuid);
    await app.claims.reconcile(0);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await settle();
    const mine = card
      .payouts()
      .filter((p) => p.channel_properties.account_number === TEST_PAYOUT_ACCOUNTS.slowAnswer);
    expect(mine).toHaveLength(1);
    const after = await staffDetail(staff.access, claimId);
    expect(after.payouts).toHaveLength(1);
    expect(after.claim.benefits.find((b: { code: string }) => b.code === 'CB1').status).toBe('paid');
  });

  it('retries a payout the bank failed for a while, and returns a refused one to staff', async () => {
    const staff = await staffMember();
    const temporary = await issuedCertificate();
    const first = await fileClaim(temporary.certificate, {
      account_number: TEST_PAYOUT_ACCOUNTS.temporaryError,
    });
    for (const kind of first.required) await upload(first.claimId, first.token, kind, pdf);
    await verifyAll(staff.access, first.claimId, ['death_certificate']);
    await decide(staff.access, first.claimId, 'CB1');
    await settle();
    await settle();
    let detail = await staffDetail(staff.access, first.claimId);
    // Every attempt fails at this test account: three attempts, then staff.
    expect(detail.payouts.map((p: { status: string }) => p.status)).toEqual([
      'failed',
      'failed',
      'returned_to_staff',
    ]);

    const invalid = await issuedCertificate();
    const second = await fileClaim(invalid.certificate, {
      account_number: TEST_PAYOUT_ACCOUNTS.invalidDestination,
    });
    for (const kind of second.required) await upload(second.claimId, second.token, kind, pdf);
    await verifyAll(staff.access, second.claimId, ['death_certificate']);
    await decide(staff.access, second.claimId, 'CB1');
    await settle();
    detail = await staffDetail(staff.access, second.claimId);
    expect(detail.payouts).toHaveLength(1);
    expect(detail.payouts[0]).toMatchObject({
      status: 'returned_to_staff',
      failure_code: 'INVALID_DESTINATION',
    });
    expect(detail.claim.benefits.find((b: { code: string }) => b.code === 'CB1').status).toBe('approved');
    const retried = await app.inject({
      method: 'POST',
      url: `${STAFF}/${second.claimId}/payouts/retry/`,
      headers: auth(staff.access),
    });
    expect(retried.statusCode).toBe(200);
    await settle();
    detail = await staffDetail(staff.access, second.claimId);
    expect(detail.payouts).toHaveLength(2);
  });

  it('declines with a reason the claimant reads, with how to appeal', async () => {
    const { certificate } = await issuedCertificate();
    const { claimId, claimant } = await fileClaim(certificate);
    const staff = await staffMember();
    expect((await decide(staff.access, claimId, 'DB1', 'decline')).statusCode).toBe(400);
    const declined = await decide(
      staff.access,
      claimId,
      'DB1',
      'decline',
      'The death happened before the cover started.',
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.status).toBe('declined');
    const inbox = await mails(t(), claimant.email);
    const mail = inbox.find((m) => m.template === 'claim_update' && /declined/.test(m.subject));
    expect(mail?.text).toContain('before the cover started');
    expect(mail?.text).toContain('appeal');
  });

  it('lets staff verify and approve from the CLI, named in the audit trail', async () => {
    const { certificate } = await issuedCertificate();
    const { claimId, token, required } = await fileClaim(certificate);
    for (const kind of required) await upload(claimId, token, kind, pdf);
    const cli = (...words: string[]) => runStaffCommand(app, parseStaffArgs([...words, '--as', 'siti'])!);
    const shown = await cli('claims', 'show', claimId);
    const death = /document ([0-9a-f-]{36}) death_certificate/.exec(shown)![1]!;
    expect(await cli('claims', 'verify', claimId, death)).toContain('death_certificate verified');
    expect(await cli('claims', 'approve', claimId, 'CB1')).toContain('CB1 RM5000.00 approved');
    await settle();
    const trail = await cli('claims', 'show', claimId);
    expect(trail).toContain('approved  by cli:siti');
    expect(trail).toContain('CB1 RM5000.00 paid');
    expect(parseStaffArgs(['claims', 'decline', claimId])).toBeNull();
  });
});
