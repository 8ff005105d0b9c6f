// The API scaled out: two instances with REDIS_URL count one client's calls together, so the limit holds across
// them; with the store gone, calls are served (the limit is skipped) rather than refused. Runs against a real
// redis-server (Debian's `redis-server`; .ci/run installs it). Without one, the test is skipped outside CI.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from './helpers/free-port';
import { createTestApp, type TestContext } from './helpers/test-app';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

const redisServer = ['/usr/bin/redis-server', '/usr/bin/valkey-server'].find((file) => fs.existsSync(file));
const describeWithRedis = redisServer || process.env.CI ? describe : describe.skip;
if (!redisServer && !process.env.CI) {
  process.stderr.write('rate-limit-redis.test.ts skipped: no redis-server (apt-get install redis-server)\n');
}

/** A throwaway redis-server on a free port, without persistence; resolves once it accepts connections. */
async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  if (!redisServer) throw new Error('No redis-server: install Debian redis-server (as .ci/run does)');
  const port = await freePort();
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return { url: `redis://127.0.0.1:${port}`, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('redis-server did not start');
}

describeWithRedis('rate limits shared through Redis', () => {
  let redis: { url: string; process: ChildProcess };
  let database: TestDatabase;
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    redis = await startRedis();
    database = await openTestDatabase();
    const config = { rateLimit: { public: { max: 3, windowMs: 60_000 }, redisUrl: redis.url } };
    first = await createTestApp({ database, config });
    second = await createTestApp({ database, config });
  });

  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await database?.dispose();
    redis?.process.kill();
  });

  const rate = (t: TestContext) =>
    t.app.inject({
      method: 'POST',
      url: '/products/api/v1/2/rate/',
      payload: { dob: '1995-01-01', gender: 'f', coverage_amount: '50000.00' },
    });

  it('counts one client across both instances', async () => {
    const responses = [];
    for (const t of [first, second, first, second]) responses.push(await rate(t));
    const answers = responses.map((response) => response.statusCode);
    // The limit is 3 a minute per client, whichever instance answers.
    expect(answers.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(answers[3]).toBe(429);
    // The counters are told on the refusal only.
    expect(responses[0]?.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(responses[3]?.headers).toMatchObject({
      'x-ratelimit-remaining': '0',
      'retry-after': expect.any(String),
    });
  });

  it('serves calls when the store is gone, instead of refusing them', async () => {
    redis.process.kill();
    await new Promise((resolve) => redis.process.once('exit', resolve));
    const answer = await rate(second);
    expect(answer.statusCode).not.toBe(429);
    expect(answer.statusCode).toBeLessThan(500);
  });
});
