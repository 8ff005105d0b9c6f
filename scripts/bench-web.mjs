#!/usr/bin/env node
// `npm run bench:web`: production build time, JS and CSS (gzip, as served) loaded by `/` before it is interactive,
// and Lighthouse's mobile performance score and LCP for `/`, `/faq`, `/resources` and `/pusara-pro/quick-quote` (BENCH_PAGES, comma
// separated), against the budgets. A measurement, never a test: it always exits 0 once it has measured.
// Figures also go to reports/bench-web.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort, hasApiSeedScript, hasApiStartScript, waitForPorts } from './processes.mjs';
import { markBuilt, markPrerendered, repoRoot, webApps } from './web-apps.mjs';

// The platform's budget for / (performance 90, JS 180 KB) and issue 20's for the first pages (performance 95, LCP 1.5 s).
const budgets = { performance: 90, jsKb: 180, marketingPerformance: 95, marketingLcpMs: 1500 };
const pages = (process.env.BENCH_PAGES ?? '/,/faq,/resources,/pusara-pro/quick-quote')
  .split(',')
  .map((page) => page.trim());
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const reportsDir = path.join(repoRoot, 'reports');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const kb = (bytes) => bytes / 1024;
/** The shell's performance mark of its first commit (shell/src/app/start-shell.tsx). */
const interactiveMark = 'teduh:interactive';

function build() {
  console.log('Building every web app for production...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; nothing was measured.');
    process.exit(1);
  }
  markBuilt(webApps);
  markPrerendered();
  return (Date.now() - started) / 1000;
}

/** The product as `npm start` runs it: web server and, when it exists, the API on its embedded database. */
async function startServers() {
  const webPort = await freePort();
  const apiPort = await freePort();
  const webUrl = `http://localhost:${webPort}`;
  const children = [];
  // The embedded database in its own folder, whatever DATABASE_URL says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const launch = (command, args, extraEnv) => {
    // Own process groups: `npm run start` leaves its server running when only npm is stopped.
    children.push(
      spawn(command, args, { cwd: repoRoot, env: { ...env, ...extraEnv }, stdio: 'ignore', detached: true }),
    );
  };
  const withApi = hasApiStartScript();
  if (withApi) {
    const apiEnv = {
      PORT: String(apiPort),
      PGLITE_DATA_DIR: path.join(repoRoot, '.data', 'bench-pglite'),
      WEB_URL: webUrl,
      CORS_ORIGINS: webUrl,
      LOG_LEVEL: 'warn',
    };
    if (hasApiSeedScript()) {
      spawnSync('npm', ['run', 'seed', '--workspace', 'api', '--silent'], {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...env, ...apiEnv },
      });
    }
    launch('npm', ['run', 'start', '--workspace', 'api', '--silent'], apiEnv);
  }
  launch(bin('tsx'), ['shell/server/main.ts'], {
    PORT: String(webPort),
    API_URL: `http://localhost:${apiPort}/`,
    LOG_LEVEL: 'warn',
  });
  const stop = () =>
    children.forEach((child) => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already stopped.
      }
    });
  if (!(await waitForPorts(withApi ? [webPort, apiPort] : [webPort]))) {
    stop();
    throw new Error('The servers did not start within 3 minutes.');
  }
  return { webUrl, stop };
}

/** The bytes the web server sends for `url` to a browser that accepts gzip only (and not brotli). */
function servedGzipBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url}: HTTP ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/**
 * Every script and stylesheet the page fetched until network idle, with the gzip bytes the server sends
 * for it (and, for comparison, its size gzipped by zlib's default level here), each marked with
 * whether it was requested before the page was interactive: before the shell's first commit (the
 * `teduh:interactive` performance mark), when React has taken over the page and answers input.
 */
async function measureHomeAssets(url) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeArgs });
  try {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') responses.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const timing = await page.evaluate((mark) => {
      const interactiveAt = performance.getEntriesByName(mark)[0]?.startTime ?? null;
      const starts = performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]);
      return { interactiveAt, starts };
    }, interactiveMark);
    if (timing.interactiveAt === null) throw new Error(`${url} never marked ${interactiveMark}`);
    const startOf = new Map(timing.starts);
    const loaded = [...responses];
    const files = [];
    for (const response of loaded) {
      const body = await response.body().catch(() => null);
      if (!body) continue;
      files.push({
        url: response.url().replace(url.replace(/\/$/, ''), ''),
        type: response.request().resourceType() === 'script' ? 'js' : 'css',
        rawBytes: body.length,
        gzipBytes: await servedGzipBytes(response.url()),
        zlibGzipBytes: gzipSync(body).length,
        beforeInteractive: (startOf.get(response.url()) ?? Infinity) < timing.interactiveAt,
      });
    }
    return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

