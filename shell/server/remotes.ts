import path from 'node:path';
import type { RemoteName } from '@teduh/shared';
import { remoteRegistry } from '@teduh/shared/remotes';

export { isRemoteName, remoteNames } from '@teduh/shared/remotes';

/** Workspace folder of each remote (tools/remotes.mjs); its build is served at `/remotes/<name>/`. */
export const remoteFolders = Object.fromEntries(
  remoteRegistry.map((remote) => [remote.name, remote.folder]),
) as Readonly<Record<RemoteName, string>>;

/** `TEDUH_REMOTE_PUSARA_JOURNEY_URL` for `pusara_journey`. */
export function remoteUrlEnvName(name: RemoteName): string {
  return `TEDUH_REMOTE_${name.toUpperCase()}_URL`;
}

export function remoteDistDir(repoRoot: string, name: RemoteName): string {
  return path.join(repoRoot, remoteFolders[name], 'dist');
}

export function localRemoteBasePath(name: RemoteName): string {
  return `/remotes/${name}/`;
}
