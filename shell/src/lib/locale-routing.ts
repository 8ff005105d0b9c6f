import { localizePath, readLocaleCookie, splitLocalePath, type Locale } from '@teduh/shared';

/** The same page in another language: `/ms/faq?x#y` -> `/faq?x#y` for English, `/ms/faq?x#y` for Malay. */
export function pathInLocale(pathname: string, search: string, hash: string, target: Locale): string {
  const { rest } = splitLocalePath(pathname);
  return `${localizePath(rest, target)}${search}${hash}`;
}

/**
 * An unprefixed URL is English unless the visitor chose Malay before (cookie): then the prefixed Malay URL
 * is the canonical one, so links, sharing and the server all agree on the language. Null: stay.
 */
export function canonicalLocaleRedirect(pathname: string, search: string, hash: string): string | null {
  const { locale } = splitLocalePath(pathname);
  if (locale) return null;
  const remembered = readLocaleCookie();
  if (remembered !== 'ms') return null;
  return pathInLocale(pathname, search, hash, 'ms');
}
