#!/usr/bin/env node
// Build step after the web apps: renders every route marked `prerender: true` (in English and Malay) in
// Chromium against the production web server and saves the page as HTML under shell/dist/prerendered/, so
// those pages paint before any JavaScript runs. Pages marked `prerenderData: true` are rendered with the API
// (seeded, on its embedded database) and keep their data in the page; the others see no API. The web server
// serves them (with the manifest inlined) when they belong to the build it serves. Fails loudly when a page
// does not render.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { freePort, waitForPorts } from './processes.mjs';
import { prerenderedIndex, remotes, repoRoot } from './web-apps.mjs';

export const prerenderedDir = path.join(repoRoot, 'shell', 'dist', 'prerendered');
/** Written last: its presence and time stamp mean the prerendered pages are complete (see web-apps.mjs). */
export const prerenderedIndexFile = prerenderedIndex;

const locales = ['en', 'ms'];
const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const pageTimeoutMs = 15_000;
/** Debian's Chromium: Playwright never downloads a browser here. */
export const chromiumPath = '/usr/bin/chromium';
export const canPrerender = () => existsSync(chromiumPath);

/** Routes marked for prerendering in each remote's routes.json. Patterns with parameters cannot be. */
export function prerenderRoutes(root = repoRoot) {
  const routes = [];
  for (const { name, folder: dir } of remotes) {
    const file = path.join(root, dir, 'dist', 'routes.json');
    if (!existsSync(file)) throw new Error(`${dir}/dist/routes.json is missing: build the web apps first.`);
    for (const spec of JSON.parse(readFileSync(file, 'utf8'))) {
      if (spec.prerender !== true) continue;
      if (/[:*]/.test(spec.path))
        throw new Error(`${dir}: "${spec.path}" has parameters and cannot be prerendered.`);
      routes.push({ remote: name, path: spec.path, withData: spec.prerenderData === true });
    }
  }
  return routes;
}

const pageUrlPath = (locale, routePath) =>
  locale === 'en' ? routePath : `/${locale}${routePath === '/' ? '' : routePath}`;
export const prerenderedFile = (locale, routePath) =>
  path.join(locale, routePath === '/' ? '' : routePath.slice(1), 'index.html');

const escapeText = (text) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

/**
 * The shell's page with the rendered #root, its title and styled-components' rules. The style element is
 * not marked `data-styled`: styled-components would adopt and remove it at start, before React renders.
 */
export function composePage(template, { rootHtml, title, css, locale, data }) {
  const body = /<body([^>]*)>[\s\S]*<\/body>/;
  if (!body.test(template) || !template.includes('</head>') || !/<title>[^<]*<\/title>/.test(template)) {
    throw new Error('shell/dist/index.html has no <title>, </head> or <body>: cannot compose a page.');
  }
  const style = `<style data-prerendered>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  // The page's API data by query key (mfe-marketing's useApiQuery starts from it): not a script that runs.
  const dataBlock = data
    ? `<script id="teduh-build-time-data" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
    : '';
  return template
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('</head>', () => `${style}${dataBlock}</head>`)
    .replace(body, (_all, attributes) => `<body${attributes}><div id="root">${rootHtml}</div></body>`);
}

