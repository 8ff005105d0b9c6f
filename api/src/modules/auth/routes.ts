// auth/api/v1/: registration, login (JWT), refresh, verify, logout, the member profile (with its picture),
// password change and recovery, e-mail change, one-time codes and account deletion.
//
// Each endpoint is a registrar function (`loginRoute(app, url, doc)`), so the older generation's aliases
// (modules/legacy) register the very same handlers under their own paths instead of a second copy.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { RouteDoc } from '../../lib/route-doc';
import { envelope, errorResponses, NoContent } from '../../lib/http-schemas';
import { readAuthorization } from './authorization-header';
import { PIN_RESEND_COOLDOWN_SECONDS } from './email-pins';
import { pictureErrors, PROFILE_PICTURE_MAX_BYTES } from './profile-pictures';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  EmailChangeToken,
  GenerateOtpBody,
  LoginBody,
  OtpIssued,
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

/** The Fastify instance the route plugins receive (TypeBox type provider). */
export type AuthApp = Parameters<FastifyPluginAsyncTypebox>[0];

export type { RouteDoc };

const defaultTags = ['auth'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

/** Where profile pictures are served: `GET auth/api/v1/me/picture/<random name>.webp`. */
export const PICTURE_PATH = '/auth/api/v1/me/picture';

function sessionMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** Routes whose body may be left out entirely (a browser relying on its cookie). */
async function defaultEmptyBody(request: FastifyRequest) {
  request.body ??= {};
}

/** Account requests are small; a larger body is refused before it is read. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * Shared set-up of a plugin that registers account routes: the small body limit, and multipart bodies (the
 * profile picture). @fastify/multipart is registered in the plugin's own context unless an outer one has it.
 */
export async function prepareAccountRoutes(app: AuthApp): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
  });
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { throwFileSizeLimit: true });
  }
}

function pictureUrl(app: FastifyInstance, request: FastifyRequest) {
  const base = app.config.accounts.apiPublicUrl ?? `${request.protocol}://${request.host}`;
  return (key: string) => `${base}${PICTURE_PATH}/${key}`;
}

export async function profileOf(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const profile = await app.users.profile(userId, pictureUrl(app, request));
  if (!profile) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
  return profile;
}

const PinStarted = Type.Object({
  email: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
  resend_after_seconds: Type.Integer(),
});
const PinToken = Type.Object({ token: Type.String(), expires_at: Type.String({ format: 'date-time' }) });

export function registerRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Start a registration: e-mails a 6-digit PIN (10 minutes, 5 attempts, resend after 60 s)',
        body: RegisterBody,
        response: { 200: envelope(PinStarted), ...errorResponses(400, 429) },
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
}

export function registerVerifyRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Check the e-mailed PIN; answers the registration token of the last step',
        body: RegisterVerifyBody,
        response: { 200: envelope(PinToken), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const verified = await app.accounts.verifyRegistration(request.body.email, request.body.pin);
      return { data: { token: verified.token, expires_at: verified.expiresAt.toISOString() } };
    },
  );
}

export function registerConfirmRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
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
          referralCode: body.referral_code,
        },
        sessionMeta(request),
      );
      const delivered = app.deliverTokens(request, tokens, body.delivery ?? 'cookie');
      return reply
        .status(201)
        .send({ data: { ...delivered, profile: await profileOf(app, request, user.id) } });
    },
  );
}

export function loginRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
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
      return { data: { ...delivered, profile: await profileOf(app, request, user.id) } };
    },
  );
}

export function refreshRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      preValidation: defaultEmptyBody,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
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
}

export function verifyTokenRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Check the access token (Authorization header or session cookie)',
        response: {
          200: envelope(Type.Object({ valid: Type.Boolean(), user_uuid: Type.String({ format: 'uuid' }) })),
          ...errorResponses(403),
        },
      },
    },
    async (request) => ({ data: { valid: true, user_uuid: request.auth!.userId } }),
  );
}