function runLighthouse(url, page, run) {
  const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-');
  const output = path.join(reportsDir, `lighthouse-${name}-${run}.json`);
  const lighthouse = () =>
    spawnSync(
      bin('lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=--headless ${chromeArgs.join(' ')}`,
      ],
      { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
    );
  // Lighthouse now and then loses the trace (NO_NAVSTART); one more run settles it.
  let result = lighthouse();
  if (result.status !== 0) {
    console.log('Lighthouse failed; running it once more...');
    result = lighthouse();
  }
  if (result.status !== 0) throw new Error(`Lighthouse failed (exit ${result.status})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    // Lighthouse's measure of this machine's CPU: its 4x slowdown assumes about 1,500 (docs/throttling.md).
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    warnings: report.runWarnings ?? [],
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function printTable(title, rows) {
  console.log(`\n${title}`);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
        .join('  '),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

mkdirSync(reportsDir, { recursive: true });
// BENCH_SKIP_BUILD=1 measures the build already in the dist folders (its build time is then not known).
const buildSeconds = process.env.BENCH_SKIP_BUILD === '1' ? NaN : build();
const { webUrl, stop } = await startServers();
let files;
/** Lighthouse runs per page. */
const lighthouseByPage = {};
try {
  files = await measureHomeAssets(`${webUrl}/`);
  for (const page of pages) {
    lighthouseByPage[page] = [];
    for (let run = 1; run <= lighthouseRuns; run += 1) {
      console.log(`Lighthouse ${page}, run ${run} of ${lighthouseRuns}...`);
      lighthouseByPage[page].push(runLighthouse(`${webUrl}${page}`, page, run));
    }
  }
} finally {
  stop();
}

/** Bytes of `type` files in `list`: as served (`gzipBytes`), or at zlib's default level (`zlibGzipBytes`). */
const gzipOf = (type, list, field = 'gzipBytes') =>
  list.filter((f) => f.type === type).reduce((sum, f) => sum + f[field], 0);
const critical = files.filter((f) => f.beforeInteractive);
const zlibGzipOf = (list) => gzipOf('js', list, 'zlibGzipBytes');
const jsGzip = gzipOf('js', critical);
const cssGzip = gzipOf('css', critical);
const jsGzipUntilIdle = gzipOf('js', files);
const medianRun = (runs) => runs.find((r) => r.performance === median(runs.map((l) => l.performance)));
const lighthouse = lighthouseByPage['/'] ?? [];
/** The median run of `/`; absent when BENCH_PAGES leaves `/` out, and so are the checks that need it. */
const picked = lighthouse.length > 0 ? medianRun(lighthouse) : null;

printTable('JS and CSS loaded by / (gzip), and whether requested before it was interactive', [
  ['File', 'Type', 'Raw KB', 'Gzip KB (served)', 'zlib -6 KB', 'Requested'],
  ...files.map((f) => [
    f.url,
    f.type,
    kb(f.rawBytes).toFixed(1),
    kb(f.gzipBytes).toFixed(1),
    kb(f.zlibGzipBytes).toFixed(1),
    f.beforeInteractive ? 'before interactive' : 'after',
  ]),
  ['Total JS before interactive', 'js', '', kb(jsGzip).toFixed(1), kb(zlibGzipOf(critical)).toFixed(1), ''],
  ['Total CSS before interactive', 'css', '', kb(cssGzip).toFixed(1), '', ''],
  [
    'Total JS by network idle',
    'js',
    '',
    kb(jsGzipUntilIdle).toFixed(1),
    kb(zlibGzipOf(files)).toFixed(1),
    '',
  ],
]);
printTable(`Lighthouse, mobile preset, performance only (${lighthouseRuns} runs a page; the median run)`, [
  ['Page, run', 'Score', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'Speed index s', 'CPU index'],
  ...Object.entries(lighthouseByPage).flatMap(([page, runs]) =>
    runs.map((r, i) => [
      `${page} ${i + 1}${r === medianRun(runs) ? ' (median)' : ''}`,
      r.performance,
      (r.lcpMs / 1000).toFixed(2),
      (r.fcpMs / 1000).toFixed(2),
      Math.round(r.tbtMs),
      r.cls.toFixed(3),
      (r.speedIndexMs / 1000).toFixed(2),
      Math.round(r.benchmarkIndex),
    ]),
  ),
]);
// Lighthouse warns when this machine's CPU is slower than its 4x slowdown assumes (the scores then read low).
const runWarnings = [
  ...new Set(Object.values(lighthouseByPage).flatMap((runs) => runs.flatMap((r) => r.warnings))),
];
for (const warning of runWarnings) console.log(`Lighthouse: ${warning}`);
const checks = [
  ...(picked
    ? [
        [
          'Lighthouse performance',
          `>= ${budgets.performance}`,
          picked.performance,
          picked.performance >= budgets.performance,
        ],
      ]
    : []),
  ['JS for / (gzip KB)', `<= ${budgets.jsKb}`, kb(jsGzip).toFixed(1), kb(jsGzip) <= budgets.jsKb],
  ...Object.entries(lighthouseByPage).flatMap(([page, runs]) => {
    const run = medianRun(runs);
    return [
      [
        `Performance of ${page}`,
        `>= ${budgets.marketingPerformance}`,
        run.performance,
        run.performance >= budgets.marketingPerformance,
      ],
      [
        // The median of the runs' LCPs: Lighthouse's simulated LCP of one page varies by half a second.
        `Median LCP of ${page} (s)`,
        `<= ${budgets.marketingLcpMs / 1000}`,
        (median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2),
        median(runs.map((r) => r.lcpMs)) <= budgets.marketingLcpMs,
      ],
    ];
  }),
];
printTable('Summary and budgets', [
  ['Measure', 'Budget', 'Value', 'Result'],
  ['Production build (s)', '', buildSeconds.toFixed(1), ''],
  ...(picked ? [['LCP of / in the median run (s)', '', (picked.lcpMs / 1000).toFixed(2), '']] : []),
  ...checks.map(([name, budget, value, ok]) => [name, budget, value, ok ? 'within' : 'OVER']),
]);

writeFileSync(
  path.join(reportsDir, 'bench-web.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      buildSeconds,
      jsGzip,
      cssGzip,
      jsGzipUntilIdle,
      files,
      lighthouse: lighthouseByPage,
      budgets,
    },
    null,
    2,
  ),
);
console.log('\nFigures saved to reports/bench-web.json.');
