// Product constants the tests need, from the shared library (the brand is configured there once).
export { sessionCookieName } from '@teduh/shared/brand';
export { localeCookieName } from '@teduh/shared/i18n/locale';
