// What both ways of prerendering the first pages share: which pages, where they go, how a page is composed
// from the shell's template, the seeded API some pages are rendered with, and the default deployment's
// manifest they belong to. scripts/prerender.mjs renders them with React's server renderer (the build's
// way); scripts/prerender-browser.mjs in Chromium (kept to check the first against, see prerender-compare.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForPorts } from './processes.mjs';
import { prerenderedIndex, remotes, repoRoot } from './web-apps.mjs';

export const prerenderedDir = path.join(repoRoot, 'shell', 'dist', 'prerendered');
/** Written last: its presence and time stamp mean the prerendered pages are complete (see web-apps.mjs). */
export const prerenderedIndexFile = prerenderedIndex;

export const locales = ['en', 'ms'];

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

/** Every page to prerender: each route in each language. */
export const prerenderPages = (routes) =>
  routes.flatMap((route) =>
    locales.map((locale) => ({ route, locale, urlPath: pageUrlPath(locale, route.path) })),
  );

export const pageUrlPath = (locale, routePath) =>
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

/**
 * Writes the rendered pages (`{ locale, route, urlPath, rootHtml, title, css, data, preload }`) under `outDir`
 * with their index (pages.json, last) for the deployment `manifest` (its buildId and flags).
 */
export function writePrerenderedPages(outDir, manifest, rendered) {
  const template = readFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');
  const pages = [];
  for (const page of rendered) {
    const file = prerenderedFile(page.locale, page.route.path);
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    const data = page.route.withData ? page.data : undefined;
    writeFileSync(path.join(outDir, file), composePage(template, { ...page, data }));
    pages.push({
      locale: page.locale,
      path: page.route.path,
      remote: page.route.remote,
      file,
      preload: page.preload,
    });
  }
  const index = { buildId: manifest.buildId, flags: manifest.flags, pages };
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
}

export const clearPrerendered = (outDir = prerenderedDir) => rmSync(outDir, { recursive: true, force: true });

/**
 * The manifest of the build as deployed by default (no moved remote, every flag off), as the web server
 * computes it (shell/server/deployment.ts): the prerendered pages belong to its buildId and flags.
 */
export async function defaultDeploymentManifest() {
  const { tsImport } = await import('tsx/esm/api');
  const { readServerConfig } = await tsImport('../shell/server/config.ts', import.meta.url);
  const { loadDeployment } = await tsImport('../shell/server/deployment.ts', import.meta.url);
  const config = readServerConfig({});
  const { manifest } = await loadDeployment({
    repoRoot,
    apiUrl: config.apiUrl,
    remoteEntryUrls: {},
    flags: config.flags,
    warn: () => undefined,
  });
  return manifest;
}

/** The API on its embedded database in .data/prerender-pglite (kept between builds), seeded. */
export async function startApi(port, webOrigin) {
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
