// eKYC staff review: the role check, the review queue, one submission with scores and audit trail, decisions
// (with the member's e-mail), logged image views, illegal decisions, the CLI through the same service, the seed.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { ekycImageAccessLog, ekycSubmissions, ekycTransitions, jobs, users } from '../src/db/schema';
import { EKYC_DECLARATION_REMINDER_JOB } from '../src/modules/ekyc/ekyc-service';
import { passwordProblems } from '../src/modules/auth/password-policy';
import { runSeed } from '../src/modules/seed/seed';
import { runStaffCommandThroughApi, type ApiCall } from '../src/modules/staff/api-client';
import { parseStaffArgs, runStaffCommand } from '../src/modules/staff/command';
import { grantStaff } from '../src/modules/staff/roles';
import { staffMember } from '../src/modules/staff/seed-staff';
import { auth, EKYC, SANDBOX_KEY, startSandbox, upload } from './fixtures/ekyc/helpers';
import { API, createTestApp, registerMember, type TestContext, type TestMember } from './helpers/test-app';

const STAFF = '/staff/api/v1/ekyc';

let t: TestContext;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let staff: TestMember;

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({ config: { ekyc: { vendorUrl: sandbox.url, vendorApiKey: SANDBOX_KEY } } });
  staff = await registerMember(t.app);
  await grantStaff(t.app.db, staff.email);
}, 60_000);
afterAll(async () => {
  if (t) fs.rmSync(t.app.config.ekyc.storageDir, { recursive: true, force: true });
  await t?.close();
  await sandbox?.close();
});

async function submitted(idRef: string) {
  const member = await registerMember(t.app);
  const response = await upload(t.app, member.access, idRef);
  expect(response.statusCode).toBe(201);
  await t.app.jobs.runDue();
  return { member, uuid: response.json().data.uuid as string };
}

const decide = (uuid: string, payload: object, access = staff.access) =>
  t.app.inject({ method: 'POST', url: `${STAFF}/${uuid}/decision/`, headers: auth(access), payload });

async function ekycMails(email: string) {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return (
    response.json().data as { template: string; subject: string; text: string; language: string }[]
  ).filter((mail) => mail.template === 'ekyc_status');
}

