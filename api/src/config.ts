// Configuration from the environment, validated once at start; a bad value stops the process with a clear message.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { brand } from './brand';

export const repoRoot = path.resolve(__dirname, '../..');

const Integer = (options: { minimum: number; maximum?: number; default: number }) =>
  Type.Integer({ ...options });

const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  PORT: Integer({ minimum: 1, maximum: 65535, default: 4000 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_POOL_MAX: Integer({ minimum: 1, maximum: 200, default: 10 }),
  PGLITE_DATA_DIR: Type.String({ minLength: 1, default: path.join(repoRoot, '.data', 'pglite') }),
  CORS_ORIGINS: Type.Optional(Type.String({ minLength: 1 })),
  WEB_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  SESSION_SECRET: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  ADMIN_TOKEN: Type.Optional(Type.String({ minLength: 24 })),
  ACCESS_TOKEN_MINUTES: Integer({ minimum: 1, maximum: 60, default: 15 }),
  REFRESH_TOKEN_DAYS: Integer({ minimum: 1, maximum: 90, default: 14 }),
  REFRESH_REUSE_GRACE_SECONDS: Integer({ minimum: 0, maximum: 120, default: 10 }),
  COOKIE_SECURE: Type.Optional(Type.Boolean()),
  COOKIE_DOMAIN: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  BODY_LIMIT_BYTES: Integer({ minimum: 1024, maximum: 50 * 1024 * 1024, default: 1024 * 1024 }),
  JOB_POLL_INTERVAL_MS: Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  MAINTENANCE_CACHE_MS: Integer({ minimum: 0, maximum: 60_000, default: 2000 }),
  RATE_LIMIT_AUTH_MAX: Integer({ minimum: 1, maximum: 10_000, default: 10 }),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  // Public calls: the pricing call (calculator, home page, plan page's band table) and the newsletter.
  RATE_LIMIT_PUBLIC_MAX: Integer({ minimum: 1, maximum: 10_000_000, default: 300 }),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  SCRYPT_COST: Integer({ minimum: 1024, maximum: 1_048_576, default: 32_768 }),
});

type Env = Static<typeof EnvSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  database: { kind: 'postgres'; url: string; poolMax: number } | { kind: 'pglite'; dataDir: string };
  corsOrigins: string[];
  webUrl: string;
  trustProxy: boolean;
  secrets: {
    /** HMAC key of the JWTs, also the pepper of PIN hashes. */
    jwt: string;
    /** 32-byte key of the encrypted session cookie. */
    session: Buffer;
    /** Bearer token of the operator endpoints (maintenance switch); null disables them. */
    admin: string | null;
  };
  tokens: {
    accessMinutes: number;
    refreshDays: number;
    /** A spent refresh token presented again within this window (parallel tabs) is not treated as theft. */
    reuseGraceSeconds: number;
  };
  cookie: { secure: boolean; domain: string | undefined };
  mail: { smtpUrl: string | undefined; from: string };
  bodyLimit: number;
  jobs: { pollIntervalMs: number };
  maintenanceCacheMs: number;
  rateLimit: { auth: { max: number; windowMs: number }; public: { max: number; windowMs: number } };
  passwords: { scryptCost: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Dev servers of the web apps (shell 3000, remotes 3001-3006) may call a local API. */
const devOrigins = Array.from({ length: 7 }, (_, i) => `http://localhost:${3000 + i}`);

function readEnv(source: NodeJS.ProcessEnv): Env {
  const known = Object.keys(EnvSchema.properties);
  const raw: Record<string, unknown> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  if (!Value.Check(EnvSchema, converted)) {
    const problems = Value.Errors(EnvSchema, converted).map((error) => {
      const name = error.instancePath.replace(/^\//, '') || 'environment';
      const given = name in raw ? ` (got ${JSON.stringify(raw[name])})` : '';
      return `${name}: ${error.message}${given}`;
    });
    throw new ConfigError(problems);
  }
  return converted;
}

interface LocalSecrets {
  jwt: string;
  session: string;
  admin: string;
}

/**
 * Outside production, secrets that are not set are generated once and kept next to the embedded database, so
 * sessions survive restarts and the maintenance CLI can reach the running API. Production must set them.
 */
function localSecrets(dataRoot: string): LocalSecrets {
  const file = path.join(dataRoot, 'local-secrets.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets;
  } catch {
    const secrets: LocalSecrets = {
      jwt: crypto.randomBytes(48).toString('base64url'),
      session: crypto.randomBytes(32).toString('hex'),
      admin: crypto.randomBytes(32).toString('base64url'),
    };
    fs.mkdirSync(dataRoot, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = readEnv(source);
  const production = env.NODE_ENV === 'production';

  if (production) {
    const missing = (['JWT_SECRET', 'SESSION_SECRET'] as const).filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((key) => `${key}: required when NODE_ENV=production`));
    }
  }
  const local = production ? null : localSecrets(path.dirname(path.resolve(env.PGLITE_DATA_DIR)));

  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean)
    : ['http://localhost:8080', ...(env.NODE_ENV === 'development' ? devOrigins : [])];
  const badOrigin = corsOrigins.find((origin) => !/^https?:\/\/[^/\s]+$/.test(origin));
  if (badOrigin)
    throw new ConfigError([`CORS_ORIGINS: "${badOrigin}" is not an origin (scheme://host[:port])`]);

  if ((env.SCRYPT_COST & (env.SCRYPT_COST - 1)) !== 0) {
    throw new ConfigError([`SCRYPT_COST: must be a power of two (got ${env.SCRYPT_COST})`]);
  }

  const supportDomain = brand.supportEmail.split('@')[1];

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.resolve(env.PGLITE_DATA_DIR) },
    corsOrigins,
    webUrl: env.WEB_URL.replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    secrets: {
      jwt: env.JWT_SECRET ?? local!.jwt,
      session: Buffer.from(env.SESSION_SECRET ?? local!.session, 'hex'),
      admin: env.ADMIN_TOKEN ?? local?.admin ?? null,
    },
    tokens: {
      accessMinutes: env.ACCESS_TOKEN_MINUTES,
      refreshDays: env.REFRESH_TOKEN_DAYS,
      reuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    },
    cookie: { secure: env.COOKIE_SECURE ?? production, domain: env.COOKIE_DOMAIN },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `${brand.name} <no-reply@${supportDomain}>` },
    bodyLimit: env.BODY_LIMIT_BYTES,
    jobs: { pollIntervalMs: env.JOB_POLL_INTERVAL_MS },
    maintenanceCacheMs: env.MAINTENANCE_CACHE_MS,
    rateLimit: {
      auth: { max: env.RATE_LIMIT_AUTH_MAX, windowMs: env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000 },
      public: { max: env.RATE_LIMIT_PUBLIC_MAX, windowMs: env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS * 1000 },
    },
    passwords: { scryptCost: env.SCRYPT_COST },
  };
}