/** The API on its embedded database in .data/prerender-pglite (kept between builds), seeded. */
async function startApi(port, webOrigin) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const apiEnv = {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: path.join(repoRoot, '.data', 'prerender-pglite'),
    WEB_URL: webOrigin,
    CORS_ORIGINS: webOrigin,
    LOG_LEVEL: 'warn',
  };
  const seed = spawnSync('npm', ['run', 'seed', '--workspace', 'api', '--silent'], {
    cwd: repoRoot,
    env: apiEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('The API could not be seeded for prerendering.');
  // Its own process group: npm leaves the server running when only npm is stopped.
  const child = spawn('npm', ['run', 'start', '--workspace', 'api', '--silent'], {
    cwd: repoRoot,
    env: apiEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
  };
  if (!(await waitForPorts([port], 120_000))) {
    stop();
    throw new Error('The API did not start for prerendering.');
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

async function startWebServer(apiPort) {
  const port = await freePort();
  // The build as deployed by default: no moved remote, every flag off, an API that does not answer.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('TEDUH_')));
  const child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join('shell', 'server', 'main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${apiPort}/`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', () => resolve(false)));
  const ready = await Promise.race([waitForPorts([port], 60_000), exited]);
  if (!ready) {
    child.kill('SIGTERM');
    throw new Error('The web server did not start (is the build complete?).');
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function renderOne(context, origin, locale, route, apiOrigin) {
  const page = await context.newPage();
  // Only the web server answers, and the API for pages rendered with their data; anything else fails at
  // once, as it would for a visitor whose API is down.
  await page.route('**/*', (request) => {
    const requestOrigin = new URL(request.request().url()).origin;
    const allowed = requestOrigin === origin || (route.withData && requestOrigin === apiOrigin);
    return allowed ? request.continue() : request.abort();
  });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const urlPath = pageUrlPath(locale, route.path);
  try {
    const response = await page.goto(`${origin}${urlPath}`, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`HTTP ${response?.status()}`);
    await page.locator('#root main h1').first().waitFor({ state: 'visible', timeout: pageTimeoutMs });
    // The lazy parts of the frame (the footer) and the failed API calls settle before the snapshot, and the
    // page's own loading states end: network idle alone can come while a page is still between two calls.
    await page.waitForLoadState('networkidle', { timeout: pageTimeoutMs });
    await page.waitForFunction(
      () => !document.querySelector('#root [aria-busy="true"], #root .boot-main'),
      null,
      {
        timeout: pageTimeoutMs,
      },
    );
    await page.waitForLoadState('networkidle', { timeout: pageTimeoutMs });
    if (problems.length > 0) throw new Error(problems.join('; '));
    const snapshot = await page.evaluate(() => {
      const root = document.getElementById('root');
      if (root?.querySelector('[aria-busy="true"], .boot-main')) return null;
      // styled-components inserts rules through the CSSOM, so its <style> elements have no text.
      const css = [...document.querySelectorAll('style[data-styled]')]
        .flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join('');
      // The remote's scripts the page needed before it rendered (before the shell's first commit, the
      // `teduh:interactive` mark), in request order: the browser would find them only after main.js, the
      // manifest and the remote entry ran. The shell's own chunks are requested by main.js as soon as it
      // runs; preloading them too only crowds the first paint. What the page asks for once it is
      // interactive (the rate call's helpers, say) is not preloaded either.
      const interactiveAt = performance.getEntriesByName('teduh:interactive')[0]?.startTime ?? Infinity;
      const preload = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < interactiveAt)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && /^\/remotes\/.*\.js$/.test(url.pathname))
        .map((url) => url.pathname);
      return {
        rootHtml: root?.innerHTML ?? '',
        title: document.title,
        css,
        data: window.__teduhApiQueries,
        preload: [...new Set(preload)],
      };
    });
    if (snapshot && route.withData && !snapshot.data) throw new Error('the page kept no API data');
    if (snapshot && !route.withData) delete snapshot.data;
    if (!snapshot || !snapshot.rootHtml.includes('<h1') || snapshot.css === '') {
      throw new Error('the page did not finish rendering');
    }
    return { ...snapshot, urlPath };
  } catch (error) {
    throw new Error(`Prerendering ${urlPath} failed: ${error.message}`);
  } finally {
    await page.close();
  }
}

export async function prerender() {
  const started = Date.now();
  const routes = prerenderRoutes();
  const template = readFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');
  rmSync(prerenderedDir, { recursive: true, force: true });
  if (routes.length === 0) {
    console.log('No route is marked for prerendering.');
    return;
  }
  const apiPort = await freePort();
  // Whatever was started is stopped again, however far the start got.
  let server = null;
  let api = null;
  let browser = null;
  try {
    server = await startWebServer(apiPort);
    if (routes.some((route) => route.withData)) api = await startApi(apiPort, server.origin);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromeArgs });
    const manifest = await (await fetch(`${server.origin}/deployment-manifest.json`)).json();
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const pages = [];
    for (const route of routes) {
      for (const locale of locales) {
        const rendered = await renderOne(context, server.origin, locale, route, api?.origin);
        const file = prerenderedFile(locale, route.path);
        mkdirSync(path.dirname(path.join(prerenderedDir, file)), { recursive: true });
        writeFileSync(path.join(prerenderedDir, file), composePage(template, { ...rendered, locale }));
        pages.push({ locale, path: route.path, remote: route.remote, file, preload: rendered.preload });
        console.log(`Prerendered ${rendered.urlPath}`);
      }
    }
    const index = { buildId: manifest.buildId, flags: manifest.flags, pages };
    writeFileSync(prerenderedIndexFile, `${JSON.stringify(index, null, 2)}\n`);
  } catch (error) {
    rmSync(prerenderedDir, { recursive: true, force: true });
    throw error;
  } finally {
    await browser?.close();
    server?.stop();
    api?.stop();
  }
  console.log(
    `Prerendered ${routes.length * locales.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