export function logoutRoute(app: AuthApp, method: 'POST' | 'DELETE', url: string, doc: RouteDoc = {}) {
  app.route({
    method,
    url,
    preValidation: defaultEmptyBody,
    schema: {
      tags: doc.tags ?? defaultTags,
      deprecated: doc.deprecated,
      summary: 'Log out: revokes the session and clears the session cookie',
      body: RefreshBody,
      response: { 200: NoContent, ...errorResponses(400, 403) },
    },
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

export function meRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.get(
    url,
    {
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'The logged-in member',
        description: 'newsletter: whether the member’s address receives the newsletter (list 1).',
        security,
        response: { 200: envelope(ProfileSchema), ...errorResponses(403) },
      },
    },
    async (request) => ({ data: await profileOf(app, request, request.auth!.userId) }),
  );
}

/** The uploaded picture of a multipart PATCH, set aside by `readMultipartProfile` for the handler. */
const uploadedPictures = new WeakMap<FastifyRequest, Buffer>();

/** Multipart fields a profile update may carry (text), and a little room for a browser's extras. */
const MULTIPART_LIMITS = {
  fileSize: PROFILE_PICTURE_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 1000,
  parts: 22,
};

/**
 * A multipart PATCH becomes the same body object as JSON (text fields as strings, validated by the same schema);
 * the file of `profile_picture` is kept aside. An empty file part (what a form sends when no file was chosen)
 * is ignored.
 */
async function readMultipartProfile(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0 && !part.filename) continue;
        if (part.fieldname !== 'profile_picture' || picture) {
          throw new AppError(400, 'picture_one_file', 'auth.pictureOneFile', {
            fields: { profile_picture: [{ key: 'auth.pictureOneFile' }] },
          });
        }
        picture = data;
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw pictureErrors.tooLarge();
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError(400, 'picture_one_file', 'auth.pictureOneFile', {
        fields: { profile_picture: [{ key: 'auth.pictureOneFile' }] },
      });
    }
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError(400, 'malformed_body', 'errors.malformedBody');
  }
  request.body = fields;
  if (picture) uploadedPictures.set(request, picture);
}

export function meUpdateRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  const { max, windowMs } = app.config.rateLimit.public;
  app.patch(
    url,
    {
      // Pictures cost CPU to check and resize: the public limit keeps a flood of uploads off the server.
      config: { rateLimit: { max, timeWindow: windowMs } },
      onRequest: app.authenticate,
      preValidation: readMultipartProfile,
      // The picture, and the text fields around it.
      bodyLimit: PROFILE_PICTURE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary:
          'Change profile details and picture (JSON or multipart); ?query=<address uuid> removes an address',
        description:
          'JSON or multipart/form-data. Fields are optional; send those that changed. id_ref (NRIC, ' +
          'xxxxxx-xx-xxxx) is checked only when it differs from the one on file: it must match the date of ' +
          'birth and gender, or sets them when they are not sent; once an identity check was accepted it ' +
          'cannot change (400 id_ref_locked). profile_picture (multipart file): JPEG, PNG, WebP or HEIC, ' +
          'checked by content (400 picture_type, picture_unreadable), at most 5 MB (413 picture_too_large); it ' +
          'is resized to fit 512x512, stripped of metadata and stored as WebP, and the profile then holds its ' +
          'URL (GET auth/api/v1/me/picture/<random>.webp). To remove the picture send profile_picture_reset=true, ' +
          'or profile_picture as an empty text field (JSON: "" or null). An empty file part (a form without ' +
          'a chosen file) changes nothing.',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        querystring: ProfilePatchQuery,
        body: ProfilePatchBody,
        response: { 200: envelope(ProfileSchema), ...errorResponses(400, 403, 404, 413, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const uploaded = uploadedPictures.get(request);
      const remove = body.profile_picture_reset === true || body.profile_picture !== undefined;
      await app.accounts.updateProfile(
        request.auth!.userId,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          dob: body.dob,
          gender: body.gender,
          idRef: body.id_ref,
          picture: uploaded ?? (remove ? null : undefined),
        },
        request.query.query,
      );
      return { data: await profileOf(app, request, request.auth!.userId) };
    },
  );
}

export function meDeleteRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.delete(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary:
          'Delete the account: the code from generate-otp/ (purpose delete-account), and the password when the account has one',
        description:
          'A wrong password answers 400 with fields.password; a wrong, expired or spent code 400 with ' +
          'fields.otp. On success every session ends, the session cookie is cleared and the personal data is ' +
          'erased; the account row stays as an anonymous tombstone so that certificates stay linked, and the ' +
          'e-mail address can register again.',
        security,
        body: DeleteAccountBody,
        response: { 200: NoContent, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await app.accountDeletion.deleteAccount(request.auth!.userId, request.body.password, request.body.otp);
      if (request.auth!.via === 'cookie') request.session.delete();
      return { data: {} };
    },
  );
}

