// Configuration from the environment, validated once at start; a bad value stops the process with a clear message.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { productFacts } from '@teduh/shared/domain';
import { brand } from './brand';
import type { StorageConfig } from './lib/storage';
import type { OcrOptions } from './modules/vault/policy-ocr';

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
  // Developer tools, off unless set, refused in production: /dev/* (the mailbox, the auto-billing run), the
  // OpenAPI page at /docs, and the demo accounts (member and staff) the seed creates. `npm start` and the e2e
  // suite turn them on.
  DEV_ROUTES: Type.Boolean({ default: false }),
  OPENAPI_UI: Type.Boolean({ default: false }),
  SEED_DEMO_ACCOUNTS: Type.Boolean({ default: false }),
  COOKIE_DOMAIN: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  BODY_LIMIT_BYTES: Integer({ minimum: 1024, maximum: 50 * 1024 * 1024, default: 1024 * 1024 }),
  JOB_POLL_INTERVAL_MS: Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  MAINTENANCE_CACHE_MS: Integer({ minimum: 0, maximum: 60_000, default: 2000 }),
  /** How long an open session is trusted without a database read (a revocation elsewhere waits this long). */
  SESSION_CACHE_MS: Integer({ minimum: 0, maximum: 60_000, default: 5000 }),
  /** How long a member's profile is answered from memory (a change made through another instance waits this long). */
  PROFILE_CACHE_MS: Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  // Shared rate-limit counters for an API scaled out behind a balancer (Valkey or Redis); unset: in memory.
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  RATE_LIMIT_AUTH_MAX: Integer({ minimum: 1, maximum: 10_000, default: 10 }),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  // Public calls: the pricing call (calculator, home page, plan page's band table) and the newsletter.
  RATE_LIMIT_PUBLIC_MAX: Integer({ minimum: 1, maximum: 10_000_000, default: 300 }),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  SCRYPT_COST: Integer({ minimum: 1024, maximum: 1_048_576, default: 32_768 }),
  // Accounts: profile pictures, the support inbox of enquiries, the keys of trusted app clients (TeduhFree).
  UPLOADS_DIR: Type.String({ minLength: 1, default: path.join(repoRoot, '.data', 'uploads') }),
  SUPPORT_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
  PUBLIC_API_KEYS: Type.Optional(Type.String({ minLength: 1 })),
  API_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  // Stored files (eKYC images, certificate PDFs, profile pictures): each caller's local folder (EKYC_STORAGE_DIR,
  // CERTIFICATES_STORAGE_DIR, UPLOADS_DIR), or with STORAGE=s3 one S3-compatible bucket for all of them.
  STORAGE: Type.Optional(Type.Union([Type.Literal('local'), Type.Literal('s3')])),
  STORAGE_S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  STORAGE_S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63 })),
  STORAGE_S3_REGION: Type.Optional(Type.String({ minLength: 1 })),
  STORAGE_S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  STORAGE_S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  // eKYC (identity verification): the vendor, image storage, thresholds and retention.
  EKYC_VENDOR_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  EKYC_VENDOR_API_KEY: Type.Optional(Type.String({ minLength: 8 })),
  EKYC_VENDOR_TIMEOUT_MS: Integer({ minimum: 100, maximum: 120_000, default: 15_000 }),
  EKYC_STORAGE_DIR: Type.String({ minLength: 1, default: path.join(repoRoot, '.data', 'ekyc') }),
  // The older, eKYC-only names of STORAGE and STORAGE_S3_*, still read when those are unset.
  EKYC_STORAGE: Type.Optional(Type.Union([Type.Literal('local'), Type.Literal('s3')])),
  EKYC_S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  EKYC_S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63 })),
  EKYC_S3_REGION: Type.Optional(Type.String({ minLength: 1 })),
  EKYC_S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  EKYC_S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  EKYC_MAX_IMAGE_BYTES: Integer({ minimum: 1024, maximum: 25 * 1024 * 1024, default: 8 * 1024 * 1024 }),
  // Anti-Money Laundering, Anti-Terrorism Financing and Proceeds of Unlawful Activities Act 2001 (AMLA),
  // section 17: records of customer identification are kept for at least six years (2190 days), as the privacy
  // notice says (productFacts.identityRecordRetentionYears).
  EKYC_RETENTION_DAYS: Integer({
    minimum: 1,
    maximum: 36_500,
    default: productFacts.identityRecordRetentionYears * 365,
  }),
  EKYC_FACE_MATCH_MIN: Type.Number({ minimum: 0, maximum: 1, default: 0.8 }),
  EKYC_LIVENESS_MIN: Type.Number({ minimum: 0, maximum: 1, default: 0.8 }),
  EKYC_DOCUMENT_MIN: Type.Number({ minimum: 0, maximum: 1, default: 0.8 }),
  EKYC_REVIEW_AFTER_MINUTES: Integer({ minimum: 1, maximum: 10_080, default: 30 }),
  // Certificates: the folder of issued certificate PDFs, outside any web root.
  // Partners' own eligibility APIs (employer partners): the sandbox on port 4051 outside production.
  PARTNER_ELIGIBILITY_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  PARTNER_ELIGIBILITY_API_KEY: Type.Optional(Type.String({ minLength: 8 })),
  PARTNER_ELIGIBILITY_TIMEOUT_MS: Integer({ minimum: 100, maximum: 60_000, default: 8_000 }),
  CERTIFICATES_STORAGE_DIR: Type.String({
    minLength: 1,
    default: path.join(repoRoot, '.data', 'certificates'),
  }),
  // Policy vault: the folder of documents members attach to the policies they record, outside any web root.
  VAULT_STORAGE_DIR: Type.String({ minLength: 1, default: path.join(repoRoot, '.data', 'vault') }),
  VAULT_MAX_DOCUMENT_BYTES: Integer({
    minimum: 1024,
    maximum: 25 * 1024 * 1024,
    default: 10 * 1024 * 1024,
  }),
  // Claims: the folder of claim documents (unless STORAGE=s3) and the largest upload taken.
  CLAIMS_STORAGE_DIR: Type.String({ minLength: 1, default: path.join(repoRoot, '.data', 'claims') }),
  CLAIMS_MAX_UPLOAD_BYTES: Integer({ minimum: 100_000, maximum: 20_000_000, default: 8_388_608 }),
  // Payments: the card provider (Xendit-style Payment Request / Session API) and FPX direct debit.
  CARD_PROVIDER_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  CARD_PROVIDER_SECRET_KEY: Type.Optional(Type.String({ minLength: 16 })),
  CARD_PROVIDER_CALLBACK_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  CARD_PROVIDER_TIMEOUT_MS: Integer({ minimum: 100, maximum: 120_000, default: 15_000 }),
  FPX_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  FPX_API_KEY: Type.Optional(Type.String({ minLength: 16 })),
  FPX_SIGNING_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  FPX_TIMEOUT_MS: Integer({ minimum: 100, maximum: 120_000, default: 15_000 }),
  PAYMENTS_RECONCILE_AFTER_SECONDS: Integer({ minimum: 0, maximum: 86_400, default: 30 }),
  // The SMS provider (Twilio Programmable Messaging; api/src/sandboxes/sms on port 4061 outside production):
  // its base URL (https://api.twilio.com), the account SID and auth token of HTTP Basic auth, the sender (a
  // number in E.164, an alphanumeric sender ID, or a Messaging Service SID MG...), and where Twilio posts the
  // status of each message (unset: no status callbacks).
  SMS_PROVIDER_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SMS_ACCOUNT_SID: Type.Optional(Type.String({ pattern: '^AC[0-9a-fA-F]{32}$' })),
  SMS_AUTH_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  SMS_SENDER: Type.Optional(
    Type.String({ pattern: '^(\\+[1-9][0-9]{6,14}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$' }),
  ),
  SMS_STATUS_CALLBACK_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SMS_TIMEOUT_MS: Integer({ minimum: 100, maximum: 60_000, default: 10_000 }),
  // The partner insurer of the medical and life plans (api/src/sandboxes/partner-insurer outside production).
  PARTNER_INSURER_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  PARTNER_INSURER_API_KEY: Type.Optional(Type.String({ minLength: 16 })),
  PARTNER_INSURER_SIGNING_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  PARTNER_INSURER_TIMEOUT_MS: Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
  // The spec's feature flag: the partner life plan is sold unless this is false.
  PARTNER_LIFE_PLAN_ENABLED: Type.Boolean({ default: true }),
  // Social sign-in (modules/social): OpenID Connect for Google and Apple, OAuth 2.0 for Facebook. Outside
  // development a provider is on only when its client is configured; in development the local sandboxes
  // (api/src/sandboxes/identity, ports 4031-4033) stand in for the ones left unset.
  SOCIAL_REDIRECT_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  GOOGLE_ISSUER: Type.Optional(Type.String({ pattern: '^https?://' })),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  APPLE_ISSUER: Type.Optional(Type.String({ pattern: '^https?://' })),
  APPLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  APPLE_TEAM_ID: Type.Optional(Type.String({ minLength: 1 })),
  APPLE_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  /** The Sign in with Apple private key (PKCS#8 PEM; `\n` escapes allowed) that signs the client secret. */
  APPLE_PRIVATE_KEY: Type.Optional(Type.String({ minLength: 1 })),
  FACEBOOK_DIALOG_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  FACEBOOK_GRAPH_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  FACEBOOK_APP_ID: Type.Optional(Type.String({ minLength: 1 })),
  FACEBOOK_APP_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  SOCIAL_TIMEOUT_MS: Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
  // New certificate sales stop on this day (Malaysian calendar): new quotations answer 409 sales_closed.
  SALES_CLOSED_FROM: Type.Optional(
    Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' }),
  ),
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
  /** Developer tools, each off unless asked for, never in production. */
  devTools: { routes: boolean; openApiUi: boolean; demoAccounts: boolean };
  mail: { smtpUrl: string | undefined; from: string };
  bodyLimit: number;
  jobs: { pollIntervalMs: number };
  maintenanceCacheMs: number;
  sessionCacheMs: number;
  /** How long a member's profile is kept in memory (modules/auth/profile-cache.ts); 0 keeps none. */
  profileCacheMs: number;
  rateLimit: {
    auth: { max: number; windowMs: number };
    public: { max: number; windowMs: number };
    /** Valkey or Redis holding the counters of every instance; null: each instance counts in memory. */
    redisUrl: string | null;
  };
  passwords: { scryptCost: number };
  accounts: AccountsConfig;
  /** Where stored files go: the local folders of each caller, or one S3-compatible bucket. */
  storage: StorageConfig;
  ekyc: EkycConfig;
  /** Certificates service; optional so that configs built elsewhere (tests) may leave it out. */
  certificates?: { storageDir: string };
  payments: PaymentsConfig;
  /** Policy vault documents; optional like certificates (tests give their own folder). */
  vault?: { storageDir: string; maxDocumentBytes: number; ocr?: Partial<OcrOptions> };
  /** Claims service; optional like certificates (its defaults apply when left out). */
  claims?: { storageDir: string; maxUploadBytes: number };
  /** From `closedFrom` (`YYYY-MM-DD`, Malaysian calendar) on, no new quotation; optional like certificates. */
  sales?: { closedFrom: string | null };
  /** Sponsored cover: the partners' eligibility APIs; optional like certificates. */
  partners?: PartnersConfig;
  /** The partner insurer of the medical and life plans; optional so configs built elsewhere may leave it out. */
  partnerInsurer?: PartnerInsurerConfig;
  /** Social sign-in; optional like certificates (no provider is on without it). */
  social?: SocialConfig;
  /** The SMS provider; optional like certificates (its sandbox defaults apply when left out). */
  sms?: SmsConfig;
}

