// Demo claims on funeral-cover demo certificates: only the certificate's member may file, someone else's demo
// certificate answers as an unknown one does, uploads are checked by content as on every claim, the claim is
// marked demo to the claimant, in its e-mails, to staff (API and CLI), and approval never makes a payout.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { claimPayouts, jobs } from '../src/db/schema';
import { CLAIM_PAYOUT_JOB } from '../src/modules/claims/claims-service';
import { parseStaffArgs, runStaffCommand } from '../src/modules/staff/command';
import { grantStaff } from '../src/modules/staff/roles';
import { auth, mails } from './certificates-fixtures';
import { multipartBody } from './helpers/multipart';
import {
  createTestApp,
  registerMember,
  WEB_ORIGIN,
  type TestContext,
  type TestMember,
} from './helpers/test-app';

const DEMO = '/demos/api/v1/kubur-pro';
const CLAIMS = '/claim/api/v1/claims';
const STAFF = '/staff/api/v1/claims';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const zip = Buffer.from([
  0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);

let t: TestContext;
let owner: TestMember;
let stranger: TestMember;
let staff: TestMember;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      claims: {
        storageDir: path.join(os.tmpdir(), `teduh-demo-claims-${process.pid}-${crypto.randomUUID()}`),
        maxUploadBytes: 200_000,
      },
    },
  });
  owner = await registerMember(t.app, { firstName: 'Aminah', lastName: 'Yusof' });
  stranger = await registerMember(t.app);
  staff = await registerMember(t.app);
  await grantStaff(t.app.db, staff.email);
});
afterAll(() => t.close());

const as = (member: TestMember, language = 'en') => ({
  authorization: `Teduh ${member.access}`,
  'accept-language': language,
});

/** An issued demo certificate (RM10,000) of the member, naming Siti Aminah as beneficiary. */
async function demoCertificate(member: TestMember): Promise<{ uuid: string; number: string }> {
  const quoted = await t.app.inject({
    method: 'POST',
    url: `${DEMO}/quotations/`,
    headers: as(member),
    payload: {
      plan: 'benefit-10000',
      beneficiary: { name: 'Siti Aminah', relationship: 'child', phone: '012-345 6789' },
    },
  });
  expect(quoted.statusCode).toBe(201);
  const issued = await t.app.inject({
    method: 'POST',
    url: `${DEMO}/quotations/${quoted.json().data.uuid}/certificate/`,
    headers: as(member),
  });
  expect(issued.statusCode).toBe(200);
  return { uuid: issued.json().data.uuid, number: issued.json().data.certificate_number };
}

const claimBody = (overrides: object = {}) => ({
  claimant_name: 'Siti Aminah',
  claimant_id_ref: '900101-14-5567',
  claimant_phone: '012-345 6789',
  relationship: 'daughter',
  date_of_death: '2026-01-10',
  cause_of_death: 'illness',
  marital_status: 'married',
  ...overrides,
});

function fileDemoClaim(member: TestMember, coverId: string, body = claimBody(), language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `${CLAIMS}/kubur-pro-demo/${coverId}/`,
    headers: as(member, language),
    payload: body,
  });
}

