import { TokenError, TokenService } from './tokens';

const claims = { userId: 'user-1', sessionId: 'session-1', tokenId: 'token-1' };
const lifetimes = { accessMinutes: 15, refreshDays: 30 };

function reason(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error instanceof TokenError ? error.reason : 'other';
  }
}

describe('TokenService', () => {
  afterEach(() => jest.useRealTimers());

  it('reads back the claims of a token it signed, for its own type only', async () => {
    const tokens = new TokenService('a'.repeat(40), lifetimes);
    const { token, expiresAt } = await tokens.sign('access', claims);
    expect(tokens.verifySync(token, 'access')).toEqual({ ...claims, type: 'access', expiresAt });
    expect(reason(() => tokens.verifySync(token, 'refresh'))).toBe('invalid');
  });

  it('refuses a token signed with another secret, or altered', async () => {
    const tokens = new TokenService('a'.repeat(40), lifetimes);
    const other = new TokenService('b'.repeat(40), lifetimes);
    const { token } = await other.sign('access', claims);
    expect(reason(() => tokens.verifySync(token, 'access'))).toBe('invalid');
    const own = (await tokens.sign('access', claims)).token;
    const [header, payload, signature] = own.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'x' }),
    );
    expect(
      reason(() => tokens.verifySync(`${header}.${forged.toString('base64url')}.${signature}`, 'access')),
    ).toBe('invalid');
  });

  it('stops accepting a remembered token once it expires', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const tokens = new TokenService('a'.repeat(40), lifetimes);
    const { token } = await tokens.sign('access', claims);
    expect(tokens.verifySync(token, 'access').userId).toBe('user-1');
    jest.setSystemTime(new Date('2026-01-01T00:14:59Z'));
    expect(tokens.verifySync(token, 'access').userId).toBe('user-1');
    jest.setSystemTime(new Date('2026-01-01T00:15:01Z'));
    expect(reason(() => tokens.verifySync(token, 'access'))).toBe('expired');
  });
});
