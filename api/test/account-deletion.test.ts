// Deleting an account: the e-mailed one-time code (generate-otp/), the password and code checks, and what
// deletion erases, keeps and ends.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  authSessions,
  emailPins,
  jobs,
  newsletterSubscriptions,
  userAddresses,
  users,
} from '../src/db/schema';
import {
  API,
  createTestApp,
  loginWithCookie,
  registerMember,
  sessionCookie,
  WEB_ORIGIN,
  type TestContext,
  type TestMember,
} from './helpers/test-app';
import { multipartBody } from './helpers/multipart';
import { NO_PASSWORD } from '../src/modules/social/social-service';
import { announceProfileChange } from '../src/modules/auth/profile-cache';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Teduh ${access}` });

interface Mail {
  template: string;
  subject: string;
  text: string;
  language: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json<{ data: Mail[] }>().data;
}

async function requestOtp(member: TestMember, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/generate-otp/`,
    headers: { ...bearer(member.access), ...headers },
    payload: { purpose: 'delete-account' },
  });
}

async function readOtp(email: string): Promise<string> {
  const mail = (await mailsTo(email)).find((candidate) => candidate.template === 'delete_account_otp');
  const otp = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error(`no code e-mailed to ${email}`);
  return otp;
}

const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

function deleteAccount(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'DELETE', url: `${API}/me/`, headers, payload });
}

