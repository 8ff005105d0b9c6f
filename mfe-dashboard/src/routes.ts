import type { RouteSpec } from '@teduh/shared';

/** Pages this remote serves today; the web server answers any other dashboard path with 404. */
export const routeSpecs = [
  { path: '/user/sign-in', access: 'logged-out-only', layout: 'default', titleKey: 'signIn.title' },
  // The older sign-in address, still linked from e-mails and the profile screens.
  { path: '/dashboard/login', access: 'logged-out-only', layout: 'default', titleKey: 'signIn.title' },
  // Registration is a focused three-step task: the wizard bar (title and a way out) replaces the navbar.
  {
    path: '/user/register',
    access: 'logged-out-only',
    layout: 'wizard',
    titleKey: 'register.title',
    closeTo: '/',
  },
  {
    path: '/dashboard/signup',
    access: 'logged-out-only',
    layout: 'wizard',
    titleKey: 'register.title',
    closeTo: '/',
  },
  {
    path: '/user/profile',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'profile.title',
  },
  {
    path: '/dashboard/profile',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'profile.title',
  },
  {
    path: '/user/change-password',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'changePassword.title',
  },
] as const satisfies readonly RouteSpec[];
