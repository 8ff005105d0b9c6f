import { localeFromAcceptLanguage, translate } from './i18n';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['ms', 'ms'],
    ['ms-MY,ms;q=0.9,en;q=0.8', 'ms'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,ms;q=0.5', 'ms'],
    ['en;q=0.4,ms;q=0.8', 'ms'],
    ['ms;q=0', 'en'],
    ['zh-CN', 'en'],
    ['MS-my', 'ms'],
    ['ms-MY;q=0.8, en-US;q=0.9', 'en'],
    ['*', 'en'],
    ['en;q=abc,ms;q=0.1', 'ms'],
    ['\u0000;;,,q=', 'en'],
  ])('reads %s as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('translate', () => {
  it('fills parameters', () => {
    expect(translate('en', 'errors.throttled', { seconds: 42 })).toBe(
      'Too many requests. Please try again in 42 seconds.',
    );
    expect(translate('ms', 'errors.throttled', { seconds: 42 })).toBe(
      'Terlalu banyak permintaan. Sila cuba lagi dalam 42 saat.',
    );
  });

  it('takes the spec validation messages from the shared locales', () => {
    expect(translate('en', 'validation.emailTaken')).toBe('E-mail is taken');
    expect(translate('ms', 'validation.emailTaken')).toBe('E-mel telah digunakan');
  });
});
