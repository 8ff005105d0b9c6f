import type { RouteSpec } from '@teduh/shared';

export const routeSpecs = [
  { path: '/demo-ecics-motor-sales-journey/product-details' },
] satisfies RouteSpec[];
