// Authentication and roles: tokens, sessions, the `authenticate` hook that routes use, and the `requireStaff`
// hook of the staff routes (user_roles).
// Credentials come from `Authorization: Teduh <access>` (apps, webviews) or from the encrypted session cookie
// (browsers). Cookie-authenticated unsafe requests must come from an allowed origin (CSRF defence: the
// Origin header, or the Referer's origin when Origin is absent, is checked against CORS_ORIGINS; together with
// SameSite=Lax this keeps other sites from acting with a visitor's cookie).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { RolesRepository } from '../../modules/auth/roles-repository';
import { SessionsRepository, type TokenPair } from '../../modules/auth/sessions-repository';
import { TokenError, TokenService } from '../../modules/auth/tokens';
import { readAuthorization } from '../../modules/auth/authorization-header';

export interface RequestAuth {
  userId: string;
  sessionId: string;
  via: 'header' | 'cookie';
}

export type TokenDelivery = 'cookie' | 'body';

export interface DeliveredTokens {
  access?: string;
  refresh?: string;
  access_expires_at: string;
  refresh_expires_at: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessions: SessionsRepository;
    roles: RolesRepository;
    /** onRequest hook of routes that need a logged-in member. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of staff routes (after `authenticate`): 403 permission_denied for members. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** Rejects cookie-carrying unsafe requests from origins outside the allow-list. */
    assertSameSiteOrigin: (request: FastifyRequest) => void;
    /** Hands a new token pair to the client: in the session cookie, or in the response body. */
    deliverTokens: (request: FastifyRequest, pair: TokenPair, delivery: TokenDelivery) => DeliveredTokens;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { config } = app;
    const tokens = new TokenService(config.secrets.jwt, config.tokens);
    const sessions = new SessionsRepository(app.db, tokens, {
      refreshDays: config.tokens.refreshDays,
      reuseGraceSeconds: config.tokens.reuseGraceSeconds,
      activeCacheMs: config.sessionCacheMs,
    });
    const allowedOrigins = new Set(config.corsOrigins);

    app.decorate('tokens', tokens);
    app.decorate('sessions', sessions);
    const roles = new RolesRepository(app.db);
    app.decorate('roles', roles);
    app.decorateRequest('auth', null);
    app.jobs.addHousekeeping('auth.purge-expired-sessions', (db) => sessions.purgeExpired(db));

    app.decorate('assertSameSiteOrigin', (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
      if (!origin || !allowedOrigins.has(origin)) {
        throw new AppError(403, 'csrf_failed', 'auth.csrfFailed');
      }
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const fromHeader = readAuthorization(request.headers.authorization);
      let token: string | undefined;
      let via: RequestAuth['via'];
      if (fromHeader === null) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
      if (fromHeader) {
        token = fromHeader;
        via = 'header';
      } else {
        token = request.session.get('access');
        via = 'cookie';
        if (!token) throw new AppError(401, 'not_authenticated', 'auth.notAuthenticated');
        app.assertSameSiteOrigin(request);
      }

      let claims;
      try {
        claims = tokens.verifySync(token, 'access');
      } catch (error) {
        if (error instanceof TokenError && error.reason === 'expired') {
          throw new AppError(403, 'token_expired', 'auth.tokenExpired');
        }
        throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
      }
      const active =
        sessions.isKnownActive(claims.sessionId, claims.userId) ||
        (await sessions.isActive(claims.sessionId, claims.userId));
      if (!active) {
        throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
      }
      request.auth = { userId: claims.userId, sessionId: claims.sessionId, via };
    });

    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!request.auth || !(await roles.isStaff(request.auth.userId))) {
        throw new AppError(403, 'permission_denied', 'ekyc.permissionDenied');
      }
    });

    app.decorate('deliverTokens', (request: FastifyRequest, pair: TokenPair, delivery: TokenDelivery) => {
      const expiries = {
        access_expires_at: pair.accessExpiresAt.toISOString(),
        refresh_expires_at: pair.refreshExpiresAt.toISOString(),
      };
      if (delivery === 'body') return { access: pair.access, refresh: pair.refresh, ...expiries };
      request.session.set('access', pair.access);
      request.session.set('refresh', pair.refresh);
      return expiries;
    });
  },
  { name: 'auth', dependencies: ['database', 'jobs', 'session-cookie'] },
);
