/**
 * The one i18next instance. It is the `i18next` package's singleton, and i18next is a federation
 * singleton, so the shell and every remote translate through the same instance and switch language
 * together. Each app registers its own namespace with `registerTranslations`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@teduh/shared/i18n-react';
import type { TranslationBundle, TranslationLoader } from '../contribution';
import { analytics } from '../analytics/analytics';
import { sharedNamespace } from '../domain/namespace';
// Without the form messages, which come with @teduh/shared/forms (string-groups.json).
import en from '../locales/en.json?strings=core';
import ms from '../locales/ms.json?strings=core';
import { defaultLocale, isLocale, supportedLocales, writeLocaleCookie, type Locale } from './locale';

// Bundles registered before initI18n runs (a remote's module may evaluate before the host initialises).
// A list, not a map: several entries of shared (forms, journey) each add their part of one namespace.
const pendingBundles: Array<[namespace: string, bundle: TranslationBundle]> = [];

function addBundle(namespace: string, bundle: TranslationBundle): void {
  for (const locale of supportedLocales) {
    i18next.addResourceBundle(locale, namespace, bundle[locale], true, true);
  }
}

// Strings that load on demand, one language at a time: a namespace's main strings (`loadTranslations`) and
// the parts that pages load with themselves (`loadPageStrings`). Keyed by namespace, or `namespace/part`.
const loaders = new Map<string, { namespace: string; loader: TranslationLoader }>();
const loaded = new Set<string>();

async function loadLanguage(key: string, locale: Locale): Promise<void> {
  const source = loaders.get(key);
  if (!source || loaded.has(`${locale}:${key}`)) return;
  const strings = await source.loader(locale);
  // Deep merge: a namespace's parts are its top-level sections, added next to the ones already in.
  i18next.addResourceBundle(locale, source.namespace, strings, true, true);
  loaded.add(`${locale}:${key}`);
}

/** Every on-demand part loaded so far, in `locale` too, so a switch of language never shows keys. */
function loadLocale(locale: Locale): Promise<unknown> | null {
  const missing = [...loaders.keys()].filter((key) => !loaded.has(`${locale}:${key}`));
  if (missing.length === 0) return null;
  return Promise.all(missing.map((key) => loadLanguage(key, locale)));
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
    pendingBundles.length = 0;
  } else if (i18next.language !== locale) {
    const loading = loadLocale(locale);
    if (loading) void loading.then(() => i18next.changeLanguage(locale));
    else void i18next.changeLanguage(locale);
  }
  setDocumentLanguage(locale);
  return i18next;
}

/** Adds (or replaces) a namespace's strings in both languages. Safe to call before initI18n. */
export function registerTranslations(namespace: string, bundle: TranslationBundle): void {
  if (i18next.isInitialized) addBundle(namespace, bundle);
  else pendingBundles.push([namespace, bundle]);
}

/**
 * Registers a namespace given as both languages or as a loader; a loader's current language is loaded
 * before this resolves, and the other one only if the visitor switches. Call after initI18n.
 */
export async function loadTranslations(
  namespace: string,
  source: TranslationBundle | TranslationLoader,
): Promise<void> {
  if (typeof source !== 'function') {
    registerTranslations(namespace, source);
    return;
  }
  loaders.set(namespace, { namespace, loader: source });
  await loadLanguage(namespace, currentLocale());
}

/**
 * Adds a part of a namespace that only some pages use (its top-level sections), in the current language;
 * from then on a switch of language loads it too. A page awaits this with its own chunk, so it never
 * renders before its strings. Call after loadTranslations has registered the namespace.
 */
export async function loadPageStrings(
  namespace: string,
  part: string,
  loader: TranslationLoader,
): Promise<void> {
  const key = `${namespace}/${part}`;
  if (!loaders.has(key)) loaders.set(key, { namespace, loader });
  await loadLanguage(key, currentLocale());
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
  else {
    await loadLocale(locale);
    await i18next.changeLanguage(locale);
  }
  writeLocaleCookie(locale);
  setDocumentLanguage(locale);
  if (from !== locale) analytics.track('locale_change', { from, to: locale });
}
