import { userAddresses } from '../src/db/schema';
import {
  API,
  createTestApp,
  loginWithCookie,
  readPin,
  registerMember,
  uniqueEmail,
  WEB_ORIGIN,
  type TestContext,
} from './helpers/test-app';
import { announceProfileChange } from '../src/modules/auth/profile-cache';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Teduh ${access}` });

async function loginBody(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: `${API}/jwt/`, payload: { email, password, delivery: 'body' } });
}

describe('PATCH auth/api/v1/me/', () => {
  it('changes names, and takes date of birth and gender from a new NRIC', async () => {
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: bearer(member.access),
      payload: { first_name: ' Mohd Amir ', last_name: 'Hakim', id_ref: '850315-10-5433' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Mohd Amir',
      full_name: 'Mohd Amir Hakim',
      id_ref: '850315-10-5433',
      dob: '1985-03-15',
      gender: 'male',
      completed_registration: true,
    });
  });

  it.each([
    [{ id_ref: '850315105433' }, 'id_ref', 'Length of NRIC should be 14'],
    [{ id_ref: '8503151-0-5433' }, 'id_ref', 'NRIC format should be xxxxxx-xx-xxxx'],
    [{ id_ref: '851315-10-5433' }, 'id_ref', 'Invalid date of birth'],
    [{ id_ref: '850315-10-5433', dob: '1985-03-16' }, 'id_ref', 'NRIC does not match Date of Birth'],
    [{ id_ref: '850315-10-5433', gender: 'female' }, 'id_ref', 'NRIC does not match Gender'],
    [{ dob: '2999-01-01' }, 'dob', 'Invalid date of birth'],
    [{ dob: '15/03/1985' }, 'dob', 'Invalid date of birth'],
    [{ first_name: '' }, 'first_name', 'This field is required'],
    [{ gender: 'x' }, 'gender', 'Enter a valid value.'],
  ])('validates %j', async (payload, field, message) => {
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: bearer(member.access),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields[field]).toContain(message);
  });

  it('keeps a changed date of birth in line with the NRIC on file', async () => {
    const member = await registerMember(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${API}/me/`, headers: bearer(member.access), payload });
    expect((await patch({ id_ref: '900512-14-5678' })).statusCode).toBe(200);
    const response = await patch({ dob: '1990-05-13' });
    expect(response.json().errors.fields.dob).toEqual(['NRIC does not match Date of Birth']);
  });

  it('removes an address with ?query=<uuid>', async () => {
    const member = await registerMember(t.app);
    const [address] = await t.app.db
      .insert(userAddresses)
      .values({ userId: member.uuid, address1: '1 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur' })
      .returning();
    // Written past the API, so told as the API's own writes are (the profile is kept in memory briefly).
    announceProfileChange(member.uuid);
    const before = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(before.json().data.addresses).toHaveLength(1);

    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/?query=${address!.id}`,
      headers: bearer(member.access),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.addresses).toEqual([]);

    const again = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/?query=${address!.id}`,
      headers: bearer(member.access),
      payload: {},
    });
    expect(again.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/?query=not-a-uuid`,
      headers: bearer(member.access),
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('needs a session, and an allowed origin with the cookie', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: `${API}/me/`, payload: {} })).statusCode).toBe(401);
    const member = await registerMember(t.app);
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: { cookie, origin: 'https://evil.example' },
      payload: { first_name: 'Hacked' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'PATCH',
      url: `${API}/me/`,
      headers: { cookie, origin: WEB_ORIGIN },
      payload: { first_name: 'Aminah' },
    });
    expect(own.json().data.first_name).toBe('Aminah');
  });
});

describe('POST auth/api/v1/me/change-password/', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const member = await registerMember(t.app);
    const other = (await loginBody(member.email, member.password)).json().data;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/me/change-password/`,
      headers: bearer(member.access),
      payload: {
        password: member.password,
        password_new: 'Durian-Musang-King-9',
        password_confirm: 'Durian-Musang-King-9',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(other.access) })).statusCode,
    ).toBe(403);
    expect((await loginBody(member.email, member.password)).statusCode).toBe(400);
    expect((await loginBody(member.email, 'Durian-Musang-King-9')).statusCode).toBe(200);

    await t.app.jobs.runDue();
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${member.email}` });
    expect(mailbox.json().data[0].template).toBe('password_changed');
  });

  it('e-mails the member in the language last used to log in', async () => {
    const member = await registerMember(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/`,
      headers: { 'accept-language': 'ms' },
      payload: { email: member.email, password: member.password, delivery: 'body' },
    });
    await t.app.inject({
      method: 'POST',
      url: `${API}/me/change-password/`,
      headers: bearer(login.json().data.access),
      payload: {
        password: member.password,
        password_new: 'Cempedak-Goreng-5',
        password_confirm: 'Cempedak-Goreng-5',
      },
    });
    await t.app.jobs.runDue();
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${member.email}` });
    expect(mailbox.json().data[0]).toMatchObject({
      language: 'ms',
      subject: 'Kata laluan Teduh anda telah ditukar',
    });
  });

  it('checks the current password, the rules and the confirmation', async () => {
    const member = await registerMember(t.app, { firstName: 'Zainal', lastName: 'Abidin' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/me/change-password/`,
      headers: bearer(member.access),
      payload: { password: 'not-my-password', password_new: 'zainal12', password_confirm: 'zainal13' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({
      password: ['Your current password is incorrect.'],
      password_new: ['The password is too similar to your personal information.'],
      password_confirm: ['Passwords do not match'],
    });
  });

  it('requires every field', async () => {
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/me/change-password/`,
      headers: bearer(member.access),
      payload: {},
    });
    expect(response.json().errors.fields).toEqual({
      password: ['This field is required'],
      password_new: ['This field is required'],
      password_confirm: ['This field is required'],
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/me/change-password/`, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const NEW_PASSWORD = 'Rambutan-Manis-42';

  it('e-mails a PIN, exchanges it for a token and sets the new password, ending every session', async () => {
    const member = await registerMember(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/`,
      headers: { 'accept-language': 'ms' },
      payload: { email: member.email },
    });
    expect(start.statusCode).toBe(200);
    const pin = await readPin(t.app, member.email, 'recovery_pin');
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${member.email}` });
    expect(mailbox.json().data[0].subject).toMatch(/^Tetapkan semula kata laluan Teduh anda: \d{6}$/);

    const verify = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/verify/`,
      payload: { email: member.email, pin },
    });
    expect(verify.statusCode).toBe(200);
    const token = verify.json().data.token;

    const mismatch = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/confirm/`,
      payload: { token, password: NEW_PASSWORD, password_confirm: 'something else' },
    });
    expect(mismatch.json().errors.fields).toEqual({ password_confirm: ['Passwords do not match'] });

    const confirm = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/confirm/`,
      payload: { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
    });
    expect(confirm.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) })).statusCode,
    ).toBe(403);
    expect((await loginBody(member.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/confirm/`,
      payload: { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
    });
    expect(reused.json().errors.code).toBe('recovery_token_invalid');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const member = await registerMember(t.app);
    const unknown = uniqueEmail('stranger');
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: `${API}/recovery/`, payload: { email } });
    const [known, stranger] = await Promise.all([ask(member.email), ask(unknown)]);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(Object.keys(stranger.json().data)).toEqual(Object.keys(known.json().data));
    expect(stranger.json().data.resend_after_seconds).toBe(known.json().data.resend_after_seconds);

    await t.app.jobs.runDue();
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${unknown}` });
    expect(mailbox.json().data).toEqual([]);
    const verify = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/verify/`,
      payload: { email: unknown, pin: '123456' },
    });
    expect(verify.json().errors.code).toBe('pin_expired');
  });

  it('sends at most one PIN per cool-down, with the same answer', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/recovery/`,
        payload: { email: member.email },
      });
      expect(response.statusCode).toBe(200);
      await t.app.jobs.runDue();
    }
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${member.email}` });
    const pins = mailbox.json().data.filter((mail: { template: string }) => mail.template === 'recovery_pin');
    expect(pins).toHaveLength(1);
  });

  it('validates the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/`,
      payload: { email: 'nope' },
    });
    expect(response.json().errors.fields).toEqual({ email: ['Invalid E-mail'] });
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/confirm/`,
      payload: { token: 'unknown', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
    });
    expect(confirm.json().errors.code).toBe('recovery_token_invalid');
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
          url: `${API}/recovery/`,
          payload: { email: 'someone@example.com' },
          remoteAddress: '192.0.2.44',
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});
