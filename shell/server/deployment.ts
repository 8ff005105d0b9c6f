import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, RouteSpec } from '@teduh/shared';
import type { AdsTag, DeploymentFlags } from './config';
import { localRemoteBasePath, remoteDistDir, remoteFolders, remoteNames } from './remotes';
import { parseRouteSpecs } from './route-table';

/** The runtime deployment manifest of the contract, served at /deployment-manifest.json and inlined. */
export interface DeploymentManifest {
  buildId: string;
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  flags: DeploymentFlags;
  /** The ads tag the browser may load once the visitor accepts marketing cookies; null: none. */
  adsTag: AdsTag | null;
}

export interface DeploymentOptions {
  /** Folder holding shell/dist and every mfe-*\/dist. */
  repoRoot: string;
  apiUrl: string;
  remoteEntryUrls: Partial<Record<RemoteName, string>>;
  flags: DeploymentFlags;
  adsTag?: AdsTag | null;
  /** How long to wait for a moved remote's routes.json at start. */
  fetchTimeoutMs?: number;
  warn?: (message: string) => void;
}

export interface Deployment {
  manifest: DeploymentManifest;
  routesByRemote: Record<RemoteName, RouteSpec[]>;
  shellDist: string;
  /** shell/dist/index.html as built, before the manifest is inlined. */
  indexHtml: string;
  /** Remotes served from this server's /remotes/<name>/ with the folder they come from. */
  localRemotes: { name: RemoteName; dist: string }[];
  /** Origins of remotes moved elsewhere (for the CSP). */
  remoteOrigins: string[];
}

/** Entry files keep stable names, and they name every hashed chunk, so hashing them identifies a build. */
export const entryFileNames = ['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'routes.json'];

const buildHint = 'Build the web apps first: npm run build';

function assertBuilt(file: string, repoRoot: string): void {
  if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing. ${buildHint}`);
}

function readRequired(file: string, repoRoot: string): string {
  assertBuilt(file, repoRoot);
  return readFileSync(file, 'utf8');
}

async function fetchRoutesJson(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * Reads everything the server needs from the builds once, at start: the shell's page template, each
 * remote's routes (local dist, or fetched from beside a moved remote's remoteEntry.js) and the buildId.
 */
export async function loadDeployment(options: DeploymentOptions): Promise<Deployment> {
  const { repoRoot, apiUrl, remoteEntryUrls, flags, fetchTimeoutMs = 5000, warn = console.warn } = options;
  const adsTag = options.adsTag ?? null;
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const indexHtml = readRequired(path.join(shellDist, 'index.html'), repoRoot);
  const hash = createHash('sha256');
  const hashEntryFiles = (dist: string) => {
    for (const name of entryFileNames) {
      const file = path.join(dist, name);
      if (existsSync(file)) hash.update(`${path.relative(repoRoot, file)}\0`).update(readFileSync(file));
    }
  };
  hashEntryFiles(shellDist);

  const routesByRemote = {} as Record<RemoteName, RouteSpec[]>;
  const remotes = {} as Record<RemoteName, string>;
  const localRemotes: Deployment['localRemotes'] = [];
  const remoteOrigins = new Set<string>();

  for (const name of remoteNames) {
    const dist = remoteDistDir(repoRoot, name);
    const localRoutesFile = path.join(dist, 'routes.json');
    const entryUrl = remoteEntryUrls[name];
    if (entryUrl) {
      remotes[name] = entryUrl;
      remoteOrigins.add(new URL(entryUrl).origin);
      const routesUrl = new URL('routes.json', entryUrl).href;
      try {
        const json = await fetchRoutesJson(routesUrl, fetchTimeoutMs);
        routesByRemote[name] = parseRouteSpecs(json, routesUrl);
        hash.update(`${name}\0${entryUrl}\0${json}`);
      } catch (error) {
        // The server still starts: the shell shows its retry message for this remote. Without a local
        // copy of its routes, its paths answer 404 until a restart reads them.
        const hasLocalCopy = existsSync(localRoutesFile);
        const { message, cause } = error as Error & { cause?: Error };
        const using = hasLocalCopy ? ` Using ${remoteFolders[name]}/dist/routes.json.` : '';
        warn(`Could not read ${routesUrl} (${cause?.message ?? message}).${using}`);
        routesByRemote[name] = hasLocalCopy
          ? parseRouteSpecs(readFileSync(localRoutesFile, 'utf8'), localRoutesFile)
          : [];
        hash.update(`${name}\0${entryUrl}`);
      }
      continue;
    }
    assertBuilt(path.join(dist, 'remoteEntry.js'), repoRoot);
    routesByRemote[name] = parseRouteSpecs(readRequired(localRoutesFile, repoRoot), localRoutesFile);
    remotes[name] = `${localRemoteBasePath(name)}remoteEntry.js`;
    localRemotes.push({ name, dist });
    hashEntryFiles(dist);
  }

  return {
    manifest: { buildId: hash.digest('hex').slice(0, 16), apiBaseUrl: apiUrl, remotes, flags, adsTag },
    routesByRemote,
    shellDist,
    indexHtml,
    localRemotes,
    remoteOrigins: [...remoteOrigins],
  };
}
