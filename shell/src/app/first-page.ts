import { preloadLazy, splitLocalePath } from '@teduh/shared';
import { ensureRemote, useRemoteStore } from '../remotes/remote-store';
import { remoteForPath } from '../remotes/remote-table';
import { matchPageRoute } from '../remotes/route-match';
import { preloadFooter, preloadPartnerChrome, preloadWizardBar } from './layouts/shell-layout';
import { prerenderedFooterHtml } from '../lib/prerendered-footer';

/**
 * Loads what the first page shows: its remote's contribution, the matching route's page chunk, a wizard
 * page's bar and, in the default layout, the footer. The shell renders its first React tree only after this,
 * so that first commit is the finished page (the prerendered HTML, or the boot spinner, stays until then)
 * instead of a loader followed by the page. It never rejects: a remote that fails renders its "unavailable"
 * page.
 */
export async function loadFirstPage(pathname: string): Promise<void> {
  const { rest } = splitLocalePath(pathname);
  const remote = remoteForPath(rest);
  if (!remote) return;
  await ensureRemote(remote);
  const entry = useRemoteStore.getState().remotes[remote];
  const route =
    entry?.status === 'ready' && entry.contribution ? matchPageRoute(entry.contribution.routes, rest) : null;
  if (!route) return;
  // One after the other: styled-components orders its rules by the order components are defined, and
  // the prerendered pages must come out the same on every build (the chunks are preloaded anyway).
  await preloadLazy(route.Page);
  const layout = route.layout ?? 'default';
  if (layout === 'default' && prerenderedFooterHtml() === null) await preloadFooter();
  if (layout === 'motor-partner') await preloadPartnerChrome();
  if (layout === 'wizard') await preloadWizardBar();
}
