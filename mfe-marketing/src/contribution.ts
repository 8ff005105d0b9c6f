import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalProps, RemoteContribution } from '@teduh/shared';
import en from './locales/en.json';
import ms from './locales/ms.json';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./features/home/home-page').then((m) => ({ default: m.HomePage }))),
  '/maintenance-notice': lazy(() =>
    import('./features/maintenance/maintenance-notice-page').then((m) => ({
      default: m.MaintenanceNoticePage,
    })),
  ),
  '/thank-you': lazy(() =>
    import('./features/thank-you/thank-you-page').then((m) => ({ default: m.ThankYouPage })),
  ),
};

const modal = (load: () => Promise<ComponentType<ModalProps>>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

export const contribution: RemoteContribution = {
  remote: 'marketing',
  namespace: 'marketing',
  translations: { en, ms },
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
  navItems: [{ id: 'home', labelKey: 'nav.home', to: '/', placement: 'sidebar', order: 0 }],
  modals: {
    terms: modal(() => import('./features/legal/terms-modal').then((m) => m.TermsModal)),
    privacy: modal(() => import('./features/legal/privacy-modal').then((m) => m.PrivacyModal)),
  },
};
