import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteContribution, RemoteName } from '@teduh/shared';
import { contributionRequest, federationName } from './remote-table';

/**
 * The module boundary between the shell and Module Federation: everything else asks for contributions
 * through here (tests replace this module).
 */
export function registerDeploymentRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  const entries = Object.entries(remotes).map(([name, entry]) => ({
    name: federationName(name as RemoteName),
    entry: entry as string,
  }));
  if (entries.length > 0) registerRemotes(entries);
}

/**
 * Loads a remote's `./contribution`. When the remote cannot be reached the fallback runtime plugin answers
 * with a stand-in contribution; this rejects only if even that is missing.
 */
export async function loadContribution(remote: RemoteName): Promise<RemoteContribution> {
  const module = await loadRemote<{ contribution?: RemoteContribution }>(contributionRequest(remote));
  if (!module?.contribution) throw new Error(`Remote ${remote} did not provide its contribution`);
  return module.contribution;
}
