#!/usr/bin/env node
// `npm run bench:claims`: time from a staff approval of the compassionate benefit to the payout recorded on the
// card sandbox (api/scripts/bench-claims.ts, run with tsx). A measurement, never a test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './web-apps.mjs';

const result = spawnSync('npx', ['tsx', path.join('scripts', 'bench-claims.ts')], {
  cwd: path.join(repoRoot, 'api'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
