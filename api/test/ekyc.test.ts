// eKYC for the member over HTTP, against the vendor sandbox on a random port: the status machine from upload
// to acceptance, every sandbox pattern, reset and retry, file checks by content, ownership, the checks' routes,
// the audit trail and image retention.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { ekycSubmissions, ekycTransitions, jobs, users } from '../src/db/schema';
import { EKYC_DECLARATION_REMINDER_JOB, EKYC_VERIFY_JOB } from '../src/modules/ekyc/ekyc-service';
import {
  auth,
  EKYC,
  goodImages,
  jpegWithExif,
  noisyPng,
  pdfBytes,
  SANDBOX_KEY,
  solidImage,
  startSandbox,
  upload,
} from './fixtures/ekyc/helpers';
import { createTestApp, registerMember, type TestContext, type TestMember } from './helpers/test-app';

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

const MAX_IMAGE_BYTES = 200 * 1024;

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({
    config: { ekyc: { vendorUrl: sandbox.url, vendorApiKey: SANDBOX_KEY, maxImageBytes: MAX_IMAGE_BYTES } },
  });
}, 60_000);
afterAll(async () => {
  if (t) fs.rmSync(t.app.config.ekyc.storageDir, { recursive: true, force: true });
  await t?.close();
  await sandbox?.close();
});

const get = (access: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(access), ...headers } });

const overview = async (member: TestMember) => (await get(member.access, `${EKYC}/`)).json().data;

async function userRow(member: TestMember) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, member.uuid));
  return row!;
}

async function trail(submission: string) {
  const rows = await t.app.db
    .select()
    .from(ekycTransitions)
    .where(eq(ekycTransitions.submissionId, submission))
    .orderBy(ekycTransitions.id);
  return rows.map((row) => [row.fromStatus, row.toStatus, row.actor]);
}

async function mails(email: string): Promise<{ template: string; subject: string; text: string }[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json().data;
}

/** The delayed "complete your declaration" reminders run now, as if their wait were over. */
async function makeRemindersDue() {
  await t.app.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(sql`${jobs.kind} = ${EKYC_DECLARATION_REMINDER_JOB} and ${jobs.status} = 'pending'`);
}

const malaysianDeclaration = {
  nationality: 'malaysian',
  postcode: '50450',
  address_1: '1 Jalan Ampang',
  city: 'Kuala Lumpur',
  state: 'Wp Kuala Lumpur',
  phone: '012-345 6789',
  height_cm: 165,
  weight_kg: 60,
  smoker: false,
  accuracy_acknowledged: true,
};

/** Registers a member, uploads with the NRIC and runs the verification job; answers the submission uuid. */
async function submitAndCheck(idRef: string, member?: TestMember) {
  const who = member ?? (await registerMember(t.app));
  const response = await upload(t.app, who.access, idRef);
  expect(response.statusCode).toBe(201);
  const uuid = response.json().data.uuid as string;
  await t.app.jobs.runDue();
  return { member: who, uuid, data: await overview(who) };
}

