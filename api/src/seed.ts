// CLI: npm run seed -w api. Migrates the database, then loads the seed data (idempotent).
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { demoMember, runSeed } from './modules/seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === 'production') {
    process.stderr.write(
      'The seed creates a demo account with a published password; it does not run in production.\n',
    );
    process.exit(1);
  }
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    const report = await runSeed(handle.db, { scryptCost: config.passwords.scryptCost });
    process.stdout.write(
      `Seed done. Demo member ${demoMember.email} ${report.demoMember === 'created' ? 'created' : 'already there'}.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
