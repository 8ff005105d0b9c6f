// The policy vault over HTTP: the policy-add form's validation (English and Malay), both API generations over one
// store, ownership (another member's policy and documents answer 404), documents checked by content, the reader
// that prefills the form from a text PDF, a scanned PDF or a photo (OCR in English and Malay; nothing saved), the coverage summary with a Teduh certificate beside
// the recorded policies, suggestions against the needs test, and the lapse reminder e-mail.
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '@teduh/shared/domain';
import { count, eq } from 'drizzle-orm';
import { insurers, vaultAttachments, vaultPolicies } from '../src/db/schema';
import { addDays } from '../src/modules/certificates/status';
import {
  findInsurer,
  parseDate,
  parseRinggit,
  rawPixels,
  readPolicyFields,
} from '../src/modules/vault/policy-reader';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';
import { auth, mails, paid, pendingCertificate, verifiedMember } from './certificates-fixtures';
import { multipartBody } from './helpers/multipart';
import sharp from 'sharp';
import {
  englishSchedule,
  malaySchedule,
  pictureAsPdf,
  scannedPdf,
  scannedSchedule,
  textPdf,
} from './helpers/policy-pdf';
import { createTestApp, registerMember, type TestContext, type TestMember } from './helpers/test-app';

const NEWER = '/policy/api/v1/general-policies';
const OLDER = '/api/simple-policies';

let t: TestContext;
let insurerIds: Map<string, number>;
let vaultDir: string;

beforeAll(async () => {
  const storageDir = path.join(
    os.tmpdir(),
    `teduh-vault-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  vaultDir = path.join(storageDir, 'vault');
  // A small document limit, so that the test of it sends little.
  t = await createTestApp({
    config: {
      certificates: { storageDir: path.join(storageDir, 'certificates') },
      vault: { storageDir: vaultDir, maxDocumentBytes: 200 * 1024 },
    },
  });
  await seedCatalogue(t.app.db);
  await seedCertificatesReference(t.app.db);
  const rows = await t.app.db.select({ id: insurers.id, name: insurers.name }).from(insurers);
  insurerIds = new Map(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t.close());

const today = todayIso();

function policy(overrides: Record<string, unknown> = {}) {
  return {
    product: 'Great Life Protector',
    policy_number: 'GE-2024-0012345',
    insurer: insurerIds.get('Great Eastern Life Assurance (Malaysia) Berhad'),
    type: 'life',
    coverage_amount: '100000.00',
    start_date: addDays(today, -365),
    expiry_date: addDays(today, 3650),
    ...overrides,
  };
}

async function create(member: TestMember, body: Record<string, unknown>, url = `${NEWER}/`) {
  return t.app.inject({ method: 'POST', url, headers: auth(member.access), payload: body });
}

function upload(
  member: TestMember,
  url: string,
  file: { data: Buffer; filename: string; contentType: string },
) {
  const { payload, headers } = multipartBody({}, [{ field: 'document', ...file }]);
  return t.app.inject({ method: 'POST', url, headers: { ...auth(member.access), ...headers }, payload });
}

describe('the policy-add form', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await registerMember(t.app);
  });

  it('names every missing field with its message', async () => {
    const response = await create(member, {});
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.code).toBe('invalid');
    expect(Object.keys(errors.fields).sort()).toEqual(
      ['coverage_amount', 'insurer', 'policy_number', 'product', 'start_date', 'type'].sort(),
    );
    expect(errors.fields.insurer[0]).toMatch(/insurer or takaful operator/);
  });

  it('answers in Malay when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${NEWER}/`,
      headers: { ...auth(member.access), 'accept-language': 'ms' },
      payload: policy({ expiry_date: addDays(today, -400) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields.expiry_date).toEqual(['Tarikh tamat mestilah selepas tarikh mula.']);
  });

  it.each([
    [{ coverage_amount: '12.345' }, 'coverage_amount', /amount in ringgit/],
    [{ coverage_amount: '0.50' }, 'coverage_amount', /from RM1 to RM100,000,000/],
    [{ insurer: 999_999 }, 'insurer', /from the list/],
    [{ insurer_other: 'Kurnia Insurans' }, 'insurer', /not both/],
    [{ insurer: null, insurer_other: '  ' }, 'insurer', /choose Other/],
    [{ type: 'travel' }, 'type', /life, medical, personal accident, motor or funeral/],
    [{ start_date: '2025-02-30' }, 'start_date', /valid date/],
    [{ start_date: addDays(today, 400) }, 'start_date', /more than a year/],
    [{ policy_number: 'AB<script>' }, 'policy_number', /letters, digits/],
    [{ expiry_date: addDays(today, -365) }, 'expiry_date', /after the start date/],
  ])('refuses %j on %s', async (overrides, field, message) => {
    const response = await create(member, policy(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields[field][0]).toMatch(message);
  });

  it('records a policy in sen with dates as dates, and an "other" insurer by name', async () => {
    const response = await create(
      member,
      policy({
        insurer: null,
        insurer_other: 'Kurnia Insurans',
        coverage_amount: '2500.5',
        expiry_date: null,
      }),
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      insurer: null,
      insurer_other: 'Kurnia Insurans',
      insurer_name: 'Kurnia Insurans',
      coverage_amount: '2500.50',
      expiry_date: null,
      status: 'in_force',
      attachments: [],
    });
    const [row] = await t.app.db.select().from(vaultPolicies).where(eq(vaultPolicies.id, data.uuid));
    expect(row!.coverageSen).toBe(250_050);
  });
});

