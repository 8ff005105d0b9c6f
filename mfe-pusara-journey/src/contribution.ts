import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const payment = () => import('./features/payment/payment-pages');
const sponsored = () => import('./features/sponsored/sponsored-pages');

const sponsoredPages = {
  '/pusara-pro/mykasih/:id/eligibility-criteria': lazy(() =>
    sponsored().then((m) => ({ default: m.EligibilityCriteriaPage })),
  ),
  '/pusara-pro/mykasih/:uuid/review-application': lazy(() =>
    sponsored().then((m) => ({ default: m.CharityReviewApplicationPage })),
  ),
  '/pusara-pro/mykasih/:uuid/:step?': lazy(() =>
    sponsored().then((m) => ({ default: m.CharityJourneyPage })),
  ),
  '/pusara-pro/partner/:uuid/review-application': lazy(() =>
    sponsored().then((m) => ({ default: m.PartnerReviewApplicationPage })),
  ),
  '/pusara-pro/partner/:uuid/:step?': lazy(() =>
    sponsored().then((m) => ({ default: m.PartnerJourneyPage })),
  ),
} as const;

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/pusara-pro': lazy(() =>
    import('./features/product/product-page').then((m) => ({ default: m.ProductPage })),
  ),
  '/pusara-pro/quick-quote': lazy(() =>
    import('./features/quick-quote/quick-quote-page').then((m) => ({ default: m.QuickQuotePage })),
  ),
  '/pusara-pro/create-quotation': lazy(() =>
    import('./features/create-quotation/create-quotation-page').then((m) => ({
      default: m.CreateQuotationPage,
    })),
  ),
  '/pusara-pro/sales-journey/:uuid': lazy(() =>
    import('./features/sales-journey/sales-journey-page').then((m) => ({ default: m.SalesJourneyPage })),
  ),
  '/pusara-pro/underwriting-status': lazy(() =>
    import('./features/underwriting-status/underwriting-status-page').then((m) => ({
      default: m.UnderwritingStatusPage,
    })),
  ),
  '/pusara-pro/generated-quotation/:uuid': lazy(() =>
    import('./features/generated-quotation/generated-quotation-page').then((m) => ({
      default: m.GeneratedQuotationPage,
    })),
  ),
  '/pusara-pro/payment-summary/:uuid': lazy(() => payment().then((m) => ({ default: m.PaymentSummaryPage }))),
  '/pusara-pro/payment-method/success': lazy(() =>
    payment().then((m) => ({ default: m.MandateSuccessPage })),
  ),
  '/pusara-pro/payment-method/error': lazy(() => payment().then((m) => ({ default: m.MandateErrorPage }))),
  '/pusara-pro/payment-method/:uuid': lazy(() => payment().then((m) => ({ default: m.PaymentMethodPage }))),
  '/pusara-pro/payment-response/success': lazy(() =>
    payment().then((m) => ({ default: m.PaymentSuccessPage })),
  ),
  '/pusara-pro/payment-response/pending': lazy(() =>
    payment().then((m) => ({ default: m.PaymentPendingPage })),
  ),
  '/pusara-pro/payment-response/error': lazy(() =>
    payment().then((m) => ({ default: m.PaymentResponseErrorPage })),
  ),
  ...sponsoredPages,
};

export const contribution: RemoteContribution = {
  remote: 'pusara_journey',
  namespace: 'pusara',
  // Only the visitor's language is downloaded.
  translations: (locale) =>
    (locale === 'ms' ? import('./locales/ms.json') : import('./locales/en.json')).then(
      (strings) => strings.default,
    ),
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
  navItems: [
    { id: 'pusara-pro', labelKey: 'nav.plan', to: '/pusara-pro', placement: 'insurance-dropdown', order: 10 },
  ],
};