export interface SmsConfig {
  /** Twilio's API base (https://api.twilio.com), or the sandbox on port 4061 outside production. */
  url: string;
  accountSid: string;
  authToken: string;
  /** E.164 number or alphanumeric sender ID (sent as From), or a Messaging Service SID (MessagingServiceSid). */
  sender: string;
  /** Where the provider posts each message's status; null: no callbacks. */
  statusCallbackUrl: string | null;
  timeoutMs: number;
}

/** The SMS provider sandbox (api/src/sandboxes/sms) and its credentials, outside production only. */
export const smsSandboxDefaults = {
  port: 4061,
  url: 'http://127.0.0.1:4061',
  accountSid: 'AC7ed00000000000000000000000000001',
  authToken: 'sandbox-sms-auth-token-0001',
  /** Twilio's documented test number that is a valid From. */
  sender: '+15005550006',
} as const;

export interface PartnersConfig {
  /** The eligibility API of a partner whose data names none (the sandbox on port 4051 outside production). */
  eligibilityUrl: string;
  eligibilityApiKey: string;
  eligibilityTimeoutMs: number;
}

/** The partner eligibility sandbox (api/src/sandboxes/partner-eligibility) and its key, outside production only. */
export const partnerEligibilitySandboxDefaults = {
  url: 'http://127.0.0.1:4051',
  apiKey: 'sandbox-partner-eligibility-key-0001',
} as const;

