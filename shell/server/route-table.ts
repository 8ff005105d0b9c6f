import { matchRoutes } from 'react-router-dom';
import type { RemoteName, RouteSpec } from '@teduh/shared';
import { splitLocalePath } from '@teduh/shared/i18n/locale';

export interface PageMatch {
  remote: RemoteName;
  route: RouteSpec;
  /** The path's parameters by name (`*` for a splat), decoded. */
  params: Readonly<Record<string, string | undefined>>;
}

export interface RouteTable {
  /** The route a page path belongs to (after an optional /en or /ms prefix), or null for a 404. */
  match(pathname: string): PageMatch | null;
}

/** Validates one remote's routes.json; the message names the file so a bad build is easy to find. */
export function parseRouteSpecs(json: string, source: string): RouteSpec[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${source} must hold an array of route specs.`);
  return data.map((item: unknown, index) => {
    const spec = item as Partial<RouteSpec> | null;
    if (typeof spec?.path !== 'string' || !spec.path.startsWith('/')) {
      throw new Error(`${source}: route ${index} needs a "path" that starts with "/".`);
    }
    return spec as RouteSpec;
  });
}

/**
 * Matches with react-router's own ranking (static segments beat parameters, optional segments `/:id?`),
 * the same matcher the shell uses in the browser, so server and client agree on what is a page.
 */
export function createRouteTable(routesByRemote: Partial<Record<RemoteName, RouteSpec[]>>): RouteTable {
  const objects: { path: string; remote: RemoteName; route: RouteSpec }[] = [];
  for (const [remote, routes] of Object.entries(routesByRemote) as [RemoteName, RouteSpec[]][]) {
    for (const route of routes) objects.push({ path: route.path, remote, route });
  }
  return {
    match(pathname) {
      const { rest } = splitLocalePath(pathname);
      const [first] = matchRoutes(objects, rest) ?? [];
      return first ? { remote: first.route.remote, route: first.route.route, params: first.params } : null;
    },
  };
}
