// Changing the e-mail address: the link to the new address, verify/ and confirm/ (logged in or out), the
// e-mail to the old address, single use, expiry, hashing at rest, and the checks of the request.
import { eq } from 'drizzle-orm';
import { emailChangeRequests } from '../src/db/schema';
import {
  API,
  createTestApp,
  loginWithCookie,
  registerMember,
  uniqueEmail,
  WEB_ORIGIN,
  type TestContext,
  type TestMember,
} from './helpers/test-app';

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
  html: string;
  language: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json<{ data: Mail[] }>().data;
}

function requestChange(member: TestMember, email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/me/change-email/`,
    headers: { ...bearer(member.access), ...headers },
    payload: { email },
  });
}

/** The token of the newest change link e-mailed to the address. */
async function linkToken(email: string): Promise<string> {
  const mail = (await mailsTo(email)).find((candidate) => candidate.template === 'change_email');
  const link = mail?.text.match(/(http\S+email-verification\?token=\S+)/)?.[1];
  if (!link) throw new Error(`no change link e-mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers });

describe('changing the e-mail address', () => {
  it('sends a link to the new address, tells which address, changes it once and tells the old address', async () => {
    const member = await registerMember(t.app, { firstName: 'Hafiz' });
    const next = uniqueEmail('Moved');
    const response = await requestChange(member, `  ${next.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: next.toLowerCase() } });

    const [mail] = await mailsTo(next.toLowerCase());
    expect(mail).toMatchObject({
      template: 'change_email',
      subject: 'Confirm your new Teduh e-mail address',
    });
    expect(mail!.text).toContain(`${WEB_ORIGIN}/dashboard/email-verification?token=`);
    expect(mail!.html).toContain('/dashboard/email-verification?token=');
    const token = await linkToken(next.toLowerCase());

    // Stored only as a hash, expiring in 24 hours.
    const [row] = await t.app.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, member.uuid));
    expect(row!.tokenHash).not.toContain(token);
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // Nothing changes until confirm/.
    const verify = await post('/me/change-email/verify/', { token });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ data: { email: next.toLowerCase() } });
    const before = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(before.json().data.email).toBe(member.email);

    // Logged out: the token is the proof.
    const confirm = await post('/me/change-email/confirm/', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({ uuid: member.uuid, email: next.toLowerCase() });

    const [told] = await mailsTo(member.email);
    expect(told).toMatchObject({
      template: 'email_changed',
      subject: 'Your Teduh e-mail address was changed',
    });
    expect(told!.text).toContain(next.toLowerCase());
    expect(told!.text).toContain('Hello Hafiz,');

    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jwt/`,
        payload: { email, password: member.password, delivery: 'body' },
      });
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(member.email)).statusCode).toBe(400);

    // Single use.
    for (const path of ['/me/change-email/verify/', '/me/change-email/confirm/']) {
      const again = await post(path, { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual({
        code: 'email_change_token_invalid',
        detail: 'This e-mail change link has expired or was already used. Please request a new one.',
        fields: {
          token: ['This e-mail change link has expired or was already used. Please request a new one.'],
        },
      });
    }
  });

  it('works logged in with the cookie too, and moves the newsletter subscription', async () => {
    const member = await registerMember(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscription/',
      headers: bearer(member.access),
    });
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const next = uniqueEmail('cookie');
    const request = await t.app.inject({
      method: 'POST',
      url: `${API}/me/change-email/`,
      headers: { cookie, origin: WEB_ORIGIN },
      payload: { email: next },
    });
    expect(request.statusCode).toBe(200);
    const token = await linkToken(next);
    const confirm = await post('/me/change-email/confirm/', { token }, { cookie, origin: WEB_ORIGIN });
    expect(confirm.json().data).toMatchObject({ email: next, newsletter: true });
  });

  it("answers 'E-mail is taken' for another account's address, like registration, in both languages", async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const response = await requestChange(member, other.email.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      code: 'invalid',
      detail: 'E-mail is taken',
      fields: { email: ['E-mail is taken'] },
    });
    const registration = await t.app.inject({
      method: 'POST',
      url: `${API}/register/`,
      payload: { email: other.email },
    });
    expect(registration.json().errors).toEqual(response.json().errors);

    const malay = await requestChange(member, other.email, { 'accept-language': 'ms' });
    expect(malay.json().errors.fields).toEqual({ email: ['E-mel telah digunakan'] });
  });

  it('validates the address', async () => {
    const member = await registerMember(t.app);
    const cases: [object, Record<string, string[]>][] = [
      [{ email: 'nope' }, { email: ['Invalid E-mail'] }],
      [{ email: '' }, { email: ['This field is required'] }],
      [{}, { email: ['This field is required'] }],
      [{ email: member.email.toUpperCase() }, { email: ['This is already your e-mail address.'] }],
    ];
    for (const [payload, fields] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/me/change-email/`,
        headers: bearer(member.access),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields).toEqual(fields);
    }
    const token = await post('/me/change-email/verify/', {});
    expect(token.json().errors.fields).toEqual({ token: ['This field is required'] });
  });

  it('needs a session to ask, and an allowed origin with the cookie', async () => {
    const anonymous = await post('/me/change-email/', { email: uniqueEmail() });
    expect(anonymous.statusCode).toBe(401);
    const member = await registerMember(t.app);
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const foreign = await post(
      '/me/change-email/',
      { email: uniqueEmail() },
      { cookie, origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('sends the link in the language of the request; a new request replaces the earlier link', async () => {
    const member = await registerMember(t.app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await requestChange(member, first, { 'accept-language': 'ms' });
    const [mail] = await mailsTo(first);
    expect(mail).toMatchObject({ language: 'ms', subject: 'Sahkan alamat e-mel Teduh baharu anda' });
    expect(mail!.text).toContain(`${WEB_ORIGIN}/ms/dashboard/email-verification?token=`);
    const firstToken = await linkToken(first);

    await requestChange(member, second);
    const secondToken = await linkToken(second);
    expect((await post('/me/change-email/verify/', { token: firstToken })).statusCode).toBe(400);
    expect((await post('/me/change-email/verify/', { token: secondToken })).json().data.email).toBe(second);
  });

  it('refuses an expired link', async () => {
    const member = await registerMember(t.app);
    const next = uniqueEmail('late');
    await requestChange(member, next);
    const token = await linkToken(next);
    await t.app.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, member.uuid));
    const response = await post('/me/change-email/confirm/', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('email_change_token_invalid');
  });

  it('refuses the change when another account took the address in the meantime', async () => {
    const member = await registerMember(t.app);
    const next = uniqueEmail('contested');
    await requestChange(member, next);
    const token = await linkToken(next);
    await registerMember(t.app, { email: next });
    const response = await post('/me/change-email/confirm/', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      code: 'email_taken',
      fields: { email: ['E-mail is taken'] },
    });
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(me.json().data.email).toBe(member.email);
  });

  it('is rate limited', async () => {
    const limited = await createTestApp({
      config: { rateLimit: { auth: { max: 1, windowMs: 60_000 } } },
      database: t.database,
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `${API}/me/change-email/verify/`,
          payload: { token: 'guess' },
          remoteAddress: '192.0.2.90',
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});
