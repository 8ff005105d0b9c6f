// Certificate servicing: nominee and contact changes confirmed by the code e-mailed to the holder (wrong, expired,
// replaced and reused codes refused), ownership and the live-certificate rule, a claim holding back a nominee
// change, the certificate's history and the notice e-mail; cancellation reasons from the choice list on both
// cancel calls, written to the history.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  certificateChangeRequests,
  certificateHistory,
  certificates,
  claims,
  emailPins,
  users,
} from '../src/db/schema';
import {
  POLICY,
  auth,
  createCertificatesApp,
  mails,
  paid,
  pendingCertificate,
  verifiedMember,
  type VerifiedMember,
} from './certificates-fixtures';
import type { TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createCertificatesApp();
});
afterAll(() => t.close());

const nominee = {
  name: 'Aminah binti Abdullah',
  contact_number: '012-345 6789',
  relationship: 'spouse',
  type: 'wasi',
  gender: 'female',
  email: 'aminah@example.com',
  payout: 100,
  agreed: true,
};

const contact = {
  phone: '013-222 3344',
  address_1: '12 Jalan Damai',
  address_2: 'Taman Bahagia',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan Kuala Lumpur',
};

async function issuedCertificate(member: VerifiedMember): Promise<string> {
  const journey = await pendingCertificate(t, member);
  await t.app.certificatePayments.contributionPaid(paid(journey.certificate));
  return journey.certificate;
}

const requestChange = (member: VerifiedMember, certificate: string, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${POLICY}/policies/${certificate}/changes/`,
    headers: { ...auth(member.access), 'accept-language': language },
    payload,
  });

const confirm = (member: VerifiedMember, certificate: string, change: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `${POLICY}/policies/${certificate}/changes/${change}/confirm/`,
    headers: auth(member.access),
    payload: { pin: code },
  });

const resend = (member: VerifiedMember, certificate: string, change: string) =>
  t.app.inject({
    method: 'POST',
    url: `${POLICY}/policies/${certificate}/changes/${change}/resend/`,
    headers: auth(member.access),
  });

const history = (member: VerifiedMember, certificate: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${POLICY}/policies/${certificate}/history/`,
    headers: { ...auth(member.access), 'accept-language': language },
  });

