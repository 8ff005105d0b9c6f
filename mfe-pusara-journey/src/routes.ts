import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other /pusara-pro path with 404. */
export const routeSpecs = [
  { path: '/pusara-pro', access: 'public', layout: 'default', titleKey: 'product.title', prerender: true },
] as const satisfies readonly RouteSpec[];
