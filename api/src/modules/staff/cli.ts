// CLI: npm run staff -w api -- ekyc list | ekyc show <uuid> | ekyc accept|reject|reject-can-retry <uuid>
// --reason TEXT | ekyc purge-expired | grant <email>. It builds the app on the configured database (stop the
// API first when on PGlite, which allows one process) and goes through the same service as the API; the
// e-mails it queues are sent by the API's job worker.
import os from 'node:os';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { DataDirLockedError } from '../../db/database';
import { parseStaffArgs, runStaffCommand, StaffCommandError, staffUsage } from './command';

async function main(): Promise<void> {
  const parsed = parseStaffArgs(process.argv.slice(2));
  if (!parsed) {
    process.stderr.write(`${staffUsage}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  // No job worker here: the running API sends what this queues.
  const app = await buildApp({ ...config, jobs: { pollIntervalMs: 0 } }, { logger: false });
  try {
    await app.ready();
    const output = await runStaffCommand(app, {
      ...parsed,
      operator: parsed.operator ?? process.env.USER ?? os.userInfo().username,
    });
    process.stdout.write(`${output}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof StaffCommandError || error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(`${known || error instanceof Error ? (error as Error).message : String(error)}\n`);
  process.exit(1);
});
