// The older generation's account paths (api/...): each alias reaches the same handler as its auth/api/v1 path,
// with the same answers and errors.
import sharp from 'sharp';
import {
  API,
  createTestApp,
  DEFAULT_PASSWORD,
  loginWithCookie,
  readPin,
  registerMember,
  uniqueEmail,
  WEB_ORIGIN,
  type TestContext,
} from './helpers/test-app';
import { multipartBody } from './helpers/multipart';

const OLD = '/api';
const API_KEY = 'test-public-api-key-0001';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Teduh ${access}` });

interface Mail {
  template: string;
  text: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json<{ data: Mail[] }>().data;
}

/** The same request to both paths answers the same status and error body. */
async function expectSameError(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  newPath: string,
  oldPath: string,
  payload: object | undefined,
  headers: Record<string, string> = {},
) {
  const current = await t.app.inject({ method, url: newPath, payload, headers });
  const old = await t.app.inject({ method, url: oldPath, payload, headers });
  expect(old.statusCode).toBe(current.statusCode);
  expect(old.statusCode).toBeGreaterThanOrEqual(400);
  expect(old.json()).toEqual(current.json());
}

describe('older generation aliases (api/...)', () => {
  it('jwt/login/, jwt/refresh/, jwt/verify/ and verify/', async () => {
    const member = await registerMember(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: `${OLD}/jwt/login/`,
      payload: { email: member.email, password: member.password, delivery: 'body' },
    });
    expect(login.statusCode).toBe(200);
    const session = login.json().data;
    expect(session.profile).toMatchObject({ uuid: member.uuid, email: member.email });

    for (const path of ['/jwt/verify/', '/verify/']) {
      const verify = await t.app.inject({
        method: 'GET',
        url: `${OLD}${path}`,
        headers: bearer(session.access),
      });
      expect(verify.json()).toEqual({ data: { valid: true, user_uuid: member.uuid } });
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: `${OLD}/jwt/refresh/`,
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().data.access).toEqual(expect.any(String));
    // Rotation is shared: the spent token is refused on the new path too.
    const reused = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/refresh/`,
      payload: { refresh: session.refresh },
    });
    expect(reused.json().errors.code).toBe('token_reused');

    await expectSameError('POST', `${API}/jwt/`, `${OLD}/jwt/login/`, {
      email: member.email,
      password: 'wrong',
    });
    await expectSameError('POST', `${API}/jwt/`, `${OLD}/jwt/login/`, { email: 'x' });
    await expectSameError('GET', `${API}/jwt/verify/`, `${OLD}/verify/`, undefined);

    // The cookie session works on the old paths as well.
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const me = await t.app.inject({ method: 'GET', url: `${OLD}/me/`, headers: { cookie } });
    expect(me.json().data.uuid).toBe(member.uuid);
  });

  it('GET and PATCH me/ (JSON and multipart with a picture)', async () => {
    const member = await registerMember(t.app);
    const read = await t.app.inject({ method: 'GET', url: `${OLD}/me/`, headers: bearer(member.access) });
    const current = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(read.json()).toEqual(current.json());

    const json = await t.app.inject({
      method: 'PATCH',
      url: `${OLD}/me/`,
      headers: bearer(member.access),
      payload: { id_ref: '850315-10-5433' },
    });
    expect(json.json().data).toMatchObject({ id_ref: '850315-10-5433', dob: '1985-03-15', gender: 'male' });

    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody({ first_name: 'Old Path' }, [
      { field: 'profile_picture', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const multipart = await t.app.inject({
      method: 'PATCH',
      url: `${OLD}/me/`,
      headers: { ...bearer(member.access), ...body.headers },
      payload: body.payload,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().data.first_name).toBe('Old Path');
    expect(multipart.json().data.profile_picture).toMatch(/\/auth\/api\/v1\/me\/picture\/[\w-]{43}\.webp$/);

    await expectSameError(
      'PATCH',
      `${API}/me/`,
      `${OLD}/me/`,
      { id_ref: '850315-10-5433', gender: 'female' },
      bearer(member.access),
    );
    await expectSameError('GET', `${API}/me/`, `${OLD}/me/`, undefined);
  });

  it('password/ changes the password like me/change-password/', async () => {
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `${OLD}/password/`,
      headers: bearer(member.access),
      payload: {
        password: member.password,
        password_new: 'Langsat-Masak-31',
        password_confirm: 'Langsat-Masak-31',
      },
    });
    expect(response.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/`,
      payload: { email: member.email, password: 'Langsat-Masak-31' },
    });
    expect(login.statusCode).toBe(200);
    await expectSameError(
      'POST',
      `${API}/me/change-password/`,
      `${OLD}/password/`,
      { password: 'wrong', password_new: 'a', password_confirm: 'b' },
      bearer(member.access),
    );
  });

  it('recovery/, recovery/verify/ and recovery/confirmation/', async () => {
    const member = await registerMember(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: `${OLD}/recovery/`,
      payload: { email: member.email },
    });
    expect(start.statusCode).toBe(200);
    const pin = await readPin(t.app, member.email, 'recovery_pin');
    const verify = await t.app.inject({
      method: 'POST',
      url: `${OLD}/recovery/verify/`,
      payload: { email: member.email, pin },
    });
    expect(verify.statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${OLD}/recovery/confirmation/`,
      payload: {
        token: verify.json().data.token,
        password: 'Kuih-Lapis-2024',
        password_confirm: 'Kuih-Lapis-2024',
      },
    });
    expect(confirm.statusCode).toBe(200);
    await expectSameError('POST', `${API}/recovery/confirm/`, `${OLD}/recovery/confirmation/`, {
      token: 'spent',
      password: 'Kuih-Lapis-2024',
      password_confirm: 'Kuih-Lapis-2024',
    });
    await expectSameError('POST', `${API}/recovery/verify/`, `${OLD}/recovery/verify/`, {
      email: 'x',
      pin: '1',
    });
  });

  it('me/change-email/ and email-verification/ with verify/ and confirmation/', async () => {
    const member = await registerMember(t.app);
    for (const path of ['/me/change-email/', '/email-verification/']) {
      const next = uniqueEmail('legacy-change');
      const request = await t.app.inject({
        method: 'POST',
        url: `${OLD}${path}`,
        headers: bearer(member.access),
        payload: { email: next },
      });
      expect(request.json()).toEqual({ data: { email: next } });
      const mail = (await mailsTo(next)).find((candidate) => candidate.template === 'change_email');
      const token = new URL(mail!.text.match(/(http\S+token=\S+)/)![1]!).searchParams.get('token')!;
      const verify = await t.app.inject({
        method: 'POST',
        url: `${OLD}/email-verification/verify/`,
        payload: { token },
      });
      expect(verify.json()).toEqual({ data: { email: next } });
      const confirm = await t.app.inject({
        method: 'POST',
        url: `${OLD}/email-verification/confirmation/`,
        payload: { token },
      });
      expect(confirm.json().data.email).toBe(next);
    }
    await expectSameError(
      'POST',
      `${API}/me/change-email/confirm/`,
      `${OLD}/email-verification/confirmation/`,
      {
        token: 'unknown',
      },
    );
    await expectSameError(
      'POST',
      `${API}/me/change-email/`,
      `${OLD}/me/change-email/`,
      { email: 'bad' },
      bearer(member.access),
    );
  });

  it('generate-otp/ and DELETE me/', async () => {
    const member = await registerMember(t.app);
    const otp = await t.app.inject({
      method: 'POST',
      url: `${OLD}/generate-otp/`,
      headers: bearer(member.access),
      payload: { purpose: 'delete-account' },
    });
    expect(otp.statusCode).toBe(200);
    const mail = (await mailsTo(member.email)).find(
      (candidate) => candidate.template === 'delete_account_otp',
    );
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
    await expectSameError(
      'DELETE',
      `${API}/me/`,
      `${OLD}/me/`,
      { password: 'wrong', otp: 'abc' },
      bearer(member.access),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${OLD}/me/`,
      headers: bearer(member.access),
      payload: { password: member.password, otp: code },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) })).statusCode,
    ).toBe(403);
  });

  it('pre-register/ (with a valid API key) and token-verify/ lead to register/confirm/', async () => {
    const email = uniqueEmail('post-purchase');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${OLD}/pre-register/`,
      payload: { email, api_key: 'not-a-key' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      code: 'invalid_api_key',
      detail: 'The API key is not valid.',
      fields: { api_key: ['The API key is not valid.'] },
    });
    const missing = await t.app.inject({ method: 'POST', url: `${OLD}/pre-register/`, payload: { email } });
    expect(missing.json().errors.fields).toEqual({ api_key: ['This field is required'] });

    const start = await t.app.inject({
      method: 'POST',
      url: `${OLD}/pre-register/`,
      payload: { email, api_key: API_KEY },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().data).toMatchObject({ email, resend_after_seconds: 60 });
    const pin = await readPin(t.app, email);

    const wrong = await t.app.inject({
      method: 'POST',
      url: `${OLD}/token-verify/`,
      payload: { email, token: pin === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().errors.code).toBe('pin_invalid');
    const verify = await t.app.inject({
      method: 'POST',
      url: `${OLD}/token-verify/`,
      payload: { email, token: pin },
    });
    expect(verify.statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${API}/register/confirm/`,
      payload: {
        token: verify.json().data.token,
        password: DEFAULT_PASSWORD,
        first_name: 'Lim',
        last_name: 'Mei Ling',
        agree_terms: true,
        agree_privacy: true,
      },
      headers: { origin: WEB_ORIGIN },
    });
    expect(confirm.statusCode).toBe(201);

    // The address now has an account: the same answer as register/.
    await expectSameError('POST', `${API}/register/`, `${OLD}/pre-register/`, { email, api_key: API_KEY });
  });

  it('are rate limited like the new paths', async () => {
    const limited = await createTestApp({
      config: { rateLimit: { auth: { max: 1, windowMs: 60_000 } } },
      database: t.database,
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `${OLD}/jwt/login/`,
          payload: { email: 'someone@example.com', password: 'x' },
          remoteAddress: '192.0.2.80',
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  it('need a session where the new paths do', async () => {
    for (const [method, path] of [
      ['GET', '/me/'],
      ['PATCH', '/me/'],
      ['DELETE', '/me/'],
      ['POST', '/password/'],
      ['POST', '/me/change-email/'],
      ['POST', '/email-verification/'],
      ['POST', '/generate-otp/'],
    ] as const) {
      const response = await t.app.inject({ method, url: `${OLD}${path}`, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors.code).toBe('not_authenticated');
    }
  });
});
