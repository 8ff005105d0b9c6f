import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { brand, type ModalProps, type RemoteContribution } from '@teduh/shared';
import { routeSpecs } from './routes';

type RoutePath = (typeof routeSpecs)[number]['path'];

const SignInPage = lazy(() =>
  import('./features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const RegisterPage = lazy(() =>
  import('./features/register/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ProfilePage = lazy(() =>
  import('./features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const ChangePasswordPage = lazy(() =>
  import('./features/password/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);

const EditProfilePage = lazy(() =>
  import('./features/profile/edit-profile-page').then((m) => ({ default: m.EditProfilePage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/recovery/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const EmailVerificationPage = lazy(() =>
  import('./features/email-change/email-verification-page').then((m) => ({
    default: m.EmailVerificationPage,
  })),
);
const LandingPage = lazy(() =>
  import('./features/welcome/landing-page').then((m) => ({ default: m.LandingPage })),
);
const ValidatePage = lazy(() =>
  import('./features/welcome/validate-page').then((m) => ({ default: m.ValidatePage })),
);

const UserAreaRedirect = lazy(() =>
  import('./features/welcome/area-redirects').then((m) => ({ default: m.UserAreaRedirect })),
);
const DashboardRedirect = lazy(() =>
  import('./features/welcome/area-redirects').then((m) => ({ default: m.DashboardRedirect })),
);

const PoliciesPage = lazy(() =>
  import('./features/policies/policies-page').then((m) => ({ default: m.PoliciesPage })),
);
const PolicyDetailPage = lazy(() =>
  import('./features/policies/policy-detail-page').then((m) => ({ default: m.PolicyDetailPage })),
);

const PolicyEditPage = lazy(() =>
  import('./features/policies/servicing/policy-edit-page').then((m) => ({ default: m.PolicyEditPage })),
);
const RewardsPage = lazy(() =>
  import('./features/rewards/rewards-page').then((m) => ({ default: m.RewardsPage })),
);
const VaultPage = lazy(() => import('./features/vault/vault-page').then((m) => ({ default: m.VaultPage })));
const MakeClaimPage = lazy(() =>
  import('./features/claims/make-claim-page').then((m) => ({ default: m.MakeClaimPage })),
);
const ClaimTrackerPage = lazy(() =>
  import('./features/claims/claim-tracker-page').then((m) => ({ default: m.ClaimTrackerPage })),
);

const pages: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/user/sign-in': SignInPage,
  '/dashboard/login': SignInPage,
  '/user/register': RegisterPage,
  '/dashboard/signup': RegisterPage,
  '/user/profile': ProfilePage,
  '/dashboard/profile': ProfilePage,
  '/user/change-password': ChangePasswordPage,
  '/user/edit-profile': EditProfilePage,
  '/dashboard/reset-password': ResetPasswordPage,
  '/dashboard/email-verification': EmailVerificationPage,
  '/dashboard/landing': LandingPage,
  '/dashboard/presignup': RegisterPage,
  '/dashboard/validate': ValidatePage,
  '/token-submission': ValidatePage,
  '/user': UserAreaRedirect,
  '/dashboard': DashboardRedirect,
  '/dashboard/policies': PoliciesPage,
  '/dashboard/rewards': RewardsPage,
  '/dashboard/policy-detail/:uuid?': PolicyDetailPage,
  '/dashboard/policy-detail/edit/:uuid?': PolicyEditPage,
  '/vault/:id?': VaultPage,
  [`/dashboard/${brand.slug}-policies/kubur-pro/:uuid` as const]: lazy(() =>
    import('./features/kubur-pro/kubur-pro-certificate-page').then((m) => ({
      default: m.KuburProCertificatePage,
    })),
  ),
  '/dashboard/claims/new': MakeClaimPage,
  [`/dashboard/${brand.slug}-policies/kubur-pro/:uuid/make-a-claim` as const]: lazy(() =>
    import('./features/kubur-pro/make-demo-claim-page').then((m) => ({ default: m.MakeDemoClaimPage })),
  ),
  '/dashboard/claims/:uuid': ClaimTrackerPage,
};

const modal = (load: () => Promise<ComponentType<ModalProps>>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

export const contribution: RemoteContribution = {
  remote: 'dashboard',
  namespace: 'dashboard',
  // Only the visitor's language is downloaded.
  translations: (locale) =>
    (locale === 'ms' ? import('./locales/ms.json') : import('./locales/en.json')).then(
      (strings) => strings.default,
    ),
  routes: routeSpecs.map((spec) => ({ ...spec, Page: pages[spec.path] })),
  modals: {
    'change-password': modal(() =>
      import('./features/password/change-password-modal').then((m) => m.ChangePasswordModal),
    ),
    'edit-profile': modal(() =>
      import('./features/profile/edit-profile-modal').then((m) => m.EditProfileModal),
    ),
    'change-email': modal(() =>
      import('./features/email-change/change-email-modal').then((m) => m.ChangeEmailModal),
    ),
    enquiry: modal(() => import('./features/enquiry/enquiry-modal').then((m) => m.EnquiryModal)),
    'complete-registration': modal(() =>
      import('./features/social/complete-registration-modal').then((m) => m.CompleteRegistrationModal),
    ),
  },
};
