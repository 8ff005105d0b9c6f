/**
 * Detects a new deployment: on navigation, at most once a minute, it rereads the deployment manifest; when
 * the build id differs from the one this page started with, the next navigation becomes a full page load,
 * so the visitor gets the new shell and remotes instead of chunks that may no longer exist.
 */
export const buildCheckIntervalMs = 60_000;

export interface BuildWatcherOptions {
  buildId: string;
  fetchBuildId: () => Promise<string | null>;
  now?: () => number;
  intervalMs?: number;
}

export interface BuildWatcher {
  /** Call on every client-side navigation; true means this navigation must be a full page load. */
  onNavigation(): boolean;
  isStale(): boolean;
}

export function createBuildWatcher({
  buildId,
  fetchBuildId,
  now = Date.now,
  intervalMs = buildCheckIntervalMs,
}: BuildWatcherOptions): BuildWatcher {
  let lastCheck = now();
  let checking = false;
  let stale = false;

  const check = () => {
    checking = true;
    lastCheck = now();
    fetchBuildId()
      .then((latest) => {
        if (latest && buildId && latest !== buildId) stale = true;
      })
      .catch(() => {
        // The server is unreachable right now: try again on a later navigation.
      })
      .finally(() => {
        checking = false;
      });
  };

  return {
    onNavigation() {
      if (stale) return true;
      if (!checking && now() - lastCheck >= intervalMs) check();
      return false;
    },
    isStale: () => stale,
  };
}
