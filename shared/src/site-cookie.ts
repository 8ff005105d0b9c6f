import type Cookies from 'js-cookie';

/** The attributes of every cookie the web app writes: the whole site, same-site navigations, HTTPS only on HTTPS. */
export function siteCookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}
