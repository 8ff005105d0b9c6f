import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import en from './locales/en.json';
import ms from './locales/ms.json';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const SignInPage = lazy(() =>
  import('./features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/user/sign-in': SignInPage,
  '/dashboard/login': SignInPage,
};

export const contribution: RemoteContribution = {
  remote: 'dashboard',
  namespace: 'dashboard',
  translations: { en, ms },
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
};
