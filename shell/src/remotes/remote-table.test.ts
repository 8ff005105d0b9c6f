import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModalKey, RemoteContribution, RouteSpec } from '@teduh/shared';
import { remoteNames, remoteRegistry } from '@teduh/shared/remotes';
import { routePrefixes } from '../../../tools/route-prefixes.mjs';
import { contributionRequest, modalOwners, remotePrefixes, remoteForPath } from './remote-table';

const repoRoot = path.resolve(__dirname, '../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

/** Each remote's own route data: the module its build emits as routes.json (tools/remotes.mjs `routes`). */
async function declaredRoutes(): Promise<Record<string, readonly RouteSpec[]>> {
  const entries = await Promise.all(
    remoteRegistry.map(async (remote) => {
      const module = (await import(path.join(repoRoot, remote.folder, remote.routes))) as {
        routeSpecs: readonly RouteSpec[];
      };
      return [remote.name, module.routeSpecs] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('remoteForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/faq', 'marketing'],
    ['/teduh-test', 'marketing'],
    ['/why-teduh', 'marketing'],
    ['/resources/what-is-takaful', 'marketing'],
    ['/user/profile', 'dashboard'],
    ['/vault/12', 'dashboard'],
    ['/ekyc/v2', 'ekyc'],
    ['/pusara-pro/quick-quote', 'pusara_journey'],
    ['/my-kasih', 'partner_journeys'],
    ['/journey/gibraltar-i-protect/choose-a-plan', 'partner_journeys'],
    ['/demo-ecics-motor-sales-journey/product-details', 'demos'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('names no remote for an unknown first segment', () => {
    expect(remoteForPath('/pricing')).toBeNull();
    expect(remoteForPath('/faqs')).toBeNull();
    expect(remoteForPath('/%E0%A4%A')).toBeNull();
  });

  // The shell once sent these to remotes that declare no such page; now they are the shell's 404, as on the server.
  it.each(['/glossary'])('names no remote for %s, which no remote declares', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});

describe('the remote registry, the remotes and the shell agree', () => {
  let routes: Record<string, readonly RouteSpec[]>;
  beforeAll(async () => {
    routes = await declaredRoutes();
  });

  it("routes by exactly the first segments of the remotes' own routes (npm run generate:route-prefixes)", () => {
    expect(remotePrefixes).toEqual(routePrefixes(routes));
  });

  it('sends every declared route to the remote that declares it', () => {
    for (const [remote, specs] of Object.entries(routes)) {
      for (const spec of specs) {
        const samplePath = spec.path.replace(/:[\w-]+\??/g, 'sample').replace(/\*$/, 'sample');
        expect({ path: spec.path, remote: remoteForPath(samplePath) }).toEqual({ path: spec.path, remote });
      }
    }
  });

  it('lists every remote as an npm workspace, and no other mfe-* workspace', () => {
    const { workspaces } = readJson('package.json') as { workspaces: string[] };
    const folders = remoteRegistry.map((remote) => remote.folder);
    expect(workspaces).toEqual(expect.arrayContaining(folders));
    expect(workspaces.filter((workspace) => workspace.startsWith('mfe-'))).toEqual(folders);
    for (const folder of folders) {
      expect(readJson(`${folder}/package.json`)).toMatchObject({ name: `@teduh/${folder}` });
    }
  });

  it("gives the development manifest every remote at its dev server's port", () => {
    const manifest = readJson('shell/public/deployment-manifest.json') as { remotes: Record<string, string> };
    expect(manifest.remotes).toEqual(
      Object.fromEntries(
        remoteRegistry.map((remote) => [remote.name, `http://localhost:${remote.devPort}/remoteEntry.js`]),
      ),
    );
  });

  it('has each remote contribute under its registered name and namespace, with only the modals it owns', async () => {
    for (const remote of remoteRegistry) {
      const { contribution } = (await import(path.join(repoRoot, remote.folder, 'src/contribution.ts'))) as {
        contribution: RemoteContribution;
      };
      expect({ remote: contribution.remote, namespace: contribution.namespace }).toEqual({
        remote: remote.name,
        namespace: remote.namespace,
      });
      for (const key of Object.keys(contribution.modals ?? {}) as ModalKey[]) {
        expect({ key, owner: modalOwners[key] }).toEqual({ key, owner: remote.name });
      }
    }
  });
});

describe('federation names', () => {
  it('asks each remote for its contribution under its scoped name', () => {
    expect(contributionRequest('pusara_journey')).toBe('teduh_pusara_journey/contribution');
    expect(remoteNames.map(contributionRequest)).toContain('teduh_demos/contribution');
  });

  it('gives every modal an owner', () => {
    expect(modalOwners.enquiry).toBe('dashboard');
    expect(modalOwners['edit-profile']).toBe('dashboard');
    expect(modalOwners['partner-benefit']).toBe('shell');
    expect(modalOwners.terms).toBe('marketing');
  });
});
