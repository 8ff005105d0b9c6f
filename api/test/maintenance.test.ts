import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/database';
import { parseMaintenanceArgs, runMaintenanceCommand } from '../src/modules/settings/maintenance-command';
import { SettingsRepository } from '../src/modules/settings/settings-repository';
import { createTestApp, testConfig, WEB_ORIGIN, type TestContext } from './helpers/test-app';
import { pgliteSnapshot } from './helpers/test-database';

const ADMIN = { authorization: 'Bearer test-admin-token-0123456789abcdef' };
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await new SettingsRepository(t.app.db).setMaintenance({ enabled: false, message: null });
});

const switchTo = (enabled: boolean, message: string | null = null) =>
  t.app.inject({ method: 'PUT', url: '/admin/maintenance', headers: ADMIN, payload: { enabled, message } });

describe('maintenance mode', () => {
  it('answers every call 401 maintenance_notice with the stored message, and recovers when switched off', async () => {
    expect((await switchTo(true, 'Back at 2 pm.')).statusCode).toBe(200);

    for (const [method, url] of [
      ['GET', '/auth/api/v1/me/'],
      ['POST', '/auth/api/v1/jwt/'],
      ['POST', '/analytics/api/v1/events/'],
      ['GET', '/unknown/path'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: { code: 'maintenance_notice', detail: 'Back at 2 pm.' } });
    }

    await switchTo(false);
    const after = await t.app.inject({ method: 'GET', url: '/auth/api/v1/me/' });
    expect(after.json().errors.code).toBe('not_authenticated');
  });

  it('uses the standard text in the language of the request when no message is set', async () => {
    await switchTo(true);
    const en = await t.app.inject({ method: 'GET', url: '/auth/api/v1/me/' });
    expect(en.json().errors.detail).toBe(
      'We are carrying out scheduled maintenance. Please check back soon.',
    );
    const ms = await t.app.inject({
      method: 'GET',
      url: '/auth/api/v1/me/',
      headers: { 'accept-language': 'ms' },
    });
    expect(ms.json().errors.detail).toBe(
      'Kami sedang menjalankan penyelenggaraan berjadual. Sila kembali sebentar lagi.',
    );
  });

  it('keeps docs, health, the dev mailbox and CORS preflights working', async () => {
    await switchTo(true, 'Down');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/api/v1/me/',
      headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
  });

  it('still takes payment webhooks and bank callbacks, which refuse forgeries as usual', async () => {
    await switchTo(true, 'Down');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/payments/providers/xendit/webhooks/',
      headers: { 'x-callback-token': 'not-the-token' },
      payload: { id: 'evt_1', event: 'payment.succeeded', data: {} },
    });
    expect(webhook.statusCode).toBe(403);
    expect(webhook.json().errors.code).toBe('callback_token_invalid');
    const member = await t.app.inject({ method: 'GET', url: '/payment/api/v1/banks?payment_method=mandate' });
    expect(member.json().errors.code).toBe('maintenance_notice');
  });

  it('protects the operator switch with the admin token', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/admin/maintenance',
      payload: { enabled: true, message: null },
    });
    expect(missing.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/admin/maintenance',
      headers: { authorization: 'Bearer nope' },
      payload: { enabled: true, message: null },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('picks up a switch made by another process once the short cache runs out, without a restart', async () => {
    const cached = await createTestApp({ config: { maintenanceCacheMs: 150 }, database: t.database });
    try {
      expect((await cached.app.inject({ method: 'GET', url: '/auth/api/v1/me/' })).statusCode).toBe(401);
      await new SettingsRepository(t.app.db).setMaintenance({ enabled: true, message: 'Elsewhere' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await cached.app.inject({ method: 'GET', url: '/auth/api/v1/me/' });
      expect(response.json()).toEqual({ errors: { code: 'maintenance_notice', detail: 'Elsewhere' } });
    } finally {
      await cached.app.close();
    }
  });
});

describe('maintenance command', () => {
  it('parses on, off and status', () => {
    expect(parseMaintenanceArgs(['on', 'Back', 'soon'])).toEqual({
      action: 'set',
      setting: { enabled: true, message: 'Back soon' },
    });
    expect(parseMaintenanceArgs(['on'])).toEqual({
      action: 'set',
      setting: { enabled: true, message: null },
    });
    expect(parseMaintenanceArgs(['off'])).toEqual({
      action: 'set',
      setting: { enabled: false, message: null },
    });
    expect(parseMaintenanceArgs(['status'])).toEqual({ action: 'status' });
    expect(parseMaintenanceArgs(['maybe'])).toBeNull();
    expect(parseMaintenanceArgs([])).toBeNull();
  });

  it('goes through the running API when the API holds the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teduh-maint-'));
    const dbDir = path.join(dataDir, 'pglite');
    // The parent process stands in for a running API that holds the folder.
    fs.writeFileSync(`${dbDir}.lock`, String(process.ppid));
    const config = testConfig({ database: { kind: 'pglite', dataDir: dbDir } });
    const viaInject: typeof fetch = async (input, init) => {
      const response = await t.app.inject({
        method: init?.method as 'PUT',
        url: new URL(String(input)).pathname,
        headers: init?.headers as Record<string, string>,
        payload: init?.body as string,
      });
      return new Response(response.body, { status: response.statusCode });
    };
    const result = await runMaintenanceCommand(
      config,
      { action: 'set', setting: { enabled: true, message: 'From the CLI' } },
      viaInject,
    );
    expect(result).toEqual({ via: 'api', setting: { enabled: true, message: 'From the CLI' } });
    const response = await t.app.inject({ method: 'GET', url: '/auth/api/v1/me/' });
    expect(response.json().errors.detail).toBe('From the CLI');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  (process.env.DATABASE_URL ? it.skip : it)(
    'writes to an embedded database folder that no API holds',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teduh-maint-'));
      const dbDir = path.join(dataDir, 'pglite');
      const seeded = await openPglite({ dataDir: dbDir, loadDataDir: await pgliteSnapshot() });
      await seeded.close();

      const config = testConfig({ database: { kind: 'pglite', dataDir: dbDir } });
      const result = await runMaintenanceCommand(config, {
        action: 'set',
        setting: { enabled: true, message: 'Offline' },
      });
      // The setting is read back from the database after the write.
      expect(result).toEqual({ via: 'database', setting: { enabled: true, message: 'Offline' } });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  );
});