describe('both API generations, one store', () => {
  it('creates, lists by page, edits and deletes through either', async () => {
    const member = await registerMember(t.app);
    const older = await create(member, policy({ policy_number: 'OLD-0001' }), `${OLDER}/user-submission/`);
    expect(older.statusCode).toBe(201);
    const newer = await create(member, policy({ policy_number: 'NEW-0002', type: 'medical' }));
    expect(newer.statusCode).toBe(201);

    const page = await t.app.inject({
      method: 'GET',
      url: `${OLDER}/?limit=1&offset=0`,
      headers: auth(member.access),
    });
    expect(page.json().data.count).toBe(2);
    expect(page.json().data.results.map((row: { policy_number: string }) => row.policy_number)).toEqual([
      'NEW-0002',
    ]);
    const second = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/?limit=1&offset=1`,
      headers: auth(member.access),
    });
    expect(second.json().data.results[0].policy_number).toBe('OLD-0001');

    const id = older.json().data.uuid as string;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${OLDER}/user-submission/${id}/`,
      headers: auth(member.access),
      payload: { coverage_amount: '150000' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ coverage_amount: '150000.00', policy_number: 'OLD-0001' });
    const read = await t.app.inject({ method: 'GET', url: `${NEWER}/${id}/`, headers: auth(member.access) });
    expect(read.json().data.coverage_amount).toBe('150000.00');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${NEWER}/${id}/`,
      headers: auth(member.access),
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `${OLDER}/user-submission/${id}/`,
      headers: auth(member.access),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${NEWER}/` });
    expect(response.statusCode).toBe(401);
  });
});