describe('the status machine from upload to acceptance', () => {
  it('starts unverified, goes pending, processing, submitted (no declaration), then accepted on the declaration', async () => {
    const member = await registerMember(t.app);
    expect(await overview(member)).toEqual({
      status: 'unverified',
      user: { id_ref: null },
      submission: null,
      declaration: null,
      retention_days: 2190,
    });

    const created = await upload(t.app, member.access, '900512-14-5678');
    expect(created.statusCode).toBe(201);
    const submission = created.json().data;
    expect(submission).toMatchObject({
      status: 'pending',
      id_ref: '900512-14-5678',
      reason: null,
      can_retry: false,
      images: {
        front_ic: `/ekyc/api/v1/${submission.uuid}/images/front_ic/`,
        back_ic: `/ekyc/api/v1/${submission.uuid}/images/back_ic/`,
        selfie: `/ekyc/api/v1/${submission.uuid}/images/selfie/`,
      },
    });
    expect((await userRow(member)).ekycStatus).toBe('pending');
    expect((await get(member.access, `${EKYC}/verify-face/`)).statusCode).toBe(404);

    await t.app.jobs.runDue();
    const after = await overview(member);
    expect(after.status).toBe('submitted');
    expect(after.user.id_ref).toBe('900512-14-5678');
    expect((await userRow(member)).ekycStatus).toBe('submitted');

    const face = await get(member.access, `${EKYC}/verify-face/`);
    expect(face.statusCode).toBe(200);
    expect(face.json().data).toMatchObject({
      submission: submission.uuid,
      face_match: { score: 0.97, threshold: 0.8 },
      liveness: { passed: true, score: 0.96 },
    });
    expect((await get(member.access, `${EKYC}/verify-doc/`)).json().data.document).toMatchObject({
      authentic: true,
      tampered: false,
    });
    expect((await get(member.access, `${EKYC}/verify-id/`)).json().data).toMatchObject({
      id_ref: '900512-14-5678',
      extracted_id_number: '900512-14-5678',
      matches: true,
    });

    const declared = await t.app.inject({
      method: 'POST',
      url: '/ekyc/api/v2/declaration/',
      headers: auth(member.access),
      payload: {
        nationality: 'malaysian',
        postcode: '50450',
        address_1: '1 Jalan Ampang',
        city: 'Kuala Lumpur',
        state: 'Wp Kuala Lumpur',
        phone: '012-345 6789',
        height_cm: 165,
        weight_kg: 60,
        smoker: false,
        accuracy_acknowledged: true,
      },
    });
    expect(declared.statusCode).toBe(201);
    expect(declared.json().data).toMatchObject({ country_of_origin: 'MY', phone: '+60123456789' });
    expect((await overview(member)).status).toBe('accepted');

    // The profile is completed from the verified NRIC.
    expect(await userRow(member)).toMatchObject({
      ekycStatus: 'accepted',
      idRef: '900512-14-5678',
      dob: '1990-05-12',
      gender: 'female',
    });

    expect(await trail(submission.uuid)).toEqual([
      ['unverified', 'pending', member.uuid],
      ['pending', 'processing', 'system'],
      ['processing', 'submitted', 'vendor'],
      ['submitted', 'accepted', member.uuid],
    ]);
    // Declared while the reminder waited: the member is only told what is true, that they are verified.
    await makeRemindersDue();
    const templates = (await mails(member.email)).filter((mail) => mail.template === 'ekyc_status');
    expect(templates.map((mail) => mail.subject)).toEqual(['Your identity is verified']);

    // Once accepted: no new submission and no reset.
    const again = await upload(t.app, member.access, '900512-14-5678');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toBe('ekyc_submission_exists');
    const reset = await t.app.inject({ method: 'POST', url: `${EKYC}/reset/`, headers: auth(member.access) });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().errors.code).toBe('ekyc_reset_not_allowed');
  });

  it('accepts at once when the declaration came before the checks', async () => {
    const member = await registerMember(t.app);
    const declared = await t.app.inject({
      method: 'POST',
      url: '/ekyc/api/v2/declaration/',
      headers: auth(member.access),
      payload: {
        nationality: 'foreigner',
        country_of_origin: 'sg',
        postcode: '10050',
        address_1: '8 Lebuh Pantai',
        address_2: '',
        city: 'Pulau Pinang',
        state: 'Pulau Pinang',
        phone: '+65 6123 4567',
        height_cm: 180,
        weight_kg: 80,
        smoker: true,
        accuracy_acknowledged: true,
      },
    });
    expect(declared.statusCode).toBe(201);
    expect(declared.json().data).toMatchObject({ country_of_origin: 'SG', address_2: null });
    const { uuid, data } = await submitAndCheck('880101-10-1235', member);
    expect(data.status).toBe('accepted');
    expect(data.declaration).toMatchObject({ nationality: 'foreigner' });
    expect((await trail(uuid)).map(([, to]) => to)).toEqual(['pending', 'processing', 'accepted']);
  });

  it('sends an NRIC already verified on another account to staff review (suspicious)', async () => {
    const first = await registerMember(t.app);
    const declaration = await t.app.inject({
      method: 'POST',
      url: '/ekyc/api/v2/declaration/',
      headers: auth(first.access),
      payload: {
        nationality: 'malaysian',
        postcode: '50450',
        address_1: '1 Jalan Ampang',
        city: 'Kuala Lumpur',
        state: 'Wp Kuala Lumpur',
        phone: '012-345 6789',
        height_cm: 165,
        weight_kg: 60,
        smoker: false,
        accuracy_acknowledged: true,
      },
    });
    expect(declaration.statusCode).toBe(201);
    expect((await submitAndCheck('770101-14-3456', first)).data.status).toBe('accepted');
    const { data, uuid } = await submitAndCheck('770101-14-3456');
    expect(data.status).toBe('suspicious');
    const [row] = await t.app.db.select().from(ekycSubmissions).where(eq(ekycSubmissions.id, uuid));
    expect(row!.reasonCode).toBe('duplicate_identity');
  });

  it('refuses a second upload while one is pending', async () => {
    const member = await registerMember(t.app);
    expect((await upload(t.app, member.access, '910203-08-2222')).statusCode).toBe(201);
    const second = await upload(t.app, member.access, '910203-08-2222');
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.detail).toMatch(/already have an identity verification/);
  });
});

