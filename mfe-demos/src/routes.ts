import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other demo path with 404. */
export const routeSpecs = [
  {
    path: '/demo-ecics-motor-sales-journey/product-details',
    access: 'public',
    layout: 'motor-partner',
    titleKey: 'motor.title',
  },
] as const satisfies readonly RouteSpec[];
