// Builds the API for a test file on its own database, and logs test members in through the real endpoints.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openTestDatabase, type TestDatabase } from './test-database';

export const WEB_ORIGIN = 'http://localhost:8080';
export const API = '/auth/api/v1';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export function testConfig(overrides: DeepPartial<AppConfig> = {}): AppConfig {
  const base: AppConfig = {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    database: { kind: 'pglite', dataDir: '' },
    corsOrigins: [WEB_ORIGIN],
    webUrl: WEB_ORIGIN,
    trustProxy: false,
    secrets: {
      jwt: crypto.randomBytes(32).toString('base64url'),
      session: crypto.randomBytes(32),
      admin: 'test-admin-token-0123456789abcdef',
    },
    tokens: { accessMinutes: 15, refreshDays: 14, reuseGraceSeconds: 0 },
    cookie: { secure: false, domain: undefined },
    devTools: { routes: true, openApiUi: true, demoAccounts: false },
    mail: { smtpUrl: undefined, from: 'Teduh <no-reply@teduh.my>' },
    bodyLimit: 1024 * 1024,
    jobs: { pollIntervalMs: 0 },
    maintenanceCacheMs: 0,
    sessionCacheMs: 5000,
    profileCacheMs: 1000,
    rateLimit: {
      auth: { max: 1000, windowMs: 60_000 },
      public: { max: 300, windowMs: 60_000 },
      redisUrl: null,
    },
    // The lowest cost scrypt allows in config: tests hash many passwords.
    passwords: { scryptCost: 1024 },
    accounts: {
      uploadsDir: path.join(
        os.tmpdir(),
        `teduh-uploads-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
      ),
      supportEmail: 'support@teduh.my',
      publicApiKeys: ['test-public-api-key-0001'],
      apiPublicUrl: undefined,
    },
    storage: { s3: null },
    ekyc: {
      vendorUrl: 'http://127.0.0.1:9',
      vendorApiKey: 'test-ekyc-vendor-key',
      vendorTimeoutMs: 5000,
      storageDir: path.join(
        os.tmpdir(),
        `teduh-ekyc-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
      ),
      maxImageBytes: 8 * 1024 * 1024,
      retentionDays: 2190,
      thresholds: { faceMatch: 0.8, liveness: 0.8, document: 0.8 },
      reviewAfterMinutes: 30,
    },
    payments: {
      card: {
        url: 'http://127.0.0.1:9',
        secretKey: 'xnd_development_test_key_0001',
        callbackToken: 'test-card-callback-token-0001',
        timeoutMs: 5000,
      },
      fpx: {
        url: 'http://127.0.0.1:9',
        apiKey: 'test-fpx-api-key-000001',
        signingSecret: 'test-fpx-signing-secret-0001',
        timeoutMs: 5000,
      },
      reconcileAfterSeconds: 30,
    },
  };
  const merge = (target: Record<string, unknown>, source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      const current = target[key];
      if (value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value) && current) {
        merge(current as Record<string, unknown>, value as Record<string, unknown>);
      } else {
        target[key] = value;
      }
    }
  };
  merge(base as unknown as Record<string, unknown>, overrides as Record<string, unknown>);
  return base;
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: DeepPartial<AppConfig>;
  /** Share a database between apps of one file (say, two rate-limit settings); the caller disposes of it. */
  database?: TestDatabase;
  /** Runs before the app is ready: add routes or hooks for the test. */
  setup?: (app: FastifyInstance) => void;
}

/** One database per test file, unless one is handed over. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const db = options.database ?? (await openTestDatabase());
  const app = await buildApp(testConfig(options.config), { database: db, logger: false });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    database: db,
    close: async () => {
      await app.close();
      if (!options.database) await db.dispose();
    },
  };
}

/**
 * Sends three calls to a second app on the caller's database whose public limit is 2 a minute (its counters,
 * kept in memory, start at zero) and returns the answers: the third is past the limit.
 */
export async function answersPastPublicLimit(
  database: TestDatabase,
  request: () => InjectOptions,
): Promise<LightMyRequestResponse[]> {
  const limited = await createTestApp({
    database,
    config: { rateLimit: { public: { max: 2, windowMs: 60_000 } } },
  });
  try {
    const replies: LightMyRequestResponse[] = [];
    for (let call = 0; call < 3; call += 1) replies.push(await limited.app.inject(request()));
    return replies;
  } finally {
    await limited.app.close();
  }
}

/** The `name=value` pair of the session cookie a response set (still encoded), ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const pair = cookies
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('teduh='));
  return pair && pair !== 'teduh=' ? pair : undefined;
}

let counter = 0;
export function uniqueEmail(label = 'member'): string {
  counter += 1;
  return `${label}.${counter}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

/** Sends queued e-mail, then reads the newest PIN sent to the address from the outbox (/dev/mailbox). */
export async function readPin(
  app: FastifyInstance,
  email: string,
  template: 'registration_pin' | 'recovery_pin' = 'registration_pin',
): Promise<string> {
  await app.jobs.runDue();
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
  const mails = response.json<{ data: { template: string; text: string }[] }>().data;
  const mail = mails.find((candidate) => candidate.template === template);
  const pin = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`No PIN e-mail for ${email}`);
  return pin;
}

export const DEFAULT_PASSWORD = 'Kelapa-Sawit-88';

export interface TestMember {
  email: string;
  password: string;
  uuid: string;
  access: string;
  refresh: string;
}

/** Registers a member through register/, register/verify/ and register/confirm/, returning body tokens. */
export async function registerMember(
  app: FastifyInstance,
  options: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    referralCode?: string;
  } = {},
): Promise<TestMember> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const start = await app.inject({ method: 'POST', url: `${API}/register/`, payload: { email } });
  if (start.statusCode !== 200) throw new Error(`register/ answered ${start.statusCode}: ${start.body}`);
  const pin = await readPin(app, email);
  const verify = await app.inject({
    method: 'POST',
    url: `${API}/register/verify/`,
    payload: { email, pin },
  });
  if (verify.statusCode !== 200)
    throw new Error(`register/verify/ answered ${verify.statusCode}: ${verify.body}`);
  const confirm = await app.inject({
    method: 'POST',
    url: `${API}/register/confirm/`,
    payload: {
      token: verify.json<{ data: { token: string } }>().data.token,
      password,
      first_name: options.firstName ?? 'Nurul',
      last_name: options.lastName ?? 'Hidayah',
      agree_terms: true,
      agree_privacy: true,
      ...(options.referralCode !== undefined ? { referral_code: options.referralCode } : {}),
      delivery: 'body',
    },
  });
  if (confirm.statusCode !== 201)
    throw new Error(`register/confirm/ answered ${confirm.statusCode}: ${confirm.body}`);
  const data = confirm.json<{ data: { access: string; refresh: string; profile: { uuid: string } } }>().data;
  return { email, password, uuid: data.profile.uuid, access: data.access, refresh: data.refresh };
}

/** Logs an existing member in with the session cookie, as a browser would. */
export async function loginWithCookie(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/jwt/`,
    headers: { origin: WEB_ORIGIN },
    payload: { email, password },
  });
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return cookie;
}
