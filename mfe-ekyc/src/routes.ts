import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other eKYC path with 404. */
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
] as const satisfies readonly RouteSpec[];
