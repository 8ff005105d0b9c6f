import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { brand, type RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const MotorFormPage = lazy(() =>
  import('./features/motor/motor-form-page').then((m) => ({ default: m.MotorFormPage })),
);
const MotorSummaryPage = lazy(() =>
  import('./features/motor/motor-summary-page').then((m) => ({ default: m.MotorSummaryPage })),
);
const KuburProQuotationPage = lazy(() =>
  import('./features/kubur-pro/kubur-pro-result-pages').then((m) => ({ default: m.KuburProQuotationPage })),
);
const KuburProSuccessPage = lazy(() =>
  import('./features/kubur-pro/kubur-pro-result-pages').then((m) => ({ default: m.KuburProSuccessPage })),
);

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/demo-ecics-motor-sales-journey/product-details': lazy(() =>
    import('./features/motor/motor-product-page').then((m) => ({ default: m.MotorProductPage })),
  ),
  '/demo-ecics-motor-sales-journey/form/:uuid?': MotorFormPage,
  '/demo-ecics-motor-sales-journey/summary/:uuid?': MotorSummaryPage,
  [`/demo-${brand.slug}-kubur-pro` as const]: lazy(() =>
    import('./features/kubur-pro/kubur-pro-landing-page').then((m) => ({ default: m.KuburProLandingPage })),
  ),
  [`/demo-${brand.slug}-kubur-pro/form` as const]: lazy(() =>
    import('./features/kubur-pro/kubur-pro-form-page').then((m) => ({ default: m.KuburProFormPage })),
  ),
  [`/demo-${brand.slug}-kubur-pro/generated-quotation` as const]: KuburProQuotationPage,
  [`/demo-${brand.slug}-kubur-pro/success` as const]: KuburProSuccessPage,
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
