import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@teduh/shared/router';
import { PageLoader, useLocalizedPath, useSessionStore, type RouteAccess } from '@teduh/shared';

export const profilePath = '/user/profile';
export const signInPath = '/user/sign-in';

/**
 * Enforces a route's access mark: 'logged-out-only' sends a signed-in visitor to the profile,
 * 'login-required' sends an anonymous visitor to sign-in with `next` set to where they were going.
 * While the session is still being checked, protected pages wait instead of flashing.
 */
export function AccessGate({ access = 'public', children }: { access?: RouteAccess; children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const location = useLocation();
  const localized = useLocalizedPath();

  if (access === 'public') return children;
  if (status === 'unknown') return <PageLoader />;
  if (access === 'logged-out-only' && status === 'authenticated') {
    return <Navigate replace to={localized(profilePath)} />;
  }
  if (access === 'login-required' && status !== 'authenticated') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`${localized(signInPath)}?next=${encodeURIComponent(next)}`} />;
  }
  return children;
}