export interface PartnerInsurerConfig {
  /** Base URL of the partner's API (the sandbox on port 4041 outside production). */
  url: string;
  apiKey: string;
  /** HMAC key of the partner's signed backend-response callbacks. */
  signingSecret: string;
  timeoutMs: number;
  /** The spec's life-plan feature flag (on by default). */
  lifePlanEnabled: boolean;
}

/** The partner insurer sandbox (api/src/sandboxes/partner-insurer) and its keys, outside production only. */
export const partnerInsurerSandboxDefaults = {
  url: 'http://localhost:4041',
  apiKey: 'sandbox-partner-insurer-key-0001',
  signingSecret: 'sandbox-partner-insurer-signing-0001',
} as const;

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  /** Google: the client secret. Apple has none: its secret is an ES256 JWT signed with `appleKey`. */
  clientSecret?: string;
  appleKey?: { teamId: string; keyId: string; privateKeyPem: string };
}

export interface FacebookProviderConfig {
  dialogUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
}

export interface SocialConfig {
  /** Where providers send the member back: `<base>/auth/api/v1/social/<provider>/callback/`. */
  redirectBaseUrl: string;
  google: OidcProviderConfig | null;
  apple: OidcProviderConfig | null;
  facebook: FacebookProviderConfig | null;
  timeoutMs: number;
}

