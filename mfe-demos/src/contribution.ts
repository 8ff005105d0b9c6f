import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import en from './locales/en.json';
import ms from './locales/ms.json';
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
  translations: { en, ms },
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
};
