// auth/api/v1/: registration, login (JWT), refresh, verify, logout, the member profile, password change and
// password recovery.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { envelope, errorResponses, NoContent } from '../../lib/http-schemas';
import { readAuthorization } from '../../plugins/app/auth';
import { PIN_RESEND_COOLDOWN_SECONDS } from './email-pins';
import {
  ChangePasswordBody,
  LoginBody,
  ProfilePatchBody,
  ProfilePatchQuery,
  RecoveryBody,
  RecoveryConfirmBody,
  RecoveryVerifyBody,
  ProfileSchema,
  RefreshBody,
  RegisterBody,
  RegisterConfirmBody,
  RegisterVerifyBody,
  SessionSchema,
  TokensSchema,
} from './schemas';
import { RefreshError } from './sessions-repository';
import { TokenError } from './tokens';

const tags = ['auth'];

function sessionMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** Routes whose body may be left out entirely (a browser relying on its cookie). */
async function defaultEmptyBody(request: FastifyRequest) {
  request.body ??= {};
}

/** Account requests are small; a larger body is refused before it is read. */
const AUTH_BODY_LIMIT = 16 * 1024;

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = app.authRateLimit;
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
  });

  async function profileOf(userId: string) {
    const profile = await app.users.profile(userId);
    if (!profile) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    return profile;
  }

  app.post(
    '/register/',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Start a registration: e-mails a 6-digit PIN (10 minutes, 5 attempts, resend after 60 s)',
        body: RegisterBody,
        response: {
          200: envelope(
            Type.Object({
              email: Type.String(),
              expires_at: Type.String({ format: 'date-time' }),
              resend_after_seconds: Type.Integer(),
            }),
          ),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const started = await app.accounts.startRegistration(request.body.email, request.locale);
      return {
        data: {
          email: started.email,
          expires_at: started.expiresAt.toISOString(),
          resend_after_seconds: started.resendAfterSeconds,
        },
      };
    },
  );

  app.post(
    '/register/verify/',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Check the e-mailed PIN; answers the registration token of the last step',
        body: RegisterVerifyBody,
        response: {
          200: envelope(
            Type.Object({ token: Type.String(), expires_at: Type.String({ format: 'date-time' }) }),
          ),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const verified = await app.accounts.verifyRegistration(request.body.email, request.body.pin);
      return { data: { token: verified.token, expires_at: verified.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/register/confirm/',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Create the account (password rules apply) and log in',
        body: RegisterConfirmBody,
        response: { 201: envelope(SessionSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { user, tokens } = await app.accounts.confirmRegistration(
        {
          token: body.token,
          password: body.password,
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          agreeTerms: body.agree_terms,
          agreePrivacy: body.agree_privacy,
          language: request.locale,
        },
        sessionMeta(request),
      );
      const delivered = app.deliverTokens(request, tokens, body.delivery ?? 'cookie');
      return reply.status(201).send({ data: { ...delivered, profile: await profileOf(user.id) } });
    },
  );

  app.post(
    '/jwt/',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: LoginBody,
        response: { 200: envelope(SessionSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { user, tokens } = await app.accounts.login(request.body.email, request.body.password, {
        ...sessionMeta(request),
        language: request.locale,
      });
      const delivered = app.deliverTokens(request, tokens, request.body.delivery ?? 'cookie');
      return { data: { ...delivered, profile: await profileOf(user.id) } };
    },
  );

  app.post(
    '/jwt/refresh/',
    {
      config: { rateLimit },
      preValidation: defaultEmptyBody,
      schema: {
        tags,
        summary: 'Exchange the refresh token (body, or the session cookie) for a new pair',
        description:
          'Each refresh token works once. Presenting a spent one again revokes the whole session ' +
          '(code token_reused). Failures answer 401, after which the client logs out.',
        body: RefreshBody,
        response: { 200: envelope(TokensSchema), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const fromBody = request.body.refresh;
      const token = fromBody ?? request.session.get('refresh');
      if (!token) throw new AppError(401, 'not_authenticated', 'auth.notAuthenticated');
      if (!fromBody) app.assertSameSiteOrigin(request);
      try {
        const pair = await app.sessions.rotate(token);
        return { data: app.deliverTokens(request, pair, fromBody ? 'body' : 'cookie') };
      } catch (error) {
        if (!(error instanceof RefreshError)) throw error;
        if (!fromBody) request.session.delete();
        if (error.reason === 'reused') {
          request.log.warn('refresh token reused: session revoked');
          throw new AppError(401, 'token_reused', 'auth.tokenNotValid');
        }
        throw new AppError(401, 'token_not_valid', 'auth.tokenNotValid');
      }
    },
  );

  app.get(
    '/jwt/verify/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Check the access token (Authorization header or session cookie)',
        response: {
          200: envelope(Type.Object({ valid: Type.Boolean(), user_uuid: Type.String({ format: 'uuid' }) })),
          ...errorResponses(403),
        },
      },
    },
    async (request) => ({ data: { valid: true, user_uuid: request.auth!.userId } }),
  );

  const logoutSchema = {
    tags,
    summary: 'Log out: revokes the session and clears the session cookie',
    body: RefreshBody,
    response: { 200: NoContent, ...errorResponses(400, 403) },
  };
  for (const [method, url] of [
    ['POST', '/jwt/logout/'],
    ['DELETE', '/jwt/'],
  ] as const) {
    app.route({
      method,
      url,
      preValidation: defaultEmptyBody,
      schema: logoutSchema,
      handler: async (request) => {
        const header = readAuthorization(request.headers.authorization);
        const fromBody = request.body.refresh;
        const usesCookie = !fromBody && !header;
        const refresh = fromBody ?? (usesCookie ? request.session.get('refresh') : undefined);
        if (usesCookie && refresh) app.assertSameSiteOrigin(request);

        // The session to end: named by the refresh token, or by the access token of the header.
        let sessionId: string | undefined;
        for (const [token, type] of [
          [refresh, 'refresh'],
          [header ?? undefined, 'access'],
        ] as const) {
          if (!token || sessionId) continue;
          try {
            sessionId = (await app.tokens.verify(token, type)).sessionId;
          } catch (error) {
            if (!(error instanceof TokenError)) throw error;
          }
        }
        if (sessionId) await app.sessions.revoke(sessionId, 'logout');
        if (usesCookie) request.session.delete();
        return { data: {} };
      },
    });
  }

  app.get(
    '/me/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The logged-in member',
        security: [{ sessionCookie: [] }, { accessToken: [] }],
        response: { 200: envelope(ProfileSchema), ...errorResponses(403) },
      },
    },
    async (request) => ({ data: await profileOf(request.auth!.userId) }),
  );

  app.patch(
    '/me/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change profile details (JSON); ?query=<address uuid> removes that address',
        description:
          'Fields are optional; send those that changed. A new id_ref must match the date of birth and gender, ' +
          'or sets them when they are not sent.',
        security: [{ sessionCookie: [] }, { accessToken: [] }],
        querystring: ProfilePatchQuery,
        body: ProfilePatchBody,
        response: { 200: envelope(ProfileSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      await app.accounts.updateProfile(
        request.auth!.userId,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          dob: body.dob,
          gender: body.gender,
          idRef: body.id_ref,
        },
        request.query.query,
      );
      return { data: await profileOf(request.auth!.userId) };
    },
  );

  app.post(
    '/me/change-password/',
    {
      config: { rateLimit },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password; the member stays logged in here, other sessions end',
        security: [{ sessionCookie: [] }, { accessToken: [] }],
        body: ChangePasswordBody,
        response: { 200: NoContent, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await app.accounts.changePassword(request.auth!.userId, request.auth!.sessionId, {
        current: request.body.password,
        next: request.body.password_new,
        confirmation: request.body.password_confirm,
      });
      return { data: {} };
    },
  );

  app.post(
    '/recovery/',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Ask for a password-reset PIN; the answer is the same for addresses without an account',
        body: RecoveryBody,
        response: {
          200: envelope(Type.Object({ email: Type.String(), resend_after_seconds: Type.Integer() })),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const { email } = await app.accounts.requestRecovery(request.body.email, request.locale);
      return { data: { email, resend_after_seconds: PIN_RESEND_COOLDOWN_SECONDS } };
    },
  );

  app.post(
    '/recovery/verify/',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Check the password-reset PIN; answers the token of the last step',
        body: RecoveryVerifyBody,
        response: {
          200: envelope(
            Type.Object({ token: Type.String(), expires_at: Type.String({ format: 'date-time' }) }),
          ),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const verified = await app.accounts.verifyRecovery(request.body.email, request.body.pin);
      return { data: { token: verified.token, expires_at: verified.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/recovery/confirm/',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set the new password; every session of the account ends',
        body: RecoveryConfirmBody,
        response: { 200: NoContent, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.accounts.confirmRecovery(
        request.body.token,
        request.body.password,
        request.body.password_confirm,
      );
      return { data: {} };
    },
  );
};
