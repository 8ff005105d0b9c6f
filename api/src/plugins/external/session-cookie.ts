// The encrypted HttpOnly session cookie (named after the brand) that holds a browser's token pair, and beside
// it a readable hint cookie that says only "signed in": it is set and cleared with the session cookie.
import secureSession from '@fastify/secure-session';
import fp from 'fastify-plugin';
import { sessionCookieName, sessionHintCookieName } from '../../brand';

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
    // After secure-session's own onSend hook has written (or cleared) the session cookie.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const header = reply.getHeader('set-cookie');
      if (header === undefined) return done(null, payload);
      const cookies = Array.isArray(header) ? header.map(String) : [String(header)];
      const session = cookies.find((cookie) => cookie.startsWith(`${sessionCookieName}=`));
      if (!session) return done(null, payload);
      const cleared = /;\s*Max-Age=0(;|$)/i.test(session);
      reply.setCookie(sessionHintCookieName, cleared ? '' : '1', {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: config.cookie.secure,
        domain: config.cookie.domain,
        ...(cleared ? { maxAge: 0, expires: new Date(0) } : { maxAge: lifetimeSeconds }),
      });
      done(null, payload);
    });
  },
  { name: 'session-cookie' },
);
