// Claim codes by SMS, against the SMS provider sandbox (Twilio's Messaging API): the code reaches a Malaysian
// mobile in the claimant's language and works only with that number, anything but a Malaysian mobile is a 400
// on the field, the provider's refusal is a clear 400 and its failure a 503 (never a 500), nothing tells
// whether a certificate exists, requests are limited per number and per e-mail address, and the provider's
// signed status callbacks are accepted while forged ones are not.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { certificates } from '../src/db/schema';
import { CODES_PER_DESTINATION } from '../src/modules/claims/routes';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import { buildSmsSandbox, twilioSignature, type SmsSandbox } from '../src/sandboxes/sms/server';
import { mails, paid, pendingCertificate, verifiedMember } from './certificates-fixtures';
import { testConfig } from './helpers/test-app';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

const CLAIMS = '/claim/api/v1/claims';
const ACCOUNT_SID = 'AC00000000000000000000000000c1a1';
const AUTH_TOKEN = 'claims-sms-test-auth-token-0001';

let app: FastifyInstance;
let database: TestDatabase;
let sandbox: SmsSandbox;
let statusUrl: string;

beforeAll(async () => {
  sandbox = await buildSmsSandbox({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, stepDelayMs: 10 });
  const smsUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  database = await openTestDatabase();
  const dir = path.join(
    os.tmpdir(),
    `teduh-claims-sms-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  // The callback URL is known only once the API listens: the port is taken first, then given to the API.
  const probe = await buildSmsSandbox({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  const probeUrl = await probe.app.listen({ port: 0, host: '127.0.0.1' });
  await probe.app.close();
  const port = Number(new URL(probeUrl).port);
  statusUrl = `http://127.0.0.1:${port}/sms/api/v1/status/`;
  app = await buildApp(
    testConfig({
      certificates: { storageDir: path.join(dir, 'certificates') },
      claims: { storageDir: path.join(dir, 'claims'), maxUploadBytes: 200_000 },
      sms: {
        url: smsUrl,
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        sender: '+15005550006',
        statusCallbackUrl: statusUrl,
        timeoutMs: 2000,
      },
    }),
    { database, logger: false },
  );
  await app.listen({ port, host: '127.0.0.1' });
  await seedCatalogue(app.db);
  await seedCertificatesReference(app.db);
});

afterAll(async () => {
  await sandbox.idle();
  await sandbox.app.close();
  await app.close();
  await database.dispose();
});

const t = () => ({ app, database, close: async () => {} });

async function issuedCertificate() {
  const holder = await verifiedMember(t());
  const journey = await pendingCertificate(t(), holder);
  await app.certificatePayments.contributionPaid(paid(journey.certificate));
  await app.db
    .update(certificates)
    .set({
      beneficiary: {
        name: 'Aminah binti Yusof',
        contact_number: '+60123456780',
        relationship: 'spouse',
        type: 'hibah',
        gender: 'female',
        email: 'aminah@example.com',
        payout: 100,
        agreed: true,
      },
    })
    .where(eq(certificates.id, journey.certificate));
  const [row] = await app.db.select().from(certificates).where(eq(certificates.id, journey.certificate));
  expect(row!.status).toBe('issued');
  return { idRef: row!.idRef, number: row!.number! };
}

let serial = 2000 + crypto.randomInt(0, 7000);
const claimantNric = () => `850505-10-${String((serial += 1)).padStart(4, '0')}`;
/** A Malaysian mobile nobody else in this file uses (never one of the sandbox's 99xx numbers). */
const mobile = () => `012-${crypto.randomInt(100, 999)} ${String((serial += 1) % 9000).padStart(4, '0')}`;
const e164 = (national: string) => `+60${national.replace(/\D/g, '').slice(1)}`;
const newEmail = () => `kin.${crypto.randomBytes(3).toString('hex')}@example.com`;

function requestCode(
  certificate: { idRef: string; number: string },
  claimant: { idRef: string; email: string },
  extra: Record<string, string> = {},
  language: 'en' | 'ms' = 'en',
) {
  return app.inject({
    method: 'POST',
    url: `${CLAIMS}/code/`,
    headers: { 'accept-language': language },
    payload: {
      deceased_id_ref: certificate.idRef,
      certificate_number: certificate.number,
      claimant_id_ref: claimant.idRef,
      email: claimant.email,
      ...extra,
    },
  });
}

function texts(to: string) {
  return sandbox.messages.filter((message) => message.to === to);
}

function submit(
  certificate: { idRef: string; number: string },
  claimant: { idRef: string; email: string },
  code: string,
  extra: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url: `${CLAIMS}/submission/`,
    payload: {
      deceased_id_ref: certificate.idRef,
      certificate_number: certificate.number,
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
    },
  });
}

