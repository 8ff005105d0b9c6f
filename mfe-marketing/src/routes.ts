import { brand, type RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other marketing path with 404. */
export const routeSpecs = [
  { path: '/', access: 'public', layout: 'default', titleKey: 'home.title', prerender: true },
  {
    path: '/maintenance-notice',
    access: 'public',
    layout: 'client-render',
    titleKey: 'maintenance.title',
    noindex: true,
  },
  { path: '/thank-you', access: 'public', layout: 'default', titleKey: 'thankYou.title', noindex: true },
  { path: '/faq', access: 'public', layout: 'default', titleKey: 'faq.title' },
  { path: '/help-center', access: 'public', layout: 'default', titleKey: 'helpCenter.title' },
  { path: '/resources', access: 'public', layout: 'default', titleKey: 'resources.title' },
  { path: '/resources/glossary', access: 'public', layout: 'default', titleKey: 'glossary.title' },
  { path: '/resources/:slug', access: 'public', layout: 'default', titleKey: 'resources.title' },
  { path: `/why-${brand.slug}`, access: 'public', layout: 'default', titleKey: 'whyUs.title' },
  {
    path: '/privacy-policy',
    access: 'public',
    layout: 'default',
    titleKey: 'legalPages.privacy.title',
    prerender: true,
  },
  {
    path: '/terms-and-conditions',
    access: 'public',
    layout: 'default',
    titleKey: 'legalPages.terms.title',
    prerender: true,
  },
  { path: '/contact-us', access: 'public', layout: 'default', titleKey: 'contact.title' },
  { path: `/${brand.slug}-test`, access: 'public', layout: 'default', titleKey: 'needsTest.title' },
  {
    path: '/campaign/kita-cover-challenge-2',
    access: 'public',
    layout: 'default',
    titleKey: 'campaigns.kita.title',
  },
  {
    path: '/campaign/ramadan-2024',
    access: 'public',
    layout: 'default',
    titleKey: 'campaigns.ramadan.title',
  },
  { path: '/campaign/lp001-urban', access: 'public', layout: 'default', titleKey: 'campaigns.urban.title' },
  { path: '/gsc-merdeka-2024', access: 'public', layout: 'default', titleKey: 'campaigns.merdeka.title' },
  {
    path: '/referral-registration',
    access: 'logged-out-only',
    layout: 'default',
    titleKey: 'referral.title',
  },
] as const satisfies readonly RouteSpec[];