describe('ownership and documents', () => {
  let owner: TestMember;
  let other: TestMember;
  let policyId: string;
  let attachmentId: string;
  let pdf: Buffer;

  beforeAll(async () => {
    owner = await registerMember(t.app);
    other = await registerMember(t.app);
    policyId = (await create(owner, policy())).json().data.uuid;
    pdf = await textPdf(englishSchedule);
    const uploaded = await upload(owner, `${NEWER}/${policyId}/attachments/`, {
      data: pdf,
      filename: 'schedule.pdf',
      contentType: 'application/pdf',
    });
    expect(uploaded.statusCode).toBe(201);
    attachmentId = uploaded.json().data.uuid;
  });

  it('gives the owner the document back as it was', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/${policyId}/attachments/${attachmentId}/`,
      headers: auth(owner.access),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(pdf)).toBe(true);
    const detail = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/${policyId}/`,
      headers: auth(owner.access),
    });
    expect(detail.json().data.attachments).toHaveLength(1);
    expect(detail.json().data.attachments_count).toBe(1);
  });

  it("answers 404 for another member's policy and documents, whatever the call", async () => {
    const calls = [
      { method: 'GET' as const, url: `${NEWER}/${policyId}/` },
      { method: 'PATCH' as const, url: `${NEWER}/${policyId}/`, payload: { product: 'Mine now' } },
      { method: 'DELETE' as const, url: `${NEWER}/${policyId}/` },
      {
        method: 'PATCH' as const,
        url: `${OLDER}/user-submission/${policyId}/`,
        payload: { product: 'Mine now' },
      },
      { method: 'DELETE' as const, url: `${OLDER}/user-submission/${policyId}/` },
      { method: 'GET' as const, url: `${NEWER}/${policyId}/attachments/` },
      { method: 'GET' as const, url: `${NEWER}/${policyId}/attachments/${attachmentId}/` },
      { method: 'DELETE' as const, url: `${NEWER}/${policyId}/attachments/${attachmentId}/` },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: auth(other.access) });
      expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, 404]);
    }
    const intrusion = await upload(other, `${NEWER}/${policyId}/attachments/`, {
      data: pdf,
      filename: 'x.pdf',
      contentType: 'application/pdf',
    });
    expect(intrusion.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `${NEWER}/`, headers: auth(other.access) });
    expect(list.json().data.count).toBe(0);
    const still = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/${policyId}/`,
      headers: auth(owner.access),
    });
    expect(still.json().data.product).toBe('Great Life Protector');
  });

  it('refuses a file disguised as a PDF, naming what it really is', async () => {
    // A ZIP archive (local file header) named and declared as a PDF.
    const zip = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), crypto.randomBytes(200)]);
    const response = await upload(owner, `${NEWER}/${policyId}/attachments/`, {
      data: zip,
      filename: 'policy.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields.document[0]).toMatch(/really a ZIP file/);
    const text = await upload(owner, `${NEWER}/${policyId}/attachments/`, {
      data: Buffer.from('just some words, not a document'),
      filename: 'policy.pdf',
      contentType: 'application/pdf',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.fields.document[0]).toMatch(/PDF, JPEG or PNG/);
  });

  it('refuses a document over the size limit', async () => {
    const big = Buffer.concat([pdf, crypto.randomBytes(300 * 1024)]);
    const response = await upload(owner, `${NEWER}/${policyId}/attachments/`, {
      data: big,
      filename: 'big.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.detail).toMatch(/200 KB or smaller/);
  });

  it('deletes a document, and a policy with its documents', async () => {
    const extra = await upload(owner, `${NEWER}/${policyId}/attachments/`, {
      data: pdf,
      filename: 'copy.pdf',
      contentType: 'application/pdf',
    });
    const extraId = extra.json().data.uuid as string;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${NEWER}/${policyId}/attachments/${extraId}/`,
      headers: auth(owner.access),
    });
    expect(removed.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${NEWER}/${policyId}/`,
      headers: auth(owner.access),
    });
    expect(deleted.statusCode).toBe(200);
    const download = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/${policyId}/attachments/${attachmentId}/`,
      headers: auth(owner.access),
    });
    expect(download.statusCode).toBe(404);
  });
});

/** What the reader finds in the English schedule (text PDF or photo). */
const englishScheduleRead = () => ({
  product: 'Great Life Protector',
  policy_number: 'GE-2024-0012345',
  insurer: insurerIds.get('Great Eastern Life Assurance (Malaysia) Berhad'),
  type: 'life',
  coverage_amount: '250000.00',
  start_date: '2024-03-15',
  expiry_date: '2044-03-14',
  found: ['product', 'policy_number', 'insurer', 'type', 'coverage_amount', 'start_date', 'expiry_date'],
});

/** What the reader finds in the Malay schedule (text PDF, photo or scan). */
const malayScheduleRead = () => ({
  product: 'i-Medik Keluarga',
  policy_number: 'ET/77/889900',
  insurer: insurerIds.get('Etiqa Family Takaful Berhad'),
  type: 'medical',
  coverage_amount: '1500000.00',
  start_date: '2025-01-01',
  expiry_date: '2025-12-31',
});