describe('the "one more step" reminder says only what is still true when it is sent', () => {
  const statusSubjects = async (email: string) =>
    (await mails(email)).filter((mail) => mail.template === 'ekyc_status').map((mail) => mail.subject);

  it('is not sent while the member may still be completing the declaration', async () => {
    const { member, data } = await submitAndCheck('930101-14-5601');
    expect(data.status).toBe('submitted');
    expect(await statusSubjects(member.email)).toEqual([]);
  });

  it('is sent once its wait is over and the declaration is still missing', async () => {
    const { member } = await submitAndCheck('930202-14-5602');
    await makeRemindersDue();
    expect(await statusSubjects(member.email)).toEqual(['One more step to verify your identity']);
  });

  it('is dropped when the member declared in the meantime: only "verified" arrives', async () => {
    const { member } = await submitAndCheck('930303-14-5603');
    const declared = await t.app.inject({
      method: 'POST',
      url: '/ekyc/api/v2/declaration/',
      headers: auth(member.access),
      payload: malaysianDeclaration,
    });
    expect(declared.statusCode).toBe(201);
    await makeRemindersDue();
    expect(await statusSubjects(member.email)).toEqual(['Your identity is verified']);
    const [reminder] = await t.app.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${EKYC_DECLARATION_REMINDER_JOB} and ${jobs.payload}->>'submissionId' = ${(await overview(member)).submission.uuid}`,
      );
    expect(reminder?.status).toBe('done');
  });
});

describe('the vendor sandbox patterns', () => {
  it('99xx: a low face match goes to staff review (undetermined), never accepted', async () => {
    const { data, uuid } = await submitAndCheck('850505-14-9902');
    expect(data.status).toBe('undetermined');
    expect(data.submission.reason).toBeNull();
    const [row] = await t.app.db.select().from(ekycSubmissions).where(eq(ekycSubmissions.id, uuid));
    expect(row!.reasonCode).toBe('low_scores');
  });

  it('98xx: a tampered card is suspicious', async () => {
    const { data } = await submitAndCheck('850505-14-9804');
    expect(data.status).toBe('suspicious');
  });

  it('95xx: a failed liveness check (a spoof) is suspicious', async () => {
    const { data } = await submitAndCheck('850505-14-9506');
    expect(data.status).toBe('suspicious');
  });

  it('97xx: an unreadable card is rejected-can-retry with the reason, e-mailed, and the member may try again', async () => {
    const { data, member } = await submitAndCheck('850505-14-9708');
    expect(data.status).toBe('rejected-can-retry');
    expect(data.submission).toMatchObject({ can_retry: true });
    expect(data.submission.reason).toMatch(/could not read your ID card/);
    const malay = (await get(member.access, `${EKYC}/`, { 'accept-language': 'ms' })).json().data;
    expect(malay.submission.reason).toMatch(/tidak dapat membaca kad pengenalan/);
    const mail = (await mails(member.email)).find((entry) => entry.template === 'ekyc_status');
    expect(mail?.subject).toBe('Please try your identity verification again');
    expect(mail?.text).toMatch(/could not read your ID card/);

    // Retry: reset, then a clean upload passes.
    const reset = await t.app.inject({ method: 'POST', url: `${EKYC}/reset/`, headers: auth(member.access) });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({ status: 'unverified', submission: null });
    expect((await userRow(member)).ekycStatus).toBe('unverified');
    const retried = await submitAndCheck('850505-14-5608', member);
    expect(retried.data.status).toBe('submitted');
    expect((await trail(data.submission.uuid)).at(-1)).toEqual([
      'rejected-can-retry',
      'unverified',
      member.uuid,
    ]);
    // The checks routes show the newest attempt.
    expect((await get(member.access, `${EKYC}/verify-id/`)).json().data.submission).toBe(retried.uuid);
  });

  it('96xx: a card showing another NRIC is rejected-can-retry as a mismatch', async () => {
    const { data } = await submitAndCheck('850505-14-9610');
    expect(data.status).toBe('rejected-can-retry');
    expect(data.submission.reason).toMatch(/does not match the NRIC you entered/);
  });

  it('94xx: the vendor is down: the submission stays processing and the job is retried later', async () => {
    const { data, uuid } = await submitAndCheck('850505-14-9412');
    expect(data.status).toBe('processing');
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${EKYC_VERIFY_JOB} and ${jobs.payload}->>'submissionId' = ${uuid}`);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toMatch(/503/);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a profile whose date of birth changed after upload gets rejected-can-retry with the NRIC message', async () => {
    const member = await registerMember(t.app);
    expect((await upload(t.app, member.access, '920304-05-6667')).statusCode).toBe(201);
    await t.app.db.update(users).set({ dob: '1992-03-05' }).where(eq(users.id, member.uuid));
    await t.app.jobs.runDue();
    const data = await overview(member);
    expect(data.status).toBe('rejected-can-retry');
    expect(data.submission.reason).toMatch(/^NRIC does not match Date of Birth/);
  });
});

