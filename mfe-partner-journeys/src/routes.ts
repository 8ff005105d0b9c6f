import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other partner path with 404. */
export const routeSpecs = [
  { path: '/my-kasih', access: 'public', layout: 'default', titleKey: 'myKasih.title' },
] as const satisfies readonly RouteSpec[];
