#!/usr/bin/env node
// `npm run bench:api`: requests per second and p99 latency of three API calls (token check, the profile, the
// public rate call), beside a bare node:http server answering a small JSON body, a bare Fastify route (the
// framework's floor) and the rate route alone (the API's server options, database and products routes with no
// plugin: the rate call's floor), measured in the same run, then a mix of calls at 500 connections. The
// compiled API (api/dist, NODE_ENV=production) runs on a temporary seeded embedded database, and again on a
// temporary database of the PostgreSQL at DATABASE_URL when it is set, with its rate limits raised; only
// 127.0.0.1 is targeted. The goals (issue 20) are printed beside the figures. A measurement, never a test: it
// exits 0 once it has measured, and stops everything it started.
// BENCH_MIX_SECONDS shortens the 60 s mix.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, waitForPorts } from './processes.mjs';
import { repoRoot } from './web-apps.mjs';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
const MIX_CONNECTIONS = 500;
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
/** Issue 20's goals, as shares of the bare server's requests per second (PostgreSQL), and the p99 of me/. */
const goals = { rate: 0.5, verify: 0.4, me: 0.2, meP99Ms: 25 };
/** The whole run: build, and per database seed, start, six targets of 12 s, the mix, and stopping. */
const RUN_TIMEOUT_MS = 1_200_000;
const demoMember = { email: 'demo@teduh.my', password: 'Payung-Hijau-27' };

const apiDir = path.join(repoRoot, 'api');
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'teduh-bench-api-'));
const children = [];
/** Run at the end whatever happens: dropping the temporary PostgreSQL database. */
const cleanups = [];

/** Providers' settings production insists on (the API tests' list); none of the measured calls reaches them. */
const productionOnly = JSON.parse(
  readFileSync(path.join(repoRoot, 'api', 'test', 'helpers', 'production-env.json'), 'utf8'),
);

/** The API's environment on `database` (a PostgreSQL URL, or null for the embedded one in the temp folder). */
function apiEnv(port, database, { seed = false } = {}) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return {
    ...env,
    // The seed runs as development (the demo member, measured by me/, exists only there); the server as production.
    ...(seed
      ? { NODE_ENV: 'development', SEED_DEMO_ACCOUNTS: 'true' }
      : { NODE_ENV: 'production', ...productionOnly }),
    HOST,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database } : { PGLITE_DATA_DIR: path.join(tempDir, 'pglite') }),
    UPLOADS_DIR: path.join(tempDir, 'uploads'),
    EKYC_STORAGE_DIR: path.join(tempDir, 'ekyc'),
    CERTIFICATES_STORAGE_DIR: path.join(tempDir, 'certificates'),
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_PUBLIC_MAX: '10000000',
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
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
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

/**
 * The framework's floor: a Fastify POST route with nothing registered, parsing and validating a body like the
 * rate call's and answering a fixed quote through a response schema. Not a goal: it shows how much of the gap
 * to the bare server the framework itself takes on this machine.
 */
const bareFastifySource = `
const text = { type: 'string' };
const quote = { monthly_gross_premium: '4.95', yearly_gross_premium: '54.45', wakalah_fee_monthly: '0.99',
  tabarru_monthly: '3.96', wakalah_fee_yearly: '10.89', tabarru_yearly: '43.56', sum_covered: '50000.00',
  age_next_birthday: 32, currency: 'MYR' };
const item = { type: 'object', properties: Object.fromEntries(Object.keys(quote).map((key) =>
  [key, key === 'age_next_birthday' ? { type: 'integer' } : text])) };
const app = require('fastify')({ logger: false });
app.post('/rate/', {
  schema: {
    body: { type: 'object', properties: { dob: text, gender: text, coverage_amount: text },
      required: ['dob', 'gender', 'coverage_amount'], additionalProperties: false },
    response: { 200: { type: 'object', properties: { data: { type: 'array', items: item } } } },
  },
}, async () => ({ data: [quote] }));
app.listen({ port: Number(process.env.PORT), host: '${HOST}' });
`;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A 2 s warm-up, then the measured 10 s. */
async function measure(name, options) {
  process.stdout.write(`Measuring ${name}...\n`);
  await run({ ...options, duration: WARMUP_SECONDS });
  const result = await run({ ...options, duration: DURATION_SECONDS });
  return summary(name, result);
}

