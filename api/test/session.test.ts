import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authSessions, users } from '../src/db/schema';
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

let t: TestContext;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  member = await registerMember(t.app, { firstName: 'Farid', lastName: 'Osman' });
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Teduh ${access}` });

async function login(delivery: 'cookie' | 'body' = 'body', email = member.email, password = member.password) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/jwt/`,
    headers: { origin: WEB_ORIGIN },
    payload: { email, password, delivery },
  });
}

describe('POST auth/api/v1/jwt/ (login)', () => {
  it('logs in with the session cookie by default, without tokens in the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/`,
      headers: { origin: WEB_ORIGIN },
      payload: { email: member.email.toUpperCase(), password: member.password },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.access).toBeUndefined();
    expect(data.profile.uuid).toBe(member.uuid);
    expect(new Date(data.access_expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(sessionCookie(response)).toMatch(/^teduh=/);
    const cookie = response.cookies.find((candidate) => candidate.name === 'teduh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
    // Beside it, readable by the page and holding nothing but "signed in".
    const hint = response.cookies.find((candidate) => candidate.name === 'teduh_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('returns the token pair in the body on request', async () => {
    const response = await login('body');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.access.split('.')).toHaveLength(3);
    expect(data.refresh.split('.')).toHaveLength(3);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login('body', member.email, 'Wrong-Password-1');
    const unknown = await login('body', 'nobody@example.com', member.password);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: {
          code: 'invalid_credentials',
          detail: 'Unable to sign in with the e-mail and password provided.',
        },
      });
    }
  });

  it('refuses a deactivated account', async () => {
    const other = await registerMember(t.app);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, other.uuid));
    const response = await login('body', other.email, other.password);
    expect(response.json().errors.code).toBe('invalid_credentials');
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(other.access) });
    expect(me.statusCode).toBe(403);
  });

  it.each([
    [{ password: 'x' }, { email: ['This field is required'] }],
    [{ email: 'nope', password: 'x' }, { email: ['Invalid E-mail'] }],
    [{ email: 'a@example.com' }, { password: ['This field is required'] }],
    [{ email: 'a@example.com', password: '' }, { password: ['This field is required'] }],
    [
      { email: 'a@example.com', password: 'x', delivery: 'carrier-pigeon' },
      { delivery: ['Enter a valid value.'] },
    ],
  ])('validates %j', async (payload, fields) => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/jwt/`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual(fields);
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({
      config: { rateLimit: { auth: { max: 3, windowMs: 60_000 } } },
      database: t.database,
    });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: `${API}/jwt/`,
          payload: { email: member.email, password: 'Wrong-Password-1' },
          remoteAddress: '198.51.100.7',
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errors).toEqual({
        code: 'throttled',
        detail: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      });
    } finally {
      await limited.app.close();
    }
  });
});

describe('authentication of requests', () => {
  it('needs credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/me/` });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.code).toBe('not_authenticated');
  });

  it('answers 403 token_expired for an expired access token', async () => {
    const { access } = (await login('body')).json().data;
    const claims = await t.app.tokens.verify(access, 'access');
    const expired = await t.app.tokens.sign(
      'access',
      { userId: claims.userId, sessionId: claims.sessionId, tokenId: crypto.randomUUID() },
      new Date(Date.now() - 16 * 60_000),
    );
    const response = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(expired.token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ code: 'token_expired', detail: 'Your session has expired.' });
  });

  it.each([
    ['a forged token', (access: string) => `Teduh ${access.slice(0, -4)}abcd`],
    ['a refresh token used as access', (_access: string, refresh: string) => `Teduh ${refresh}`],
    ['another scheme', (access: string) => `Bearer ${access}`],
  ])('answers 403 token_not_valid for %s', async (_label, header) => {
    const { access, refresh } = (await login('body')).json().data;
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/me/`,
      headers: { authorization: header(access, refresh) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.code).toBe('token_not_valid');
  });

  it('accepts the cookie for safe requests from anywhere', async () => {
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const response = await t.app.inject({ method: 'GET', url: `${API}/jwt/verify/`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { valid: true, user_uuid: member.uuid } });
  });

  it('refuses cookie-authenticated unsafe requests from other origins (CSRF)', async () => {
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${API}/jwt/logout/`, headers: { cookie, ...headers } });

    const attempts: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of attempts) {
      const response = await logout(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors.code).toBe('csrf_failed');
    }
    const fromReferer = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      headers: { cookie, referer: `${WEB_ORIGIN}/dashboard` },
    });
    expect(fromReferer.statusCode).toBe(200);
  });
});

