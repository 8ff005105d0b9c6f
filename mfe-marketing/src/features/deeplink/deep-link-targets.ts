import { matchPath } from '@teduh/shared/router';
import { brand } from '@teduh/shared';

/**
 * The pages a deep link may open on the web, as unprefixed route patterns. A deep link names a page of the
 * app; where the app is not installed, the same page of this site is the fallback. Only these patterns
 * qualify, so `/deeplink/...` can never send a reader to another site or to a page we did not choose.
 */
export const deepLinkTargets = [
  '/',
  `/${brand.flagshipSlug}`,
  `/${brand.flagshipSlug}/quick-quote`,
  '/faq',
  '/help-center',
  '/resources',
  '/resources/glossary',
  '/resources/:slug',
  '/records',
  '/records/:uuid',
  `/why-${brand.slug}`,
  `/${brand.slug}-test`,
  '/contact-us',
  '/other-products',
  '/referral-registration',
  '/user/sign-in',
  '/user/register',
  '/user/profile',
  '/ekyc/v2',
] as const;

/** A path segment of letters, digits, '-', '_' or '.', never `.` or `..` alone. */
const safeSegment = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;

/**
 * The web path a deep link's `path` (everything after `/deeplink/`) opens, or null when it names no page we
 * allow. Empty segments, encoded characters, schemes, `..` and anything outside `deepLinkTargets` are null.
 */
export function webPathForDeepLink(path: string | undefined): string | null {
  if (path === undefined) return null;
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  const segments = trimmed.split('/');
  if (!segments.every((segment) => safeSegment.test(segment))) return null;
  const candidate = `/${segments.join('/')}`;
  return deepLinkTargets.some((pattern) => matchPath({ path: pattern, end: true }, candidate))
    ? candidate
    : null;
}