export function generateOtpRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'E-mail a one-time 6-digit code to the member (purpose delete-account)',
        description:
          'The code lasts 10 minutes and allows 5 attempts; a new one at most every 60 seconds (429).',
        security,
        body: GenerateOtpBody,
        response: { 200: envelope(OtpIssued), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const sent = await app.accountDeletion.sendOtp(
        request.auth!.userId,
        request.body.purpose,
        request.locale,
      );
      return {
        data: {
          email: sent.email,
          expires_at: sent.expiresAt.toISOString(),
          resend_after_seconds: sent.resendAfterSeconds,
        },
      };
    },
  );
}

export function changePasswordRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Change the password; the member stays logged in here, other sessions end',
        security,
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
}

export function changeEmailRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Ask to change the e-mail address: a single-use link (24 hours) goes to the new address',
        description:
          "'E-mail is taken' (fields.email) when another account has the address. The link opens " +
          'WEB_URL/dashboard/email-verification?token=…; a new request replaces earlier links.',
        security,
        body: ChangeEmailBody,
        response: { 200: envelope(Type.Object({ email: Type.String() })), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => ({
      data: await app.emailChange.request(request.auth!.userId, request.body.email, request.locale),
    }),
  );
}

export function changeEmailVerifyRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Which new address an e-mail change token is for (changes nothing; no login needed)',
        body: EmailChangeToken,
        response: { 200: envelope(Type.Object({ email: Type.String() })), ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ data: await app.emailChange.verify(request.body.token) }),
  );
}

export function changeEmailConfirmRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary:
          'Change the e-mail address with the token (works once; no login needed); answers the profile',
        description: 'The old address is told by e-mail. The newsletter subscription follows the address.',
        body: EmailChangeToken,
        response: { 200: envelope(ProfileSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { userId } = await app.emailChange.confirm(request.body.token);
      return { data: await profileOf(app, request, userId) };
    },
  );
}

export function recoveryRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
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
}

export function recoveryVerifyRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Check the password-reset PIN; answers the token of the last step',
        body: RecoveryVerifyBody,
        response: { 200: envelope(PinToken), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const verified = await app.accounts.verifyRecovery(request.body.email, request.body.pin);
      return { data: { token: verified.token, expires_at: verified.expiresAt.toISOString() } };
    },
  );
}

export function recoveryConfirmRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
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
}

/** Serves a stored profile picture. Its 256-bit random name is the capability: no login, as for an <img>. */
export function pictureRoute(app: AuthApp, url: string) {
  app.get(
    url,
    {
      schema: {
        tags: defaultTags,
        summary: 'A profile picture (WebP), by the random name the profile’s profile_picture URL holds',
        params: Type.Object({ name: Type.String({ maxLength: 140 }) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/webp' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const name = request.params.name;
      const picture = await app.profilePictures.read(name);
      if (!picture) throw new AppError(404, 'not_found', 'errors.notFound');
      return (
        reply
          .header('content-type', 'image/webp')
          // A new picture gets a new name, so a name's content never changes.
          .header('cache-control', 'private, max-age=31536000, immutable')
          // The web app shows it from another origin (the API's resources are otherwise same-site only).
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(picture)
      );
    },
  );
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await prepareAccountRoutes(app);

  registerRoute(app, '/register/');
  registerVerifyRoute(app, '/register/verify/');
  registerConfirmRoute(app, '/register/confirm/');
  loginRoute(app, '/jwt/');
  refreshRoute(app, '/jwt/refresh/');
  verifyTokenRoute(app, '/jwt/verify/');
  logoutRoute(app, 'POST', '/jwt/logout/');
  logoutRoute(app, 'DELETE', '/jwt/');
  meRoute(app, '/me/');
  meUpdateRoute(app, '/me/');
  meDeleteRoute(app, '/me/');
  pictureRoute(app, '/me/picture/:name');
  generateOtpRoute(app, '/generate-otp/');
  changePasswordRoute(app, '/me/change-password/');
  changeEmailRoute(app, '/me/change-email/');
  changeEmailVerifyRoute(app, '/me/change-email/verify/');
  changeEmailConfirmRoute(app, '/me/change-email/confirm/');
  recoveryRoute(app, '/recovery/');
  recoveryVerifyRoute(app, '/recovery/verify/');
  recoveryConfirmRoute(app, '/recovery/confirm/');
};