describe('POST auth/api/v1/jwt/refresh/', () => {
  it('rotates a refresh token from the body; the old one then fails and revokes the session', async () => {
    const first = (await login('body')).json().data;
    const rotated = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      payload: { refresh: first.refresh },
    });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect(second.refresh).not.toBe(first.refresh);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(second.access) })).statusCode,
    ).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      payload: { refresh: first.refresh },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errors.code).toBe('token_reused');

    // The whole family is gone: the newest refresh token and its access token no longer work.
    const newest = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      payload: { refresh: second.refresh },
    });
    expect(newest.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(second.access) });
    expect(me.statusCode).toBe(403);

    const [session] = await t.app.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.id, (await t.app.tokens.verify(first.refresh, 'refresh')).sessionId));
    expect(session?.reason).toBe('reuse_detected');
  });

  it('rotates the pair held in the session cookie', async () => {
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      headers: { cookie, origin: WEB_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.refresh).toBeUndefined();
    const next = sessionCookie(response);
    expect(next).toBeDefined();
    expect(next).not.toBe(cookie);
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: { cookie: next! } });
    expect(me.statusCode).toBe(200);

    // Replaying the old cookie after the grace window is a reuse: the session ends and the cookie is cleared.
    const replay = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      headers: { cookie, origin: WEB_ORIGIN },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.cookies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'teduh', value: '', maxAge: 0 }),
        expect.objectContaining({ name: 'teduh_signed_in', value: '', maxAge: 0 }),
      ]),
    );
  });

  it('tolerates a parallel tab re-using a just-spent token within the grace window', async () => {
    const lenient = await createTestApp({
      config: { tokens: { reuseGraceSeconds: 10 } },
      database: t.database,
    });
    try {
      // Its own secrets: log in on this app.
      const first = (
        await lenient.app.inject({
          method: 'POST',
          url: `${API}/jwt/`,
          payload: { email: member.email, password: member.password, delivery: 'body' },
        })
      ).json().data;
      const refresh = (token: string) =>
        lenient.app.inject({ method: 'POST', url: `${API}/jwt/refresh/`, payload: { refresh: token } });
      expect((await refresh(first.refresh)).statusCode).toBe(200);
      const parallel = await refresh(first.refresh);
      expect(parallel.statusCode).toBe(200);
      expect((await refresh(parallel.json().data.refresh)).statusCode).toBe(200);
    } finally {
      await lenient.app.close();
    }
  });

  it.each([
    ['no token at all', {}, 'not_authenticated'],
    ['a malformed token', { refresh: 'abc' }, 'token_not_valid'],
  ])('answers 401 for %s', async (_label, payload, code) => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/jwt/refresh/`, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.code).toBe(code);
  });

  it('works without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/jwt/refresh/` });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.code).toBe('not_authenticated');
  });
});

describe('logout', () => {
  it('revokes the session and clears the cookie (POST jwt/logout/)', async () => {
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/logout/`,
      headers: { cookie, origin: WEB_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    expect(response.cookies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'teduh', value: '', maxAge: 0 }),
        expect.objectContaining({ name: 'teduh_signed_in', value: '', maxAge: 0 }),
      ]),
    );
    // The access token inside the old cookie stops working at once.
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: { cookie } });
    expect(me.statusCode).toBe(403);
  });

  it('revokes the session of the Authorization header (DELETE jwt/)', async () => {
    const { access, refresh } = (await login('body')).json().data;
    const response = await t.app.inject({ method: 'DELETE', url: `${API}/jwt/`, headers: bearer(access) });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(access) })).statusCode,
    ).toBe(403);
    const again = await t.app.inject({ method: 'POST', url: `${API}/jwt/refresh/`, payload: { refresh } });
    expect(again.statusCode).toBe(401);
  });

  it('succeeds without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/jwt/logout/` });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET auth/api/v1/me/', () => {
  it('returns the contract profile', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        uuid: member.uuid,
        first_name: 'Farid',
        last_name: 'Osman',
        full_name: 'Farid Osman',
        email: member.email,
        gender: null,
        dob: null,
        id_ref: null,
        profile_picture: null,
        addresses: [],
        social_media: [],
        ekyc_status: 'unverified',
        referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
        completed_registration: false,
        has_password: true,
        newsletter: false,
      },
    });
  });
});
