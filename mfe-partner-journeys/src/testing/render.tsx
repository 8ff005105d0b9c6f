import type { ReactElement } from 'react';
import { renderPage as renderSharedPage, type RenderPageOptions } from '@teduh/shared/testing';
import en from '../locales/en.json';
import ms from '../locales/ms.json';

export { resetStores } from '@teduh/shared/testing';

/** Renders a page of this remote as the shell would, with the `partners` namespace. */
export function renderPage(page: ReactElement, options?: RenderPageOptions) {
  return renderSharedPage(page, { namespace: 'partners', translations: { en, ms } }, options);
}