describe('what the upload refuses', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await registerMember(t.app);
  });

  const fieldsOf = (response: { json: () => { errors: { fields: Record<string, string[]> } } }) =>
    response.json().errors.fields;

  it('a PDF renamed .jpg, by its content', async () => {
    const images = await goodImages();
    const response = await upload(t.app, member.access, '900101-01-1111', {
      ...images,
      front_ic: { data: pdfBytes, filename: 'card.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).front_ic).toEqual([
      'This file is a PDF document, not a photo, although its name says otherwise. Please upload a JPEG, PNG, HEIC or WebP image.',
    ]);
  });

  it('a text file and a GIF', async () => {
    const images = await goodImages();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const response = await upload(t.app, member.access, '900101-01-1111', {
      ...images,
      back_ic: { data: Buffer.from('hello, not an image'), filename: 'back.png', type: 'image/png' },
      selfie: { data: gif, filename: 'me.gif', type: 'image/gif' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).back_ic?.[0]).toMatch(/not a photo we can use/);
    expect(fieldsOf(response).selfie?.[0]).toMatch(/not a photo we can use/);
  });

  it('an image over the size limit, with the limit in the message', async () => {
    const images = await goodImages();
    const big = await noisyPng(320);
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    const response = await upload(t.app, member.access, '900101-01-1111', {
      ...images,
      selfie: { data: big, filename: 'selfie.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).selfie).toEqual([
      'This image is larger than 200 KB. Please upload a smaller image.',
    ]);
  });

  it('missing images and a malformed NRIC, in English and Malay', async () => {
    const images = await goodImages();
    const response = await upload(t.app, member.access, '900101011111', { front_ic: images.front_ic });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      id_ref: ['Length of NRIC should be 14'],
      back_ic: ['Please upload this image.'],
      selfie: ['Please upload this image.'],
    });
    const malay = await upload(t.app, member.access, '9001010-1-111', images, { 'accept-language': 'ms' });
    expect(fieldsOf(malay).id_ref).toHaveLength(1);
    expect(fieldsOf(malay).id_ref![0]).not.toBe('NRIC format should be xxxxxx-xx-xxxx');
    const missing = await upload(t.app, member.access, undefined, images);
    expect(fieldsOf(missing).id_ref).toEqual(['This field is required']);
  });

  it('an NRIC that contradicts the profile', async () => {
    await t.app.db.update(users).set({ dob: '1990-01-01', gender: 'male' }).where(eq(users.id, member.uuid));
    const response = await upload(t.app, member.access, '900102-01-1112');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).id_ref).toEqual([
      'NRIC does not match Date of Birth',
      'NRIC does not match Gender',
    ]);
    await t.app.db.update(users).set({ dob: null, gender: null }).where(eq(users.id, member.uuid));
  });

  it('a JSON body, and no login', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `${EKYC}/`,
      headers: auth(member.access),
      payload: { id_ref: '900101-01-1111' },
    });
    expect(json.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: `${EKYC}/` })).statusCode).toBe(401);
  });

  it('nothing was stored for the refused uploads', async () => {
    expect((await overview(member)).status).toBe('unverified');
  });
});

