import { create } from 'zustand';
import { loadTranslations, type RemoteContribution, type RemoteName } from '@teduh/shared';
import { isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-reload-guard';
import { isRemoteFallback, remoteFallbackError } from '../runtime-plugin/fallback';
import { loadContribution } from './remote-loader';

export type RemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteEntry {
  status: RemoteStatus;
  /** The remote's contribution; for an unavailable remote, the fallback plugin's stand-in (if any). */
  contribution: RemoteContribution | null;
  error?: unknown;
}

interface RemoteStoreState {
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
}

export const useRemoteStore = create<RemoteStoreState>(() => ({ remotes: {} }));

const inFlight = new Map<RemoteName, Promise<void>>();

function setEntry(remote: RemoteName, entry: RemoteEntry): void {
  useRemoteStore.setState((state) => ({ remotes: { ...state.remotes, [remote]: entry } }));
}

/**
 * A remote that failed to load: the page reloads once (a deploy most likely replaced its files), at most
 * once a minute; otherwise its routes show the "unavailable" page with Retry.
 */
function markUnavailable(remote: RemoteName, error: unknown, standIn: RemoteContribution | null): void {
  if (isChunkLoadError(error) && reloadAfterChunkFailure()) return;
  setEntry(remote, { status: 'unavailable', contribution: standIn, error });
}

/** Loads a remote's contribution the first time it is needed (concurrent callers share one load). */
export function ensureRemote(remote: RemoteName): Promise<void> {
  // A failed remote stays failed until the visitor presses Retry (no request storm on every render).
  if (useRemoteStore.getState().remotes[remote]) return inFlight.get(remote) ?? Promise.resolve();
  return startLoad(remote);
}

/** The Retry button: forget the failure and ask for the remote again. */
export function retryRemote(remote: RemoteName): Promise<void> {
  const existing = useRemoteStore.getState().remotes[remote];
  if (existing?.status === 'loading') return inFlight.get(remote) ?? Promise.resolve();
  return startLoad(remote);
}

function startLoad(remote: RemoteName): Promise<void> {
  setEntry(remote, { status: 'loading', contribution: null });
  const load = loadContribution(remote)
    .then(async (contribution) => {
      if (isRemoteFallback(contribution)) {
        markUnavailable(remote, remoteFallbackError(contribution), contribution);
        return;
      }
      await loadTranslations(contribution.namespace, contribution.translations);
      setEntry(remote, { status: 'ready', contribution });
    })
    .catch((error: unknown) => markUnavailable(remote, error, null))
    .finally(() => inFlight.delete(remote));
  inFlight.set(remote, load);
  return load;
}

/** Contributions of remotes that loaded for real (their nav items and modals join the shell's). */
export function readyContributions(remotes: RemoteStoreState['remotes']): RemoteContribution[] {
  return Object.values(remotes).flatMap((entry) =>
    entry?.status === 'ready' && entry.contribution ? [entry.contribution] : [],
  );
}

export function resetRemoteStore(): void {
  inFlight.clear();
  useRemoteStore.setState({ remotes: {} });
}
