// The API process of the crash test (../crash-safety.test.ts): on the database it is given, a verified member
// applies, opens the hosted checkout and pays at the card sandbox, which takes the money. The sandbox sends no
// webhook, so the API has no record of the payment yet. The process then prints what it made and waits to
// be killed.
import { buildApp } from '../../src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/database';
import { seedCatalogue } from '../../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../../src/modules/underwriting/reference-seed';
import { TEST_CARDS } from '../../src/sandboxes/card-provider/server';
import { pendingCertificate, verifiedMember } from '../certificates-fixtures';
import { testConfig, type TestContext } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-database';
import { CALLBACK_TOKEN, CARD_SECRET, checkoutLink, payOnCheckout } from '../payments-fixtures';

export interface CrashRun {
  certificate: string;
  email: string;
  password: string;
  paymentStatus: number;
}

async function open(): Promise<DatabaseHandle> {
  const url = process.env.CRASH_DATABASE_URL;
  const dataDir = process.env.CRASH_PGLITE_DIR;
  if (url) return openPostgres({ url, poolMax: 4 });
  if (dataDir) return openPglite({ dataDir });
  throw new Error('CRASH_DATABASE_URL or CRASH_PGLITE_DIR is required');
}

async function main(): Promise<void> {
  const handle = await open();
  await handle.migrate();
  await seedCatalogue(handle.db);
  await seedCertificatesReference(handle.db);
  const database: TestDatabase = { ...handle, dispose: () => handle.close() };
  const app = await buildApp(
    testConfig({
      payments: {
        card: { url: process.env.CRASH_CARD_URL!, secretKey: CARD_SECRET, callbackToken: CALLBACK_TOKEN },
      },
      certificates: { storageDir: process.env.CRASH_STORAGE_DIR! },
    }),
    { database, logger: false },
  );
  await app.ready();
  const t: TestContext = { app, database, close: () => app.close() };

  const member = await verifiedMember(t);
  const { certificate } = await pendingCertificate(t, member);
  const paid = await payOnCheckout(await checkoutLink(app, member, certificate), {
    number: TEST_CARDS.succeeds,
  });
  const run: CrashRun = {
    certificate,
    email: member.email,
    password: member.password,
    paymentStatus: paid.status,
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
  // Killed here, with SIGKILL: nothing runs after this line.
  setInterval(() => undefined, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
