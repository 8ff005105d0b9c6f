// The session check on the hot path: an open session is trusted for a bounded time without a database read,
// while this instance's revocations take effect at once.
import { sql } from 'drizzle-orm';
import { API, createTestApp, registerMember, type TestContext } from './helpers/test-app';

const bearer = (access: string) => ({ authorization: `Teduh ${access}` });

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { sessionCacheMs: 60_000 } });
});
afterAll(() => t.close());

describe('the session check', () => {
  it('ends a session at once when this instance logs it out', async () => {
    const member = await registerMember(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) })).statusCode,
    ).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/logout/`,
      headers: bearer(member.access),
      payload: { refresh: member.refresh },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect(after.statusCode).toBe(403);
  });

  it('trusts an open session for the cache time, then sees a revocation made elsewhere', async () => {
    const member = await registerMember(t.app);
    const me = () => t.app.inject({ method: 'GET', url: `${API}/me/`, headers: bearer(member.access) });
    expect((await me()).statusCode).toBe(200);

    // Another API instance ends the session: this one learns of it when its cached answer expires.
    await t.app.db.execute(sql`update auth_sessions set revoked_at = now(), revoked_reason = 'logout'
      where user_id = (select id from users where email = ${member.email})`);
    expect((await me()).statusCode).toBe(200);

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 60_001);
    try {
      expect((await me()).statusCode).toBe(403);
    } finally {
      clock.mockRestore();
    }
  });
});
