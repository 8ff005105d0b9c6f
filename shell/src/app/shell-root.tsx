import { useTranslation, type UseTranslationOptions } from '@teduh/shared/i18n-react';
import { Route, Routes, useLocation } from '@teduh/shared/router';
import { ErrorBoundary, ErrorPage, NotFoundPage, splitLocalePath, Toaster } from '@teduh/shared';
import { handleCaughtError } from '../components/failure-boundary';
import { ProgressBar } from '../components/progress-bar';
import { PartnerBenefitBanner } from '../features/partner-benefit/partner-benefit-banner';
import { RemoteArea } from '../remotes/remote-area';
import { useRemoteStore } from '../remotes/remote-store';
import { remoteForPath } from '../remotes/remote-table';
import { matchPageRoute } from '../remotes/route-match';
import { ShellLayout, type WizardSettings } from './layouts/shell-layout';
import { ModalHost } from './modal-host';
import { useShellEffects } from './use-shell-effects';

/**
 * A page's own strings, and so its title, arrive with its chunk. react-i18next documents the option,
 * but its types leave it out.
 */
const rerenderOnAddedStrings = { bindI18nStore: 'added' } as UseTranslationOptions<undefined>;

/**
 * The page: which remote owns the path (by its first segment, after any locale prefix), that remote's
 * matching route (its layout, wizard title and access mark), inside the shell's frame.
 */
export function ShellRoot() {
  const { t, i18n } = useTranslation('shell', rerenderOnAddedStrings);
  const { pathname } = useLocation();
  const { rest } = splitLocalePath(pathname);
  const remote = remoteForPath(rest);
  const entry = useRemoteStore((state) => (remote ? state.remotes[remote] : undefined));
  const contribution = entry?.status === 'ready' ? entry.contribution : null;
  const route = contribution ? matchPageRoute(contribution.routes, rest) : null;
  const layout = route?.layout ?? 'default';
  const title =
    route?.titleKey && contribution && i18n.exists(route.titleKey, { ns: contribution.namespace })
      ? t(route.titleKey, { ns: contribution.namespace })
      : null;
  const wizard: WizardSettings | null =
    layout === 'wizard' ? { title: title ?? '', closeTo: route?.closeTo ?? '/' } : null;

  useShellEffects(title);

  return (
    <>
      <ProgressBar />
      <ShellLayout layout={layout} wizard={wizard}>
        {remote ? <RemoteArea key={remote} remote={remote} /> : <NotFoundPage />}
      </ShellLayout>
      <ModalHost />
      <Toaster />
      <PartnerBenefitBanner enabledHere={layout === 'default'} />
    </>
  );
}

/**
 * Every route exists unprefixed (English), under `/en` and under `/ms`; each remote's `<Routes>` render
 * below these splats, so their patterns stay unprefixed. If the frame itself fails, a plain error page
 * with a way home is the last resort.
 */
export function ShellRoutes() {
  return (
    <ErrorBoundary fallback={() => <ErrorPage />} onError={handleCaughtError}>
      <Routes>
        <Route path="/en/*" element={<ShellRoot />} />
        <Route path="/ms/*" element={<ShellRoot />} />
        <Route path="*" element={<ShellRoot />} />
      </Routes>
    </ErrorBoundary>
  );
}
