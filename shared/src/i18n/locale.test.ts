import Cookies from 'js-cookie';
import {
  isLocale,
  localeCookieName,
  localizePath,
  readLocaleCookie,
  resolveLocale,
  splitLocalePath,
  writeLocaleCookie,
} from './locale';

function clearCookie(): void {
  Cookies.remove(localeCookieName, { path: '/' });
}

afterEach(() => {
  clearCookie();
  jest.restoreAllMocks();
});

describe('splitLocalePath', () => {
  it.each([
    ['/ms/faq', 'ms', '/faq'],
    ['/en/pusara-pro/quote', 'en', '/pusara-pro/quote'],
    ['/ms', 'ms', '/'],
    ['/ms/', 'ms', '/'],
    ['/faq', null, '/faq'],
    ['/', null, '/'],
    ['/msx/faq', null, '/msx/faq'],
    ['/MS/faq', null, '/MS/faq'],
    ['/fr/faq', null, '/fr/faq'],
  ])('%p -> locale %p, rest %p', (pathname, locale, rest) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, rest });
  });
});

describe('localizePath', () => {
  it('leaves English unprefixed unless asked', () => {
    expect(localizePath('/faq', 'en')).toBe('/faq');
    expect(localizePath('/ms/faq', 'en')).toBe('/faq');
    expect(localizePath('/faq', 'en', { explicit: true })).toBe('/en/faq');
  });

  it('prefixes Malay and replaces an existing prefix', () => {
    expect(localizePath('/faq', 'ms')).toBe('/ms/faq');
    expect(localizePath('/en/faq', 'ms')).toBe('/ms/faq');
    expect(localizePath('/ms/faq', 'ms')).toBe('/ms/faq');
  });

  it('handles home, query strings and hashes', () => {
    expect(localizePath('/', 'ms')).toBe('/ms');
    expect(localizePath('/ms', 'en')).toBe('/');
    expect(localizePath('/?ref=abc', 'ms')).toBe('/ms?ref=abc');
    expect(localizePath('/faq?q=claim#top', 'ms')).toBe('/ms/faq?q=claim#top');
  });

  it('leaves external and relative links alone', () => {
    expect(localizePath('https://teduh.my/faq', 'ms')).toBe('https://teduh.my/faq');
    expect(localizePath('//cdn.example/x', 'ms')).toBe('//cdn.example/x');
    expect(localizePath('#top', 'ms')).toBe('#top');
  });
});

describe('locale cookie', () => {
  it('is named after the brand', () => {
    expect(localeCookieName).toBe('teduh-locale');
  });

  it('writes the locale for 365 days on the whole site', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeLocaleCookie('ms');
    expect(set).toHaveBeenCalledWith(
      'teduh-locale',
      'ms',
      expect.objectContaining({ expires: 365, path: '/' }),
    );
    expect(readLocaleCookie()).toBe('ms');
  });

  it('ignores values that are not a supported locale', () => {
    document.cookie = `${localeCookieName}=fr; path=/`;
    expect(readLocaleCookie()).toBeNull();
  });

  it('is null when absent', () => {
    expect(readLocaleCookie()).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('prefers the path prefix over the cookie', () => {
    writeLocaleCookie('ms');
    expect(resolveLocale('/en/faq')).toBe('en');
  });

  it('uses the cookie for an unprefixed path', () => {
    writeLocaleCookie('ms');
    expect(resolveLocale('/faq')).toBe('ms');
  });

  it('falls back to English', () => {
    expect(resolveLocale('/faq')).toBe('en');
  });
});

it('isLocale', () => {
  expect(isLocale('ms')).toBe(true);
  expect(isLocale('en')).toBe(true);
  expect(isLocale('en-US')).toBe(false);
  expect(isLocale(undefined)).toBe(false);
});
