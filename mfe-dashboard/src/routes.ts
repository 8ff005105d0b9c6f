import { brand, type RouteSpec } from '@teduh/shared';

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
  {
    path: '/user/edit-profile',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'editProfile.title',
  },
  // The policy vault: the member's certificates, and one certificate (without a uuid: the list).
  {
    path: '/dashboard/policies',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'policies.list.title',
  },
  {
    path: '/dashboard/policy-detail/:uuid?',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'policies.detail.title',
  },
  // Servicing: the holder changes the nominee or the contact details, each with an e-mailed code.
  {
    path: '/dashboard/policy-detail/edit/:uuid?',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'servicing.title',
  },
  // A demo funeral certificate of the funeral-cover demo (mfe-demos); another member's uuid is the 404 page.
  {
    path: `/dashboard/${brand.slug}-policies/kubur-pro/:uuid`,
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'kuburPro.title',
  },
  // Reward points: balance, ledger, referral challenges, redemption against the next contribution, lucky draw.
  {
    path: '/dashboard/rewards',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'rewards.title',
  },
  // The vault of policies the member holds elsewhere, beside their Teduh certificates: the list with the coverage
  // summary (no id), the add form (`new`), one recorded policy (its uuid).
  {
    path: '/vault/:id?',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'vault.title',
  },
  // Claims: a next of kin files a death claim without an account, then follows it on the tracker with the
  // link's token.
  {
    path: '/dashboard/claims/new',
    access: 'public',
    layout: 'wizard',
    titleKey: 'claims.new.title',
    closeTo: '/',
  },
  // The member's demo claim on their own funeral-cover demo certificate (never paid; docs/adr/0015-demo-claims.md).
  {
    path: `/dashboard/${brand.slug}-policies/kubur-pro/:uuid/make-a-claim`,
    access: 'login-required',
    layout: 'wizard',
    requiresSessionCookie: true,
    titleKey: 'kuburClaim.title',
    closeTo: '/dashboard/policies',
  },
  { path: '/dashboard/claims/:uuid', access: 'public', layout: 'default', titleKey: 'claims.tracker.title' },
  // Password recovery: e-mail, the mailed PIN, a new password (the sign-in page links here).
  {
    path: '/dashboard/reset-password',
    access: 'logged-out-only',
    layout: 'default',
    titleKey: 'recovery.title',
  },
  // The link mailed to a new address; it works whether or not the member is signed in on this device.
  {
    path: '/dashboard/email-verification',
    access: 'public',
    layout: 'default',
    titleKey: 'emailVerification.title',
  },
  // The older dashboard's welcome: sign in or register.
  { path: '/dashboard/landing', access: 'logged-out-only', layout: 'default', titleKey: 'landing.title' },
  // The older address of registration's first (e-mail) step: the registration itself.
  {
    path: '/dashboard/presignup',
    access: 'logged-out-only',
    layout: 'wizard',
    titleKey: 'register.title',
    closeTo: '/',
  },
  // Where the older validation links landed: a `?token=` goes on to the e-mail verification, otherwise
  // the page explains that registration now checks the address with a PIN (see validate-page.tsx).
  { path: '/dashboard/validate', access: 'public', layout: 'default', titleKey: 'validate.title' },
  // The spec's /token-submission: where a link with a token lands; the same page as /dashboard/validate.
  { path: '/token-submission', access: 'public', layout: 'default', titleKey: 'validate.title' },
  // The user area's own address: sign-in for a visitor (keeping `next`); a member is sent to the profile.
  { path: '/user', access: 'logged-out-only', layout: 'default', titleKey: 'signIn.title' },
  // The dashboard's own address: the member's certificates (a visitor signs in first).
  {
    path: '/dashboard',
    access: 'login-required',
    layout: 'default',
    requiresSessionCookie: true,
    titleKey: 'policies.list.title',
  },
] as const satisfies readonly RouteSpec[];