/**
 * The local identity providers (api/src/sandboxes/identity) and their test clients, used in development only.
 * The Apple key is a sandbox-only P-256 key, so the API signs its client secret exactly as for Apple.
 */
export const identitySandboxDefaults = {
  google: {
    issuer: 'http://localhost:4031',
    clientId: 'teduh-web.apps.sandbox',
    clientSecret: 'sandbox-google-secret-0001',
  },
  apple: {
    issuer: 'http://localhost:4032',
    clientId: 'my.teduh.web',
    teamId: 'TEDUHTEAM1',
    keyId: 'SANDBOXK01',
    privateKeyPem:
      '-----BEGIN PRIVATE KEY-----\n' +
      'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgovJzAz+NNy18x7IP\n' +
      'x8WJjkLyBXo6ZrgFPMqqBJjpQUKhRANCAASNtFVc6DqNXSy+FPrBz45Ae0gEAAUq\n' +
      'EqRFf0jKv51+UUZ9fGwMoTC3ZL6Q/+J+1adbPO5mk3tXg4vGn3wT3UFR\n' +
      '-----END PRIVATE KEY-----\n',
  },
  facebook: {
    dialogUrl: 'http://localhost:4033',
    graphUrl: 'http://localhost:4033',
    appId: '1000000000000001',
    appSecret: 'sandbox-facebook-app-secret-0001',
  },
} as const;

export interface PaymentsConfig {
  /** The card provider's API (the sandbox on port 4021 outside production), Basic auth by secret key. */
  card: { url: string; secretKey: string; callbackToken: string; timeoutMs: number };
  /** The FPX direct-debit gateway (the sandbox on port 4022 outside production); callbacks signed by HMAC. */
  fpx: { url: string; apiKey: string; signingSecret: string; timeoutMs: number };
  /** A payment still pending this long after it was made is polled at the provider (reconcile job). */
  reconcileAfterSeconds: number;
}

/** The payment sandboxes (api/src/sandboxes/card-provider and fpx) and their keys, outside production only. */
export const paymentSandboxDefaults = {
  card: {
    url: 'http://localhost:4021',
    secretKey: 'xnd_development_teduh_sandbox_0001',
    callbackToken: 'sandbox-card-callback-token-0001',
  },
  fpx: {
    url: 'http://localhost:4022',
    apiKey: 'sandbox-fpx-api-key-0001',
    signingSecret: 'sandbox-fpx-signing-secret-0001',
  },
} as const;

export interface EkycConfig {
  /** The eKYC vendor's base URL (the sandbox on port 4011 outside production). */
  vendorUrl: string;
  vendorApiKey: string;
  vendorTimeoutMs: number;
  /** Folder of the local image store, outside any web root (unless storage goes to S3). */
  storageDir: string;
  maxImageBytes: number;
  retentionDays: number;
  /** Scores (0-1) below these never pass on their own: the submission goes to staff review. */
  thresholds: { faceMatch: number; liveness: number; document: number };
  /** Submissions pending or processing longer than this appear in the staff review list. */
  reviewAfterMinutes: number;
}

