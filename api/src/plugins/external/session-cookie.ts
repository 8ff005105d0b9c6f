// The encrypted HttpOnly session cookie (named after the brand) that holds a browser's token pair.
import secureSession from '@fastify/secure-session';
import fp from 'fastify-plugin';
import { sessionCookieName } from '../../brand';

declare module '@fastify/secure-session' {
  interface SessionData {
    access: string;
    refresh: string;
  }
}

export const sessionCookiePlugin = fp(
  async (app) => {
    const { config } = app;
    const lifetimeSeconds = config.tokens.refreshDays * 24 * 60 * 60;
    await app.register(secureSession, {
      key: config.secrets.session,
      cookieName: sessionCookieName,
      expiry: lifetimeSeconds,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookie.secure,
        domain: config.cookie.domain,
        maxAge: lifetimeSeconds,
      },
    });
  },
  { name: 'session-cookie' },
);
