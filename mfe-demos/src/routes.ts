import { brand, type RouteSpec } from '@teduh/shared';

/** Pages this remote serves; the web server answers any other demo path with 404. */
export const routeSpecs = [
  // First: the page the remote-failure and standalone e2e specs open (no parameter, no sign-in).
  {
    path: '/demo-ecics-motor-sales-journey/product-details',
    access: 'public',
    layout: 'motor-partner',
    titleKey: 'motor.title',
  },
  // The motor demo's quotation: a new one, or the saved one its uuid resumes.
  {
    path: '/demo-ecics-motor-sales-journey/form/:uuid?',
    access: 'public',
    layout: 'motor-partner',
    titleKey: 'motor.form.title',
  },
  // Without a uuid the summary sends the visitor to the form.
  {
    path: '/demo-ecics-motor-sales-journey/summary/:uuid?',
    access: 'public',
    layout: 'motor-partner',
    titleKey: 'motor.summary.title',
  },
  // The funeral-cover demo: the landing is public; choosing, the quotation and the certificate are a member's.
  { path: `/demo-${brand.slug}-kubur-pro`, access: 'public', layout: 'default', titleKey: 'kuburPro.title' },
  {
    path: `/demo-${brand.slug}-kubur-pro/form`,
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'kuburPro.form.title',
  },
  {
    path: `/demo-${brand.slug}-kubur-pro/generated-quotation`,
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'kuburPro.quotation.title',
  },
  {
    path: `/demo-${brand.slug}-kubur-pro/success`,
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'kuburPro.success.title',
  },
] as const satisfies readonly RouteSpec[];