/** The eKYC vendor sandbox (api/src/sandboxes/ekyc-vendor) and its key, used outside production only. */
export const ekycSandboxDefaults = { url: 'http://127.0.0.1:4011', apiKey: 'sandbox-ekyc-key-0001' } as const;

export interface AccountsConfig {
  /** Folder of stored profile pictures, outside any web root. */
  uploadsDir: string;
  /** Where enquiries are sent. */
  supportEmail: string;
  /** Keys of trusted app clients, sent as `Authorization: TeduhFree <key>` on public calls. */
  publicApiKeys: string[];
  /** The API's public base URL for links it answers (profile pictures); unset: taken from the request. */
  apiPublicUrl: string | undefined;
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

/** PUBLIC_API_KEYS: comma-separated; each key at least 16 characters of letters, digits, '-' and '_'. */
function publicApiKeys(value: string | undefined): string[] {
  const keys = (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const bad = keys.find((key) => !/^[\w-]{16,200}$/.test(key));
  if (bad !== undefined) {
    throw new ConfigError([
      `PUBLIC_API_KEYS: each key needs 16 to 200 letters, digits, '-' or '_' (got one of ${bad.length} characters)`,
    ]);
  }
  return keys;
}

/**
 * STORAGE=s3 and its STORAGE_S3_* settings; while STORAGE is unset, the older eKYC-only names (EKYC_STORAGE,
 * EKYC_S3_*) are read in their place, and a missing setting is named as the switch that was used spells it.
 */
function storageConfig(env: Env): StorageConfig {
  const switchName = env.STORAGE ? 'STORAGE' : 'EKYC_STORAGE';
  if ((env.STORAGE ?? env.EKYC_STORAGE ?? 'local') === 'local') return { s3: null };
  const settings = {
    ENDPOINT: env.STORAGE_S3_ENDPOINT ?? env.EKYC_S3_ENDPOINT,
    BUCKET: env.STORAGE_S3_BUCKET ?? env.EKYC_S3_BUCKET,
    ACCESS_KEY_ID: env.STORAGE_S3_ACCESS_KEY_ID ?? env.EKYC_S3_ACCESS_KEY_ID,
    SECRET_ACCESS_KEY: env.STORAGE_S3_SECRET_ACCESS_KEY ?? env.EKYC_S3_SECRET_ACCESS_KEY,
  };
  const missing = (Object.keys(settings) as (keyof typeof settings)[]).filter((name) => !settings[name]);
  if (missing.length > 0) {
    const prefix = switchName === 'STORAGE' ? 'STORAGE_S3_' : 'EKYC_S3_';
    throw new ConfigError(missing.map((name) => `${prefix}${name}: required when ${switchName}=s3`));
  }
  return {
    s3: {
      endpoint: settings.ENDPOINT!,
      bucket: settings.BUCKET!,
      region: env.STORAGE_S3_REGION ?? env.EKYC_S3_REGION ?? 'ap-southeast-5',
      accessKeyId: settings.ACCESS_KEY_ID!,
      secretAccessKey: settings.SECRET_ACCESS_KEY!,
    },
  };
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
  if (production) {
    // Production fails closed: no developer tool can be turned on, and the session cookie is always Secure.
    const problems = (['DEV_ROUTES', 'OPENAPI_UI', 'SEED_DEMO_ACCOUNTS'] as const)
      .filter((key) => env[key])
      .map((key) => `${key}: a developer tool, never on when NODE_ENV=production`);
    if (env.COOKIE_SECURE === false) problems.push('COOKIE_SECURE: cannot be false when NODE_ENV=production');
    if (problems.length > 0) throw new ConfigError(problems);
  }
  if (production) {
    const missing = (
      [
        'EKYC_VENDOR_URL',
        'EKYC_VENDOR_API_KEY',
        'PARTNER_ELIGIBILITY_URL',
        'PARTNER_ELIGIBILITY_API_KEY',
      ] as const
    ).filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((key) => `${key}: required when NODE_ENV=production`));
    }
  }
  if (production) {
    const missing = (
      [
        'CARD_PROVIDER_URL',
        'CARD_PROVIDER_SECRET_KEY',
        'CARD_PROVIDER_CALLBACK_TOKEN',
        'FPX_URL',
        'FPX_API_KEY',
        'FPX_SIGNING_SECRET',
        'PARTNER_INSURER_URL',
        'PARTNER_INSURER_API_KEY',
        'PARTNER_INSURER_SIGNING_SECRET',
        'SMS_PROVIDER_URL',
        'SMS_ACCOUNT_SID',
        'SMS_AUTH_TOKEN',
        'SMS_SENDER',
      ] as const
    ).filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((key) => `${key}: required when NODE_ENV=production`));
    }
  }
  const storage = storageConfig(env);
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
    devTools: { routes: env.DEV_ROUTES, openApiUi: env.OPENAPI_UI, demoAccounts: env.SEED_DEMO_ACCOUNTS },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `${brand.name} <no-reply@${supportDomain}>` },
    bodyLimit: env.BODY_LIMIT_BYTES,
    jobs: { pollIntervalMs: env.JOB_POLL_INTERVAL_MS },
    maintenanceCacheMs: env.MAINTENANCE_CACHE_MS,
    sessionCacheMs: env.SESSION_CACHE_MS,
    profileCacheMs: env.PROFILE_CACHE_MS,
    rateLimit: {
      auth: { max: env.RATE_LIMIT_AUTH_MAX, windowMs: env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000 },
      public: { max: env.RATE_LIMIT_PUBLIC_MAX, windowMs: env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS * 1000 },
      redisUrl: env.REDIS_URL ?? null,
    },
    passwords: { scryptCost: env.SCRYPT_COST },
    accounts: {
      uploadsDir: path.resolve(env.UPLOADS_DIR),
      supportEmail: env.SUPPORT_EMAIL ?? brand.supportEmail,
      publicApiKeys: publicApiKeys(env.PUBLIC_API_KEYS),
      apiPublicUrl: env.API_PUBLIC_URL?.replace(/\/$/, ''),
    },
    storage,
    ekyc: {
      vendorUrl: (env.EKYC_VENDOR_URL ?? ekycSandboxDefaults.url).replace(/\/$/, ''),
      vendorApiKey: env.EKYC_VENDOR_API_KEY ?? ekycSandboxDefaults.apiKey,
      vendorTimeoutMs: env.EKYC_VENDOR_TIMEOUT_MS,
      storageDir: path.resolve(env.EKYC_STORAGE_DIR),
      maxImageBytes: env.EKYC_MAX_IMAGE_BYTES,
      retentionDays: env.EKYC_RETENTION_DAYS,
      thresholds: {
        faceMatch: env.EKYC_FACE_MATCH_MIN,
        liveness: env.EKYC_LIVENESS_MIN,
        document: env.EKYC_DOCUMENT_MIN,
      },
      reviewAfterMinutes: env.EKYC_REVIEW_AFTER_MINUTES,
    },
    certificates: { storageDir: path.resolve(env.CERTIFICATES_STORAGE_DIR) },
    partners: {
      eligibilityUrl: (env.PARTNER_ELIGIBILITY_URL ?? partnerEligibilitySandboxDefaults.url).replace(
        /\/$/,
        '',
      ),
      eligibilityApiKey: env.PARTNER_ELIGIBILITY_API_KEY ?? partnerEligibilitySandboxDefaults.apiKey,
      eligibilityTimeoutMs: env.PARTNER_ELIGIBILITY_TIMEOUT_MS,
    },
    payments: {
      card: {
        url: (env.CARD_PROVIDER_URL ?? paymentSandboxDefaults.card.url).replace(/\/$/, ''),
        secretKey: env.CARD_PROVIDER_SECRET_KEY ?? paymentSandboxDefaults.card.secretKey,
        callbackToken: env.CARD_PROVIDER_CALLBACK_TOKEN ?? paymentSandboxDefaults.card.callbackToken,
        timeoutMs: env.CARD_PROVIDER_TIMEOUT_MS,
      },
      fpx: {
        url: (env.FPX_URL ?? paymentSandboxDefaults.fpx.url).replace(/\/$/, ''),
        apiKey: env.FPX_API_KEY ?? paymentSandboxDefaults.fpx.apiKey,
        signingSecret: env.FPX_SIGNING_SECRET ?? paymentSandboxDefaults.fpx.signingSecret,
        timeoutMs: env.FPX_TIMEOUT_MS,
      },
      reconcileAfterSeconds: env.PAYMENTS_RECONCILE_AFTER_SECONDS,
    },
    sales: { closedFrom: env.SALES_CLOSED_FROM ?? null },
    partnerInsurer: {
      url: (env.PARTNER_INSURER_URL ?? partnerInsurerSandboxDefaults.url).replace(/\/$/, ''),
      apiKey: env.PARTNER_INSURER_API_KEY ?? partnerInsurerSandboxDefaults.apiKey,
      signingSecret: env.PARTNER_INSURER_SIGNING_SECRET ?? partnerInsurerSandboxDefaults.signingSecret,
      timeoutMs: env.PARTNER_INSURER_TIMEOUT_MS,
      lifePlanEnabled: env.PARTNER_LIFE_PLAN_ENABLED,
    },
    sms: {
      url: (env.SMS_PROVIDER_URL ?? smsSandboxDefaults.url).replace(/\/$/, ''),
      accountSid: env.SMS_ACCOUNT_SID ?? smsSandboxDefaults.accountSid,
      authToken: env.SMS_AUTH_TOKEN ?? smsSandboxDefaults.authToken,
      sender: env.SMS_SENDER ?? smsSandboxDefaults.sender,
      statusCallbackUrl: env.SMS_STATUS_CALLBACK_URL ?? null,
      timeoutMs: env.SMS_TIMEOUT_MS,
    },
    vault: {
      storageDir: path.resolve(env.VAULT_STORAGE_DIR),
      maxDocumentBytes: env.VAULT_MAX_DOCUMENT_BYTES,
    },
    social: socialConfig(env),
    claims: { storageDir: path.resolve(env.CLAIMS_STORAGE_DIR), maxUploadBytes: env.CLAIMS_MAX_UPLOAD_BYTES },
  };
}

