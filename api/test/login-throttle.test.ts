// Guessing one account's password or recovery PIN from many addresses: the per-address counters of the
// modules/auth/auth-failures.ts throttle, shared by every route that logs in, and told the same for any address.
import { and, eq } from 'drizzle-orm';
import { authFailures } from '../src/db/schema';
import { waitFor } from '../src/modules/auth/auth-failures';
import {
  API,
  createTestApp,
  readPin,
  registerMember,
  WEB_ORIGIN,
  type TestContext,
} from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, url = `${API}/jwt/`) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: WEB_ORIGIN },
    payload: { email, password, delivery: 'body' },
  });

async function mailsTo(email: string): Promise<{ template: string; subject: string }[]> {
  await t.app.jobs.runDue();
  const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  return response.json<{ data: { template: string; subject: string }[] }>().data;
}

/** Moves an address's last failure into the past, as if the caller had waited. */
async function waitOut(kind: 'login' | 'recovery', email: string, seconds: number) {
  const [row] = await t.app.db
    .select()
    .from(authFailures)
    .where(and(eq(authFailures.kind, kind), eq(authFailures.email, email)));
  if (!row) return;
  await t.app.db
    .update(authFailures)
    .set({ lastFailedAt: new Date(row.lastFailedAt.getTime() - seconds * 1000) })
    .where(and(eq(authFailures.kind, kind), eq(authFailures.email, email)));
}

describe('the waits', () => {
  const row = (failures: number, at = new Date('2026-11-26T08:00:00Z')) => ({
    kind: 'login' as const,
    email: 'a@example.com',
    failures,
    firstFailedAt: at,
    lastFailedAt: at,
    lockedUntil: null,
  });
  const at = (seconds: number) => new Date(Date.parse('2026-11-26T08:00:00Z') + seconds * 1000);

  it('lets 4 wrong passwords go, then doubles the wait from 2 s to at most 60 s', () => {
    expect(waitFor('login', row(4), at(0))).toEqual({ seconds: 0, locked: false });
    expect(waitFor('login', row(5), at(0))).toEqual({ seconds: 2, locked: false });
    expect(waitFor('login', row(6), at(1))).toEqual({ seconds: 3, locked: false });
    expect(waitFor('login', row(9), at(0))).toEqual({ seconds: 32, locked: false });
    expect(waitFor('login', row(12), at(0))).toEqual({ seconds: 60, locked: false });
    expect(waitFor('login', row(9), at(33))).toEqual({ seconds: 0, locked: false });
  });

  it('forgets a day after the first failure', () => {
    expect(waitFor('login', row(9), at(24 * 60 * 60))).toEqual({ seconds: 0, locked: false });
    expect(waitFor('recovery', { ...row(10), kind: 'recovery' }, at(60))).toEqual({
      seconds: 24 * 60 * 60 - 60,
      locked: true,
    });
  });
});

describe('login', () => {
  it('slows the 6th wrong password on any login route, the same for an unknown address', async () => {
    const member = await registerMember(t.app);
    for (const email of [member.email, `nobody.${Date.now()}@example.com`]) {
      for (let i = 0; i < 5; i += 1) {
        // Both generations' login routes count against the same address.
        const url = i % 2 === 0 ? `${API}/jwt/` : '/api/jwt/login/';
        expect((await login(email, 'Wrong-Password-00', url)).json().errors.code).toBe('invalid_credentials');
      }
      const slowed = await login(email, member.password);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().errors).toEqual({
        code: 'login_throttled',
        detail:
          'Too many wrong passwords for this e-mail address. Please wait 2 seconds, or reset your password.',
      });
      expect(slowed.headers['retry-after']).toBe('2');
    }
    await waitOut('login', member.email, 2);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    // A right password clears the count.
    expect((await login(member.email, 'Wrong-Password-00')).json().errors.code).toBe('invalid_credentials');
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('locks after the 10th, tells the owner once, and a password reset ends the lock', async () => {
    const member = await registerMember(t.app, { firstName: 'Aminah' });
    for (let i = 0; i < 10; i += 1) {
      await waitOut('login', member.email, 60);
      expect((await login(member.email, 'Wrong-Password-00')).statusCode).toBe(400);
    }
    const locked = await login(member.email, member.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors.code).toBe('login_locked');
    expect(locked.json().errors.detail).toMatch(/paused for 15 minutes/);
    const alerts = (await mailsTo(member.email)).filter((mail) => mail.template === 'login_locked');
    expect(alerts.map((mail) => mail.subject)).toEqual(['Someone tried to sign in to your Teduh account']);

    await t.app.inject({ method: 'POST', url: `${API}/recovery/`, payload: { email: member.email } });
    const pin = await readPin(t.app, member.email, 'recovery_pin');
    const verify = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/verify/`,
      payload: { email: member.email, pin },
    });
    const token = verify.json().data.token;
    const newPassword = 'Durian-Musang-King-9';
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${API}/recovery/confirm/`,
      payload: { token, password: newPassword, password_confirm: newPassword },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await login(member.email, newPassword)).statusCode).toBe(200);
  });
});

describe('recovery PINs', () => {
  it('allows 10 wrong PINs a day per address, however many PINs were sent, and says so in Malay', async () => {
    const member = await registerMember(t.app);
    await t.app.inject({ method: 'POST', url: `${API}/recovery/`, payload: { email: member.email } });
    const pin = await readPin(t.app, member.email, 'recovery_pin');
    const wrong = pin === '000000' ? '111111' : '000000';
    const verify = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/recovery/verify/`,
        headers: { 'accept-language': 'ms' },
        payload: { email: member.email, pin: code },
      });
    for (let i = 0; i < 10; i += 1) expect((await verify(wrong)).statusCode).toBe(400);
    const spent = await verify(pin);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().errors.code).toBe('pin_attempts_exceeded');
    expect(spent.json().errors.detail).toBe(
      'Terlalu banyak PIN yang salah untuk alamat e-mel ini hari ini. Sila cuba lagi esok atau hubungi pasukan sokongan kami.',
    );
  });
});