async function latestCode(email: string): Promise<string> {
  // The mailbox lists the newest first.
  const mail = (await mails(t, email)).find((entry) => entry.template === 'certificate_change_code');
  // The code stands on its own line (the certificate number also ends in six digits).
  const code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no change code e-mailed to ${email}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the next code be sent at once (the 60-second cool-down is tested on its own). */
async function skipCooldown(email: string) {
  await t.app.db
    .update(emailPins)
    .set({ sentAt: new Date(Date.now() - 61_000) })
    .where(and(eq(emailPins.email, email), eq(emailPins.purpose, 'certificate_change')));
}

describe('changing the nominee', () => {
  it('applies the change only with the e-mailed code, records it in the history and e-mails the holder', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);

    const asked = await requestChange(member, certificate, { nominee }, 'ms');
    expect(asked.statusCode).toBe(202);
    const { change, email, resend_after_seconds } = asked.json().data;
    expect(email).toBe(member.email);
    expect(resend_after_seconds).toBe(60);
    const codeMail = (await mails(t, member.email)).find(
      (entry) => entry.template === 'certificate_change_code',
    );
    expect(codeMail?.subject).toMatch(/^Kod .* untuk mengubah sijil TPP-/);
    // Nothing changes before the code comes back.
    const [before] = await t.app.db.select().from(certificates).where(eq(certificates.id, certificate));
    expect(before!.beneficiary).toBeNull();

    const code = await latestCode(member.email);
    const wrongOnce = await confirm(member, certificate, change, wrong(code));
    expect(wrongOnce.statusCode).toBe(400);
    expect(wrongOnce.json().errors).toMatchObject({
      code: 'otp_invalid',
      fields: { pin: [expect.any(String)] },
    });

    // The notice goes out in the holder's own language.
    await t.app.db.update(users).set({ language: 'ms' }).where(eq(users.id, member.uuid));
    const done = await confirm(member, certificate, change, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.beneficiary).toMatchObject({
      name: 'Aminah binti Abdullah',
      contact_number: '+60123456789',
      type: 'wasi',
      payout: 100,
      agreed: true,
    });

    // The same code a second time is refused: it is used.
    const reused = await confirm(member, certificate, change, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.code).toBe('otp_expired');

    const entries = (await history(member, certificate)).json().data;
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'nominee',
        actor: 'holder',
        from: null,
        to: expect.objectContaining({ name: 'Aminah binti Abdullah', type: 'wasi' }),
      }),
    ]);
    const [row] = await t.app.db
      .select()
      .from(certificateHistory)
      .where(eq(certificateHistory.certificateId, certificate));
    expect(row!.actorUserId).toBe(member.uuid);
    // Who changed it is the account, never an NRIC.
    expect(JSON.stringify(row)).not.toContain(member.idRef);

    const notice = (await mails(t, member.email)).find((entry) => entry.template === 'certificate_changed');
    expect(notice?.subject).toMatch(/^Sijil TPP-\S+ telah diubah$/);
    expect(notice?.text).toContain('Penama: Aminah binti Abdullah (wasi (pelaksana wasiat))');
    expect(notice?.text).toContain(`/ms/dashboard/policy-detail/${certificate}`);
  });

  it('refuses an expired code, and a code or a resend of a change superseded by a later request', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);
    const first = (await requestChange(member, certificate, { nominee })).json().data.change as string;
    const firstCode = await latestCode(member.email);
    await skipCooldown(member.email);
    const second = (
      await requestChange(member, certificate, { nominee: { ...nominee, type: 'hibah' } })
    ).json().data.change as string;
    const secondCode = await latestCode(member.email);

    const replaced = await confirm(member, certificate, first, firstCode);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().errors.code).toBe('otp_expired');
    // The first request cannot borrow the second's code either.
    expect((await confirm(member, certificate, first, secondCode)).json().errors.code).toBe('otp_expired');
    // Nor get a new code: it is over, superseded by the second, which still waits for its code.
    await skipCooldown(member.email);
    const resent = await resend(member, certificate, first);
    expect(resent.statusCode).toBe(400);
    expect(resent.json().errors.code).toBe('otp_expired');
    const requests = await t.app.db
      .select({ id: certificateChangeRequests.id, status: certificateChangeRequests.status })
      .from(certificateChangeRequests)
      .where(eq(certificateChangeRequests.certificateId, certificate));
    expect(Object.fromEntries(requests.map((request) => [request.id, request.status]))).toEqual({
      [first]: 'superseded',
      [second]: 'pending',
    });

    await t.app.db
      .update(emailPins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailPins.email, member.email), eq(emailPins.purpose, 'certificate_change')));
    const expired = await confirm(member, certificate, second, secondCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.code).toBe('otp_expired');
    const [row] = await t.app.db.select().from(certificates).where(eq(certificates.id, certificate));
    expect(row!.beneficiary).toBeNull();
  });

  it('stops after five wrong codes, and waits 60 seconds between codes', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);
    const change = (await requestChange(member, certificate, { nominee })).json().data.change as string;
    const code = await latestCode(member.email);
    const again = await requestChange(member, certificate, { nominee });
    expect(again.statusCode).toBe(429);
    expect(again.json().errors.code).toBe('pin_resend_cooldown');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await confirm(member, certificate, change, wrong(code))).json().errors.code).toBe(
        'otp_invalid',
      );
    }
    expect((await confirm(member, certificate, change, wrong(code))).json().errors.code).toBe(
      'otp_attempts_exceeded',
    );
    expect((await confirm(member, certificate, change, code)).json().errors.code).toBe(
      'otp_attempts_exceeded',
    );

    // A new code for the same change works.
    await skipCooldown(member.email);
    const resent = await resend(member, certificate, change);
    expect(resent.statusCode).toBe(202);
    expect((await confirm(member, certificate, change, await latestCode(member.email))).statusCode).toBe(200);
  });

  it("refuses someone else's certificate and change as not found", async () => {
    const owner = await verifiedMember(t);
    const other = await verifiedMember(t);
    const certificate = await issuedCertificate(owner);
    const asked = await requestChange(other, certificate, { nominee });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().errors.code).toBe('not_found');
    expect((await history(other, certificate)).statusCode).toBe(404);

    const change = (await requestChange(owner, certificate, { nominee })).json().data.change as string;
    const code = await latestCode(owner.email);
    expect((await confirm(other, certificate, change, code)).statusCode).toBe(404);
    const otherCertificate = await issuedCertificate(other);
    expect((await confirm(other, otherCertificate, change, code)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(certificates).where(eq(certificates.id, certificate));
    expect(row!.beneficiary).toBeNull();
  });

  it('checks the fields: payout 100% and agreed, a known relationship, a valid phone', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);
    const bad = await requestChange(member, certificate, {
      nominee: { ...nominee, payout: 50, relationship: 'pet', contact_number: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors.fields).sort()).toEqual([
      'nominee.contact_number',
      'nominee.payout',
      'nominee.relationship',
    ]);
    const both = await requestChange(member, certificate, { nominee, contact });
    expect(both.statusCode).toBe(400);
  });

  it('holds back a nominee change while a claim is handled, not a contact change', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);
    await t.app.db.insert(claims).values({
      reference: `CLM-TEST-${crypto.randomInt(100000, 999999)}`,
      certificateId: certificate,
      claimantRole: 'beneficiary',
      claimantName: 'Aminah',
      claimantIdRef: '900101-14-5678',
      claimantEmail: 'aminah@example.com',
      claimantPhone: '+60123456789',
      relationship: 'spouse',
      dateOfDeath: '2026-01-01',
      causeOfDeath: 'illness',
      maritalStatus: 'married',
      payee: { name: 'Aminah', type: 'hibah', bankCode: 'MY_MAYBANK', accountNumber: '1234567890' },
      requiredDocuments: ['death_certificate'],
    });
    const blocks = await t.app.inject({
      method: 'GET',
      url: `${POLICY}/policies/${certificate}/changes/`,
      headers: auth(member.access),
    });
    expect(blocks.json().data).toMatchObject({ nominee: { code: 'claim_in_progress' }, contact: null });
    const refused = await requestChange(member, certificate, { nominee });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject({ code: 'claim_in_progress' });
    expect(refused.json().errors.detail).toContain('claim');
    expect((await requestChange(member, certificate, { contact })).statusCode).toBe(202);
  });
});

