// A local Facebook Login + Graph API, as https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
// documents it (Graph API v19.0):
// - GET /v19.0/dialog/oauth?client_id&redirect_uri&state&response_type=code&scope=email,public_profile: the
//   login dialog; it redirects to redirect_uri with ?code&state, or on a refused login with
//   ?error=access_denied&error_code=200&error_description=Permissions+error&error_reason=user_denied&state.
// - GET /v19.0/oauth/access_token?client_id&redirect_uri&client_secret&code: {access_token, token_type, expires_in};
//   a code works once, within 10 minutes, for the same redirect_uri.
// - GET /v19.0/me?fields=id,name,first_name,last_name,email&access_token[&appsecret_proof]: the person; email only
//   when the person has one (Facebook does not say whether it was confirmed).
// - GET /debug_token?input_token&access_token=<app id>|<app secret>: which app a user token belongs to.
// Errors are {error: {message, type: 'OAuthException', code, fbtrace_id}} (code 100 bad parameter, 190 bad token).
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { chosenPerson, loginPage, type TestPerson } from './people';

export interface FacebookSandboxOptions {
  appId: string;
  appSecret: string;
  redirectUris: string[];
  people: TestPerson[];
  logger?: boolean;
}

const VERSION = 'v19.0';

interface Issued {
  personId: string;
  redirectUri: string;
  expiresAt: number;
}

function graphError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.status(status).send({
    error: { message, type: 'OAuthException', code, fbtrace_id: crypto.randomBytes(8).toString('base64url') },
  });
}

export async function buildFacebookSandbox(options: FacebookSandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const people = new Map(options.people.map((person) => [person.id, person]));
  const codes = new Map<string, Issued>();
  const tokens = new Map<string, { personId: string; expiresAt: number }>();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  type DialogQuery = {
    client_id?: string;
    redirect_uri?: string;
    state?: string;
    response_type?: string;
    scope?: string;
  };

  function checkDialog(query: DialogQuery): string | null {
    if (query.client_id !== options.appId) return 'Invalid App ID';
    if (!query.redirect_uri || !options.redirectUris.includes(query.redirect_uri)) {
      return "URL blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.";
    }
    return null;
  }

  app.get<{ Querystring: DialogQuery }>(`/${VERSION}/dialog/oauth`, async (request, reply) => {
    const problem = checkDialog(request.query);
    if (problem) return reply.status(400).type('text/plain').send(problem);
    const hidden = {
      client_id: request.query.client_id ?? '',
      redirect_uri: request.query.redirect_uri ?? '',
      state: request.query.state ?? '',
    };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        loginPage({
          title: 'Continue with Facebook',
          action: `/${VERSION}/dialog/oauth/confirm`,
          cancelAction: `/${VERSION}/dialog/oauth/cancel`,
          people: options.people,
          client: `app ${options.appId}`,
          hidden,
        }),
      );
  });

  app.post<{ Body: Record<string, string> }>(`/${VERSION}/dialog/oauth/confirm`, async (request, reply) => {
    const body = request.body ?? {};
    const problem = checkDialog(body);
    if (problem) return reply.status(400).type('text/plain').send(problem);
    const person = chosenPerson(body, options.people, '1029');
    if (!person) return reply.status(400).type('text/plain').send('Unknown person');
    people.set(person.id, person);
    const code = crypto.randomBytes(48).toString('base64url');
    codes.set(code, {
      personId: person.id,
      redirectUri: body.redirect_uri!,
      expiresAt: Date.now() + 600_000,
    });
    const target = new URL(body.redirect_uri!);
    target.searchParams.set('code', code);
    if (body.state) target.searchParams.set('state', body.state);
    return reply.redirect(target.toString(), 302);
  });

  app.post<{ Body: Record<string, string> }>(`/${VERSION}/dialog/oauth/cancel`, async (request, reply) => {
    const body = request.body ?? {};
    const problem = checkDialog(body);
    if (problem) return reply.status(400).type('text/plain').send(problem);
    const target = new URL(body.redirect_uri!);
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_code', '200');
    target.searchParams.set('error_description', 'Permissions error');
    target.searchParams.set('error_reason', 'user_denied');
    if (body.state) target.searchParams.set('state', body.state);
    return reply.redirect(target.toString(), 302);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `/${VERSION}/oauth/access_token`,
    async (request, reply) => {
      const { client_id, client_secret, redirect_uri, code } = request.query;
      if (client_id !== options.appId || client_secret !== options.appSecret) {
        return graphError(reply, 400, 1, 'Error validating client secret.');
      }
      const issued = code ? codes.get(code) : undefined;
      if (code) codes.delete(code);
      if (!issued || issued.expiresAt < Date.now()) {
        return graphError(reply, 400, 100, 'This authorization code has been used.');
      }
      if (issued.redirectUri !== redirect_uri) {
        return graphError(
          reply,
          400,
          100,
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        );
      }
      const accessToken = `EAA${crypto.randomBytes(48).toString('base64url')}`;
      tokens.set(accessToken, { personId: issued.personId, expiresAt: Date.now() + 5_183_944_000 });
      return { access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 };
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(`/${VERSION}/me`, async (request, reply) => {
    const token = request.query.access_token ?? request.headers.authorization?.replace(/^Bearer\s+/i, '');
    const held = token ? tokens.get(token) : undefined;
    if (!token || !held || held.expiresAt < Date.now()) {
      return graphError(reply, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    const proof = request.query.appsecret_proof;
    if (proof) {
      const expected = crypto.createHmac('sha256', options.appSecret).update(token).digest('hex');
      if (proof !== expected)
        return graphError(reply, 400, 100, 'Invalid appsecret_proof provided in the API argument');
    }
    const person = people.get(held.personId)!;
    const fields = (request.query.fields ?? 'id,name').split(',').map((field) => field.trim());
    const all: Record<string, string | undefined> = {
      id: person.id,
      name: `${person.givenName} ${person.familyName}`,
      first_name: person.givenName,
      last_name: person.familyName,
      email: person.email ?? undefined,
    };
    return Object.fromEntries(
      fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]),
    );
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/debug_token', async (request, reply) => {
    if (request.query.access_token !== `${options.appId}|${options.appSecret}`) {
      return graphError(reply, 400, 190, 'Invalid OAuth access token signature.');
    }
    const held = request.query.input_token ? tokens.get(request.query.input_token) : undefined;
    return {
      data: held
        ? {
            app_id: options.appId,
            type: 'USER',
            application: 'Teduh',
            is_valid: held.expiresAt > Date.now(),
            expires_at: Math.floor(held.expiresAt / 1000),
            scopes: ['email', 'public_profile'],
            user_id: held.personId,
          }
        : { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
    };
  });

  return app;
}