function summary(name, result) {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
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

/** A temporary database on the PostgreSQL server of `url`, dropped at the end. */
async function temporaryPostgres(url) {
  const name = `teduh_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

const rateBody = JSON.stringify({ dob: '1995-06-15', gender: 'f', coverage_amount: '50000.00' });
/** autocannon's options for the rate call at `url` (the API's, the bare Fastify route's, the rate route alone's). */
const rateCall = (url) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: rateBody,
});

/** The six targets at 50 connections and the mix at 500, on one database. */
async function benchDatabase(label, database, barePort, bareFastifyPort) {
  process.stdout.write(`\n== ${label} ==\nSeeding...\n`);
  const apiPort = await freePort();
  const seed = spawnSync(process.execPath, ['dist/seed.js'], {
    cwd: apiDir,
    env: apiEnv(apiPort, database, { seed: true }),
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`The seed failed:\n${seed.stderr}`);
  const api = launch(process.execPath, ['dist/main.js'], { cwd: apiDir, env: apiEnv(apiPort, database) });
  if (!(await waitForPorts([apiPort], 60_000))) throw new Error('The API did not start');

  const apiUrl = `http://${HOST}:${apiPort}`;
  const authorization = `Teduh ${await login(apiUrl)}`;
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
  results.push(await measure('POST products/api/v1/2/rate/', rateCall(`${apiUrl}/products/api/v1/2/rate/`)));

  results.push(
    await measure('bare Fastify POST route (reference)', rateCall(`http://${HOST}:${bareFastifyPort}/rate/`)),
  );

  process.stdout.write(`Measuring the mix at ${MIX_CONNECTIONS} connections for ${MIX_SECONDS} s...\n`);
  const mix = summary(
    `mix (verify, me, rate, plan), ${MIX_CONNECTIONS} connections`,
    await run({
      url: apiUrl,
      connections: MIX_CONNECTIONS,
      duration: MIX_SECONDS,
      requests: [
        { method: 'GET', path: '/auth/api/v1/jwt/verify/', headers: { authorization } },
        { method: 'GET', path: '/auth/api/v1/me/', headers: { authorization } },
        {
          method: 'POST',
          path: '/products/api/v1/2/rate/',
          headers: { 'content-type': 'application/json' },
          body: rateBody,
        },
        { method: 'GET', path: '/products/api/v1/pusara-pro/' },
      ],
    }),
  );
  process.kill(-api.pid, 'SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));

  // The floor of the rate call, on the same database once the API has let it go (PGlite allows one process).
  const alonePort = await freePort();
  const alone = launch(process.execPath, ['dist/rate-route-alone.js'], {
    cwd: apiDir,
    env: apiEnv(alonePort, database),
  });
  if (!(await waitForPorts([alonePort], 60_000))) throw new Error('The rate route alone did not start');
  results.push(
    await measure(
      'rate route alone, no plugins (reference)',
      rateCall(`http://${HOST}:${alonePort}/products/api/v1/2/rate/`),
    ),
  );
  process.kill(-alone.pid, 'SIGTERM');
  await new Promise((resolve) => alone.once('exit', resolve));
  return { label, results, mix };
}

function report({ label, results, mix }) {
  const bare = results[0].requestsPerSecond;
  const share = (index) => results[index].requestsPerSecond / bare;
  console.table(
    [...results, mix].map((result) => ({
      target: result.name,
      'req/s': Math.round(result.requestsPerSecond),
      'p99 ms': result.p99,
      'vs bare': `${((result.requestsPerSecond / bare) * 100).toFixed(1)}%`,
      requests: result.total,
      'non-2xx': result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    })),
  );
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const lines = [
    [`rate call >= ${goals.rate * 100}% of bare`, `${(share(3) * 100).toFixed(1)}%`, share(3) >= goals.rate],
    [
      `jwt/verify/ >= ${goals.verify * 100}% of bare`,
      `${(share(1) * 100).toFixed(1)}%`,
      share(1) >= goals.verify,
    ],
    [`me/ >= ${goals.me * 100}% of bare`, `${(share(2) * 100).toFixed(1)}%`, share(2) >= goals.me],
    [`me/ p99 <= ${goals.meP99Ms} ms`, `${results[2].p99} ms`, results[2].p99 <= goals.meP99Ms],
    [
      'mix: 0 errors, 0 timeouts',
      `${mix.errors} errors, ${mix.timeouts} timeouts`,
      mix.errors + mix.timeouts === 0,
    ],
  ];
  console.table(
    lines.map(([goal, measured, ok]) => ({ [`goal (${label})`]: goal, measured, '': verdict(ok) })),
  );
}

async function main() {
  process.stdout.write('Compiling the API (api/dist)...\n');
  // The API's entry points and the rate route alone, in one build.
  const { buildApi, entryPoints, benchEntryPoints } = await import(path.join(apiDir, 'scripts', 'build.mjs'));
  await buildApi(undefined, { ...entryPoints, ...benchEntryPoints });
  const barePort = await freePort();
  launch(process.execPath, ['-e', bareServerSource], { env: { ...process.env, PORT: String(barePort) } });
  const bareFastifyPort = await freePort();
  launch(process.execPath, ['-e', bareFastifySource], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(bareFastifyPort) },
  });
  if (!(await waitForPorts([barePort, bareFastifyPort], 10_000))) {
    throw new Error('The bare servers did not start');
  }

  const runs = [await benchDatabase('embedded database (PGlite)', null, barePort, bareFastifyPort)];
  if (process.env.DATABASE_URL) {
    runs.push(
      await benchDatabase(
        'PostgreSQL',
        await temporaryPostgres(process.env.DATABASE_URL),
        barePort,
        bareFastifyPort,
      ),
    );
  } else {
    process.stdout.write('\nDATABASE_URL is not set: PostgreSQL, where the goals apply, is not measured.\n');
  }
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each after a ${WARMUP_SECONDS} s warm-up; the mix at ` +
      `${MIX_CONNECTIONS} connections for ${MIX_SECONDS} s; ${os.cpus().length} CPU(s), Node ${process.version}, ` +
      'the compiled API with NODE_ENV=production\n',
  );
  for (const result of runs) {
    process.stdout.write(`\n${result.label}\n`);
    report(result);
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
