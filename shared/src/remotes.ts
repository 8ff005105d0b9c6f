import { remotes } from '../../tools/remotes.mjs';

/** The remotes, as tools/remotes.mjs declares them once (ADR 0009). */
export const remoteRegistry = remotes;

export type RemoteEntry = (typeof remotes)[number];

/** The six remotes the shell composes. The shell maps path prefixes to these names. */
export type RemoteName = RemoteEntry['name'];

/** The modals a remote renders; the shell renders the others itself. */
export type RemoteModalKey = RemoteEntry['modals'][number];

export const remoteNames: readonly RemoteName[] = remotes.map((remote) => remote.name);

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}