describe('staff endpoints', () => {
  it('refuse members with 403 permission_denied, and anonymous callers with 401', async () => {
    const member = await registerMember(t.app);
    const list = await t.app.inject({ method: 'GET', url: `${STAFF}/`, headers: auth(member.access) });
    expect(list.statusCode).toBe(403);
    expect(list.json().errors.code).toBe('permission_denied');
    const decision = await decide(
      '00000000-0000-4000-8000-000000000000',
      { decision: 'accept' },
      member.access,
    );
    expect(decision.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${STAFF}/` })).statusCode).toBe(401);
  });

  it('list undetermined and suspicious submissions, and pending ones that waited too long', async () => {
    const low = await submitted('860606-06-9902');
    const tampered = await submitted('860606-06-9804');
    const clean = await submitted('860606-06-1234');
    const stuck = await registerMember(t.app);
    const stuckUpload = await upload(t.app, stuck.access, '860606-06-4321');
    const stuckUuid = stuckUpload.json().data.uuid as string;
    await t.app.db
      .update(ekycSubmissions)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(ekycSubmissions.id, stuckUuid));

    const response = await t.app.inject({ method: 'GET', url: `${STAFF}/`, headers: auth(staff.access) });
    expect(response.statusCode).toBe(200);
    const byUuid = new Map(
      (response.json().data as { uuid: string; status: string; member: { email: string } }[]).map((row) => [
        row.uuid,
        row,
      ]),
    );
    expect(byUuid.get(low.uuid)).toMatchObject({
      status: 'undetermined',
      member: { email: low.member.email },
    });
    expect(byUuid.get(tampered.uuid)).toMatchObject({ status: 'suspicious' });
    expect(byUuid.get(stuckUuid)).toMatchObject({ status: 'pending' });
    expect(byUuid.has(clean.uuid)).toBe(false);

    const detail = await t.app.inject({
      method: 'GET',
      url: `${STAFF}/${low.uuid}/`,
      headers: auth(staff.access),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      submission: { uuid: low.uuid, status: 'undetermined' },
      reason_code: 'low_scores',
      scores: { face_match: { score: 0.41 }, document: { authentic: true } },
      thresholds: { face_match: 0.8 },
      images_deleted: false,
      transitions: [
        { from: 'unverified', to: 'pending', actor: low.member.uuid },
        { from: 'pending', to: 'processing', actor: 'system' },
        { from: 'processing', to: 'undetermined', actor: 'vendor' },
      ],
    });
  });

  it('accept: accepted with a declaration, submitted without; the member is e-mailed in their language', async () => {
    const { member, uuid } = await submitted('870707-07-9902');
    await t.app.db.update(users).set({ language: 'ms' }).where(eq(users.id, member.uuid));
    const accepted = await decide(uuid, { decision: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('submitted');
    // "One more step" is a delayed reminder (it checks the declaration is still missing when it runs).
    const reminder = 'Satu langkah lagi untuk mengesahkan identiti anda';
    expect((await ekycMails(member.email)).map((sent) => sent.subject)).not.toContain(reminder);
    await t.app.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, EKYC_DECLARATION_REMINDER_JOB));
    const [mail] = await ekycMails(member.email);
    expect(mail).toMatchObject({
      language: 'ms',
      subject: reminder,
    });

    // A second accept is not a transition: 409.
    const again = await decide(uuid, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toBe('ekyc_illegal_transition');

    const { member: declared, uuid: other } = await submitted('870707-07-9804');
    const declaration = await t.app.inject({
      method: 'POST',
      url: '/ekyc/api/v2/declaration/',
      headers: auth(declared.access),
      payload: {
        nationality: 'malaysian',
        country_of_origin: 'MY',
        postcode: '60000',
        address_1: '12 Jalan Damai',
        city: 'Kuala Lumpur',
        state: 'Wp Kuala Lumpur',
        phone: '0123456789',
        height_cm: 170,
        weight_kg: 70,
        smoker: false,
        accuracy_acknowledged: true,
      },
    });
    expect(declaration.statusCode).toBe(201);
    // The declaration alone does not accept a suspicious submission.
    expect(
      (await t.app.inject({ method: 'GET', url: `${EKYC}/`, headers: auth(declared.access) })).json().data
        .status,
    ).toBe('suspicious');
    const done = await decide(other, { decision: 'accept' });
    expect(done.json().data.status).toBe('accepted');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, declared.uuid));
    expect(row).toMatchObject({ ekycStatus: 'accepted', dob: '1987-07-07', gender: 'female' });
    const [transition] = await t.app.db
      .select()
      .from(ekycTransitions)
      .where(eq(ekycTransitions.submissionId, other))
      .orderBy(ekycTransitions.id)
      .offset(3);
    expect(transition).toMatchObject({ fromStatus: 'suspicious', toStatus: 'accepted', actor: staff.uuid });
  });

  it('reject and reject-can-retry need a reason, which the member reads', async () => {
    const { member, uuid } = await submitted('880808-08-9804');
    const noReason = await decide(uuid, { decision: 'reject', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.fields.reason).toEqual([
      'Give the reason for the rejection; the member will read it.',
    ]);
    const bad = await decide(uuid, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields.decision).toEqual(['Choose accept, reject or reject-can-retry.']);

    const rejected = await decide(uuid, { decision: 'reject', reason: 'The card photo was edited.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', can_retry: false });
    const seen = (await t.app.inject({ method: 'GET', url: `${EKYC}/`, headers: auth(member.access) })).json()
      .data;
    expect(seen.submission.reason).toMatch(
      /contact our support team.*Our reviewer noted: The card photo was edited\./,
    );
    const [mail] = await ekycMails(member.email);
    expect(mail?.subject).toBe('We could not verify your identity');
    expect(mail?.text).toMatch(/The card photo was edited\./);

    // Final: no reset, no new submission, no further decision.
    expect(
      (await t.app.inject({ method: 'POST', url: `${EKYC}/reset/`, headers: auth(member.access) }))
        .statusCode,
    ).toBe(409);
    expect((await upload(t.app, member.access, '880808-08-1234')).statusCode).toBe(409);
    expect((await decide(uuid, { decision: 'accept' })).statusCode).toBe(409);

    const retry = await submitted('880808-08-9902');
    const canRetry = await decide(retry.uuid, {
      decision: 'reject-can-retry',
      reason: 'Your selfie was blurred.',
    });
    expect(canRetry.json().data).toMatchObject({ status: 'rejected-can-retry', can_retry: true });
    const reset = await t.app.inject({
      method: 'POST',
      url: `${EKYC}/reset/`,
      headers: auth(retry.member.access),
    });
    expect(reset.json().data.status).toBe('unverified');
  });

  it('lets staff see images, and logs each view; members never see others', async () => {
    const { member, uuid } = await submitted('890909-09-9902');
    const byStaff = await t.app.inject({
      method: 'GET',
      url: `${EKYC}/${uuid}/images/front_ic/`,
      headers: auth(staff.access),
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.headers['cache-control']).toBe('private, no-store');
    const byOwner = await t.app.inject({
      method: 'GET',
      url: `${EKYC}/${uuid}/images/front_ic/`,
      headers: auth(member.access),
    });
    expect(byOwner.statusCode).toBe(200);
    const log = await t.app.db
      .select()
      .from(ekycImageAccessLog)
      .where(eq(ekycImageAccessLog.submissionId, uuid));
    expect(log).toEqual([expect.objectContaining({ kind: 'front_ic', viewerId: staff.uuid })]);
    expect(
      (await t.app.inject({ method: 'GET', url: `${EKYC}/${uuid}/`, headers: auth(staff.access) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown submission', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${STAFF}/00000000-0000-4000-8000-000000000000/`,
      headers: auth(staff.access),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the staff CLI', () => {
  it('parses its commands and refuses anything else', () => {
    expect(parseStaffArgs(['ekyc', 'list'])).toEqual({ command: { kind: 'list' }, operator: undefined });
    expect(
      parseStaffArgs([
        'ekyc',
        'reject',
        '00000000-0000-4000-8000-000000000000',
        '--reason',
        'Edited',
        '--as',
        'nadia',
      ]),
    ).toEqual({
      command: {
        kind: 'decide',
        uuid: '00000000-0000-4000-8000-000000000000',
        decision: 'reject',
        reason: 'Edited',
      },
      operator: 'nadia',
    });
    expect(parseStaffArgs(['grant', 'a@b.my'])).toEqual({
      command: { kind: 'grant', email: 'a@b.my' },
      operator: undefined,
    });
    expect(parseStaffArgs(['ekyc', 'accept', 'not-a-uuid'])).toBeNull();
    expect(parseStaffArgs(['ekyc', 'approve', '00000000-0000-4000-8000-000000000000'])).toBeNull();
    expect(parseStaffArgs([])).toBeNull();
  });

  it('lists, shows and decides through the same service, audited as the CLI operator', async () => {
    const { uuid } = await submitted('900101-10-9902');
    expect(await runStaffCommand(t.app, { command: { kind: 'list' }, operator: 'nadia' })).toContain(uuid);
    const shown = await runStaffCommand(t.app, { command: { kind: 'show', uuid }, operator: 'nadia' });
    expect(shown).toMatch(/face 0\.41 \(min 0\.8\)/);
    expect(shown).toMatch(/processing -> undetermined {2}by vendor/);
    await expect(
      runStaffCommand(t.app, {
        command: { kind: 'decide', uuid, decision: 'reject', reason: null },
        operator: 'nadia',
      }),
    ).rejects.toThrow(/Give the reason for the rejection/);
    expect(
      await runStaffCommand(t.app, {
        command: { kind: 'decide', uuid, decision: 'reject-can-retry', reason: 'Blurred selfie' },
        operator: 'nadia',
      }),
    ).toBe(`Submission ${uuid} is now rejected-can-retry; the member was e-mailed.`);
    const trail = await t.app.db.select().from(ekycTransitions).where(eq(ekycTransitions.submissionId, uuid));
    expect(trail.at(-1)).toMatchObject({ toStatus: 'rejected-can-retry', actor: 'cli:nadia' });
    await expect(
      runStaffCommand(t.app, {
        command: { kind: 'decide', uuid, decision: 'accept', reason: null },
        operator: 'x',
      }),
    ).rejects.toThrow('Not allowed: rejected-can-retry -> submitted.');
  });

  it('goes through the running API as a signed-in staff member (npm start holds the embedded database)', async () => {
    const { uuid } = await submitted('900101-10-9903');
    const call: ApiCall = async (method, path, body, access) => {
      const answer = await t.app.inject({
        method,
        url: path,
        ...(body ? { payload: body } : {}),
        headers: access ? auth(access) : {},
      });
      return { status: answer.statusCode, body: answer.json() };
    };
    const asStaff = { email: staff.email, password: staff.password };
    const run = (args: string[]) => runStaffCommandThroughApi(call, asStaff, parseStaffArgs(args)!);
    expect(await run(['ekyc', 'list'])).toContain(uuid);
    expect(await run(['ekyc', 'show', uuid])).toMatch(/face 0\.41 \(min 0\.8\)/);
    await expect(run(['ekyc', 'reject', uuid])).rejects.toThrow(/Give the reason for the rejection/);
    expect(await run(['ekyc', 'reject-can-retry', uuid, '--reason', 'Blurred selfie'])).toBe(
      `Submission ${uuid} is now rejected-can-retry; the member was e-mailed.`,
    );
    const trail = await t.app.db.select().from(ekycTransitions).where(eq(ekycTransitions.submissionId, uuid));
    expect(trail.at(-1)).toMatchObject({ toStatus: 'rejected-can-retry', actor: staff.uuid });
    expect(await run(['ekyc', 'purge-expired'])).toMatch(
      /^Deleted the images of \d+ submission\(s\) past retention\.$/,
    );
    await expect(
      runStaffCommandThroughApi(
        call,
        { email: staff.email, password: 'wrong-password-1' },
        parseStaffArgs(['ekyc', 'list'])!,
      ),
    ).rejects.toThrow();
    const member = await registerMember(t.app);
    await expect(
      runStaffCommandThroughApi(
        call,
        { email: member.email, password: member.password },
        parseStaffArgs(['ekyc', 'list'])!,
      ),
    ).rejects.toThrow();
  });

  it('grants the staff role to a member by e-mail', async () => {
    const member = await registerMember(t.app);
    expect(
      await runStaffCommand(t.app, { command: { kind: 'grant', email: member.email }, operator: 'x' }),
    ).toBe(`${member.email} is now staff.`);
    expect(
      (await t.app.inject({ method: 'GET', url: `${STAFF}/`, headers: auth(member.access) })).statusCode,
    ).toBe(200);
    await expect(
      runStaffCommand(t.app, { command: { kind: 'grant', email: 'nobody@example.com' }, operator: 'x' }),
    ).rejects.toThrow('No member has the e-mail address nobody@example.com');
  });
});

describe('the seeded staff account', () => {
  it('is created by the seed with a password that passes the rules, and can use the staff endpoints', async () => {
    await runSeed(t.app.db, { scryptCost: 1024 });
    await runSeed(t.app.db, { scryptCost: 1024 });
    expect(
      passwordProblems(staffMember.password, {
        email: staffMember.email,
        firstName: staffMember.firstName,
        lastName: staffMember.lastName,
      }),
    ).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/`,
      payload: { email: staffMember.email, password: staffMember.password, delivery: 'body' },
    });
    expect(login.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `${STAFF}/`,
      headers: auth(login.json().data.access),
    });
    expect(list.statusCode).toBe(200);
  });
});
