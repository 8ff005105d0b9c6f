// The referral service over HTTP: checking a code before signing up (valid, invalid, malformed, inactive and
// deleted accounts, the rate limit) and the member's referral history (login required).
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import {
  answersPastPublicLimit,
  createTestApp,
  loginWithCookie,
  registerMember,
  type TestContext,
  type TestMember,
} from './helpers/test-app';

const CHECK = '/referral/api/v1/check/';
const HISTORY = '/referral/api/v1/history/';

let t: TestContext;
let member: TestMember;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await registerMember(t.app);
  const [row] = await t.app.db
    .select({ referralCode: users.referralCode })
    .from(users)
    .where(eq(users.id, member.uuid));
  code = row!.referralCode;
});
afterAll(() => t.close());

const check = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: CHECK, payload: payload as object, headers });

describe('POST referral/api/v1/check/', () => {
  it('accepts an active member’s code, trimmed and in any case, without saying whose it is', async () => {
    for (const candidate of [code, ` ${code.toLowerCase()}  `]) {
      const response = await check({ code: candidate });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { valid: true } });
      expect(response.body).not.toContain(member.email);
      expect(response.body).not.toContain(member.uuid);
    }
  });

  it("answers 400 'Invalid Code' on the field code for an unknown code, in English and Malay", async () => {
    const response = await check({ code: 'NOSUCH99' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      errors: { code: string; detail: string; fields: Record<string, string[]> };
    }>();
    expect(body.errors.code).toBe('invalid');
    expect(body.errors.fields.code).toEqual(['Invalid Code']);

    const malay = await check({ code: 'NOSUCH99' }, { 'accept-language': 'ms' });
    expect(malay.statusCode).toBe(400);
    expect(malay.json().errors.fields.code).toEqual(['Kod Tidak Sah']);
  });

  it('answers 400 on malformed bodies: missing, blank, not a string, far too long', async () => {
    const missing = await check({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.fields.code).toEqual(['Enter a referral code.']);

    const blank = await check({ code: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.fields.code).toEqual(['Invalid Code']);

    const number = await check({ code: 12345678 });
    expect(number.statusCode).toBe(400);
    expect(number.json().errors.fields.code).toBeDefined();

    const long = await check({ code: 'A'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.fields.code).toEqual(['Invalid Code']);

    const notJson = await t.app.inject({
      method: 'POST',
      url: CHECK,
      payload: '{"code":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses the codes of deactivated and deleted accounts', async () => {
    const other = await registerMember(t.app);
    const [row] = await t.app.db
      .select({ referralCode: users.referralCode })
      .from(users)
      .where(eq(users.id, other.uuid));
    const otherCode = row!.referralCode;
    expect((await check({ code: otherCode })).statusCode).toBe(200);

    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, other.uuid));
    expect((await check({ code: otherCode })).statusCode).toBe(400);

    await t.app.db
      .update(users)
      .set({ isActive: true, deletedAt: new Date() })
      .where(eq(users.id, other.uuid));
    expect((await check({ code: otherCode })).statusCode).toBe(400);
  });
});

describe('the rate limit of check/', () => {
  it('answers 429 past the public limit of calls per window', async () => {
    const replies = await answersPastPublicLimit(t.database, () => ({
      method: 'POST',
      url: CHECK,
      payload: { code: 'NOSUCH99' },
    }));
    expect(replies.map((reply) => reply.statusCode)).toEqual([400, 400, 429]);
    expect(replies[2]!.json().errors.code).toBe('throttled');
  });
});

describe('GET referral/api/v1/history/', () => {
  it('needs a login: 401 not_authenticated', async () => {
    const response = await t.app.inject({ method: 'GET', url: HISTORY });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.code).toBe('not_authenticated');
  });

  it('answers an empty list for a member nobody signed up with', async () => {
    const cookie = await loginWithCookie(t.app, member.email, member.password);
    const response = await t.app.inject({ method: 'GET', url: HISTORY, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });
});