describe('POST auth/api/v1/generate-otp/', () => {
  it('e-mails a 6-digit code in the language of the request, with a resend cool-down', async () => {
    const member = await registerMember(t.app);
    const response = await requestOtp(member, { 'accept-language': 'ms' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ email: member.email, resend_after_seconds: 60 });
    const minutes = (Date.parse(data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const [mail] = await mailsTo(member.email);
    expect(mail).toMatchObject({ template: 'delete_account_otp', language: 'ms' });
    expect(mail!.subject).toMatch(/^Kod pemadaman akaun Teduh anda: \d{6}$/);

    const again = await requestOtp(member);
    expect(again.statusCode).toBe(429);
    expect(again.json().errors.code).toBe('pin_resend_cooldown');
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('validates the purpose and needs a session', async () => {
    const member = await registerMember(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/generate-otp/`,
      headers: bearer(member.access),
      payload: { purpose: 'launch-rockets' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields).toEqual({ purpose: ['Enter a valid value.'] });
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/generate-otp/`,
      headers: bearer(member.access),
      payload: {},
    });
    expect(missing.json().errors.fields).toEqual({ purpose: ['This field is required'] });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API}/generate-otp/`,
      payload: { purpose: 'delete-account' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE auth/api/v1/me/', () => {
  it('erases the personal data, keeps a tombstone, ends every session and frees the address', async () => {
    const member = await registerMember(t.app, { firstName: 'Farah', lastName: 'Zulkifli' });
    // A picture, an NRIC, an address and a newsletter subscription to erase.
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody({ id_ref: '900512-14-5678' }, [
      { field: 'profile_picture', filename: 'me.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: { ...bearer(member.access), ...body.headers },
      payload: body.payload,
    });
    const pictureUrl = new URL(patched.json().data.profile_picture).pathname;
    await t.app.db
      .insert(userAddresses)
      .values({ userId: member.uuid, address1: '3 Jalan Duta', postcode: '50480' });
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscription/',
      headers: bearer(member.access),
    });

    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const browser = { cookie, origin: WEB_ORIGIN };
    expect((await requestOtp(member)).statusCode).toBe(200);
    const otp = await readOtp(member.email);

    const response = await deleteAccount(browser, { password: member.password, otp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    // Sent e-mails to the address no longer wait in the job table.
    const sent = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'done'), sql`${jobs.payload}->>'to' = ${member.email}`));
    expect(sent).toEqual([]);
    // The cookie is cleared.
    expect(sessionCookie(response)).toBeUndefined();
    expect(String(response.headers['set-cookie'])).toMatch(/^teduh=;/);

    // Every session ends: the cookie's and the app's.
    expect((await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: browser })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) })).statusCode,
    ).toBe(403);
    const refresh = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      payload: { refresh: member.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const sessions = await t.app.db.select().from(authSessions).where(eq(authSessions.userId, member.uuid));
    expect(sessions.every((session) => session.revokedReason === 'account_deleted')).toBe(true);

    // The tombstone: same id, nothing personal.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.uuid));
    expect(row).toMatchObject({
      email: `deleted-${member.uuid}@deleted.invalid`,
      firstName: '',
      lastName: '',
      dob: null,
      gender: null,
      idRef: null,
      profilePicture: null,
      isActive: false,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash.startsWith('scrypt$')).toBe(false);
    expect(await t.app.db.select().from(userAddresses).where(eq(userAddresses.userId, member.uuid))).toEqual(
      [],
    );
    expect(
      await t.app.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, member.email)),
    ).toEqual([]);
    expect(await t.app.db.select().from(emailPins).where(eq(emailPins.email, member.email))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);

    // The old address is told, and can never log in to the old account again.
    expect((await mailsTo(member.email))[0]!.template).toBe('account_deleted');
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/`,
      payload: { email: member.email, password: member.password, delivery: 'body' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors.code).toBe('invalid_credentials');

    // The address can register again, as a new account.
    const again = await registerMember(t.app, { email: member.email });
    expect(again.uuid).not.toBe(member.uuid);
  });

  it('answers 400 per field for a wrong password and a wrong code', async () => {
    const member = await registerMember(t.app);
    await requestOtp(member);
    const otp = await readOtp(member.email);

    const both = await deleteAccount(bearer(member.access), { password: 'not-my-password', otp: wrong(otp) });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toMatchObject({
      code: 'invalid',
      fields: { password: ['Your current password is incorrect.'], otp: ['The PIN is incorrect.'] },
    });

    const password = await deleteAccount(bearer(member.access), { password: 'not-my-password', otp });
    expect(password.json().errors.fields).toEqual({ password: ['Your current password is incorrect.'] });

    const code = await deleteAccount(
      { ...bearer(member.access), 'accept-language': 'ms' },
      { password: member.password, otp: wrong(otp) },
    );
    expect(code.statusCode).toBe(400);
    expect(code.json().errors).toMatchObject({ code: 'otp_invalid', fields: { otp: ['PIN tidak betul.'] } });

    // Still there.
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) })).statusCode,
    ).toBe(200);
  });

  it('limits the attempts of a code, and refuses a code that was never sent', async () => {
    const member = await registerMember(t.app);
    const none = await deleteAccount(bearer(member.access), { password: member.password, otp: '123456' });
    expect(none.json().errors.code).toBe('otp_expired');

    await requestOtp(member);
    const otp = await readOtp(member.email);
    for (let i = 0; i < 5; i += 1) {
      await deleteAccount(bearer(member.access), { password: member.password, otp: wrong(otp) });
    }
    const spent = await deleteAccount(bearer(member.access), { password: member.password, otp });
    expect(spent.json().errors).toMatchObject({
      code: 'otp_attempts_exceeded',
      fields: { otp: ['Too many incorrect attempts. Please request a new PIN.'] },
    });
  });

  it("does not accept another member's code", async () => {
    const victim = await registerMember(t.app);
    const attacker = await registerMember(t.app);
    await requestOtp(attacker);
    const attackerOtp = await readOtp(attacker.email);
    const response = await deleteAccount(bearer(victim.access), {
      password: victim.password,
      otp: attackerOtp,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('otp_expired');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, victim.uuid));
    expect(row!.isActive).toBe(true);
  });

  it('asks a member who signs in only with Google, Apple or Facebook for the code alone, and still asks others for the password', async () => {
    const social = await registerMember(t.app);
    // What a social sign-up stores: no password at all (modules/social).
    await t.app.db.update(users).set({ passwordHash: NO_PASSWORD }).where(eq(users.email, social.email));
    // Written past the API, so told as the API's own writes are (the profile is kept in memory briefly).
    announceProfileChange(social.uuid);
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(social.access) });
    expect(me.json().data.has_password).toBe(false);
    await requestOtp(social);
    const gone = await deleteAccount(bearer(social.access), { otp: await readOtp(social.email) });
    expect(gone.statusCode).toBe(200);

    const member = await registerMember(t.app);
    const withPassword = await t.app.inject({
      method: 'GET',
      url: `${API}/me/`,
      headers: bearer(member.access),
    });
    expect(withPassword.json().data.has_password).toBe(true);
    await requestOtp(member);
    const refused = await deleteAccount(bearer(member.access), { otp: await readOtp(member.email) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields.password).toEqual(['This field is required']);
  });

  it('validates the body', async () => {
    const member = await registerMember(t.app);
    const empty = await deleteAccount(bearer(member.access), {});
    expect(empty.statusCode).toBe(400);
    // The password is not in the body's schema (a member who signs in only with a provider has none): the
    // service asks it of those who have one (the test above).
    expect(empty.json().errors.fields).toEqual({ otp: ['Pin is required'] });
    const short = await deleteAccount(bearer(member.access), { password: 'x', otp: '12' });
    expect(short.json().errors.fields).toEqual({ otp: ['PIN needs to be 6 digits'] });
  });

  it('needs a session, and an allowed origin with the cookie', async () => {
    const anonymous = await deleteAccount({}, { password: 'x', otp: '123456' });
    expect(anonymous.statusCode).toBe(401);
    const member = await registerMember(t.app);
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const foreign = await deleteAccount(
      { cookie, origin: 'https://evil.example' },
      { password: member.password, otp: '123456' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors.code).toBe('csrf_failed');
  });

  it('is rate limited', async () => {
    const limited = await createTestApp({
      // The same secrets, so the member's access token is valid on both apps.
      config: { secrets: t.app.config.secrets, rateLimit: { auth: { max: 1, windowMs: 60_000 } } },
      database: t.database,
    });
    try {
      const member = await registerMember(t.app);
      const send = () =>
        limited.app.inject({
          method: 'DELETE',
          url: `${API}/me/`,
          headers: bearer(member.access),
          payload: { password: 'wrong', otp: '123456' },
          remoteAddress: '192.0.2.71',
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});
