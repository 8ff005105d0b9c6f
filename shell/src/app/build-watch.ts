import { createBuildWatcher, type BuildWatcher } from '../lib/build-watcher';
import { fetchDeploymentManifest } from '../lib/deployment-manifest';

let watcher: BuildWatcher | null = null;

/** Starts watching for a new deployment of the build this page started with. */
export function startBuildWatch(buildId: string): void {
  watcher = buildId
    ? createBuildWatcher({
        buildId,
        fetchBuildId: async () => (await fetchDeploymentManifest()).buildId || null,
      })
    : null;
}

/** On each navigation: true when a new build was detected earlier and this navigation must load the page. */
export function navigationNeedsFullLoad(): boolean {
  return watcher?.onNavigation() ?? false;
}

export function stopBuildWatch(): void {
  watcher = null;
}
