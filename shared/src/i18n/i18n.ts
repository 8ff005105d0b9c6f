/**
 * The one i18next instance. It is the `i18next` package's singleton, and i18next is a federation
 * singleton, so the shell and every remote translate through the same instance and switch language
 * together. Each app registers its own namespace with `registerTranslations`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TranslationBundle } from '../contribution';
import { analytics } from '../analytics/analytics';
import { sharedNamespace } from '../domain/namespace';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import { defaultLocale, isLocale, supportedLocales, writeLocaleCookie, type Locale } from './locale';

// Bundles registered before initI18n runs (a remote's module may evaluate before the host initialises).
const pendingBundles = new Map<string, TranslationBundle>();

function addBundle(namespace: string, bundle: TranslationBundle): void {
  for (const locale of supportedLocales) {
    i18next.addResourceBundle(locale, namespace, bundle[locale], true, true);
  }
}

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Initialises the singleton once (synchronously: every bundle is in memory); later calls switch language. */
export function initI18n(locale: Locale = defaultLocale): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: [...supportedLocales],
      ns: [sharedNamespace],
      defaultNS: sharedNamespace,
      fallbackNS: sharedNamespace,
      resources: { en: { [sharedNamespace]: en }, ms: { [sharedNamespace]: ms } },
      returnNull: false,
      // React escapes output already.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    for (const [namespace, bundle] of pendingBundles) addBundle(namespace, bundle);
    pendingBundles.clear();
  } else if (i18next.language !== locale) {
    void i18next.changeLanguage(locale);
  }
  setDocumentLanguage(locale);
  return i18next;
}

/** Adds (or replaces) a namespace's strings in both languages. Safe to call before initI18n. */
export function registerTranslations(namespace: string, bundle: TranslationBundle): void {
  if (i18next.isInitialized) addBundle(namespace, bundle);
  else pendingBundles.set(namespace, bundle);
}

/** The language in use, as one of the supported locales. */
export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : defaultLocale;
}

/**
 * Switches language: i18next, the locale cookie, `<html lang>`, and a `locale_change` analytics event
 * (only when the language actually changes).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  const from = currentLocale();
  if (!i18next.isInitialized) initI18n(locale);
  else await i18next.changeLanguage(locale);
  writeLocaleCookie(locale);
  setDocumentLanguage(locale);
  if (from !== locale) analytics.track('locale_change', { from, to: locale });
}
