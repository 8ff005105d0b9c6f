import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other dashboard path with 404. */
export const routeSpecs = [
  { path: '/user/sign-in', access: 'logged-out-only', layout: 'default', titleKey: 'signIn.title' },
  // The older sign-in address, still linked from e-mails and the profile screens.
  { path: '/dashboard/login', access: 'logged-out-only', layout: 'default', titleKey: 'signIn.title' },
] as const satisfies readonly RouteSpec[];
