import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalProps, RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/': page(() => import('./features/home/home-page'), 'HomePage'),
  '/maintenance-notice': page(
    () => import('./features/maintenance/maintenance-notice-page'),
    'MaintenanceNoticePage',
  ),
  '/thank-you': page(() => import('./features/thank-you/thank-you-page'), 'ThankYouPage'),
  '/faq': page(() => import('./features/faq/faq-page'), 'FaqPage'),
  '/help-center': page(() => import('./features/faq/help-center-page'), 'HelpCenterPage'),
  '/resources': page(() => import('./features/resources/resources-page'), 'ResourcesPage'),
  '/resources/glossary': page(() => import('./features/resources/glossary-page'), 'GlossaryPage'),
  '/resources/:slug': page(() => import('./features/resources/article-page'), 'ArticlePage'),
  '/why-teduh': page(() => import('./features/why-us/why-us-page'), 'WhyUsPage'),
  '/privacy-policy': page(() => import('./features/legal/privacy-policy-page'), 'PrivacyPolicyPage'),
  '/terms-and-conditions': page(() => import('./features/legal/terms-page'), 'TermsPage'),
  '/contact-us': page(() => import('./features/contact/contact-us-page'), 'ContactUsPage'),
  '/teduh-test': page(() => import('./features/needs-test/needs-test-page'), 'NeedsTestPage'),
  '/campaign/kita-cover-challenge-2': page(
    () => import('./features/campaigns/kita-cover-challenge-page'),
    'KitaCoverChallengePage',
  ),
  '/campaign/ramadan-2024': page(() => import('./features/campaigns/ramadan-2024-page'), 'Ramadan2024Page'),
  '/campaign/lp001-urban': page(() => import('./features/campaigns/lp001-urban-page'), 'Lp001UrbanPage'),
  '/gsc-merdeka-2024': page(() => import('./features/campaigns/merdeka-2024-page'), 'Merdeka2024Page'),
  '/referral-registration': page(
    () => import('./features/referral/referral-registration-page'),
    'ReferralRegistrationPage',
  ),
  '/other-products': page(() => import('./features/other-products/other-products-page'), 'OtherProductsPage'),
  '/records': page(() => import('./features/records/records-page'), 'RecordsPage'),
  '/records/:uuid': page(() => import('./features/records/record-page'), 'RecordPage'),
  '/app/product-details/:slug': page(
    () => import('./features/app-webview/app-product-details-page'),
    'AppProductDetailsPage',
  ),
  '/app/:slug': page(() => import('./features/resources/app-article-page'), 'AppArticlePage'),
  '/deeplink/*': page(() => import('./features/deeplink/deep-link-page'), 'DeepLinkPage'),
};

const modal = (load: () => Promise<ComponentType<ModalProps>>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

export const contribution: RemoteContribution = {
  remote: 'marketing',
  namespace: 'marketing',
  // Only the visitor's language is downloaded.
  translations: (locale) =>
    (locale === 'ms' ? import('./locales/ms.json') : import('./locales/en.json')).then(
      (strings) => strings.default,
    ),
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
  navItems: [
    { id: 'home', labelKey: 'nav.home', to: '/', placement: 'sidebar', order: 0 },
    {
      id: 'other-products',
      labelKey: 'nav.otherProducts',
      to: '/other-products',
      placement: 'insurance-dropdown',
      order: 50,
    },
  ],
  modals: {
    terms: modal(() => import('./features/legal/terms-modal').then((m) => m.TermsModal)),
    privacy: modal(() => import('./features/legal/privacy-modal').then((m) => m.PrivacyModal)),
  },
};
