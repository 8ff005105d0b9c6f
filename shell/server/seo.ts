// sitemap.xml and robots.txt from the remotes' route data, so a new public page is listed without a deploy step.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, RouteSpec } from '@teduh/shared';
import { brand } from '@teduh/shared/brand';
import { defaultLocale, type Locale, supportedLocales as locales } from '@teduh/shared/i18n/locale';

/** The link-preview picture (1200x630, the brand mark and name); its SVG source sits beside it. */
export const socialImagePath = `/social/${brand.slug}-social.png`;
export const socialImageSize = { width: 1200, height: 630 };

export function readSocialImage(): Buffer {
  return readFileSync(path.join(__dirname, 'assets', `${brand.slug}-social.png`));
}

/** A member's page: marked login-required, or sent to sign-in by this server without the session cookie. */
export const isPrivate = (route: RouteSpec) =>
  route.access === 'login-required' || Boolean(route.requiresSessionCookie);

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Public pages without parameters: the ones a search engine can reach and should show. */
export function indexablePaths(routesByRemote: Partial<Record<RemoteName, RouteSpec[]>>): string[] {
  const paths = Object.values(routesByRemote)
    .flat()
    .filter(
      (route) =>
        (route.access ?? 'public') === 'public' &&
        !isPrivate(route) &&
        !route.noindex &&
        !/[:*]/.test(route.path),
    )
    .map((route) => route.path);
  return [...new Set(paths)].sort();
}

export const localizedPath = (locale: string, path: string) =>
  locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;

/** One <url> per page and language, each naming its other-language twins (hreflang) and the default. */
export function renderSitemap(paths: string[], origin: string): string {
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...locales.map((locale) => ({ hreflang: locale, href: origin + localizedPath(locale, path) })),
      { hreflang: 'x-default', href: origin + path },
    ]
      .map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('\n');
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(origin + localizedPath(locale, path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers keep out of member and purchase pages; everything else is open. */
export function renderRobots(
  routesByRemote: Partial<Record<RemoteName, RouteSpec[]>>,
  origin: string,
): string {
  const privatePrefixes = new Set<string>();
  for (const route of Object.values(routesByRemote).flat()) {
    if (!isPrivate(route)) continue;
    const staticPart = route.path.split('/:')[0]!;
    // A member page under a parameter at the top (`/:id`) has no prefix to name without hiding everything.
    if (staticPart === '' || staticPart === '/') continue;
    for (const locale of locales) privatePrefixes.add(localizedPath(locale, staticPart));
  }
  return [
    'User-agent: *',
    ...[...privatePrefixes].sort().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Canonical URL (unprefixed for English, /ms/... for Malay), the page's twins in every language, and its
 * title and description in the reader's language when its route carries them (`head`, see withPageHead).
 */
export function pageHead(
  origin: string,
  pathLocale: string | null,
  rest: string,
  route: RouteSpec,
  locale: Locale = defaultLocale,
) {
  const copy = route.head?.[locale] ?? route.head?.[defaultLocale];
  return {
    copy: copy ? { title: `${copy.title} | ${brand.name}`, description: copy.description } : null,
    image: origin + socialImagePath,
    canonical: origin + localizedPath(pathLocale ?? defaultLocale, rest),
    alternates: [
      ...locales.map((locale) => ({ hreflang: locale, href: origin + localizedPath(locale, rest) })),
      { hreflang: 'x-default', href: origin + rest },
    ],
    noindex: isPrivate(route) || Boolean(route.noindex) || (route.access ?? 'public') !== 'public',
  };
}
