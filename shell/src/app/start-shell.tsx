import { startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApiClient,
  initI18n,
  loadTranslations,
  preloadModal,
  preloadToaster,
  resolveLocale,
  useAppStore,
} from '@teduh/shared';
import { preloadTrans } from '@teduh/shared/i18n-react';
import { isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-reload-guard';
import { loadDeploymentManifest, type DeploymentManifest } from '../lib/deployment-manifest';
import {
  keepPrerenderedFooter,
  prerenderedFooterHtml,
  removePrerenderedStyles,
} from '../lib/prerendered-footer';
import { hasFields } from '../lib/prerendered-fields';
import { preloadProgressBar } from '../components/progress-bar';
import { installRemoteFallback } from '../remotes/fallback-contribution';
import { registerDeploymentRemotes } from '../remotes/remote-loader';
import { startBuildWatch } from './build-watch';
import { loadFirstPage } from './first-page';
import { preloadModalHost } from './modal-host';
import { probeSession } from './session-probe';
import { preloadWizardBar } from './layouts/shell-layout';
import { ShellApp } from './shell-app';

/** Performance mark of the first commit, when React has taken over the page. */
export const interactiveMark = 'teduh:interactive';

/** Without a manifest the shell still renders its frame; every remote route then shows "unavailable". */
const emptyManifest: DeploymentManifest = {
  buildId: '',
  apiBaseUrl: '/',
  remotes: {},
  flags: { partnerBenefitBanner: false, salesClosed: false },
  adsTag: null,
};

type FieldReplay = typeof import('../lib/prerendered-input');

/**
 * The replay of what a visitor entered before the app took over, loaded beside the first page only when the
 * prerendered page has fields: most first pages have none, and it stays off their path to interactive. Without
 * it (a failed load) the page still starts; only an early entry is lost.
 */
function loadFieldReplay(container: HTMLElement): Promise<FieldReplay | null> {
  if (!hasFields(container)) return Promise.resolve(null);
  return import('../lib/prerendered-input').catch(() => null);
}

/** A chunk that fails outside React (an event handler's dynamic import) is handled like any other. */
function watchUnhandledChunkFailures(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  });
}

/**
 * Marks the first commit: styled-components now holds every rule the page uses, so the prerendered copy
 * goes; then (after the paint) the work the first page does not need starts. Nothing may update a store
 * before this commit, so the first render is never interrupted and restarted: the same markup, ids and
 * style order on every run, which keeps the build's prerendered pages reproducible.
 */
function FirstCommit({
  container,
  onPainted,
  replay,
}: {
  container: HTMLElement;
  onPainted: () => void;
  replay: FieldReplay | null;
}) {
  useLayoutEffect(() => {
    // What the visitor entered on the prerendered page, before this commit replaced it.
    replay?.replayPrerenderedFields(container);
    // Unless the built footer is still on screen (lib/prerendered-footer.ts).
    if (prerenderedFooterHtml() === null) removePrerenderedStyles();
    // From here the page answers input: `npm run bench:web` counts the JS requested before this mark.
    performance.mark(interactiveMark);
  }, [container, replay]);
  useEffect(() => {
    // After the page's own effects, which may have moved the focus.
    replay?.restorePrerenderedFocus();
    // In a task of its own: the page's first effects already fill this one.
    const timer = setTimeout(onPainted, 0);
    return () => clearTimeout(timer);
  }, [onPainted, replay]);
  return null;
}

/**
 * The first React render replaces the prerendered page (or the boot spinner) in one commit. It renders
 * as a transition, in slices that leave the main thread free in between; nothing suspends (the page is
 * loaded), so the prerendered page stays on screen until the finished page replaces it.
 */
export function renderFirstTree(
  container: HTMLElement,
  onPainted: () => void = () => undefined,
  replay: FieldReplay | null = null,
): void {
  replay?.keepPrerenderedFields(container);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <>
        <ShellApp />
        <FirstCommit container={container} onPainted={onPainted} replay={replay} />
      </>,
    );
  });
}

/** The shell's strings, in the visitor's language only (the other loads before a switch of language). */
export const shellStrings = (locale: 'en' | 'ms'): Promise<Record<string, unknown>> =>
  import(`../locales/${locale}.json`).then(
    (strings: { default: Record<string, unknown> }) => strings.default,
  );

export async function startShell(container: HTMLElement): Promise<void> {
  initI18n(resolveLocale(window.location.pathname));
  const strings = loadTranslations('shell', shellStrings);
  const fieldReplay = loadFieldReplay(container);
  installRemoteFallback();
  watchUnhandledChunkFailures();

  const manifest = await loadDeploymentManifest().catch((error: unknown) => {
    console.error('The deployment manifest could not be read', error);
    return emptyManifest;
  });
  registerDeploymentRemotes(manifest.remotes);
  useAppStore.getState().setFlags(manifest.flags);
  useAppStore.getState().setAdsTag(manifest.adsTag);
  configureApiClient({ baseURL: manifest.apiBaseUrl });

  // The first commit must be the finished page, matching the prerendered HTML: no loader flashes.
  keepPrerenderedFooter(container);
  const [, , replay] = await Promise.all([strings, loadFirstPage(window.location.pathname), fieldReplay]);
  // Not needed for the first paint. Logged-in visitors see the logged-out navbar until `me/` answers.
  renderFirstTree(
    container,
    () => {
      startBuildWatch(manifest.buildId);
      void probeSession();
      // What pages show later (dialogs, sentences with links), fetched now so it is there at once.
      preloadTrans();
      preloadModal();
      preloadModalHost();
      preloadToaster();
      preloadProgressBar();
      void preloadWizardBar();
    },
    replay,
  );
}
