import { eq } from 'drizzle-orm';
import { emailPins, users } from '../src/db/schema';
import {
  API,
  createTestApp,
  DEFAULT_PASSWORD,
  readPin,
  registerMember,
  sessionCookie,
  uniqueEmail,
  WEB_ORIGIN,
  type TestContext,
} from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload: payload as object, headers });

async function verifiedToken(email = uniqueEmail()): Promise<{ email: string; token: string }> {
  await post('/register/', { email });
  const pin = await readPin(t.app, email);
  const response = await post('/register/verify/', { email, pin });
  return { email, token: response.json().data.token };
}

const confirmBody = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  password: DEFAULT_PASSWORD,
  first_name: 'Siti',
  last_name: 'Aminah',
  agree_terms: true,
  agree_privacy: true,
  ...overrides,
});

describe('POST auth/api/v1/register/', () => {
  it('e-mails a 6-digit PIN in the language of the request', async () => {
    const email = uniqueEmail();
    const response = await post(
      '/register/',
      { email: `  ${email.toUpperCase()} ` },
      { 'accept-language': 'ms' },
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.email).toBe(email);
    expect(data.resend_after_seconds).toBe(60);
    const expiresIn = new Date(data.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    await t.app.jobs.runDue();
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${email}` });
    const [mail] = mailbox.json().data;
    expect(mail.subject).toMatch(/^PIN pengesahan Teduh anda: \d{6}$/);
    expect(mail.text).toContain('Gunakan PIN ini');
    expect(mail.html).toContain('<html lang="ms">');
  });

  it.each([
    [{}, 'This field is required'],
    [{ email: '' }, 'This field is required'],
    [{ email: 'not-an-email' }, 'Invalid E-mail'],
  ])('rejects %j with a field message', async (payload, message) => {
    const response = await post('/register/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { code: 'invalid', detail: message, fields: { email: [message] } },
    });
  });

  it('answers "E-mail is taken" for a registered address, the same way for every account', async () => {
    const active = await registerMember(t.app);
    const other = await registerMember(t.app);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, other.uuid));

    const answers = await Promise.all(
      [active.email, other.email.toUpperCase()].map((email) => post('/register/', { email })),
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { code: 'invalid', detail: 'E-mail is taken', fields: { email: ['E-mail is taken'] } },
      });
    }
    expect(answers[0]!.body).toBe(answers[1]!.body);
  });

  it('answers in Malay when asked', async () => {
    const member = await registerMember(t.app);
    const response = await post('/register/', { email: member.email }, { 'accept-language': 'ms' });
    expect(response.json().errors.fields.email).toEqual(['E-mel telah digunakan']);
  });

  it('refuses a new PIN within 60 seconds of the last one', async () => {
    const email = uniqueEmail();
    expect((await post('/register/', { email })).statusCode).toBe(200);
    const again = await post('/register/', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().errors.code).toBe('pin_resend_cooldown');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);

    // Once the cool-down has passed, a new PIN replaces the old one.
    await t.app.db
      .update(emailPins)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(emailPins.email, email));
    const oldPin = await readPin(t.app, email);
    expect((await post('/register/', { email })).statusCode).toBe(200);
    const newPin = await readPin(t.app, email);
    if (oldPin !== newPin) {
      const stale = await post('/register/verify/', { email, pin: oldPin });
      expect(stale.json().errors.code).toBe('pin_invalid');
    }
    expect((await post('/register/verify/', { email, pin: newPin })).statusCode).toBe(200);
  });
});

describe('POST auth/api/v1/register/verify/', () => {
  it('exchanges the right PIN for a registration token', async () => {
    const email = uniqueEmail();
    await post('/register/', { email });
    const pin = await readPin(t.app, email);
    const response = await post('/register/verify/', { email, pin });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toMatch(/^[\w-]{40,}$/);
  });

  it.each([
    [{ email: 'someone@example.com' }, 'pin', 'Pin is required'],
    [{ email: 'someone@example.com', pin: '' }, 'pin', 'Pin is required'],
    [{ email: 'someone@example.com', pin: '12345' }, 'pin', 'PIN needs to be 6 digits'],
    [{ email: 'someone@example.com', pin: 'abcdef' }, 'pin', 'PIN needs to be 6 digits'],
    [{ pin: '123456' }, 'email', 'This field is required'],
  ])('rejects %j', async (payload, field, message) => {
    const response = await post('/register/verify/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields[field]).toEqual([message]);
  });

  it('answers an address without a PIN as expired', async () => {
    const response = await post('/register/verify/', { email: uniqueEmail(), pin: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('pin_expired');
  });

  it('rejects an expired PIN', async () => {
    const email = uniqueEmail();
    await post('/register/', { email });
    const pin = await readPin(t.app, email);
    await t.app.db
      .update(emailPins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailPins.email, email));
    const response = await post('/register/verify/', { email, pin });
    expect(response.json().errors.code).toBe('pin_expired');
  });

  it('allows 5 attempts, then only a new PIN helps', async () => {
    const email = uniqueEmail();
    await post('/register/', { email });
    const pin = await readPin(t.app, email);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('/register/verify/', { email, pin: wrong });
      expect(response.json().errors).toEqual({
        code: 'pin_invalid',
        detail: 'The PIN is incorrect.',
        fields: { pin: ['The PIN is incorrect.'] },
      });
    }
    const fifth = await post('/register/verify/', { email, pin: wrong });
    expect(fifth.json().errors.code).toBe('pin_attempts_exceeded');
    const right = await post('/register/verify/', { email, pin });
    expect(right.json().errors.code).toBe('pin_attempts_exceeded');
  });
});

describe('POST auth/api/v1/register/confirm/', () => {
  it('creates the account, logs it in with the session cookie and sends a welcome e-mail', async () => {
    const { email, token } = await verifiedToken();
    const response = await post('/register/confirm/', confirmBody(token), { origin: WEB_ORIGIN });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.access).toBeUndefined();
    expect(data.refresh).toBeUndefined();
    expect(data.profile).toMatchObject({
      email,
      first_name: 'Siti',
      last_name: 'Aminah',
      full_name: 'Siti Aminah',
      ekyc_status: 'unverified',
      completed_registration: false,
    });

    const cookie = response.cookies.find((candidate) => candidate.name === 'teduh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/me/`,
      headers: { cookie: sessionCookie(response)! },
    });
    expect(me.json().data.email).toBe(email);

    await t.app.jobs.runDue();
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${email}` });
    expect(mailbox.json().data[0].subject).toBe('Welcome to Teduh');
  });

  it('returns the tokens in the body for apps that ask for them', async () => {
    const { token } = await verifiedToken();
    const response = await post('/register/confirm/', confirmBody(token, { delivery: 'body' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.access).toEqual(expect.any(String));
    expect(sessionCookie(response)).toBeUndefined();
  });

  it.each([
    ['pass', 'This password is too short. It must contain at least 8 characters.'],
    ['password123', 'This password is too common.'],
    ['83920174629', 'This password is entirely numeric.'],
    ['sitiaminah1', 'The password is too similar to your personal information.'],
  ])('rejects the password %s with its own message', async (password, message) => {
    const { token } = await verifiedToken();
    const response = await post('/register/confirm/', confirmBody(token, { password }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields.password).toContain(message);
  });

  it('lists every broken password rule, in Malay when asked', async () => {
    const { token } = await verifiedToken();
    const response = await post('/register/confirm/', confirmBody(token, { password: '123456' }), {
      'accept-language': 'ms',
    });
    expect(response.json().errors.fields.password).toEqual([
      'Kata laluan ini terlalu pendek. Ia mesti mengandungi sekurang-kurangnya 8 aksara.',
      'Kata laluan ini terlalu biasa digunakan.',
      'Kata laluan ini hanya mengandungi nombor.',
    ]);
  });

  it('needs agreement to the terms and the privacy policy', async () => {
    const { token } = await verifiedToken();
    const response = await post(
      '/register/confirm/',
      confirmBody(token, { agree_terms: false, agree_privacy: false }),
    );
    expect(response.statusCode).toBe(400);
    const message = 'Please agree to the Terms and Conditions and the Privacy Policy to create an account.';
    expect(response.json().errors.fields).toEqual({ agree_terms: [message], agree_privacy: [message] });
  });

  it.each([
    ['first_name', '   ', 'This field is required'],
    ['last_name', '', 'This field is required'],
    [
      'agree_terms',
      'yes',
      'Please agree to the Terms and Conditions and the Privacy Policy to create an account.',
    ],
  ])('validates %s', async (field, value, message) => {
    const response = await post('/register/confirm/', confirmBody('some-token', { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields[field]).toEqual([message]);
  });

  it('rejects an unknown or used token', async () => {
    const unknown = await post('/register/confirm/', confirmBody('not-a-real-token'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.code).toBe('registration_token_invalid');

    const { token } = await verifiedToken();
    expect((await post('/register/confirm/', confirmBody(token))).statusCode).toBe(201);
    const reused = await post('/register/confirm/', confirmBody(token));
    expect(reused.json().errors.code).toBe('registration_token_invalid');
  });
});

describe('registration rate limit', () => {
  it('answers 429 once an address has made too many attempts', async () => {
    const limited = await createTestApp({
      config: { rateLimit: { auth: { max: 2, windowMs: 60_000 } } },
      database: t.database,
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `${API}/register/verify/`,
          payload: { email: 'x@example.com', pin: '123456' },
          remoteAddress: '203.0.113.9',
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().errors.code).toBe('throttled');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: `${API}/register/verify/`,
        payload: { email: 'x@example.com', pin: '123456' },
        remoteAddress: '203.0.113.10',
      });
      expect(elsewhere.statusCode).toBe(400);
    } finally {
      await limited.app.close();
    }
  });
});
