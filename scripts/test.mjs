#!/usr/bin/env node
// `npm test`: lint and typecheck (side by side), i18n and glossary checks, jest (every project), production build, the
// server-rendered first pages against the browser's, Playwright e2e.
// Stops at the first failing step. The last line is always `N passed, N failed` (CI reads it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { markBuilt, markPrerendered, repoRoot, webApps } from './web-apps.mjs';

const reportsDir = path.join(repoRoot, 'reports');
const jestReport = path.join(reportsDir, 'jest.json');
const e2eReport = path.join(reportsDir, 'e2e.json');

const counts = { passed: 0, failed: 0 };
const timings = [];

function run(label, command, args) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  const ok = result.status === 0;
  timings.push({ label, seconds: (Date.now() - started) / 1000, ok });
  return ok;
}

/**
 * Steps that need no build and one core or two each, run side by side (the machine's cores are otherwise
 * half idle); each one's output is printed whole when it ends, in the order given.
 */
async function runTogether(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) =>
            resolve({ label, command, args, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { label, command, args, ok, output, seconds } of results) {
    console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    timings.push({ label, seconds, ok });
  }
  return results.every((result) => result.ok);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Jest counts tests; a suite that cannot even load counts as one failure, never as zero. */
function addJestCounts() {
  const report = readJson(jestReport);
  if (!report) return false;
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  return true;
}

/** Playwright: expected = passed, flaky = passed on retry, unexpected = failed. */
function addPlaywrightCounts() {
  const report = readJson(e2eReport);
  if (!report?.stats) return false;
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  return true;
}

function finish(ok) {
  console.log('\nStep                  Seconds  Result');
  for (const t of timings) {
    console.log(`${t.label.padEnd(22)}${t.seconds.toFixed(1).padStart(7)}  ${t.ok ? 'ok' : 'FAILED'}`);
  }
  // A failed step without test counts (lint, build, a crashed runner) still fails the closing line.
  if (!ok && counts.failed === 0) counts.failed = 1;
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok ? 0 : 1);
}

mkdirSync(reportsDir, { recursive: true });
rmSync(jestReport, { force: true });
rmSync(e2eReport, { force: true });

const checksOk = await runTogether([
  { label: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { label: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
]);
if (!checksOk) finish(false);
if (!run('i18n', 'npm', ['run', 'check:i18n', '--silent'])) finish(false);
// Wrong variants of the glossary's terms (shared/src/domain/glossary.ts) in any string the product shows.
if (!run('glossary', 'npm', ['run', 'check:glossary', '--silent'])) finish(false);

// DATABASE_URL, when set, reaches the api project through the environment.
const jestOk = run('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
if (!addJestCounts() || !jestOk) finish(false);

// The build ends with the prerendered pages (scripts/prerender.mjs).
if (!run('build', 'npm', ['run', 'build', '--silent'])) finish(false);
markBuilt(webApps);
markPrerendered();
// The server-rendered first pages against the same pages rendered in Chromium (skipped without a browser).
if (!run('prerender-compare', 'node', ['scripts/prerender-compare.mjs'])) finish(false);

// e2e/playwright.config.ts writes its JSON report to reports/e2e.json.
const e2eOk = run('e2e', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
if (!addPlaywrightCounts() || !e2eOk) finish(false);

finish(true);
