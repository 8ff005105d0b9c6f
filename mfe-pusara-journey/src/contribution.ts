import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import en from './locales/en.json';
import ms from './locales/ms.json';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/pusara-pro': lazy(() =>
    import('./features/product/product-page').then((m) => ({ default: m.ProductPage })),
  ),
};

export const contribution: RemoteContribution = {
  remote: 'pusara_journey',
  namespace: 'pusara',
  translations: { en, ms },
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
  navItems: [
    { id: 'pusara-pro', labelKey: 'nav.plan', to: '/pusara-pro', placement: 'insurance-dropdown', order: 10 },
  ],
};
