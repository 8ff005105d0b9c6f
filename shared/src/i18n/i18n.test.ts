import i18next from 'i18next';
import Cookies from 'js-cookie';
import { analytics } from '../analytics/analytics';
import {
  changeLocale,
  currentLocale,
  initI18n,
  loadPageStrings,
  loadTranslations,
  registerTranslations,
} from './i18n';
import { localeCookieName } from './locale';

// One i18next singleton per test file: the tests below run in order on it.
describe('the i18next singleton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps bundles registered before initialisation', () => {
    expect(i18next.isInitialized).toBeFalsy();
    registerTranslations('marketing', {
      en: { home: { title: 'Cover for your family' } },
      ms: { home: { title: 'Perlindungan untuk keluarga anda' } },
    });
    const instance = initI18n('en');
    expect(instance).toBe(i18next);
    expect(i18next.isInitialized).toBe(true);
    expect(i18next.t('home.title', { ns: 'marketing' })).toBe('Cover for your family');
  });

  it('loads the shared namespace with English as the default namespace language', () => {
    expect(i18next.t('validation.required')).toBe('This field is required');
    expect(i18next.t('errors.generic', { ns: 'shared' })).toBe('An error has occurred');
    expect(document.documentElement.lang).toBe('en');
  });

  it('registers a namespace after initialisation and falls back to English for a missing Malay key', () => {
    registerTranslations('dashboard', { en: { a: 'Profile', b: 'Only English' }, ms: { a: 'Profil' } });
    expect(i18next.getFixedT('ms', 'dashboard')('a')).toBe('Profil');
    expect(i18next.getFixedT('ms', 'dashboard')('b')).toBe('Only English');
  });

  it('changeLocale switches the language, writes the cookie and fires locale_change', async () => {
    const track = jest.spyOn(analytics, 'track');
    await changeLocale('ms');
    expect(i18next.language).toBe('ms');
    expect(currentLocale()).toBe('ms');
    expect(i18next.t('validation.required')).toBe('Ruangan ini wajib diisi');
    expect(Cookies.get(localeCookieName)).toBe('ms');
    expect(document.documentElement.lang).toBe('ms');
    expect(track).toHaveBeenCalledWith('locale_change', { from: 'en', to: 'ms' });
  });

  it('does not fire locale_change when the language stays the same', async () => {
    const track = jest.spyOn(analytics, 'track');
    await changeLocale('ms');
    expect(track).not.toHaveBeenCalled();
  });

  it('initI18n on an initialised instance switches language instead of initialising again', () => {
    const init = jest.spyOn(i18next, 'init');
    initI18n('en');
    expect(init).not.toHaveBeenCalled();
    expect(i18next.language).toBe('en');
  });

  it('loads only the current language of an on-demand namespace, and the other one before a switch', async () => {
    const loader = jest.fn((locale: 'en' | 'ms') =>
      Promise.resolve(locale === 'ms' ? { title: 'Soalan lazim' } : { title: 'Frequently asked questions' }),
    );
    await changeLocale('en');
    await loadTranslations('faq', loader);
    expect(loader.mock.calls).toEqual([['en']]);
    expect(i18next.t('title', { ns: 'faq' })).toBe('Frequently asked questions');

    await changeLocale('ms');
    expect(loader.mock.calls).toEqual([['en'], ['ms']]);
    expect(i18next.t('title', { ns: 'faq' })).toBe('Soalan lazim');
    // Back and forth again: each language is fetched once.
    await changeLocale('en');
    await changeLocale('ms');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("adds a page's strings next to its namespace's, once per language, and loads them before a switch", async () => {
    await changeLocale('en');
    await loadTranslations('site', (locale) =>
      Promise.resolve({ home: { title: locale === 'ms' ? 'Utama' : 'Home' } }),
    );
    const pageLoader = jest.fn((locale: 'en' | 'ms') =>
      Promise.resolve({ records: { title: locale === 'ms' ? 'Rekod rasmi' : 'Official records' } }),
    );
    expect(i18next.exists('records.title', { ns: 'site' })).toBe(false);

    await loadPageStrings('site', 'records', pageLoader);
    await loadPageStrings('site', 'records', pageLoader);
    expect(pageLoader.mock.calls).toEqual([['en']]);
    expect(i18next.t('records.title', { ns: 'site' })).toBe('Official records');
    expect(i18next.t('home.title', { ns: 'site' })).toBe('Home');

    await changeLocale('ms');
    expect(pageLoader.mock.calls).toEqual([['en'], ['ms']]);
    expect(i18next.t('records.title', { ns: 'site' })).toBe('Rekod rasmi');
    expect(i18next.t('home.title', { ns: 'site' })).toBe('Utama');
  });

  it('never returns null for a missing key', () => {
    expect(i18next.t('validation.noSuchKey')).toBe('validation.noSuchKey');
  });
});
