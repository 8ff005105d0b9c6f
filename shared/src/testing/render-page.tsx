import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@teduh/shared/router';
import {
  initI18n,
  registerTranslations,
  resetAppStore,
  resetModalStore,
  resetSessionStore,
  type Locale,
  type TranslationBundle,
} from '../index';

/** Shows where the app navigated to, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderPageOptions {
  /** The URL the page is opened at. */
  url?: string;
  /** The route pattern the page is mounted on (defaults to the URL's path). */
  path?: string;
  locale?: Locale;
}

/** The remote's own translations, registered before the page renders. */
export interface PageTranslations {
  namespace: string;
  translations: TranslationBundle;
}

/** Stores back to their first-load state; call in beforeEach. */
export function resetStores() {
  resetAppStore();
  resetModalStore();
  resetSessionStore();
}

/** Renders a page as the shell would: i18n with the remote's namespace, inside a router. For tests only. */
export function renderPage(
  page: ReactElement,
  { namespace, translations }: PageTranslations,
  { url = '/', path, locale = 'en' }: RenderPageOptions = {},
) {
  registerTranslations(namespace, translations);
  initI18n(locale);
  const pattern = path ?? url.split(/[?#]/)[0] ?? '/';
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
