import type { AnchorHTMLAttributes, Ref } from 'react';
import { useCallback } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Link, useInRouterContext, useLocation } from '@teduh/shared/router';
import { defaultLocale, isLocale, localizePath, splitLocalePath } from '../i18n/locale';

/**
 * Gives `path` (unprefixed) the locale prefix style of the current page: `/ms/...` and `/en/...` keep
 * their prefix; an unprefixed page follows the active language (English stays unprefixed).
 */
export function localizeLikePage(
  path: string,
  currentPathname: string,
  language: string | undefined,
): string {
  const { locale } = splitLocalePath(currentPathname);
  if (locale) return localizePath(path, locale, { explicit: true });
  return localizePath(path, isLocale(language) ? language : defaultLocale);
}

/** Inside a router: returns a function that localizes an unprefixed path like the current page. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((path: string) => localizeLikePage(path, pathname, language), [pathname, language]);
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Add the current page's locale prefix to `to` (an unprefixed path). */
  localize?: boolean;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function RouterAppLink({ to, localize = false, ...rest }: AppLinkProps) {
  const localized = useLocalizedPath();
  return <Link to={localize ? localized(to) : to} {...rest} />;
}

function PlainAppLink({ to, localize = false, replace: _replace, children, ...rest }: AppLinkProps) {
  const { i18n } = useTranslation();
  const href = localize
    ? localizeLikePage(to, window.location.pathname, i18n.resolvedLanguage ?? i18n.language)
    : to;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** A react-router link inside a router, and a plain anchor outside one (e.g. a top-level error page). */
export function AppLink(props: AppLinkProps) {
  const inRouter = useInRouterContext();
  return inRouter ? <RouterAppLink {...props} /> : <PlainAppLink {...props} />;
}
