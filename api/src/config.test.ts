import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a'.repeat(40),
  SESSION_SECRET: 'ab'.repeat(32),
};

describe('loadConfig', () => {
  it('has local defaults', () => {
    const config = loadConfig({ ...production });
    expect(config.port).toBe(4000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.corsOrigins).toEqual(['http://localhost:8080']);
    expect(config.cookie.secure).toBe(true);
    expect(config.mail.from).toBe('Teduh <no-reply@teduh.my>');
    expect(config.secrets.admin).toBeNull();
  });

  it('reads and converts the environment', () => {
    const config = loadConfig({
      ...production,
      PORT: '5000',
      DATABASE_URL: 'postgres://app@db:5432/teduh',
      CORS_ORIGINS: 'https://www.teduh.my, https://partner.example/',
      TRUST_PROXY: 'true',
      ACCESS_TOKEN_MINUTES: '5',
      RATE_LIMIT_PUBLIC_MAX: '600',
    });
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/teduh', poolMax: 10 });
    expect(config.corsOrigins).toEqual(['https://www.teduh.my', 'https://partner.example']);
    expect(config.trustProxy).toBe(true);
    expect(config.tokens.accessMinutes).toBe(5);
    expect(config.rateLimit.public).toEqual({ max: 600, windowMs: 60_000 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CORS_ORIGINS: 'localhost:8080' }, 'CORS_ORIGINS'],
    [{ SCRYPT_COST: '30000' }, 'SCRYPT_COST'],
    [{ JWT_SECRET: undefined }, 'JWT_SECRET: required when NODE_ENV=production'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ RATE_LIMIT_PUBLIC_MAX: '0' }, 'RATE_LIMIT_PUBLIC_MAX'],
  ])('fails fast on %j, naming the variable', (overrides, expected) => {
    expect(() => loadConfig({ ...production, ...overrides })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...overrides })).toThrow(expected);
  });
});
