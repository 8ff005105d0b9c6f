// Product constants the tests need, from the shared library (the brand is configured there once).
export { localeCookieName, sessionCookieName } from '@teduh/shared';
