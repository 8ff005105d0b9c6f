import { Navigate, useLocation } from '@teduh/shared/router';
import { useLocalizedPath } from '@teduh/shared';

/**
 * `/user`: the user area's own address. The route is for visitors only (a signed-in member is sent to the
 * profile before this renders); a visitor goes on to sign-in, keeping the query (e.g. `next`).
 */
export function UserAreaRedirect() {
  const localized = useLocalizedPath();
  const { search } = useLocation();
  return <Navigate replace to={`${localized('/user/sign-in')}${search}`} />;
}

/** `/dashboard`: the dashboard's own address is the member's certificates (the route requires sign-in). */
export function DashboardRedirect() {
  const localized = useLocalizedPath();
  return <Navigate replace to={localized('/dashboard/policies')} />;
}
