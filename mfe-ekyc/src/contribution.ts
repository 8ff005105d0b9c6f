import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/ekyc/begin-verification': lazy(() =>
    import('./features/begin-verification/begin-verification-page').then((m) => ({
      default: m.BeginVerificationPage,
    })),
  ),
  '/ekyc/photo-verification': lazy(() =>
    import('./features/photo-verification/photo-verification-page').then((m) => ({
      default: m.PhotoVerificationPage,
    })),
  ),
  '/ekyc/address-declaration': lazy(() =>
    import('./features/declaration/address-declaration-page').then((m) => ({
      default: m.AddressDeclarationPage,
    })),
  ),
  '/ekyc/declaration': lazy(() =>
    import('./features/declaration/declaration-page').then((m) => ({
      default: m.DeclarationPage,
    })),
  ),
  '/ekyc/v2': lazy(() =>
    import('./features/status/status-page').then((m) => ({
      default: m.StatusPage,
    })),
  ),
};

export const contribution: RemoteContribution = {
  remote: 'ekyc',
  namespace: 'ekyc',
  // Only the visitor's language is downloaded.
  translations: (locale) =>
    (locale === 'ms' ? import('./locales/ms.json') : import('./locales/en.json')).then(
      (strings) => strings.default,
    ),
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
};
