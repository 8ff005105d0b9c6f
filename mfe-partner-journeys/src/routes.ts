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
  // The partner life plan, behind the spec's feature flag (the page says so when it is off).
  { path: '/axa-elife', access: 'public', layout: 'wizard', titleKey: 'life.wizardTitle', closeTo: '/' },
  {
    path: '/axa-elife/success',
    access: 'public',
    layout: 'wizard',
    titleKey: 'life.wizardTitle',
    closeTo: '/',
    noindex: true,
  },
  {
    path: '/axa-elife/:id',
    access: 'public',
    layout: 'wizard',
    titleKey: 'life.wizardTitle',
    closeTo: '/',
    noindex: true,
  },
  // Personal accident with our insurance partner (spec: personal accident journey); a visitor may buy it.
  ...(
    [
      'choose-a-plan',
      'personal-details',
      'underwritings',
      'quotation',
      'payment-response',
      'confirmation',
    ] as const
  ).map(
    (step) =>
      ({
        path: `/journey/gibraltar-i-protect/${step}`,
        access: 'public',
        layout: 'wizard',
        titleKey: 'accident.wizardTitle',
        closeTo: '/',
        noindex: step !== 'choose-a-plan',
      }) as const,
  ),
  // The spec's confirmation/{uuid?}: an unknown uuid answers HTTP 404.
  {
    path: '/journey/gibraltar-i-protect/confirmation/:uuid',
    access: 'public',
    layout: 'wizard',
    titleKey: 'accident.wizardTitle',
    closeTo: '/',
    noindex: true,
    paramCheck: { apiExists: 'api/iprotect/quotation/exists/?refId=:uuid' },
  },
] as const satisfies readonly RouteSpec[];
