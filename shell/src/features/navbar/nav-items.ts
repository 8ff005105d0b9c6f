import { brand, type ModalKey, type NavPlacement, type RemoteContribution } from '@teduh/shared';

/** A navigation entry: a link (`to`, unprefixed) or a button that opens a modal. */
export interface ShellNavItem {
  id: string;
  labelKey: string;
  /** i18next namespace of `labelKey`: 'shell' for the shell's own entries, else the remote's. */
  namespace: string;
  to?: string;
  modal?: ModalKey;
  order: number;
  requiresLogin?: boolean;
}

export const shellPaths = {
  home: '/',
  plan: `/${brand.flagshipSlug}`,
  quickQuote: `/${brand.flagshipSlug}/quick-quote`,
  whyUs: `/why-${brand.slug}`,
  resources: '/resources',
  helpCenter: '/help-center',
  faq: '/faq',
  contactUs: '/contact-us',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  dashboard: '/user/profile',
  signIn: '/user/sign-in',
  register: '/user/register',
} as const;

const shell = (item: Omit<ShellNavItem, 'namespace'>): ShellNavItem => ({ ...item, namespace: 'shell' });

/**
 * The spec's navigation, owned by the shell so the first paint never waits for a remote. Remotes that
 * have loaded add their own `navItems` to these placements.
 */
export const shellNavItems: Readonly<Record<NavPlacement, readonly ShellNavItem[]>> = {
  'insurance-dropdown': [shell({ id: 'plan', labelKey: 'nav.plan', to: shellPaths.plan, order: 10 })],
  'support-dropdown': [
    shell({ id: 'help-center', labelKey: 'nav.helpCenter', to: shellPaths.helpCenter, order: 10 }),
    shell({ id: 'faq', labelKey: 'nav.faq', to: shellPaths.faq, order: 20 }),
    shell({ id: 'contact-us', labelKey: 'nav.contactUs', to: shellPaths.contactUs, order: 30 }),
    shell({ id: 'enquiry', labelKey: 'nav.enquiry', modal: 'enquiry', order: 40 }),
  ],
  sidebar: [
    shell({ id: 'home', labelKey: 'nav.home', to: shellPaths.home, order: 10 }),
    shell({ id: 'plan', labelKey: 'nav.plan', to: shellPaths.plan, order: 20 }),
    shell({ id: 'why-us', labelKey: 'nav.whyUs', to: shellPaths.whyUs, order: 30 }),
    shell({ id: 'resources', labelKey: 'nav.resources', to: shellPaths.resources, order: 40 }),
    shell({ id: 'help-center', labelKey: 'nav.helpCenter', to: shellPaths.helpCenter, order: 50 }),
    shell({ id: 'get-protected', labelKey: 'nav.getProtected', to: shellPaths.quickQuote, order: 60 }),
    shell({
      id: 'dashboard',
      labelKey: 'nav.dashboard',
      to: shellPaths.dashboard,
      order: 70,
      requiresLogin: true,
    }),
    shell({ id: 'terms', labelKey: 'nav.terms', to: shellPaths.terms, order: 80 }),
    shell({ id: 'privacy', labelKey: 'nav.privacy', to: shellPaths.privacy, order: 90 }),
  ],
};

const pathKey = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The shell's entries of a placement plus those of loaded remotes, sorted by `order`. A contributed
 * entry that points where a shell entry already does is left out (no duplicate links).
 */
export function mergeNavItems(
  placement: NavPlacement,
  contributions: readonly RemoteContribution[],
  loggedIn: boolean,
): ShellNavItem[] {
  const own = shellNavItems[placement];
  const taken = new Set(own.flatMap((item) => (item.to ? [pathKey(item.to)] : [])));
  const contributed = contributions.flatMap((contribution) =>
    (contribution.navItems ?? [])
      .filter((item) => item.placement === placement && !taken.has(pathKey(item.to)))
      .map((item): ShellNavItem => ({
        id: `${contribution.remote}:${item.id}`,
        labelKey: item.labelKey,
        namespace: contribution.namespace,
        to: item.to,
        order: item.order,
        requiresLogin: item.requiresLogin,
      })),
  );
  return [...own, ...contributed]
    .filter((item) => loggedIn || !item.requiresLogin)
    .sort((a, b) => a.order - b.order);
}