/** A provider is on when its client is configured; development falls back to the local sandboxes. */
function socialConfig(env: Env): SocialConfig {
  const sandbox = env.NODE_ENV === 'development' ? identitySandboxDefaults : null;
  const googleId = env.GOOGLE_CLIENT_ID ?? sandbox?.google.clientId;
  const googleSecret = env.GOOGLE_CLIENT_SECRET ?? sandbox?.google.clientSecret;
  const appleId = env.APPLE_CLIENT_ID ?? sandbox?.apple.clientId;
  const appleTeam = env.APPLE_TEAM_ID ?? sandbox?.apple.teamId;
  const appleKeyId = env.APPLE_KEY_ID ?? sandbox?.apple.keyId;
  const appleKey = env.APPLE_PRIVATE_KEY?.replace(/\\n/g, '\n') ?? sandbox?.apple.privateKeyPem;
  const facebookId = env.FACEBOOK_APP_ID ?? sandbox?.facebook.appId;
  const facebookSecret = env.FACEBOOK_APP_SECRET ?? sandbox?.facebook.appSecret;
  return {
    redirectBaseUrl: (
      env.SOCIAL_REDIRECT_BASE_URL ??
      env.API_PUBLIC_URL ??
      `http://localhost:${env.PORT}`
    ).replace(/\/$/, ''),
    google:
      googleId && googleSecret
        ? {
            issuer: (env.GOOGLE_ISSUER ?? sandbox?.google.issuer ?? 'https://accounts.google.com').replace(
              /\/$/,
              '',
            ),
            clientId: googleId,
            clientSecret: googleSecret,
          }
        : null,
    apple:
      appleId && appleTeam && appleKeyId && appleKey
        ? {
            issuer: (env.APPLE_ISSUER ?? sandbox?.apple.issuer ?? 'https://appleid.apple.com').replace(
              /\/$/,
              '',
            ),
            clientId: appleId,
            appleKey: { teamId: appleTeam, keyId: appleKeyId, privateKeyPem: appleKey },
          }
        : null,
    facebook:
      facebookId && facebookSecret
        ? {
            dialogUrl: (
              env.FACEBOOK_DIALOG_URL ??
              sandbox?.facebook.dialogUrl ??
              'https://www.facebook.com'
            ).replace(/\/$/, ''),
            graphUrl: (
              env.FACEBOOK_GRAPH_URL ??
              sandbox?.facebook.graphUrl ??
              'https://graph.facebook.com'
            ).replace(/\/$/, ''),
            appId: facebookId,
            appSecret: facebookSecret,
          }
        : null,
    timeoutMs: env.SOCIAL_TIMEOUT_MS,
  };
}
