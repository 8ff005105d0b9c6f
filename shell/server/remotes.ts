import path from 'node:path';
import type { RemoteName } from '@teduh/shared';

/** Workspace folder of each remote; its build is served at `/remotes/<name>/`. */
export const remoteFolders = {
  marketing: 'mfe-marketing',
  dashboard: 'mfe-dashboard',
  ekyc: 'mfe-ekyc',
  pusara_journey: 'mfe-pusara-journey',
  partner_journeys: 'mfe-partner-journeys',
  demos: 'mfe-demos',
} as const satisfies Record<RemoteName, string>;

export const remoteNames = Object.keys(remoteFolders) as RemoteName[];

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(remoteFolders, value);
}

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
