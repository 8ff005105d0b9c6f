import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from '@teduh/shared/router';
import { styled } from 'styled-components';
import { NotFoundPage, PageLoader, type RemoteName } from '@teduh/shared';
import { useProgressSignal } from '../lib/progress-store';
import { AccessGate } from './access-gate';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ensureRemote, retryRemote, useRemoteStore } from './remote-store';
import { RemoteUnavailablePage } from './remote-unavailable-page';

// A page in progress holds at least the viewport, so the footer below it is never on screen only to be
// pushed away when the page arrives (that shift was the home page's whole CLS).
const LoadingArea = styled.div`
  min-height: 100vh;
`;

/** The loader of a page or remote in progress; also drives the top progress bar. */
export function RouteLoading() {
  useProgressSignal(true);
  return (
    <LoadingArea aria-busy="true">
      <PageLoader />
    </LoadingArea>
  );
}

/**
 * Renders one remote's routes (react-router `<Routes>` under the locale's splat route), loading the
 * remote on its first visit. An unknown path inside the remote is the 404 page.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const entry = useRemoteStore((state) => state.remotes[remote]);
  const { pathname } = useLocation();

  useEffect(() => {
    void ensureRemote(remote);
  }, [remote]);

  if (!entry || entry.status === 'loading') return <RouteLoading />;
  if (!entry.contribution) return <RemoteUnavailablePage onRetry={() => void retryRemote(remote)} />;

  const { routes } = entry.contribution;
  return (
    <RemoteErrorBoundary remote={remote} resetKey={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          {routes.map(({ path, access, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <AccessGate access={access}>
                  <Page />
                </AccessGate>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
