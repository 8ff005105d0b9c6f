#!/usr/bin/env node
// `npm run bench:api`: requests per second and p99 latency of three API calls (token check, the profile, the
// public rate call), beside a bare node:http server answering a small JSON body, measured in the same run.
// The API runs on a temporary, seeded embedded database with its rate limits raised; only 127.0.0.1 is
// targeted. A measurement, never a test: it exits 0 once it has measured, and stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { freePort, waitForPorts } from './processes.mjs';
import { repoRoot } from './web-apps.mjs';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
/** The whole run: seed, start, four targets of 12 s each, and stopping. */
const RUN_TIMEOUT_MS = 240_000;
const demoMember = { email: 'demo@teduh.my', password: 'Payung-Hijau-27' };

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const apiDir = path.join(repoRoot, 'api');
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'teduh-bench-api-'));
const children = [];

function apiEnv(port) {
  // The embedded database in the temporary folder, whatever DATABASE_URL says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PGLITE_DATA_DIR: path.join(tempDir, 'pglite'),
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_PUBLIC_MAX: '10000000',
    // me/ is measured for the demo member.
    SEED_DEMO_ACCOUNTS: 'true',
  };
}

/** Own process groups, so stopping one stops what it started (tsx runs node under it). */
function launch(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 10_000;
  while (children.some((child) => child.exitCode === null && child.signalCode === null)) {
    if (Date.now() > deadline) {
      for (const child of children) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      break;
    }
    await sleep(100);
  }
  rmSync(tempDir, { recursive: true, force: true });
}

const bareServerSource = `
const http = require('node:http');
const body = JSON.stringify({ data: { valid: true } });
http
  .createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '${HOST}');
`;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A 2 s warm-up, then the measured 10 s. */
async function measure(name, options) {
  process.stdout.write(`Measuring ${name}...\n`);
  await run({ ...options, duration: WARMUP_SECONDS });
  const result = await run({ ...options, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function login(apiUrl) {
  const response = await fetch(`${apiUrl}/auth/api/v1/jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demoMember, delivery: 'body' }),
  });
  if (!response.ok) throw new Error(`Login of the demo member answered ${response.status}`);
  return (await response.json()).data.access;
}

async function main() {
  process.stdout.write('Seeding a temporary embedded database...\n');
  const apiPort = await freePort();
  const seed = spawnSync(tsx, ['src/seed.ts'], { cwd: apiDir, env: apiEnv(apiPort), encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`The seed failed:\n${seed.stderr}`);

  launch(tsx, ['src/main.ts'], { cwd: apiDir, env: apiEnv(apiPort) });
  const barePort = await freePort();
  launch(process.execPath, ['-e', bareServerSource], { env: { ...process.env, PORT: String(barePort) } });
  if (!(await waitForPorts([apiPort, barePort], 60_000))) throw new Error('The servers did not start');

  const apiUrl = `http://${HOST}:${apiPort}`;
  const access = await login(apiUrl);
  const authorization = `Teduh ${access}`;

  const results = [];
  results.push(await measure('bare node:http (JSON)', { url: `http://${HOST}:${barePort}/` }));
  results.push(
    await measure('GET auth/api/v1/jwt/verify/', {
      url: `${apiUrl}/auth/api/v1/jwt/verify/`,
      headers: { authorization },
    }),
  );
  results.push(
    await measure('GET auth/api/v1/me/', { url: `${apiUrl}/auth/api/v1/me/`, headers: { authorization } }),
  );
  results.push(
    await measure('POST products/api/v1/2/rate/', {
      url: `${apiUrl}/products/api/v1/2/rate/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dob: '1995-06-15', gender: 'f', coverage_amount: '50000.00' }),
    }),
  );

  const bare = results[0].requestsPerSecond;
  const rows = results.map((result) => ({
    target: result.name,
    'req/s': Math.round(result.requestsPerSecond),
    'p99 ms': result.p99,
    'vs bare': `${((result.requestsPerSecond / bare) * 100).toFixed(1)}%`,
    requests: result.total,
    'non-2xx/errors': result.failures,
  }));
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each after a ${WARMUP_SECONDS} s warm-up, ` +
      `${os.cpus().length} CPU(s), Node ${process.version}, embedded database (PGlite)\n`,
  );
  console.table(rows);
  if (results.some((result) => result.failures > 0)) {
    process.stdout.write('Some requests failed (see non-2xx/errors): those figures are not comparable.\n');
  }
}

const timer = setTimeout(() => {
  process.stderr.write(`bench:api took longer than ${RUN_TIMEOUT_MS / 1000} s; stopping.\n`);
  stopAll().finally(() => process.exit(1));
}, RUN_TIMEOUT_MS);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}

main()
  .then(
    () => 0,
    (error) => {
      process.stderr.write(`bench:api: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    },
  )
  .then(async (code) => {
    clearTimeout(timer);
    await stopAll();
    process.exit(code);
  });
