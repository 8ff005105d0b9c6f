import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadPageStrings, type ModalProps, type RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];
// `route-heads` (titles and descriptions for the page heads) is read at build time only (route-data.ts).
type StringsGroup = Exclude<keyof typeof import('./string-groups.json'), 'route-heads'>;

const namespace = 'marketing';
type Strings = Record<string, unknown>;

/**
 * Spelled out per group and language: webpack needs a literal path for each chunk, and a template path
 * would add a context module per group. `?strings=` cuts the visitor's language file to the sections of one group of `string-groups.json`
 * (tools/webpack/translation-strings-loader.js): the home page downloads none of the other pages' text.
 */
const stringsGroups: Record<StringsGroup | 'core', (locale: 'en' | 'ms') => Promise<{ default: Strings }>> = {
  core: (locale) =>
    locale === 'ms' ? import('./locales/ms.json?strings=core') : import('./locales/en.json?strings=core'),
  faq: (locale) =>
    locale === 'ms' ? import('./locales/ms.json?strings=faq') : import('./locales/en.json?strings=faq'),
  resources: (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=resources')
      : import('./locales/en.json?strings=resources'),
  'why-us': (locale) =>
    locale === 'ms' ? import('./locales/ms.json?strings=why-us') : import('./locales/en.json?strings=why-us'),
  'legal-pages': (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=legal-pages')
      : import('./locales/en.json?strings=legal-pages'),
  contact: (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=contact')
      : import('./locales/en.json?strings=contact'),
  'needs-test': (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=needs-test')
      : import('./locales/en.json?strings=needs-test'),
  campaigns: (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=campaigns')
      : import('./locales/en.json?strings=campaigns'),
  referral: (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=referral')
      : import('./locales/en.json?strings=referral'),
  'other-products': (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=other-products')
      : import('./locales/en.json?strings=other-products'),
  records: (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=records')
      : import('./locales/en.json?strings=records'),
  legal: (locale) =>
    locale === 'ms' ? import('./locales/ms.json?strings=legal') : import('./locales/en.json?strings=legal'),
  'app-pages': (locale) =>
    locale === 'ms'
      ? import('./locales/ms.json?strings=app-pages')
      : import('./locales/en.json?strings=app-pages'),
};

const loadStrings = (group: StringsGroup) =>
  loadPageStrings(namespace, group, (locale) => stringsGroups[group](locale).then((m) => m.default));

/** Loads a page or dialog together with its strings (in the visitor's language). */
const withStrings = <T>(load: () => Promise<T>, strings: StringsGroup[]) =>
  Promise.all([load(), ...strings.map(loadStrings)]).then(([loaded]) => loaded);

/** A lazy page that renders once its chunk and its strings are both in. */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  strings: StringsGroup[] = [],
) => lazy(() => withStrings(load, strings).then((m) => ({ default: m[name] })));

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/': page(() => import('./features/home/home-page'), 'HomePage'),
  '/maintenance-notice': page(
    () => import('./features/maintenance/maintenance-notice-page'),
    'MaintenanceNoticePage',
  ),
  '/thank-you': page(() => import('./features/thank-you/thank-you-page'), 'ThankYouPage'),
  '/faq': page(() => import('./features/faq/faq-page'), 'FaqPage', ['faq']),
  '/help-center': page(() => import('./features/faq/help-center-page'), 'HelpCenterPage', ['faq']),
  '/resources': page(() => import('./features/resources/resources-page'), 'ResourcesPage', ['resources']),
  '/resources/glossary': page(() => import('./features/resources/glossary-page'), 'GlossaryPage', [
    'resources',
  ]),
  '/resources/:slug': page(() => import('./features/resources/article-page'), 'ArticlePage', ['resources']),
  '/why-teduh': page(() => import('./features/why-us/why-us-page'), 'WhyUsPage', ['why-us']),
  '/privacy-policy': page(() => import('./features/legal/privacy-policy-page'), 'PrivacyPolicyPage', [
    'legal-pages',
    'contact',
  ]),
  '/terms-and-conditions': page(() => import('./features/legal/terms-page'), 'TermsPage', [
    'legal-pages',
    'legal',
  ]),
  '/contact-us': page(() => import('./features/contact/contact-us-page'), 'ContactUsPage', ['contact']),
  '/teduh-test': page(() => import('./features/needs-test/needs-test-page'), 'NeedsTestPage', ['needs-test']),
  '/campaign/kita-cover-challenge-2': page(
    () => import('./features/campaigns/kita-cover-challenge-page'),
    'KitaCoverChallengePage',
    ['campaigns'],
  ),
  '/campaign/ramadan-2024': page(() => import('./features/campaigns/ramadan-2024-page'), 'Ramadan2024Page', [
    'campaigns',
  ]),
  '/campaign/lp001-urban': page(() => import('./features/campaigns/lp001-urban-page'), 'Lp001UrbanPage', [
    'campaigns',
  ]),
  '/gsc-merdeka-2024': page(() => import('./features/campaigns/merdeka-2024-page'), 'Merdeka2024Page', [
    'campaigns',
  ]),
  '/referral-registration': page(
    () => import('./features/referral/referral-registration-page'),
    'ReferralRegistrationPage',
    ['campaigns', 'referral'],
  ),
  '/other-products': page(
    () => import('./features/other-products/other-products-page'),
    'OtherProductsPage',
    ['other-products'],
  ),
  '/records': page(() => import('./features/records/records-page'), 'RecordsPage', ['records']),
  '/records/:uuid': page(() => import('./features/records/record-page'), 'RecordPage', ['records']),
  '/app/product-details/:slug': page(
    () => import('./features/app-webview/app-product-details-page'),
    'AppProductDetailsPage',
    ['app-pages'],
  ),
  '/app/:slug': page(() => import('./features/resources/app-article-page'), 'AppArticlePage', [
    'resources',
    'app-pages',
  ]),
  '/deeplink/*': page(() => import('./features/deeplink/deep-link-page'), 'DeepLinkPage'),
};

const modal = (load: () => Promise<ComponentType<ModalProps>>, strings: StringsGroup[] = []) =>
  lazy(() => withStrings(load, strings).then((Component) => ({ default: Component })));

export const contribution: RemoteContribution = {
  remote: 'marketing',
  namespace,
  // Only the visitor's language, and only what every page needs: the rest comes with its pages.
  translations: (locale) => stringsGroups.core(locale).then((m) => m.default),
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
    terms: modal(() => import('./features/legal/terms-modal').then((m) => m.TermsModal), ['legal']),
    privacy: modal(() => import('./features/legal/privacy-modal').then((m) => m.PrivacyModal), ['legal']),
  },
};