describe('claim codes by SMS', () => {
  it('texts the code in Malay to the mobile number, without e-mail, and files the claim with it', async () => {
    const certificate = await issuedCertificate();
    const claimant = { idRef: claimantNric(), email: newEmail() };
    const phone = mobile();
    const response = await requestCode(certificate, claimant, { code_channel: 'sms', phone }, 'ms');
    expect(response.statusCode).toBe(202);
    expect(response.json().data.detail).toContain('melalui SMS');
    expect(response.json().data.detail).toContain(phone.replace(/\s/, ' '));

    const [text] = texts(e164(phone));
    expect(text).toBeDefined();
    expect(text!.from).toBe('+15005550006');
    expect(text!.body).toMatch(/^Teduh: kod tuntutan anda ialah \d{6}\. Kod ini sah selama 15 minit\./);
    expect(text!.body).not.toContain(certificate.number);
    expect((await mails(t(), claimant.email)).filter((mail) => mail.template === 'claim_code')).toEqual([]);
    const code = text!.body.match(/(\d{6})/)![1]!;

    // The code belongs to the number it went to: not to the e-mail way, nor another number.
    const byEmail = await submit(certificate, claimant, code, {});
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json().errors.code).toBe('claim_code_invalid');
    const otherNumber = await submit(certificate, claimant, code, { code_channel: 'sms', phone: mobile() });
    expect(otherNumber.statusCode).toBe(400);
    expect(otherNumber.json().errors.code).toBe('claim_code_invalid');

    const filed = await submit(certificate, claimant, code, { code_channel: 'sms', phone });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data.claim.status).toBe('submitted');
  });

  it('answers the same and texts nothing when the details match no certificate', async () => {
    const certificate = await issuedCertificate();
    const phone = mobile();
    const claimant = { idRef: claimantNric(), email: newEmail() };
    const matched = await requestCode(certificate, claimant, { code_channel: 'sms', phone: mobile() });
    const unmatched = await requestCode(
      { idRef: certificate.idRef, number: `${certificate.number}9` },
      claimant,
      { code_channel: 'sms', phone },
    );
    expect(unmatched.statusCode).toBe(matched.statusCode);
    expect(unmatched.json().data.detail.replace(/\d{3}-\d{3,4} \d{4}/, '#')).toBe(
      matched.json().data.detail.replace(/\d{3}-\d{3,4} \d{4}/, '#'),
    );
    expect(texts(e164(phone))).toEqual([]);
  });

  it('takes Malaysian mobile numbers only: a landline, a foreign or a missing number is a 400 on phone', async () => {
    const certificate = await issuedCertificate();
    const claimant = { idRef: claimantNric(), email: newEmail() };
    for (const phone of ['03-2345 6789', '+65 8234 5678', '12345', '']) {
      const response = await requestCode(certificate, claimant, { code_channel: 'sms', phone }, 'ms');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.code).toBe('invalid');
      expect(Object.keys(response.json().errors.fields)).toEqual(['phone']);
    }
    const landline = await requestCode(certificate, claimant, { code_channel: 'sms', phone: '03-2345 6789' });
    expect(landline.json().errors.fields.phone[0]).toMatch(/Malaysian mobile number/);
    expect(sandbox.messages.some((message) => message.to === '+60323456789')).toBe(false);
  });

  it("turns the provider's refusal into a clear 400 on phone, and its failure into a 503, never a 500", async () => {
    const certificate = await issuedCertificate();
    const claimant = { idRef: claimantNric(), email: newEmail() };
    // The sandbox refuses ...9901 as not a mobile number (Twilio 21614) and fails on ...9905 (Twilio 20500).
    const refused = await requestCode(certificate, claimant, { code_channel: 'sms', phone: '012-345 9901' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ code: 'sms_undeliverable' });
    expect(refused.json().errors.fields.phone[0]).toBe(
      'We could not send a text message to this number. Check the number, or ask for the code by e-mail.',
    );
    const failed = await requestCode(
      certificate,
      claimant,
      { code_channel: 'sms', phone: '012-345 9905' },
      'ms',
    );
    expect(failed.statusCode).toBe(503);
    expect(failed.json().errors.code).toBe('sms_unavailable');
    expect(failed.json().errors.detail).toMatch(/SMS tidak dapat dihantar buat masa ini/);

    // No code was kept for the refused text, so the claimant may ask again at once by e-mail.
    const byEmail = await requestCode(certificate, claimant);
    expect(byEmail.statusCode).toBe(202);
    expect((await mails(t(), claimant.email)).filter((mail) => mail.template === 'claim_code')).toHaveLength(
      1,
    );
  });

  it('limits the codes asked for one number, and for one e-mail address, whatever the details', async () => {
    const certificate = await issuedCertificate();
    const phone = mobile();
    const statuses: number[] = [];
    for (let i = 0; i <= CODES_PER_DESTINATION.max; i += 1) {
      // Other claimants and other certificates each time: the limit follows the number.
      const response = await requestCode(
        i % 2 ? certificate : { idRef: certificate.idRef, number: `X${i}` },
        { idRef: claimantNric(), email: newEmail() },
        { code_channel: 'sms', phone },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(CODES_PER_DESTINATION.max).fill(202), 429]);
    const refused = await requestCode(
      certificate,
      { idRef: claimantNric(), email: newEmail() },
      {
        code_channel: 'sms',
        phone: phone.replace(/\D/g, ''),
      },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.code).toBe('throttled');
    expect(
      (
        await requestCode(
          certificate,
          { idRef: claimantNric(), email: newEmail() },
          { code_channel: 'sms', phone: mobile() },
        )
      ).statusCode,
    ).toBe(202);

    const email = newEmail();
    const byAddress: number[] = [];
    for (let i = 0; i <= CODES_PER_DESTINATION.max; i += 1) {
      byAddress.push((await requestCode(certificate, { idRef: claimantNric(), email })).statusCode);
    }
    expect(byAddress).toEqual([...Array(CODES_PER_DESTINATION.max).fill(202), 429]);
  });
});

describe("the SMS provider's status callbacks", () => {
  it('accepts the signed callbacks of a sent code and refuses a forged one', async () => {
    const certificate = await issuedCertificate();
    const phone = mobile();
    await requestCode(
      certificate,
      { idRef: claimantNric(), email: newEmail() },
      { code_channel: 'sms', phone },
    );
    const [text] = texts(e164(phone));
    await sandbox.idle();
    const answered = sandbox.callbacks.filter((callback) => callback.sid === text!.sid);
    expect(answered.map((callback) => [callback.status, callback.answered])).toEqual([
      ['sent', 204],
      ['delivered', 204],
    ]);

    const params = { MessageSid: text!.sid, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID };
    const forged = await app.inject({
      method: 'POST',
      url: '/sms/api/v1/status/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature('not-the-token', statusUrl, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors.code).toBe('bad_signature');
  });
});
