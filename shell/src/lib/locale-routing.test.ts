import Cookies from 'js-cookie';
import { localeCookieName } from '@teduh/shared';
import { canonicalLocaleRedirect, pathInLocale } from './locale-routing';

describe('pathInLocale', () => {
  it('keeps the page, query and hash when switching language', () => {
    expect(pathInLocale('/ms/faq', '?topic=claims', '#cover', 'en')).toBe('/faq?topic=claims#cover');
    expect(pathInLocale('/faq', '', '', 'ms')).toBe('/ms/faq');
    expect(pathInLocale('/en/resources/x', '', '', 'ms')).toBe('/ms/resources/x');
    expect(pathInLocale('/ms', '', '', 'en')).toBe('/');
    expect(pathInLocale('/', '', '', 'ms')).toBe('/ms');
  });
});

describe('canonicalLocaleRedirect', () => {
  afterEach(() => Cookies.remove(localeCookieName, { path: '/' }));

  it('sends an unprefixed URL to /ms when the visitor chose Malay', () => {
    Cookies.set(localeCookieName, 'ms');
    expect(canonicalLocaleRedirect('/faq', '?a=1', '#b')).toBe('/ms/faq?a=1#b');
  });

  it('never overrides a prefix, and leaves English unprefixed', () => {
    Cookies.set(localeCookieName, 'ms');
    expect(canonicalLocaleRedirect('/en/faq', '', '')).toBeNull();
    Cookies.set(localeCookieName, 'en');
    expect(canonicalLocaleRedirect('/faq', '', '')).toBeNull();
    expect(canonicalLocaleRedirect('/ms/faq', '', '')).toBeNull();
  });
});
