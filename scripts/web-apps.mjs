// The web apps of the repository and whether their production build is current.
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../tools/remotes.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The remotes (tools/remotes.mjs): name, workspace folder, namespace, dev port. */
export { remotes };

/** `output` exists after a successful build; its modification time is the build's time (see markBuilt). */
export const webApps = [
  { dir: 'shell', pkg: '@teduh/shell', output: 'dist/index.html' },
  ...remotes.map(({ folder: dir }) => ({ dir, pkg: `@teduh/${dir}`, output: 'dist/remoteEntry.js' })),
];

/** Everything a web build reads besides node_modules: its own sources, the shared library, the build tools. */
const commonInputs = ['shared/src', 'tools/webpack', 'tools/remotes.mjs', 'package-lock.json'];
const appInputs = (dir) =>
  ['src', 'public', 'webpack.config.js', 'package.json'].map((p) => path.join(dir, p));

function newestMtime(target) {
  const full = path.join(repoRoot, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full)) {
    // Tests do not change what is built.
    if (entry === 'node_modules' || /\.(test|spec)\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Apps whose build is missing or older than any of their inputs. */
export function staleWebApps() {
  const common = Math.max(...commonInputs.map(newestMtime));
  return webApps.filter((app) => {
    const output = path.join(repoRoot, app.dir, app.output);
    if (!existsSync(output)) return true;
    const inputs = Math.max(common, ...appInputs(app.dir).map(newestMtime));
    return statSync(output).mtimeMs < inputs;
  });
}

/** webpack leaves an unchanged file untouched (compareBeforeEmit), so a finished build is stamped here. */
export function markBuilt(apps) {
  const now = new Date();
  for (const app of apps) {
    const output = path.join(repoRoot, app.dir, app.output);
    if (existsSync(output)) utimesSync(output, now, now);
  }
}

/** shell/dist/prerendered/pages.json, written last by scripts/prerender.mjs. */
export const prerenderedIndex = path.join(repoRoot, 'shell', 'dist', 'prerendered', 'pages.json');

/** The prerendered pages are missing or older than some app's build (they depend on all of them). */
export function prerenderIsStale() {
  if (!existsSync(prerenderedIndex)) return true;
  const built = Math.max(...webApps.map((app) => newestMtime(path.join(app.dir, app.output))));
  return statSync(prerenderedIndex).mtimeMs < built;
}

/** After a full `npm run build` (apps, then prerender): the prerendered pages are as new as the apps. */
export function markPrerendered() {
  if (!existsSync(prerenderedIndex)) return;
  const now = new Date();
  utimesSync(prerenderedIndex, now, now);
}
