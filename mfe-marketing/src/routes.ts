import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other marketing path with 404. */
export const routeSpecs = [
  { path: '/', access: 'public', layout: 'default', titleKey: 'home.title', prerender: true },
  { path: '/maintenance-notice', access: 'public', layout: 'client-render', titleKey: 'maintenance.title' },
  { path: '/thank-you', access: 'public', layout: 'default', titleKey: 'thankYou.title' },
] as const satisfies readonly RouteSpec[];
