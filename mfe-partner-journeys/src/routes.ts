import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other partner path with 404. */
export const routeSpecs = [
  { path: '/my-kasih', access: 'public', layout: 'default', titleKey: 'myKasih.title' },
  // The partner medical plan (spec: partner success pages); a visitor may buy it.
  { path: '/axa-emedic', access: 'public', layout: 'wizard', titleKey: 'medical.wizardTitle', closeTo: '/' },
  {
    path: '/axa-emedic/success',
    access: 'public',
    layout: 'wizard',
    titleKey: 'medical.wizardTitle',
    closeTo: '/',
    noindex: true,
  },
  {
    path: '/axa-emedic/:uuid',
    access: 'public',
    layout: 'wizard',
    titleKey: 'medical.wizardTitle',
    closeTo: '/',
    noindex: true,
  },
] as const satisfies readonly RouteSpec[];
