// React bindings of the i18next singleton, as every app uses them. Apps import them from here, never from
// react-i18next: a shared package is never tree-shaken, and this entry (one shared instance, like the
// router's) leaves out the ICU, SSR and higher-order parts that no page uses.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Trans as TransComponent } from 'react-i18next';
import { preloadLazy } from './preload-lazy';

export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
export type { UseTranslationOptions } from 'react-i18next';

const LazyTrans = lazy(() => import('./i18n/trans').then((m) => ({ default: m.Trans })));

export type TransProps = ComponentProps<typeof TransComponent>;

/**
 * react-i18next's Trans (text with markup such as links or bold), whose HTML parser is a third of the
 * bindings' size: it loads the first time it is needed, or after the first paint (`preloadTrans`).
 * Until then the sentence shows as plain text, so nothing is missing and nothing moves.
 */
export function Trans(props: TransProps) {
  const { t, i18nKey, values, tOptions } = props;
  const plain =
    t && typeof i18nKey === 'string'
      ? String(t(i18nKey, { ...(tOptions as object), ...(values as object) })).replace(/<[^>]*>/g, '')
      : null;
  return (
    <Suspense fallback={plain}>
      <LazyTrans {...props} />
    </Suspense>
  );
}

/** Loads Trans, so a sentence with markup renders complete the first time, without suspending. */
export function preloadTrans(): void {
  void preloadLazy(LazyTrans);
}
