import type { ModalKey, RemoteName } from '@teduh/shared';
import { remoteNames, remoteRegistry } from '@teduh/shared/remotes';
import routePrefixes from './route-prefixes.json';

/**
 * Which remote owns a path: the only routing knowledge the shell has. The prefixes are the first segments of
 * the routes each remote declares (`route-prefixes.json`, written by `npm run generate:route-prefixes`), so a
 * path whose first segment no remote declares is a 404 without loading any remote, as on the web server.
 * Paths here are unprefixed (no `/en` or `/ms`).
 */
export const remotePrefixes: Readonly<Record<RemoteName, readonly string[]>> = routePrefixes;

const ownerBySegment = new Map<string, RemoteName>(
  remoteNames.flatMap((remote) => remotePrefixes[remote].map((segment) => [segment, remote] as const)),
);

/** `/faq/x` -> 'marketing', `/` -> 'marketing', `/nope` -> null. Expects an unprefixed path. */
export function remoteForPath(path: string): RemoteName | null {
  const first = path.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  try {
    return ownerBySegment.get(decodeURIComponent(first)) ?? null;
  } catch {
    // A malformed escape such as `/%E0` names no remote.
    return null;
  }
}

/** Federation name and exposed module of a remote's contribution. */
export const federationName = (remote: RemoteName): string => `teduh_${remote}`;
export const contributionRequest = (remote: RemoteName): string => `${federationName(remote)}/contribution`;

/** Which app renders each modal key, as the registry declares it; the shell owns the partner-benefit banner. */
export const modalOwners: Readonly<Record<ModalKey, RemoteName | 'shell'>> = ownersOfModals();

function ownersOfModals(): Record<ModalKey, RemoteName | 'shell'> {
  const owners: Partial<Record<ModalKey, RemoteName | 'shell'>> = { 'partner-benefit': 'shell' };
  for (const remote of remoteRegistry) {
    for (const key of remote.modals) owners[key] = remote.name;
  }
  // Complete: ModalKey is the registry's modal keys and the shell's own.
  return owners as Record<ModalKey, RemoteName | 'shell'>;
}
