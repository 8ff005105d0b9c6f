// Crash safety (issue 20): the API process is killed with SIGKILL after the card provider has taken a payment
// and before the API has any record of it. Started again on the same database, its own jobs find the payment
// at the provider: the certificate is issued once, one payment is recorded, and the member was charged once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/database';
import { cardSessions, certificates, payments } from '../src/db/schema';
import { buildCardSandbox, type CardSandbox } from '../src/sandboxes/card-provider/server';
import type { CrashRun } from './crash/pay-then-wait';
import { testConfig } from './helpers/test-app';
import { createPostgresDatabase } from './helpers/test-database';
import { CALLBACK_TOKEN, CARD_SECRET } from './payments-fixtures';

// A second process migrates and seeds its own database, then walks the journey: minutes on a loaded machine.
jest.setTimeout(300_000);

const apiDir = path.resolve(__dirname, '..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teduh-crash-'));
const storageDir = path.join(workDir, 'certificates');

let card: CardSandbox;
let cardUrl: string;
let postgres: { url: string; drop: () => Promise<void> } | null = null;

beforeAll(async () => {
  // No webhook URL: the provider never tells the API, so only the API's own jobs can find the payment.
  card = await buildCardSandbox({
    secretKey: CARD_SECRET,
    callbackToken: CALLBACK_TOKEN,
    pendingDelayMs: 50,
  });
  cardUrl = await card.app.listen({ port: 0, host: '127.0.0.1' });
  if (process.env.DATABASE_URL) postgres = await createPostgresDatabase(process.env.DATABASE_URL);
});

afterAll(async () => {
  await card?.app.close();
  await postgres?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

function openDatabase(): Promise<DatabaseHandle> {
  return postgres
    ? openPostgres({ url: postgres.url, poolMax: 4 })
    : openPglite({ dataDir: path.join(workDir, 'pglite') });
}

/** Runs the API process until it has paid, then kills it with SIGKILL; answers what it made. */
async function payThenKill(): Promise<CrashRun> {
  // One process (tsx as a loader, not its CLI, which would run the API in a child of its own).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'crash', 'pay-then-wait.ts')],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        CRASH_CARD_URL: cardUrl,
        CRASH_STORAGE_DIR: storageDir,
        ...(postgres
          ? { CRASH_DATABASE_URL: postgres.url }
          : { CRASH_PGLITE_DIR: path.join(workDir, 'pglite') }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string | null>((resolve) => {
    lines.once('line', resolve);
    void exited.then(() => resolve(null));
  });
  if (first === null) throw new Error(`the API process ended before paying:\n${stderr}`);
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  lines.close();
  return JSON.parse(first) as CrashRun;
}

const succeededAtProvider = () => card.paymentRequests().filter((request) => request.status === 'SUCCEEDED');

it('records a payment the provider took while the API was killed, issuing the certificate once', async () => {
  const run = await payThenKill();
  expect(run.paymentStatus).toBe(303);
  expect(succeededAtProvider()).toHaveLength(1);

  const handle = await openDatabase();
  // What the killed process left: a pending certificate, a checkout, and no record of the payment.
  const [left] = await handle.db.select().from(certificates).where(eq(certificates.id, run.certificate));
  expect(left!.status).toBe('pending');
  expect(
    await handle.db.select().from(payments).where(eq(payments.certificateUuid, run.certificate)),
  ).toEqual([]);
  // The restart comes two minutes later: the checkout is older than the stale-checkout sweep's minute.
  await handle.db
    .update(cardSessions)
    .set({ updatedAt: sql`now() - interval '2 minutes'` })
    .where(eq(cardSessions.certificateUuid, run.certificate));

  const app = await buildApp(
    testConfig({
      jobs: { pollIntervalMs: 50 },
      payments: {
        card: { url: cardUrl, secretKey: CARD_SECRET, callbackToken: CALLBACK_TOKEN },
        reconcileAfterSeconds: 0,
      },
      certificates: { storageDir },
    }),
    { database: handle, logger: false },
  );
  try {
    // Nothing but the API's own job runner acts from here.
    await app.ready();
    const deadline = Date.now() + 120_000;
    let status = left!.status;
    while (status !== 'issued' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [{ status }] = (await app.db
        .select({ status: certificates.status })
        .from(certificates)
        .where(eq(certificates.id, run.certificate))) as [{ status: typeof status }];
    }
    expect(status).toBe('issued');

    // Once more, as later runs of the jobs would: nothing changes.
    await app.jobs.runHousekeeping();
    await app.jobs.runDue();
    const recorded = await app.db
      .select()
      .from(payments)
      .where(eq(payments.certificateUuid, run.certificate));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      channel: 'card',
      status: 'succeeded',
      amountSen: left!.contributionSen,
    });
    const [issued] = await app.db.select().from(certificates).where(eq(certificates.id, run.certificate));
    expect(issued!.number).toMatch(/^TPP-\d{4}-\d{6}$/);
    const notices = await app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(run.email)}`,
    });
    const sent = notices.json<{ data: { template: string }[] }>().data;
    expect(sent.filter((mail) => mail.template === 'certificate_notice')).toHaveLength(1);
    // Charged once.
    expect(succeededAtProvider()).toHaveLength(1);
  } finally {
    await app.close();
    await handle.close();
  }
});
