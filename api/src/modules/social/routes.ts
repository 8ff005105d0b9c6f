// Social sign-in routes. Newer generation under auth/api/v1/social/, the older one under api/social/ (contract
// 7.3: social login, register, link, unlink for Google, Facebook and Apple; social/complete-registration).
// Each endpoint is a registrar, so both generations run the same handler (as modules/auth does).
//
// Browsers: GET <provider>/authorize/ sends the member to the provider (state, nonce and PKCE verifier kept
// in the encrypted session cookie); the provider returns to <provider>/callback/ (Apple by form_post, turned
// into a GET so the SameSite=Lax cookie comes along), which signs in, links, or leaves a pending sign-in and
// sends the browser to the web page that goes on (complete-registration, or proving an existing account).
// Apps: POST <provider>/login/ (or register/) with the ID token (Google, Apple) or access token (Facebook)
// they obtained, verified the same way.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { envelope, errorResponses } from '../../lib/http-schemas';
import { isLocale, type Locale } from '../../lib/i18n';
import type { RouteDoc } from '../../lib/route-doc';
import { AUTH_BODY_LIMIT, profileOf, type AuthApp } from '../auth/routes';
import { ProfileSchema, SessionSchema } from '../auth/schemas';
import { providerNames } from './messages';
import {
  ProviderError,
  type AuthorizationFlow,
  type ProviderFailure,
  type SocialProvider,
} from './providers';
import {
  AppTokenBody,
  AuthorizeQuery,
  CompleteRegistrationBody,
  EmailPinBody,
  LinkExistingBody,
  PendingQuery,
  PendingSchema,
  ProviderParams,
  SignInAnswer,
} from './schemas';
import type { SignInOutcome } from './social-service';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The authorization under way (JSON of SocialFlow). */
    socialFlow: string;
    /** The token of a pending social sign-in of this browser. */
    socialSignIn: string;
  }
}

interface SocialFlow extends AuthorizationFlow {
  intent: 'login' | 'link';
  locale: Locale;
  next: string | null;
  startedAt: number;
}

/** An authorization left unfinished this long is forgotten. */
const FLOW_TTL_MS = 10 * 60_000;
const defaultTags = ['social'];
const security: Record<string, string[]>[] = [{ sessionCookie: [] }, { accessToken: [] }];

const failureCodes: Record<ProviderFailure, { status: 400 | 503; code: string; key: SocialKey }> = {
  cancelled: { status: 400, code: 'social_cancelled', key: 'social.cancelled' },
  state_mismatch: { status: 400, code: 'social_state_mismatch', key: 'social.stateMismatch' },
  code_invalid: { status: 400, code: 'social_code_invalid', key: 'social.codeInvalid' },
  token_invalid: { status: 400, code: 'social_token_invalid', key: 'social.tokenInvalid' },
  unavailable: { status: 503, code: 'social_provider_unavailable', key: 'social.unavailable' },
};

type SocialKey =
  | 'social.cancelled'
  | 'social.stateMismatch'
  | 'social.codeInvalid'
  | 'social.tokenInvalid'
  | 'social.unavailable'
  | 'social.providerOff';

function appError(status: number, code: string, key: SocialKey, provider: SocialProvider) {
  return new AppError(status, code, { key, params: { provider: providerNames[provider] } });
}

/** A provider's failure in the contract's error shape. */
export function providerFailure(error: unknown, provider: SocialProvider): unknown {
  if (!(error instanceof ProviderError)) return error;
  const { status, code, key } = failureCodes[error.failure];
  return appError(status, code, key, provider);
}

function sessionMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

function clientOf(app: FastifyInstance, provider: SocialProvider) {
  const client = app.socialClients.get(provider);
  if (!client) throw appError(404, 'social_provider_off', 'social.providerOff', provider);
  return client;
}

