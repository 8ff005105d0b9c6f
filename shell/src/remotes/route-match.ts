import { matchRoutes } from '@teduh/shared/router';
import type { PageRoute } from '@teduh/shared';

/** The contributed route that renders `path` (unprefixed), ranked the way react-router ranks them. */
export function matchPageRoute(routes: readonly PageRoute[], path: string): PageRoute | null {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    path,
  );
  return matches?.[0]?.route.route ?? null;
}
