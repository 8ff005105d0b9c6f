// CLI: npm run staff -w api -- ekyc list | ekyc show <uuid> | ekyc accept|reject|reject-can-retry <uuid>
// --reason TEXT | ekyc purge-expired | grant <email>.
// When the API answers (API_URL, or this machine's PORT, 4000 by default: e.g. while `npm start` runs), the CLI
// signs in as staff (STAFF_EMAIL and STAFF_PASSWORD, or asked for) and goes through staff/api/v1, since PGlite
// allows one process. Otherwise it builds the app on the configured database and goes through the same service;
// the e-mails it queues are then sent by the API's job worker.
import os from 'node:os';
import readline from 'node:readline';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { DataDirLockedError } from '../../db/database';
import { apiAnswers, fetchApiCall, runStaffCommandThroughApi, type StaffCredentials } from './api-client';
import {
  parseStaffArgs,
  runStaffCommand,
  StaffCommandError,
  staffUsage,
  type ParsedStaffCommand,
} from './command';

function ask(question: string, hidden: boolean): Promise<string> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  if (hidden) {
    // Echo nothing of the password but the question itself.
    const mutable = prompt as unknown as { _writeToOutput: (text: string) => void };
    mutable._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stderr.write(question);
    };
  }
  return new Promise((resolve) => {
    prompt.question(question, (answer) => {
      prompt.close();
      if (hidden) process.stderr.write('\n');
      resolve(answer.trim());
    });
  });
}

async function staffCredentials(): Promise<StaffCredentials> {
  const email = process.env.STAFF_EMAIL ?? (process.stdin.isTTY ? await ask('Staff e-mail: ', false) : '');
  const password = process.env.STAFF_PASSWORD ?? (process.stdin.isTTY ? await ask('Password: ', true) : '');
  if (!email || !password) {
    throw new StaffCommandError(
      'The API is running: set STAFF_EMAIL and STAFF_PASSWORD to sign in as staff.',
    );
  }
  return { email, password };
}

async function runOnDatabase(parsed: ParsedStaffCommand): Promise<string> {
  const config = loadConfig();
  // No job worker here: the running API sends what this queues.
  const app = await buildApp({ ...config, jobs: { pollIntervalMs: 0 } }, { logger: false });
  try {
    await app.ready();
    return await runStaffCommand(app, {
      ...parsed,
      operator: parsed.operator ?? process.env.USER ?? os.userInfo().username,
    });
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const parsed = parseStaffArgs(process.argv.slice(2));
  if (!parsed) {
    process.stderr.write(`${staffUsage}\n`);
    process.exit(2);
  }
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '4000'}/`;
  const output = (await apiAnswers(apiUrl))
    ? await runStaffCommandThroughApi(fetchApiCall(apiUrl), await staffCredentials(), parsed)
    : await runOnDatabase(parsed);
  process.stdout.write(`${output}\n`);
}

main().catch((error: unknown) => {
  const known =
    error instanceof StaffCommandError || error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(`${known || error instanceof Error ? (error as Error).message : String(error)}\n`);
  process.exit(1);
});
