import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/demo-ecics-motor-sales-journey/product-details': lazy(() =>
    import('./features/motor/motor-product-page').then((m) => ({ default: m.MotorProductPage })),
  ),
};

export const contribution: RemoteContribution = {
  remote: 'demos',
  namespace: 'demos',
  // Only the visitor's language is downloaded.
  translations: (locale) =>
    (locale === 'ms' ? import('./locales/ms.json') : import('./locales/en.json')).then(
      (strings) => strings.default,
    ),
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
};