describe('changing the contact details', () => {
  it('changes phone and address, with one history entry each, and checks the postcode', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);
    const unknown = await requestChange(member, certificate, { contact: { ...contact, postcode: '00000' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.fields['contact.postcode']).toBeDefined();

    const change = (await requestChange(member, certificate, { contact })).json().data.change as string;
    const done = await confirm(member, certificate, change, await latestCode(member.email));
    expect(done.statusCode).toBe(200);
    expect(done.json().data.holder).toMatchObject({
      contact_number: '+60132223344',
      address: { address_1: '12 Jalan Damai', postcode: '50450', city: 'Kuala Lumpur' },
    });
    const entries = (await history(member, certificate)).json().data;
    expect(entries.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'contact_address',
      'contact_phone',
    ]);
    const notice = (await mails(t, member.email)).find((entry) => entry.template === 'certificate_changed');
    // The e-mail shows the last four digits of a phone number only.
    expect(notice?.text).toContain('••••3344');
    expect(notice?.text).not.toContain('60132223344');

    await skipCooldown(member.email);
    const same = await requestChange(member, certificate, { contact });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.code).toBe('nothing_changed');
  });

  it('refuses a certificate that is not in force', async () => {
    const member = await verifiedMember(t);
    const journey = await pendingCertificate(t, member);
    const refused = await requestChange(member, journey.certificate, { contact });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.code).toBe('certificate_not_live');
  });
});

describe('cancellation reasons', () => {
  it('takes a reason from the list (other with the member’s words) and writes it to the history', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);
    const cancel = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${POLICY}/policies/cancel/`,
        headers: auth(member.access),
        payload: { certificate, ...payload },
      });
    const unknown = await cancel({ reason: 'Changed my mind' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.fields.reason).toEqual(['Choose a reason from the list.']);
    const otherWithoutWords = await cancel({ reason: 'other' });
    expect(otherWithoutWords.statusCode).toBe(400);
    expect(otherWithoutWords.json().errors.fields.reason_text).toBeDefined();

    const done = await cancel({ reason: 'other', reason_text: 'Moving abroad' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'canceled', end_reason: 'cooling_off' });
    const entries = (await history(member, certificate, 'ms')).json().data;
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'cancellation',
        to: expect.objectContaining({
          reason: 'other',
          reason_label: 'Sebab lain',
          reason_text: 'Moving abroad',
        }),
      }),
    ]);
  });

  it('the older DELETE api/policies/<uuid>/ checks the same list', async () => {
    const member = await verifiedMember(t);
    const certificate = await issuedCertificate(member);
    const remove = (payload: object) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/policies/${certificate}/`,
        headers: auth(member.access),
        payload,
      });
    const free = await remove({ reason: 'Found a cheaper plan' });
    expect(free.statusCode).toBe(400);
    expect(free.json().errors.fields.reason).toBeDefined();
    const done = await remove({ reason: 'too_expensive' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('canceled');
    const entries = (await history(member, certificate)).json().data;
    expect(entries[0].to).toMatchObject({ reason: 'too_expensive', reason_label: expect.any(String) });
  });
});
