import { productionSecrets } from '../test/helpers/production-env';
import { ConfigError, loadConfig } from './config';

const production = productionSecrets;

describe('loadConfig', () => {
  it('has local defaults', () => {
    const config = loadConfig({ ...production });
    expect(config.port).toBe(4000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.corsOrigins).toEqual(['http://localhost:8080']);
    expect(config.cookie.secure).toBe(true);
    expect(config.mail.from).toBe('Teduh <no-reply@teduh.my>');
    expect(config.secrets.admin).toBeNull();
    expect(config.devTools).toEqual({ routes: false, openApiUi: false, demoAccounts: false });
  });

  it('turns a developer tool on only when asked, outside production', () => {
    const development = { NODE_ENV: 'development', PGLITE_DATA_DIR: '/tmp/teduh-config-test/pglite' };
    expect(loadConfig(development).devTools).toEqual({
      routes: false,
      openApiUi: false,
      demoAccounts: false,
    });
    expect(
      loadConfig({ ...development, DEV_ROUTES: 'true', OPENAPI_UI: 'true', SEED_DEMO_ACCOUNTS: 'true' })
        .devTools,
    ).toEqual({ routes: true, openApiUi: true, demoAccounts: true });
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
    [{ EKYC_VENDOR_URL: undefined }, 'EKYC_VENDOR_URL: required when NODE_ENV=production'],
    [{ CARD_PROVIDER_SECRET_KEY: undefined }, 'CARD_PROVIDER_SECRET_KEY: required when NODE_ENV=production'],
    [{ FPX_SIGNING_SECRET: undefined }, 'FPX_SIGNING_SECRET: required when NODE_ENV=production'],
    [{ SMS_AUTH_TOKEN: undefined }, 'SMS_AUTH_TOKEN: required when NODE_ENV=production'],
    [{ EKYC_FACE_MATCH_MIN: '1.5' }, 'EKYC_FACE_MATCH_MIN'],
    [{ DEV_ROUTES: 'true' }, 'DEV_ROUTES: a developer tool, never on when NODE_ENV=production'],
    [{ OPENAPI_UI: 'true' }, 'OPENAPI_UI: a developer tool, never on when NODE_ENV=production'],
    [
      { SEED_DEMO_ACCOUNTS: 'true' },
      'SEED_DEMO_ACCOUNTS: a developer tool, never on when NODE_ENV=production',
    ],
    [{ COOKIE_SECURE: 'false' }, 'COOKIE_SECURE: cannot be false when NODE_ENV=production'],
  ])('fails fast on %j, naming the variable', (overrides, expected) => {
    expect(() => loadConfig({ ...production, ...overrides })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...overrides })).toThrow(expected);
  });
});
