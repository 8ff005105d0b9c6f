// The compiled API (npm run build -w api) as production runs it: the seed and the server from api/dist, with
// NODE_ENV=production. Developer tools are absent and cannot be turned on; the server answers.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers/free-port';
import { productionSecrets } from './helpers/production-env';

const apiDir = path.resolve(__dirname, '..');
// At the depth of api/dist, so paths from the repository root resolve as in production.
const outdir = path.join(apiDir, `.dist-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teduh-production-'));

const productionEnv = {
  ...productionSecrets,
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
  UPLOADS_DIR: path.join(dataDir, 'uploads'),
  EKYC_STORAGE_DIR: path.join(dataDir, 'ekyc'),
  CERTIFICATES_STORAGE_DIR: path.join(dataDir, 'certificates'),
};

async function waitForHealth(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not answer /health in 45 s');
}

beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join(apiDir, 'scripts', 'build.mjs'), outdir], {
    encoding: 'utf8',
  });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
});

afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled API in production', () => {
  // Two processes start PGlite and migrate: slow on a loaded machine, hence the long timeout.
  it('seeds without the demo member, serves, and has no developer tools', async () => {
    const seed = spawnSync(process.execPath, [path.join(outdir, 'seed.js')], {
      env: productionEnv,
      encoding: 'utf8',
    });
    expect(seed.stderr).toBe('');
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain('The demo accounts (member and staff) are not created');

    const port = await freePort();
    const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: { ...productionEnv, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(url, child);
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ data: { status: 'ok', database: 'ok' } });
      const rate = await fetch(`${url}/products/api/v1/pusara-pro/`);
      expect(rate.status).toBe(200);
      for (const devOnly of ['/docs', '/docs/json', '/dev/mailbox', '/dev/auto-billing/run']) {
        expect({ path: devOnly, status: (await fetch(`${url}${devOnly}`)).status }).toEqual({
          path: devOnly,
          status: 404,
        });
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(stderr).toBe('');
  }, 240_000);

  // Every refused setting is in src/config.test.ts; this is the process's answer to one of them.
  it('refuses to start with a developer tool turned on, naming it', () => {
    const run = spawnSync(process.execPath, [path.join(outdir, 'main.js')], {
      env: { ...productionEnv, PORT: '1', DEV_ROUTES: 'true' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DEV_ROUTES: a developer tool, never on when NODE_ENV=production');
  }, 120_000);
});
