import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/my-kasih': lazy(() =>
    import('./features/my-kasih/my-kasih-page').then((m) => ({ default: m.MyKasihPage })),
  ),
  '/axa-emedic': lazy(() =>
    import('./features/medical/medical-page').then((m) => ({ default: m.MedicalPage })),
  ),
  '/axa-emedic/success': lazy(() =>
    import('./features/medical/medical-status-pages').then((m) => ({ default: m.MedicalSuccessPage })),
  ),
  '/axa-emedic/:uuid': lazy(() =>
    import('./features/medical/medical-status-pages').then((m) => ({ default: m.MedicalApplicationPage })),
  ),
  '/axa-elife': lazy(() => import('./features/life/life-pages').then((m) => ({ default: m.LifePage }))),
  '/axa-elife/success': lazy(() =>
    import('./features/life/life-pages').then((m) => ({ default: m.LifeSuccessPage })),
  ),
  '/axa-elife/:id': lazy(() =>
    import('./features/life/life-pages').then((m) => ({ default: m.LifeApplicationPage })),
  ),
  '/journey/gibraltar-i-protect/choose-a-plan': lazy(() =>
    import('./features/accident/choose-plan-page').then((m) => ({ default: m.ChoosePlanPage })),
  ),
  '/journey/gibraltar-i-protect/personal-details': lazy(() =>
    import('./features/accident/personal-details-page').then((m) => ({ default: m.PersonalDetailsPage })),
  ),
  '/journey/gibraltar-i-protect/underwritings': lazy(() =>
    import('./features/accident/underwritings-page').then((m) => ({ default: m.UnderwritingsPage })),
  ),
  '/journey/gibraltar-i-protect/quotation': lazy(() =>
    import('./features/accident/quotation-page').then((m) => ({ default: m.QuotationPage })),
  ),
  '/journey/gibraltar-i-protect/payment-response': lazy(() =>
    import('./features/accident/payment-response-page').then((m) => ({ default: m.PaymentResponsePage })),
  ),
  '/journey/gibraltar-i-protect/confirmation': lazy(() =>
    import('./features/accident/confirmation-page').then((m) => ({ default: m.ConfirmationPage })),
  ),
  '/journey/gibraltar-i-protect/confirmation/:uuid': lazy(() =>
    import('./features/accident/confirmation-page').then((m) => ({ default: m.ConfirmationPage })),
  ),
};

export const contribution: RemoteContribution = {
  remote: 'partner_journeys',
  namespace: 'partners',
  // Only the visitor's language is downloaded.
  translations: (locale) =>
    (locale === 'ms' ? import('./locales/ms.json') : import('./locales/en.json')).then(
      (strings) => strings.default,
    ),
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
  navItems: [
    {
      id: 'my-kasih',
      labelKey: 'nav.sponsoredCover',
      to: '/my-kasih',
      placement: 'insurance-dropdown',
      order: 40,
    },
    {
      id: 'medical-plan',
      labelKey: 'partnerInsurer.nav.medicalPlan',
      to: '/axa-emedic',
      placement: 'insurance-dropdown',
      order: 50,
    },
    {
      id: 'personal-accident-plan',
      labelKey: 'accident.nav',
      to: '/journey/gibraltar-i-protect/choose-a-plan',
      placement: 'insurance-dropdown',
      order: 55,
    },
  ],
};
