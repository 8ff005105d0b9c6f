#!/usr/bin/env node
// The first pages rendered in Chromium against the production web server, as the build did before it rendered
// them with React's server renderer (scripts/prerender.mjs, docs/adr/0016-server-rendered-first-pages.md).
// Kept as the reference the server-rendered pages are compared with (scripts/prerender-compare.mjs), where a
// browser exists. Pages with `prerenderData` see the seeded API; the others see no API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { waitForPorts } from './processes.mjs';
import { repoRoot } from './web-apps.mjs';

const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const pageTimeoutMs = 15_000;
/** Debian's Chromium: Playwright never downloads a browser here. TEDUH_CHROMIUM names another (or none). */
export const chromiumPath = process.env.TEDUH_CHROMIUM ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath);

async function startWebServer(apiPort, port) {
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

async function renderOne(context, origin, { route, urlPath }, apiOrigin) {
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
    // A footer within 400px of the window loads its newsletter form. React may render the form (and insert
    // its rules) a moment before it shows it, so a snapshot between the two would hold rules without the form.
    await page.waitForFunction(
      () => {
        const slot = document.querySelector('#root [data-newsletter-form-slot]');
        if (!slot || slot.querySelector('form')) return true;
        return slot.getBoundingClientRect().top > window.innerHeight + 400;
      },
      null,
      { timeout: pageTimeoutMs },
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
      // A select's chosen option is a DOM property the serialiser drops; React's server renderer writes it as
      // `selected`, which a page without scripts needs (else the first enabled option shows). Written here too.
      for (const option of root?.querySelectorAll('option') ?? []) {
        if (option.selected) option.setAttribute('selected', '');
      }
      return {
        rootHtml: root?.innerHTML ?? '',
        title: document.title,
        css,
        data: window.__teduhApiQueries,
        preload: [...new Set(preload)],
      };
    });
    if (snapshot && route.withData && !snapshot.data) throw new Error('the page kept no API data');
    if (!snapshot || !snapshot.rootHtml.includes('<h1') || snapshot.css === '') {
      throw new Error('the page did not finish rendering');
    }
    return { ...snapshot, data: snapshot.data ?? {} };
  } catch (error) {
    throw new Error(`Prerendering ${urlPath} failed: ${error.message}`);
  } finally {
    await page.close();
  }
}

/**
 * Renders `pages` (scripts/prerender-pages.mjs prerenderPages) in Chromium; `api` is the seeded API the pages
 * with data see (`{ port, origin }`), and `webPort` the web server's port (the API allows its origin). Answers the pages and the web server's deployment manifest.
 */
export async function renderPagesInBrowser(pages, api, webPort) {
  let server = null;
  let browser = null;
  try {
    server = await startWebServer(api.port, webPort);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromeArgs });
    const manifest = await (await fetch(`${server.origin}/deployment-manifest.json`)).json();
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const rendered = [];
    for (const page of pages) {
      rendered.push({ ...page, ...(await renderOne(context, server.origin, page, api.origin)) });
    }
    return { manifest, rendered };
  } finally {
    await browser?.close();
    server?.stop();
  }
}
