import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useLocation, useNavigate, useNavigationType } from '@teduh/shared/router';
import {
  analytics,
  brand,
  noteServerTitle,
  renderingOnServer,
  resolveLocale,
  useAppStore,
  useSessionStore,
} from '@teduh/shared';
import { storeReferralFromSearch } from '../lib/cookies';
import { canonicalLocaleRedirect } from '../lib/locale-routing';
import { reloadPage } from '../lib/page-reload';
import { scrollToHash, scrollToTop } from '../lib/scroll';
import { notifyWebviewOfPage } from '../lib/webview';
import { navigationNeedsFullLoad } from './build-watch';

/** The language follows the URL: `/en`, `/ms`, or for an unprefixed URL the remembered choice. */
function useLocaleSync() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();

  useEffect(() => {
    const redirect = canonicalLocaleRedirect(pathname, search, hash);
    if (redirect) {
      void navigate(redirect, { replace: true });
      return;
    }
    const locale = resolveLocale(pathname);
    // Following the URL is not a choice of the visitor: no cookie write, no locale_change event.
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [pathname, search, hash, navigate, i18n]);

  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

/** Top of the page on a new route; smoothly to the `#hash` target when there is one. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    // Back and forward keep the position the browser restores.
    if (navigationType !== 'POP') scrollToTop();
    return undefined;
  }, [pathname, hash, navigationType]);
}

function usePageReporting() {
  const { pathname, search } = useLocation();
  const setLoginPopupOpen = useAppStore((state) => state.setLoginPopupOpen);
  const userId = useSessionStore((state) => state.profile?.uuid ?? null);

  useEffect(() => {
    analytics.page(pathname);
    notifyWebviewOfPage(`${pathname}${search}`);
  }, [pathname, search]);

  useEffect(() => {
    if (userId) analytics.identify(userId);
  }, [userId]);

  useEffect(() => {
    // Spec: a partner_referral query value is kept for a day.
    void storeReferralFromSearch(search);
  }, [search]);

  useEffect(() => {
    // Spec: the login popup closes on a route change.
    setLoginPopupOpen(false);
  }, [pathname, setLoginPopupOpen]);
}

/** After a new deployment is detected, the next navigation loads the page from the server. */
function useNewBuildReload() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key === firstKey.current) return;
    if (navigationNeedsFullLoad()) reloadPage();
  }, [key]);
}

/** The document title: the route's own title when it has one, else the site title. */
function useDocumentTitle(title: string | null) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const text = title ? `${title} | ${brand.name}` : t('meta.title', { brand: brand.name });
  if (renderingOnServer) noteServerTitle(text);
  // A layout effect, so a page's own title (set in its effects) still wins.
  useLayoutEffect(() => {
    document.title = text;
  }, [text, pathname]);
}

/** Everything the shell does on every navigation. */
export function useShellEffects(routeTitle: string | null): void {
  useLocaleSync();
  useScrollOnNavigate();
  usePageReporting();
  useNewBuildReload();
  useDocumentTitle(routeTitle);
}
