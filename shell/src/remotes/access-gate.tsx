import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from '@teduh/shared/router';
import { PageLoader, safeNextPath, useLocalizedPath, useSessionStore, type RouteAccess } from '@teduh/shared';

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
  const [searchParams] = useSearchParams();

  if (access === 'public') return children;
  if (status === 'unknown') return <PageLoader />;
  if (access === 'logged-out-only' && status === 'authenticated') {
    // Signing in flips the session before the page's own navigation lands; `next` must win here too,
    // or the visitor ends on the profile instead of the page that asked for sign-in.
    return <Navigate replace to={safeNextPath(searchParams.get('next')) ?? localized(profilePath)} />;
  }
  if (access === 'login-required' && status !== 'authenticated') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`${localized(signInPath)}?next=${encodeURIComponent(next)}`} />;
  }
  return children;
}
