import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves; the web server answers any other eKYC path with 404. */
export const routeSpecs = [
  {
    path: '/ekyc/begin-verification',
    access: 'login-required',
    // The web server sends visitors without the session cookie to sign-in first (spec section 2).
    requiresSessionCookie: true,
    layout: 'wizard',
    titleKey: 'beginVerification.wizardTitle',
    closeTo: '/',
  },
  {
    path: '/ekyc/photo-verification',
    access: 'login-required',
    layout: 'wizard',
    titleKey: 'photo.wizardTitle',
    closeTo: '/ekyc/v2',
  },
  {
    path: '/ekyc/address-declaration',
    access: 'login-required',
    layout: 'wizard',
    titleKey: 'address.wizardTitle',
    closeTo: '/ekyc/v2',
  },
  {
    path: '/ekyc/declaration',
    access: 'login-required',
    requiresSessionCookie: true,
    layout: 'wizard',
    titleKey: 'declaration.wizardTitle',
    closeTo: '/ekyc/v2',
  },
  {
    path: '/ekyc/v2',
    access: 'login-required',
    requiresSessionCookie: true,
    layout: 'wizard',
    titleKey: 'status.wizardTitle',
    closeTo: '/user/profile',
  },
] as const satisfies readonly RouteSpec[];