describe('images and ownership', () => {
  it("serves the member's images without metadata, privately; others get 404", async () => {
    const owner = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    const images = await goodImages();
    const exif = await jpegWithExif();
    expect(exif.includes('EXIF-MARKER-123')).toBe(true);
    const response = await upload(t.app, owner.access, '930707-07-7777', {
      ...images,
      selfie: { data: exif, filename: 'selfie.jpg', type: 'image/jpeg' },
    });
    const { uuid } = response.json().data;

    const selfie = await get(owner.access, `${EKYC}/${uuid}/images/selfie/`);
    expect(selfie.statusCode).toBe(200);
    expect(selfie.headers['content-type']).toBe('image/jpeg');
    expect(selfie.headers['cache-control']).toBe('private, no-store');
    expect(selfie.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(selfie.rawPayload.includes('EXIF-MARKER-123')).toBe(false);
    expect((await get(owner.access, `${EKYC}/${uuid}/images/back_ic/`)).headers['content-type']).toBe(
      'image/png',
    );

    expect((await get(owner.access, `${EKYC}/${uuid}/`)).json().data.uuid).toBe(uuid);
    expect((await get(stranger.access, `${EKYC}/${uuid}/`)).statusCode).toBe(404);
    expect((await get(stranger.access, `${EKYC}/${uuid}/images/selfie/`)).statusCode).toBe(404);
    expect((await get(owner.access, `${EKYC}/${uuid}/images/passport/`)).statusCode).toBe(400);
    expect((await get(owner.access, `${EKYC}/not-a-uuid/`)).statusCode).toBe(400);

    // Retention: past the date the images go, the submission and its audit trail stay.
    await t.app.db
      .update(ekycSubmissions)
      .set({ retentionUntil: new Date(Date.now() - 1000) })
      .where(eq(ekycSubmissions.id, uuid));
    expect(await t.app.ekyc.purgeExpiredImages()).toBeGreaterThanOrEqual(1);
    expect((await get(owner.access, `${EKYC}/${uuid}/images/selfie/`)).statusCode).toBe(404);
    expect((await get(owner.access, `${EKYC}/${uuid}/`)).statusCode).toBe(200);
    expect(await trail(uuid)).toEqual([['unverified', 'pending', owner.uuid]]);
  });

  it('refuses a HEIC whose content says HEIC but does not decode', async () => {
    const member = await registerMember(t.app);
    // The start of a HEIC file: its type box says so, and nothing after it decodes.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(4),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    // libheif reports its parse failure on console.log.
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await upload(t.app, member.access, '950909-09-5090', {
      ...(await goodImages()),
      selfie: { data: heic, filename: 'IMG_0001.HEIC', type: 'image/heic' },
    }).finally(() => log.mockRestore());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields.selfie).toEqual([
      'This image could not be read. Please take the photo again.',
    ]);
  });

  it('keeps PNG and WebP in their format', async () => {
    const member = await registerMember(t.app);
    const png = await solidImage('png', '#000000', 16);
    const response = await upload(t.app, member.access, '940808-08-8888', {
      ...(await goodImages()),
      front_ic: { data: png, filename: 'front.png', type: 'image/png' },
    });
    const { uuid } = response.json().data;
    const front = await get(member.access, `${EKYC}/${uuid}/images/front_ic/`);
    expect(front.headers['content-type']).toBe('image/png');
    expect((await get(member.access, `${EKYC}/${uuid}/images/selfie/`)).headers['content-type']).toBe(
      'image/webp',
    );
  });
});

describe('postcode lookup', () => {
  it('answers city and state, 400 for a bad format, 404 for an unknown postcode; no login', async () => {
    const found = await t.app.inject({ method: 'GET', url: `${EKYC}/postcodes/50450/` });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ postcode: '50450', city: 'Kuala Lumpur', state: 'Wp Kuala Lumpur' });
    const bad = await t.app.inject({ method: 'GET', url: `${EKYC}/postcodes/5045/` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields.postcode).toEqual(['Postcode needs to be 5 digits']);
    const unknown = await t.app.inject({ method: 'GET', url: `${EKYC}/postcodes/00000/` });
    expect(unknown.statusCode).toBe(404);
  });
});
