#!/usr/bin/env node
// Build step after the web apps: renders every route marked `prerender: true` (in English and Malay) with
// React's server renderer and saves the page as HTML under shell/dist/prerendered/, so those pages paint before
// any JavaScript runs. No browser is needed (docs/adr/0016-server-rendered-first-pages.md): tools/ssr bundles
// the shell and the remotes from their sources for Node, and each page renders in a worker of its own. Pages
// marked `prerenderData: true` are rendered with the API (seeded, on its embedded database) and keep their
// data in the page; the others see no API. The web server serves them (with the manifest inlined) when they
// belong to the build it serves. A page that cannot be rendered is left out with a one-line notice: the
// browser renders it then, as it does every other page.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  clearPrerendered,
  defaultDeploymentManifest,
  prerenderedDir,
  prerenderPages,
  prerenderRoutes,
  startApi,
  writePrerenderedPages,
} from './prerender-pages.mjs';
import { freePort } from './processes.mjs';
import { remotes, repoRoot } from './web-apps.mjs';

const ssrDir = path.join(repoRoot, 'tools', 'ssr');
const rendererBundle = path.join(repoRoot, 'node_modules', '.cache', 'teduh-ssr', 'render-page.js');
const pageTimeoutMs = 30_000;

/** The server render of the pages, one Node module (tools/ssr/webpack.config.js). */
export function buildRenderer() {
  const result = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'webpack'),
    ['--config', path.join(ssrDir, 'webpack.config.js')],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 || !existsSync(rendererBundle))
    throw new Error('The server render could not be built.');
}

function renderInWorker(page) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(ssrDir, 'render-worker.mjs'), {
      workerData: { bundle: rendererBundle, page },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`no page after ${pageTimeoutMs / 1000} s`));
    }, pageTimeoutMs);
    worker.once('message', (rendered) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(rendered);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** What each remote loads on demand, with its scripts (chunk-groups.json, tools/webpack/chunk-groups-plugin.js). */
function remoteLoads(manifest) {
  const shellManifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
  );
  const loads = { shellShared: new Set(shellManifest.shared.map((shared) => shared.name)) };
  for (const { name, folder } of remotes) {
    const file = path.join(repoRoot, folder, 'dist', 'chunk-groups.json');
    const entry = manifest.remotes[name];
    if (!existsSync(file) || !entry) continue;
    loads[name] = {
      base: entry.slice(0, entry.lastIndexOf('/') + 1),
      groups: JSON.parse(readFileSync(file, 'utf8')),
    };
  }
  return loads;
}

/**
 * The remote's scripts the page needed before its first render: its remote entry, then the scripts of every
 * on-demand load (the contribution, the page, its strings) whose module the server render had loaded by then,
 * in that order. The shell's own chunks are not preloaded (main.js asks for them at once), nor what the page
 * asks for once it is interactive.
 */
function preloadOf(page, modules, loads) {
  const remote = loads[page.route.remote];
  if (!remote) return [];
  const scripts = ['remoteEntry.js'];
  for (const module of modules) {
    for (const group of remote.groups) {
      // A shared module the shell provides is the shell's; one it does not is the remote's own copy.
      if (group.module !== module || (group.shared && loads.shellShared.has(group.shared))) continue;
      for (const file of group.files) if (!scripts.includes(file)) scripts.push(file);
    }
  }
  return scripts.map((script) => `${remote.base}${script}`);
}

/**
 * Renders `pages` (prerender-pages.mjs prerenderPages) with React's server renderer, two at a time; `apiOrigin`
 * is the seeded API the pages with data read. A page that fails is reported in `failed`, not thrown.
 */
export async function renderPagesOnServer(pages, { manifest, apiOrigin }) {
  const loads = remoteLoads(manifest);
  // Pages without data see an API that does not answer, as a visitor's browser whose API is down.
  const noApi = `http://127.0.0.1:${await freePort()}/`;
  const rendered = [];
  const failed = [];
  const queue = [...pages];
  const parallel = Math.max(1, Math.min(2, os.availableParallelism?.() ?? 2));
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        try {
          const result = await renderInWorker({
            urlPath: page.urlPath,
            apiBaseUrl: page.route.withData ? `${apiOrigin}/` : noApi,
            flags: manifest.flags,
          });
          if (page.route.withData && Object.keys(result.data).length === 0)
            throw new Error('it read no API data');
          if (!result.rootHtml.includes('<h1') || result.css === '')
            throw new Error('it did not finish rendering');
          rendered.push({ ...page, ...result, preload: preloadOf(page, result.modules, loads) });
        } catch (error) {
          failed.push({ page, reason: error instanceof Error ? error.message : String(error) });
        }
      }
    }),
  );
  // The index lists them in route order, whichever finished first.
  rendered.sort(
    (a, b) =>
      pages.indexOf(pages.find((p) => p.urlPath === a.urlPath)) -
      pages.indexOf(pages.find((p) => p.urlPath === b.urlPath)),
  );
  return { rendered, failed };
}

export async function prerender({ outDir = prerenderedDir } = {}) {
  const started = Date.now();
  const routes = prerenderRoutes();
  clearPrerendered(outDir);
  if (routes.length === 0) {
    console.log('No route is marked for prerendering.');
    return;
  }
  let api = null;
  try {
    buildRenderer();
    const manifest = await defaultDeploymentManifest();
    if (routes.some((route) => route.withData)) {
      const port = await freePort();
      api = { port, ...(await startApi(port, 'http://localhost:8080')) };
    }
    const pages = prerenderPages(routes);
    const { rendered, failed } = await renderPagesOnServer(pages, { manifest, apiOrigin: api?.origin });
    for (const { page, reason } of failed) {
      console.warn(`Not prerendered: ${page.urlPath} (${reason}); the browser renders it.`);
    }
    writePrerenderedPages(outDir, manifest, rendered);
    for (const page of rendered) console.log(`Prerendered ${page.urlPath}`);
    console.log(`Prerendered ${rendered.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    clearPrerendered(outDir);
    throw error;
  } finally {
    api?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