/** A path of the web app (never another site) to come back to. */
function safeNext(next: string | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

function webPage(app: FastifyInstance, locale: Locale, path: string, query: Record<string, string> = {}) {
  const url = new URL(`${app.config.webUrl}${locale === 'ms' ? '/ms' : ''}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The pending sign-in's token: from the body or query (apps), else from this browser's session cookie. */
function pendingToken(app: FastifyInstance, request: FastifyRequest, fromClient: string | undefined) {
  if (fromClient) return fromClient;
  app.assertSameSiteOrigin(request);
  return request.session.get('socialSignIn');
}

function answerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  outcome: SignInOutcome,
  delivery: 'cookie' | 'body',
) {
  if (outcome.outcome === 'signed_in') {
    return { outcome: outcome.outcome, ...app.deliverTokens(request, outcome.tokens, delivery) };
  }
  if (delivery === 'cookie') request.session.set('socialSignIn', outcome.token);
  return {
    outcome: outcome.outcome,
    pending: outcome.pending,
    ...(delivery === 'body' ? { social_token: outcome.token } : {}),
  };
}

/** Whether the caller reads JSON (tests, apps) rather than being a browser that follows redirects. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

export function authorizeRoute(app: AuthApp, url: string) {
  app.get(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: defaultTags,
        summary:
          'Browser: go to the provider to sign in (intent=login) or to connect it to the profile (intent=link)',
        description:
          'Answers 302 to the provider, with state, nonce and a PKCE challenge kept in the session cookie. ' +
          'locale and next (a path of the web app) decide where the browser comes back to.',
        params: ProviderParams,
        querystring: AuthorizeQuery,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const locale: Locale = request.query.locale ?? request.locale;
      const intent = request.query.intent ?? 'login';
      const failurePage = intent === 'link' ? '/user/profile' : '/user/sign-in';
      const client = app.socialClients.get(provider);
      if (!client) {
        return reply.redirect(
          webPage(app, locale, failurePage, { social_error: 'social_provider_off', provider }),
        );
      }
      try {
        const { url: target, flow } = await client.authorizationUrl();
        const state: SocialFlow = {
          ...flow,
          intent,
          locale,
          next: safeNext(request.query.next),
          startedAt: Date.now(),
        };
        request.session.set('socialFlow', JSON.stringify(state));
        return reply.header('cache-control', 'no-store').redirect(target);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error, provider }, 'social provider unavailable');
        return reply.redirect(
          webPage(app, locale, failurePage, { social_error: 'social_provider_unavailable', provider }),
        );
      }
    },
  );
}

/** Apple answers by form_post: the fields go on as a GET, so the SameSite=Lax session cookie comes along. */
export function formPostCallbackRoute(app: AuthApp, url: string) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: defaultTags,
        summary: "Apple's form_post answer: 303 to the same callback as a GET",
        params: ProviderParams,
        body: Type.Record(Type.String(), Type.String({ maxLength: 8000 })),
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      const target = new URL(`${app.config.social?.redirectBaseUrl ?? ''}${request.url.split('?')[0]}`);
      for (const name of ['code', 'state', 'error', 'user', 'iss']) {
        const value = request.body[name];
        if (value !== undefined) target.searchParams.set(name, value);
      }
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
    },
  );
}

export function callbackRoute(app: AuthApp, url: string) {
  app.get(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: defaultTags,
        summary: 'The provider returns here; the browser is then sent on to the web app',
        description:
          'Checks state against this browser, exchanges the code (PKCE) and verifies the ID token (keys, ' +
          'issuer, audience, expiry, nonce). A browser is redirected (errors as ?social_error=<code>); a caller ' +
          'that accepts only JSON gets the answer or the error in the contract shape.',
        params: ProviderParams,
        querystring: Type.Record(Type.String(), Type.String({ maxLength: 8000 })),
        response: { 200: envelope(SignInAnswer), ...errorResponses(400, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const raw = request.session.get('socialFlow');
      // A flow is used once: a replayed callback finds none.
      request.session.set('socialFlow', undefined);
      let flow: SocialFlow | null = null;
      try {
        flow = raw ? (JSON.parse(raw) as SocialFlow) : null;
      } catch {
        flow = null;
      }
      const locale: Locale = flow && isLocale(flow.locale) ? flow.locale : request.locale;
      const json = wantsJson(request);
      const failurePage = flow?.intent === 'link' ? '/user/profile' : '/user/sign-in';
      const fail = (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        if (json) throw error;
        return reply.redirect(webPage(app, locale, failurePage, { social_error: error.code, provider }));
      };
      try {
        const client = clientOf(app, provider);
        if (!flow || flow.provider !== provider || Date.now() - flow.startedAt > FLOW_TTL_MS) {
          throw new ProviderError('state_mismatch', 'no authorization under way in this browser');
        }
        const identity = await client.finish(new URLSearchParams(request.query), flow);
        if (flow.intent === 'link') {
          await app.authenticate(request, reply);
          await app.social.link(request.auth!.userId, identity);
          if (json)
            return {
              data: {
                outcome: 'signed_in' as const,
                profile: await profileOf(app, request, request.auth!.userId),
              },
            };
          return reply.redirect(webPage(app, locale, '/user/profile', { social_linked: provider }));
        }
        const outcome = await app.social.signIn(identity, { ...sessionMeta(request), language: locale });
        const answer = answerSignIn(app, request, outcome, 'cookie');
        if (json) {
          const profile =
            outcome.outcome === 'signed_in' ? await profileOf(app, request, outcome.user.id) : undefined;
          return { data: { ...answer, ...(profile ? { profile } : {}) } };
        }
        if (outcome.outcome === 'signed_in') {
          const next = flow.next ?? `${locale === 'ms' ? '/ms' : ''}/user/profile`;
          return reply.redirect(`${app.config.webUrl}${next}`);
        }
        if (outcome.outcome === 'registration_required') {
          return reply.redirect(webPage(app, locale, '/user/register', { social: 'complete', provider }));
        }
        return reply.redirect(webPage(app, locale, '/user/sign-in', { social: 'link', provider }));
      } catch (error) {
        return fail(providerFailure(error, provider));
      }
    },
  );
}

/** Apps: sign in with a provider token. Login and register are the same call: linked signs in, else pending. */
export function appSignInRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Sign in (or register) with a provider token an app obtained',
        description:
          'id_token (Google, Apple; with the nonce the app sent) or access_token (Facebook). A linked identity ' +
          'signs in (outcome signed_in). Otherwise the sign-in waits 30 minutes (outcome registration_required, ' +
          'then complete-registration/; or link_required when an account has the e-mail, then link-existing/).',
        params: ProviderParams,
        body: AppTokenBody,
        response: { 200: envelope(SignInAnswer), ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const client = clientOf(app, provider);
      const token = provider === 'facebook' ? request.body.access_token : request.body.id_token;
      if (!token) {
        throw new AppError(400, 'invalid', 'validation.required', {
          fields: {
            [provider === 'facebook' ? 'access_token' : 'id_token']: [{ key: 'validation.required' }],
          },
        });
      }
      let identity;
      try {
        identity = await client.verifyAppToken(token, request.body.nonce);
      } catch (error) {
        throw providerFailure(error, provider);
      }
      const outcome = await app.social.signIn(identity, {
        ...sessionMeta(request),
        language: request.locale,
      });
      const answer = answerSignIn(app, request, outcome, request.body.delivery ?? 'cookie');
      if (outcome.outcome !== 'signed_in') return { data: answer };
      return { data: { ...answer, profile: await profileOf(app, request, outcome.user.id) } };
    },
  );
}

export function appLinkRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Connect a provider to the signed-in member with a token an app obtained',
        description:
          '409 social_account_taken when the provider account belongs to another member. E-mailed.',
        security,
        params: ProviderParams,
        body: AppTokenBody,
        response: { 200: envelope(ProfileSchema), ...errorResponses(400, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const client = clientOf(app, provider);
      const token = provider === 'facebook' ? request.body.access_token : request.body.id_token;
      if (!token) {
        throw new AppError(400, 'invalid', 'validation.required', {
          fields: {
            [provider === 'facebook' ? 'access_token' : 'id_token']: [{ key: 'validation.required' }],
          },
        });
      }
      let identity;
      try {
        identity = await client.verifyAppToken(token, request.body.nonce);
      } catch (error) {
        throw providerFailure(error, provider);
      }
      await app.social.link(request.auth!.userId, identity);
      return { data: await profileOf(app, request, request.auth!.userId) };
    },
  );
}

export function unlinkRoute(app: AuthApp, method: 'POST' | 'DELETE', url: string, doc: RouteDoc = {}) {
  app.route({
    method,
    url,
    config: { rateLimit: app.authRateLimit },
    onRequest: app.authenticate,
    schema: {
      tags: doc.tags ?? defaultTags,
      deprecated: doc.deprecated,
      summary: 'Disconnect a provider from the signed-in member (never the last way to sign in)',
      description: '400 last_sign_in_method when it is the only way left; 404 social_not_linked. E-mailed.',
      security,
      params: ProviderParams,
      response: { 200: envelope(ProfileSchema), ...errorResponses(400, 403, 404, 429) },
    },
    handler: async (request: FastifyRequest<{ Params: { provider: SocialProvider } }>) => {
      await app.social.unlink(request.auth!.userId, request.params.provider);
      return { data: await profileOf(app, request, request.auth!.userId) };
    },
  });
}

export function pendingRoute(app: AuthApp, url: string) {
  app.get(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: defaultTags,
        summary: 'What the provider gave for the pending sign-in (to fill complete-registration)',
        querystring: PendingQuery,
        response: { 200: envelope(PendingSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      data: await app.social.pending(request.query.social_token ?? request.session.get('socialSignIn')),
    }),
  );
}

export function completeRegistrationRoute(app: AuthApp, url: string, doc: RouteDoc = {}) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: doc.tags ?? defaultTags,
        deprecated: doc.deprecated,
        summary: 'Create the account of a pending social sign-in and sign in',
        description:
          'Asks for what the provider did not give: names, agreement to the terms and privacy policy, an optional ' +
          'referral code, and an e-mail when the provider shared none. An address the provider did not attest ' +
          '(unverified, none, Facebook) needs the PIN of email-pin/. The account has no password.',
        body: CompleteRegistrationBody,
        response: { 201: envelope(SessionSchema), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const token = pendingToken(app, request, body.social_token);
      const { user, tokens } = await app.social.completeRegistration(
        token,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          pin: body.pin,
          agreeTerms: body.agree_terms,
          agreePrivacy: body.agree_privacy,
          referralCode: body.referral_code,
          language: request.locale,
        },
        sessionMeta(request),
      );
      if (!body.social_token) request.session.set('socialSignIn', undefined);
      const delivered = app.deliverTokens(request, tokens, body.delivery ?? 'cookie');
      return reply
        .status(201)
        .send({ data: { ...delivered, profile: await profileOf(app, request, user.id) } });
    },
  );
}

export function emailPinRoute(app: AuthApp, url: string) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: defaultTags,
        summary: 'E-mail the registration PIN to the address a pending sign-in registers with',
        body: EmailPinBody,
        response: {
          200: envelope(
            Type.Object({ email: Type.String(), expires_at: Type.String({ format: 'date-time' }) }),
          ),
          ...errorResponses(400, 403, 429),
        },
      },
    },
    async (request) => {
      const token = pendingToken(app, request, request.body.social_token);
      const sent = await app.social.sendRegistrationPin(token, request.body.email, request.locale);
      return { data: { email: sent.email, expires_at: sent.expiresAt.toISOString() } };
    },
  );
}

export function linkExistingPinRoute(app: AuthApp, url: string) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: defaultTags,
        summary: 'E-mail a PIN to the member of the matching address, who proves the account with it',
        body: Type.Object({ social_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
        response: {
          200: envelope(Type.Object({ email: Type.String(), resend_after_seconds: Type.Integer() })),
          ...errorResponses(400, 403, 429),
        },
      },
    },
    async (request) => {
      const token = pendingToken(app, request, request.body.social_token);
      const sent = await app.social.sendLinkPin(token);
      return { data: { email: sent.email, resend_after_seconds: sent.resendAfterSeconds } };
    },
  );
}

export function linkExistingRoute(app: AuthApp, url: string) {
  app.post(
    url,
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: defaultTags,
        summary:
          'Prove the existing account (password or the e-mailed PIN), connect the provider and sign in',
        body: LinkExistingBody,
        response: { 200: envelope(SessionSchema), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const token = pendingToken(app, request, body.social_token);
      const proof =
        body.password !== undefined ? { password: body.password } : body.pin ? { pin: body.pin } : null;
      if (!proof) {
        throw new AppError(400, 'invalid', 'validation.required', {
          fields: { password: [{ key: 'validation.required' }] },
        });
      }
      const { user, tokens } = await app.social.proveAndLink(token, proof, sessionMeta(request));
      if (!body.social_token) request.session.set('socialSignIn', undefined);
      const delivered = app.deliverTokens(request, tokens, body.delivery ?? 'cookie');
      return { data: { ...delivered, profile: await profileOf(app, request, user.id) } };
    },
  );
}

/** Apple's form_post body. */
function acceptForms(app: AuthApp) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** auth/api/v1/social/... */
export const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
  });
  acceptForms(app);
  authorizeRoute(app, '/:provider/authorize/');
  callbackRoute(app, '/:provider/callback/');
  formPostCallbackRoute(app, '/:provider/callback/');
  appSignInRoute(app, '/:provider/login/');
  appSignInRoute(app, '/:provider/register/');
  appLinkRoute(app, '/:provider/link/');
  unlinkRoute(app, 'POST', '/:provider/unlink/');
  unlinkRoute(app, 'DELETE', '/:provider/');
  pendingRoute(app, '/pending/');
  completeRegistrationRoute(app, '/complete-registration/');
  emailPinRoute(app, '/email-pin/');
  linkExistingRoute(app, '/link-existing/');
  linkExistingPinRoute(app, '/link-existing/pin/');
};

/** api/social/... (contract 7.3): the same handlers under the older paths. */
export const legacySocialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT;
  });
  const doc: RouteDoc = { tags: ['legacy'], deprecated: true };
  appSignInRoute(app, '/:provider/login/', doc);
  appSignInRoute(app, '/:provider/register/', doc);
  appLinkRoute(app, '/:provider/link/', doc);
  unlinkRoute(app, 'POST', '/:provider/unlink/', doc);
  completeRegistrationRoute(app, '/complete-registration/', doc);
};

export type { FastifyReply };
