import { brand, type ModalKey, type RemoteName } from '@teduh/shared';

/**
 * Which remote owns a path: the only routing knowledge the shell has. A path whose first segment is not
 * listed is a 404 without loading any remote. Paths here are unprefixed (no `/en` or `/ms`).
 */
export const remotePrefixes: Readonly<Record<RemoteName, readonly string[]>> = {
  marketing: [
    '',
    'faq',
    'help-center',
    'maintenance-notice',
    `${brand.slug}-test`,
    'privacy-policy',
    'records',
    'resources',
    'terms-and-conditions',
    'thank-you',
    'token-submission',
    `why-${brand.slug}`,
    'gsc-merdeka-2024',
    'campaign',
    'referral-registration',
    'app',
    'deeplink',
    'other-products',
    'contact-us',
    'glossary',
  ],
  dashboard: ['user', 'dashboard', 'vault'],
  ekyc: ['ekyc'],
  pusara_journey: [brand.flagshipSlug],
  partner_journeys: ['axa-elife', 'axa-emedic', 'journey', 'my-kasih'],
  demos: ['demo-ecics-motor-sales-journey', `demo-${brand.slug}-kubur-pro`],
};

export const remoteNames = Object.keys(remotePrefixes) as RemoteName[];

const ownerBySegment = new Map<string, RemoteName>(
  remoteNames.flatMap((remote) => remotePrefixes[remote].map((segment) => [segment, remote] as const)),
);

/** `/faq/x` -> 'marketing', `/` -> 'marketing', `/nope` -> null. Expects an unprefixed path. */
export function remoteForPath(path: string): RemoteName | null {
  const first = path.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  try {
    return ownerBySegment.get(decodeURIComponent(first)) ?? null;
  } catch {
    // A malformed escape such as `/%E0` names no remote.
    return null;
  }
}

/** Federation name and exposed module of a remote's contribution. */
export const federationName = (remote: RemoteName): string => `teduh_${remote}`;
export const contributionRequest = (remote: RemoteName): string => `${federationName(remote)}/contribution`;

/** Which app renders each modal key; the shell owns the partner-benefit banner itself. */
export const modalOwners: Readonly<Record<ModalKey, RemoteName | 'shell'>> = {
  terms: 'marketing',
  privacy: 'marketing',
  enquiry: 'dashboard',
  'change-password': 'dashboard',
  'change-email': 'dashboard',
  'edit-profile': 'dashboard',
  'complete-registration': 'dashboard',
  'partner-benefit': 'shell',
};
