import { allowedPath } from '@teduh/shared/router';
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

/**
 * The web path a deep link's `path` (everything after `/deeplink/`) opens, or null when it names no page we
 * allow. Empty segments, encoded characters, schemes, `..` and anything outside `deepLinkTargets` are null.
 */
export function webPathForDeepLink(path: string | undefined): string | null {
  return allowedPath(path, deepLinkTargets);
}