function upload(member: TestMember, claimId: string, kind: string, data: Buffer, filename = 'document.pdf') {
  const { payload, headers } = multipartBody({ claim: claimId, kind }, [
    { field: 'file', filename, contentType: 'application/pdf', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${CLAIMS}/submission/upload/`,
    headers: { ...headers, ...as(member) },
    payload,
  });
}

describe('who may file a demo claim', () => {
  it("files the member's claim on their own demo certificate, marked demo, for the demo benefit", async () => {
    const cover = await demoCertificate(owner);
    const response = await fileDemoClaim(owner, cover.uuid);
    expect(response.statusCode).toBe(201);
    const { claim, tracker_token } = response.json().data;
    expect(tracker_token).toEqual(expect.any(String));
    expect(claim).toMatchObject({
      demo: true,
      certificate_number: cover.number,
      status: 'submitted',
      claimant_role: 'beneficiary',
      payee: { name: 'Siti Aminah', bank_code: '', account_number_last4: '' },
      missing_documents: [
        'death_certificate',
        'burial_permit',
        'claimant_nric_front',
        'claimant_nric_back',
        'bank_statement',
      ],
    });
    expect(claim.reference).toMatch(/^DEMO-CLM-\d{4}-[0-9A-F]{8}$/);
    expect(claim.benefits.map((b: { code: string; amount_sen: number }) => [b.code, b.amount_sen])).toEqual([
      ['CB1', 100_000],
      ['DB1', 900_000],
    ]);

    // The member's tracker and list show it; a second open claim on the same demo certificate is refused.
    const tracker = await t.app.inject({
      method: 'GET',
      url: `${CLAIMS}/${claim.uuid}/`,
      headers: as(owner),
    });
    expect(tracker.statusCode).toBe(200);
    expect(tracker.json().data.demo).toBe(true);
    const again = await fileDemoClaim(owner, cover.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toBe('claim_exists');
  });

  it("refuses someone else's demo certificate exactly as an unknown one, and keeps the claim from them", async () => {
    const cover = await demoCertificate(owner);
    const theirs = await fileDemoClaim(stranger, cover.uuid);
    const unknown = await fileDemoClaim(stranger, crypto.randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({
      errors: { code: 'not_found', detail: 'This funeral-cover demo was not found.' },
    });

    // A quotation that was never issued is no certificate either.
    const quoted = await t.app.inject({
      method: 'POST',
      url: `${DEMO}/quotations/`,
      headers: as(owner),
      payload: {
        plan: 'benefit-5000',
        beneficiary: { name: 'Ali', relationship: 'spouse', phone: '0123456789' },
      },
    });
    expect((await fileDemoClaim(owner, quoted.json().data.uuid)).statusCode).toBe(404);

    // Signed out: 401; a malformed uuid: 400 in the contract's shape.
    const guest = await t.app.inject({
      method: 'POST',
      url: `${CLAIMS}/kubur-pro-demo/${cover.uuid}/`,
      payload: claimBody(),
    });
    expect(guest.statusCode).toBe(401);
    const malformed = await fileDemoClaim(owner, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);

    const filed = (await fileDemoClaim(owner, cover.uuid)).json().data.claim;
    const peek = await t.app.inject({
      method: 'GET',
      url: `${CLAIMS}/${filed.uuid}/`,
      headers: as(stranger),
    });
    expect(peek.statusCode).toBe(404);
    expect((await upload(stranger, filed.uuid, 'death_certificate', pdf)).statusCode).toBe(404);
  });

  it('answers bad details with 400 and the fields, in Malay too', async () => {
    const cover = await demoCertificate(owner);
    const response = await fileDemoClaim(
      owner,
      cover.uuid,
      claimBody({
        claimant_id_ref: '901399-14-5567',
        claimant_phone: '12',
        date_of_death: '2999-01-01',
        cause_of_death: 'boredom',
        marital_status: 'complicated',
      }),
      'ms',
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.fields;
    expect(Object.keys(fields).sort()).toEqual([
      'cause_of_death',
      'claimant_id_ref',
      'claimant_phone',
      'date_of_death',
      'marital_status',
    ]);
    expect(fields.date_of_death[0]).toBe('Masukkan tarikh kematian yang bukan pada masa hadapan.');
  });
});

describe('a demo claim through review', () => {
  it('checks uploads by content, lets staff review and approve, and never makes a payout', async () => {
    const cover = await demoCertificate(owner);
    const { claim } = (await fileDemoClaim(owner, cover.uuid)).json().data;

    // A ZIP renamed to .pdf is refused by what it is, not what it is called; a real PDF and PNG are taken.
    const disguised = await upload(owner, claim.uuid, 'death_certificate', zip, 'certificate.pdf');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors.fields.file[0]).toContain('ZIP');
    for (const kind of claim.missing_documents as string[]) {
      const response = await upload(owner, claim.uuid, kind, kind === 'bank_statement' ? png : pdf);
      expect(response.statusCode).toBe(201);
    }

    // Staff see it marked demo, in the queue, the API and the CLI.
    const queue = await t.app.inject({ method: 'GET', url: `${STAFF}/`, headers: auth(staff.access) });
    const queued = (queue.json().data as { uuid: string; demo: boolean }[]).find(
      (c) => c.uuid === claim.uuid,
    );
    expect(queued?.demo).toBe(true);
    const cli = (...words: string[]) => runStaffCommand(t.app, parseStaffArgs([...words, '--as', 'siti'])!);
    const shown = await cli('claims', 'show', claim.uuid);
    expect(shown).toMatch(new RegExp(`^DEMO claim ${claim.reference} .* on ${cover.number}: under_review`));
    expect(shown).toContain('approval never makes a payout');

    const detail = await t.app.inject({
      method: 'GET',
      url: `${STAFF}/${claim.uuid}/`,
      headers: auth(staff.access),
    });
    for (const doc of detail.json().data.claim.documents as { uuid: string; status: string }[]) {
      if (doc.status !== 'uploaded') continue;
      const reviewed = await t.app.inject({
        method: 'POST',
        url: `${STAFF}/${claim.uuid}/documents/${doc.uuid}/review/`,
        headers: { ...auth(staff.access), origin: WEB_ORIGIN },
        payload: { verdict: 'verified' },
      });
      expect(reviewed.statusCode).toBe(200);
    }
    const cb1 = await t.app.inject({
      method: 'POST',
      url: `${STAFF}/${claim.uuid}/decision/`,
      headers: auth(staff.access),
      payload: { benefit: 'CB1', decision: 'approve' },
    });
    expect(cb1.statusCode).toBe(200);
    expect(await cli('claims', 'approve', claim.uuid, 'DB1')).toContain('DB1 RM9000.00 approved');
    await t.app.jobs.runDue();

    // Approved, yet no payout row, no payout job, nothing paid; the trail says why.
    const after = await t.app.inject({
      method: 'GET',
      url: `${STAFF}/${claim.uuid}/`,
      headers: auth(staff.access),
    });
    const data = after.json().data;
    expect(data.claim.status).toBe('approved');
    expect(
      data.claim.benefits.map((b: { status: string; paid_at: string | null }) => [b.status, b.paid_at]),
    ).toEqual([
      ['approved', null],
      ['approved', null],
    ]);
    expect(data.payouts).toEqual([]);
    expect(await t.app.db.select().from(claimPayouts).where(eq(claimPayouts.claimId, claim.uuid))).toEqual(
      [],
    );
    expect(await t.app.db.select().from(jobs).where(eq(jobs.kind, CLAIM_PAYOUT_JOB))).toEqual([]);
    const notMade = (
      data.events as { action: string; detail: { benefit?: string; reason?: string } }[]
    ).filter((event) => event.action === 'payout_not_made');
    expect(notMade.map((event) => [event.detail.benefit, event.detail.reason])).toEqual([
      ['CB1', 'demo'],
      ['DB1', 'demo'],
    ]);
    const retry = await t.app.inject({
      method: 'POST',
      url: `${STAFF}/${claim.uuid}/payouts/retry/`,
      headers: auth(staff.access),
    });
    expect(retry.statusCode).toBe(409);
    // Nothing is left for staff to do: the approved demo claim leaves their queue.
    const queueAfter = await t.app.inject({ method: 'GET', url: `${STAFF}/`, headers: auth(staff.access) });
    expect(queueAfter.statusCode).toBe(200);
    expect((queueAfter.json().data as { uuid: string }[]).map((c) => c.uuid)).not.toContain(claim.uuid);

    // The demo certificate is untouched (no real certificate ends); the member still sees it.
    const certificate = await t.app.inject({
      method: 'GET',
      url: `${DEMO}/certificates/${cover.uuid}/`,
      headers: as(owner),
    });
    expect(certificate.statusCode).toBe(200);

    // Every e-mail says demo; the approval says nothing is paid.
    const inbox = (await mails(t, owner.email)).filter((mail) => mail.template === 'claim_update');
    expect(inbox.length).toBeGreaterThanOrEqual(3);
    for (const mail of inbox) {
      expect(mail.subject).toMatch(/^\[Demo\] Your claim DEMO-CLM-/);
      expect(mail.text).toContain('no money is ever paid');
    }
    expect(
      inbox.some((mail) => mail.text.includes('As this is a demo, nothing is paid to Siti Aminah')),
    ).toBe(true);
  });
});
