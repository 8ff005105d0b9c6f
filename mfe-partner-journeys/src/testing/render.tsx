import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  initI18n,
  registerTranslations,
  resetAppStore,
  resetModalStore,
  resetSessionStore,
  type Locale,
} from '@teduh/shared';
import en from '../locales/en.json';
import ms from '../locales/ms.json';

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

/** Stores back to their first-load state; call in beforeEach. */
export function resetStores() {
  resetAppStore();
  resetModalStore();
  resetSessionStore();
}

/** Renders a page as the shell would: i18n with this remote's namespace, inside a router. */
export function renderPage(page: ReactElement, { url = '/', path, locale = 'en' }: RenderPageOptions = {}) {
  registerTranslations('partners', { en, ms });
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
