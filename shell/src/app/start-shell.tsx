import { createRoot } from 'react-dom/client';
import {
  configureApiClient,
  initI18n,
  registerTranslations,
  resolveLocale,
  splitLocalePath,
  useAppStore,
} from '@teduh/shared';
import { isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-reload-guard';
import { loadDeploymentManifest, type DeploymentManifest } from '../lib/deployment-manifest';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import { installRemoteFallback } from '../remotes/fallback-contribution';
import { registerDeploymentRemotes } from '../remotes/remote-loader';
import { ensureRemote } from '../remotes/remote-store';
import { remoteForPath } from '../remotes/remote-table';
import { startBuildWatch } from './build-watch';
import { probeSession } from './session-probe';
import { ShellApp } from './shell-app';

/** Without a manifest the shell still renders its frame; every remote route then shows "unavailable". */
const emptyManifest: DeploymentManifest = {
  buildId: '',
  apiBaseUrl: '/',
  remotes: {},
  flags: { partnerBenefitBanner: false, salesClosed: false },
};

/** A chunk that fails outside React (an event handler's dynamic import) is handled like any other. */
function watchUnhandledChunkFailures(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  });
}

export async function startShell(container: HTMLElement): Promise<void> {
  registerTranslations('shell', { en, ms });
  initI18n(resolveLocale(window.location.pathname));
  installRemoteFallback();
  watchUnhandledChunkFailures();

  const manifest = await loadDeploymentManifest().catch((error: unknown) => {
    console.error('The deployment manifest could not be read', error);
    return emptyManifest;
  });
  registerDeploymentRemotes(manifest.remotes);
  useAppStore.getState().setFlags(manifest.flags);
  startBuildWatch(manifest.buildId);

  configureApiClient({ baseURL: manifest.apiBaseUrl });
  void probeSession();
  // Start fetching the first page's remote now, in parallel with React's first render.
  const firstRemote = remoteForPath(splitLocalePath(window.location.pathname).rest);
  if (firstRemote) void ensureRemote(firstRemote);

  createRoot(container).render(<ShellApp />);
}