describe('the reader', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await registerMember(t.app);
  });

  it('reads an English schedule to prefill the form, and saves nothing', async () => {
    const response = await upload(member, `${NEWER}/reader/`, {
      data: await textPdf(englishSchedule),
      filename: 'schedule.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(englishScheduleRead());
    const [saved] = await t.app.db
      .select({ n: count() })
      .from(vaultPolicies)
      .where(eq(vaultPolicies.userId, member.uuid));
    expect(saved!.n).toBe(0);
  });

  it('reads a Malay schedule through the older path', async () => {
    const response = await upload(member, `${OLDER}/reader/upload/`, {
      data: await textPdf(malaySchedule),
      filename: 'jadual.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(malayScheduleRead());
  });

  it('reads a photo of an English schedule by OCR', async () => {
    const response = await upload(member, `${NEWER}/reader/`, {
      data: scannedSchedule('en'),
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(englishScheduleRead());
  });

  it('reads a Malay schedule photographed as JPEG, and one scanned to a PDF without text', async () => {
    const expected = malayScheduleRead();
    const jpeg = await sharp(scannedSchedule('ms')).jpeg({ quality: 80 }).toBuffer();
    const photo = await upload(member, `${OLDER}/reader/upload/`, {
      data: jpeg,
      // The name and declared type are not believed: the content says JPEG.
      filename: 'jadual.pdf',
      contentType: 'application/pdf',
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.json().data).toMatchObject(expected);
    const scan = await upload(member, `${NEWER}/reader/`, {
      data: await pictureAsPdf(jpeg),
      filename: 'imbasan.pdf',
      contentType: 'application/pdf',
    });
    expect(scan.statusCode).toBe(200);
    expect(scan.json().data).toMatchObject(expected);
    const [saved] = await t.app.db
      .select({ n: count() })
      .from(vaultPolicies)
      .where(eq(vaultPolicies.userId, member.uuid));
    expect(saved!.n).toBe(0);
  });

  it('says so when a document, a scan or a photo has nothing to read', async () => {
    const scanned = await upload(member, `${NEWER}/reader/`, {
      data: await scannedPdf(),
      filename: 'scan.pdf',
      contentType: 'application/pdf',
    });
    expect(scanned.statusCode).toBe(400);
    expect(scanned.json().errors).toMatchObject({ code: 'document_unreadable' });
    expect(scanned.json().errors.detail).toMatch(/could not read the policy details/);
    const blankPage = await sharp({
      create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    for (const data of [blankPage, await pictureAsPdf(blankPage)]) {
      const blank = await upload(member, `${NEWER}/reader/`, {
        data,
        filename: 'blank',
        contentType: 'application/octet-stream',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toMatchObject({ code: 'document_unreadable' });
      expect(blank.json().errors.detail).toMatch(/could not read the policy details/);
    }
    const malay = await t.app.inject({
      method: 'POST',
      url: `${NEWER}/reader/`,
      ...(() => {
        const { payload, headers } = multipartBody({}, [
          { field: 'document', data: blankPage, filename: 'kosong.png', contentType: 'image/png' },
        ]);
        return { payload, headers: { ...auth(member.access), ...headers, 'accept-language': 'ms' } };
      })(),
    });
    expect(malay.json().errors.detail).toMatch(/tidak dapat membaca butiran polisi/);
    const broken = await upload(member, `${NEWER}/reader/`, {
      data: Buffer.from('%PDF-1.7\n% a header and nothing else'),
      filename: 'broken.pdf',
      contentType: 'application/pdf',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.code).toBe('document_unreadable');
  });

  it('parses the dates and amounts schedules print', () => {
    expect(parseDate('15/03/2024')).toBe('2024-03-15');
    expect(parseDate('2024-3-5')).toBe('2024-03-05');
    expect(parseDate('1st Feb 2026')).toBe('2026-02-01');
    expect(parseDate('30 Ogos 2027')).toBe('2027-08-30');
    expect(parseDate('31/02/2024')).toBeNull();
    expect(parseRinggit('RM 1,234.5')).toBe(123_450);
    expect(parseRinggit('MYR250000')).toBe(25_000_000);
    expect(
      readPolicyFields(['Certificate No. of the plan', 'Motor Insurance', 'no details here'], []),
    ).toMatchObject({ policyNumber: null, type: 'motor', coverageSen: null });
  });

  it("unpacks a 1-bit scan's pixels as pdf.js gives them: a set bit is white", () => {
    // 10 pixels a row, so each row takes 2 bytes: black, white, white, black ... then the row's last pixels.
    const packed = new Uint8Array([0b01100000, 0b01000000, 0b11111111, 0b11000000]);
    const pixels = rawPixels({ width: 10, height: 2, kind: 1, data: packed });
    expect(pixels?.channels).toBe(1);
    expect(Array.from(pixels!.data)).toEqual([
      0, 255, 255, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    ]);
  });

  it("forgives OCR a misread letter in an insurer's long name, not in a short one", () => {
    const names = [
      { id: 1, name: 'AIA Bhd.' },
      { id: 2, name: 'Etiqa Family Takaful Berhad' },
      { id: 3, name: 'Etiqa Life Insurance Berhad' },
    ];
    expect(findInsurer('Etiga Family Takaful Berhad', names)).toBe(2);
    expect(findInsurer('ETIQA LIFE INSURANCE BERHAD', names)).toBe(3);
    expect(findInsurer('AIB Bhd.', names)).toBeNull();
    expect(findInsurer('Etiga Famly Takatul Berhad', names)).toBeNull();
  });
});

describe('coverage summary, suggestions and reminders', () => {
  it('adds recorded cover in force and Teduh certificates by type, and lists what ends within 60 days', async () => {
    const member = await verifiedMember(t, { age: 30, gender: 'female' });
    const { certificate } = await pendingCertificate(t, member, { coverage: '50000.00' });

    // Before the first contribution the certificate is not in the vault.
    const before = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/coverage-summary/`,
      headers: auth(member.access),
    });
    expect(before.json().data.teduh_certificates).toEqual([]);
    await t.app.certificatePayments.contributionPaid(paid(certificate));

    await create(member, policy({ coverage_amount: '100000' }));
    const medical = await create(
      member,
      policy({
        type: 'medical',
        coverage_amount: '50000',
        policy_number: 'MED-1',
        expiry_date: addDays(today, 30),
      }),
    );
    await create(
      member,
      policy({
        type: 'motor',
        policy_number: 'MOT-1',
        start_date: addDays(today, -800),
        expiry_date: addDays(today, -435),
      }),
    );
    await create(
      member,
      policy({ policy_number: 'LATER-1', start_date: addDays(today, 10), coverage_amount: '999999' }),
    );
    await create(
      member,
      policy({
        type: 'funeral',
        policy_number: 'FUN-1',
        coverage_amount: '5000',
        expiry_date: addDays(today, 90),
      }),
    );

    for (const url of [`${NEWER}/coverage-summary/`, `${OLDER}/coverage-summary/`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: auth(member.access) });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      const byType = Object.fromEntries(
        data.by_type.map((row: { type: string; total: string; recorded: string; teduh: string }) => [
          row.type,
          row,
        ]),
      );
      expect(byType.life).toMatchObject({
        recorded: '100000.00',
        teduh: '50000.00',
        total: '150000.00',
        policies: 2,
      });
      expect(byType.medical).toMatchObject({ total: '50000.00', label: 'Medical' });
      expect(byType.motor.total).toBe('0.00');
      expect(byType.funeral.total).toBe('5000.00');
      expect(byType.personal_accident.total).toBe('0.00');
      expect(data.total_cover).toBe('205000.00');
      expect(data.expiring).toEqual([
        expect.objectContaining({ uuid: medical.json().data.uuid, days_left: 30, policy_number: 'MED-1' }),
      ]);
      expect(data.teduh_certificates).toEqual([
        expect.objectContaining({ uuid: certificate, sum_covered: '50000.00' }),
      ]);
    }
  });

  it('suggests cover from the gap against the needs test, with reasons', async () => {
    const member = await registerMember(t.app);
    const none = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/suggested-insurance/`,
      headers: auth(member.access),
    });
    expect(none.json().data).toEqual({ needs_test: null, suggestions: [] });

    // Spouse, no children: 3 years of RM4,000 a month (RM144,000) and RM10,000 final expenses = RM154,000.
    const dob = `${Number(today.slice(0, 4)) - 30}-01-01`;
    const tested = await t.app.inject({
      method: 'POST',
      url: '/products/api/v1/needs-test/',
      headers: auth(member.access),
      payload: {
        about_you: { dob, gender: 'f', citizenship: 'malaysian' },
        family: { has_spouse: true, children: 0 },
        money: { monthly_income: '3000_4999', monthly_commitments: '1000_2999', existing_cover: '100000' },
        debts: { home_loan: 'none', other_debts: 'none' },
        priorities: ['income', 'final_expenses'],
      },
    });
    expect(tested.statusCode).toBe(200);
    await create(member, policy({ coverage_amount: '110000' }));
    await create(member, policy({ type: 'medical', policy_number: 'MED-2', coverage_amount: '100000' }));

    const response = await t.app.inject({
      method: 'GET',
      url: `${OLDER}/suggested-insurance/`,
      headers: auth(member.access),
    });
    expect(response.statusCode).toBe(200);
    const { needs_test, suggestions } = response.json().data;
    expect(needs_test.uuid).toBe(tested.json().data.uuid);
    expect(suggestions.map((s: { type: string }) => s.type)).toEqual([
      'life',
      'funeral',
      'personal_accident',
    ]);
    const [life, funeral] = suggestions;
    expect(life).toMatchObject({ amount: '50000.00', product: { id: 2 }, label: 'Life' });
    expect(life.monthly_contribution).toMatch(/^\d+\.\d{2}$/);
    expect(life.reasons.slice(0, 3)).toEqual([
      'Your needs test estimates that your family would need RM154,000 of life cover.',
      'Your vault holds RM110,000 of life cover that is in force.',
      'That leaves a gap of RM44,000.',
    ]);
    expect(funeral).toMatchObject({ amount: '10000.00', product: null });

    const malay = await t.app.inject({
      method: 'GET',
      url: `${NEWER}/suggested-insurance/`,
      headers: { ...auth(member.access), 'accept-language': 'ms' },
    });
    expect(malay.json().data.suggestions[0].reasons[2]).toBe('Ini meninggalkan jurang sebanyak RM44,000.');
  });

  it('e-mails a reminder once before a recorded policy lapses, and again for a new expiry date', async () => {
    const member = await registerMember(t.app);
    const soon = await create(member, policy({ policy_number: 'SOON-1', expiry_date: addDays(today, 20) }));
    await create(member, policy({ policy_number: 'LATER-2', expiry_date: addDays(today, 45) }));
    expect(await t.app.vault.remindExpiring(today)).toBeGreaterThanOrEqual(1);
    expect(await t.app.vault.remindExpiring(today)).toBe(0);
    let inbox = (await mails(t, member.email)).filter((mail) => mail.template === 'vault_expiry_reminder');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.text).toContain('SOON-1');
    expect(inbox[0]!.text).toContain('20 days from today');
    expect(inbox[0]!.text).toContain(`/vault/${soon.json().data.uuid}`);

    await t.app.inject({
      method: 'PATCH',
      url: `${NEWER}/${soon.json().data.uuid}/`,
      headers: auth(member.access),
      payload: { expiry_date: addDays(today, 25) },
    });
    await t.app.vault.remindExpiring(today);
    inbox = (await mails(t, member.email)).filter((mail) => mail.template === 'vault_expiry_reminder');
    expect(inbox).toHaveLength(2);
  });
});

describe('account deletion', () => {
  it("erases the member's vault and its documents", async () => {
    const member = await registerMember(t.app);
    const id = (await create(member, policy())).json().data.uuid as string;
    const document = await upload(member, `${NEWER}/${id}/attachments/`, {
      data: await textPdf(englishSchedule),
      filename: 'schedule.pdf',
      contentType: 'application/pdf',
    });
    const [row] = await t.app.db
      .select()
      .from(vaultAttachments)
      .where(eq(vaultAttachments.id, document.json().data.uuid));
    expect(existsSync(path.join(vaultDir, row!.storageKey))).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/generate-otp/',
      headers: auth(member.access),
      payload: { purpose: 'delete-account' },
    });
    const otp = (await mails(t, member.email))
      .find((mail) => mail.template === 'delete_account_otp')!
      .text.match(/\b(\d{6})\b/)![1];
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/auth/api/v1/me/',
      headers: auth(member.access),
      payload: { password: member.password, otp },
    });
    expect(deleted.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [left] = await t.app.db
      .select({ n: count() })
      .from(vaultPolicies)
      .where(eq(vaultPolicies.userId, member.uuid));
    expect(left!.n).toBe(0);
    expect(existsSync(path.join(vaultDir, row!.storageKey))).toBe(false);
  });
});
