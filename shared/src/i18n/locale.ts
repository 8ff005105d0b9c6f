/**
 * Locale in the URL and in a cookie. Every route exists unprefixed (English), under `/en` and under `/ms`;
 * the visitor's choice is kept in the `teduh-locale` cookie for 365 days.
 */
import Cookies from 'js-cookie';
import { siteCookieAttributes } from '../site-cookie';
import { brand } from '../brand';

export const supportedLocales = ['en', 'ms'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en';
export const localeCookieName = `${brand.slug}-locale`;
export const localeCookieDays = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** `/ms/faq` -> `{ locale: 'ms', rest: '/faq' }`; `/ms` -> `{ locale: 'ms', rest: '/' }`; `/faq` -> `{ locale: null, rest: '/faq' }`. */
export function splitLocalePath(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const first = match?.[1];
  if (match && isLocale(first)) {
    const tail = match[2] ?? '';
    return {
      locale: first,
      rest: tail === '' || tail.startsWith('?') || tail.startsWith('#') ? `/${tail}` : tail,
    };
  }
  return { locale: null, rest: pathname === '' ? '/' : pathname };
}

/**
 * Puts `path` under `locale`: English stays unprefixed unless `explicit`. An existing prefix is replaced.
 * Query and hash are kept; anything that is not an absolute path (`https://…`, `#top`) is returned as is.
 */
export function localizePath(path: string, locale: Locale, options: { explicit?: boolean } = {}): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const { rest } = splitLocalePath(path);
  if (locale === defaultLocale && !options.explicit) return rest;
  if (rest === '/') return `/${locale}`;
  if (rest.startsWith('/?') || rest.startsWith('/#')) return `/${locale}${rest.slice(1)}`;
  return `/${locale}${rest}`;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readLocaleCookie(): Locale | null {
  if (!hasDocument()) return null;
  const value = Cookies.get(localeCookieName);
  return isLocale(value) ? value : null;
}

export function writeLocaleCookie(locale: Locale): void {
  if (!hasDocument()) return;
  Cookies.set(localeCookieName, locale, { ...siteCookieAttributes(), expires: localeCookieDays });
}

/** The path prefix wins, then the cookie, then English. */
export function resolveLocale(pathname: string): Locale {
  return splitLocalePath(pathname).locale ?? readLocaleCookie() ?? defaultLocale;
}
