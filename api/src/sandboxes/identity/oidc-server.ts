// A local OpenID provider (the certified `oidc-provider` package) configured as "Google" or as "Apple".
//
// Google, as https://developers.google.com/identity/openid-connect/openid-connect documents it: discovery at
// /.well-known/openid-configuration, authorization at /o/oauth2/v2/auth, token at /token, keys at
// /oauth2/v3/certs; ID tokens (RS256) carry email, email_verified, name, given_name, family_name.
// Apple, as https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server
// and .../generate_and_validate_tokens document it: authorization at /auth/authorize with scope "name email" and
// response_mode=form_post; the answer is POSTed to the redirect URI with code, state and, on the person's FIRST
// consent for the app only, `user` (a JSON string with name.firstName, name.lastName and email); the token
// endpoint /auth/token takes client_secret as an ES256 JWT (iss team id, sub client id, aud
// https://appleid.apple.com, kid key id, at most 6 months) signed with the developer's key; ID tokens carry email,
// email_verified and is_private_email (relay addresses at privaterelay.appleid.com), never the name.
import crypto from 'node:crypto';
import http from 'node:http';
import querystring from 'node:querystring';
import { importSPKI, jwtVerify, type JWK } from 'jose';
import Provider, { interactionPolicy, type Configuration } from 'oidc-provider';
import { chosenPerson, loginPage, type TestPerson } from './people';

export type OidcFlavour = 'google' | 'apple';

export interface OidcSandboxOptions {
  flavour: OidcFlavour;
  issuer: string;
  clientId: string;
  /** Google: the client secret. */
  clientSecret?: string;
  /** Apple: the developer key that signs client secrets (public half, SPKI PEM), its team and key ids. */
  appleDeveloperKey?: { teamId: string; keyId: string; publicKeyPem: string };
  redirectUris: string[];
  people: TestPerson[];
  /** The provider's signing keys (private JWKs); generated when left out. */
  signingKeys?: JWK[];
}

const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** The secret the Apple client has inside oidc-provider; the wrapper puts it in once the JWT checked out. */
const INTERNAL_APPLE_SECRET = crypto.randomBytes(32).toString('base64url');

const routesOf: Record<OidcFlavour, NonNullable<Configuration['routes']>> = {
  google: {
    authorization: '/o/oauth2/v2/auth',
    token: '/token',
    jwks: '/oauth2/v3/certs',
    userinfo: '/v1/userinfo',
  },
  apple: {
    authorization: '/auth/authorize',
    token: '/auth/token',
    jwks: '/auth/keys',
    revocation: '/auth/revoke',
  },
};

async function generatedKey(): Promise<JWK> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: crypto.randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function formOf(text: string): Record<string, string> {
  const parsed = querystring.parse(text);
  return Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value[0] ?? '') : (value ?? ''),
    ]),
  );
}

function tokenError(res: http.ServerResponse, description: string) {
  res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: 'invalid_client', error_description: description }));
}

export async function buildOidcSandbox(options: OidcSandboxOptions): Promise<http.Server> {
  const { flavour } = options;
  const apple = flavour === 'apple';
  const routes = routesOf[flavour];
  const people = new Map(options.people.map((person) => [person.id, person]));
  const keys = options.signingKeys ?? [await generatedKey()];
  /** Apple sends the name only on a person's first consent to an app. */
  const consented = new Set<string>();
  const firstConsentUser = new Map<string, string>();

  // Google's prompt=select_account shows the account chooser every time; the sandbox's login page is it.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: apple ? INTERNAL_APPLE_SECRET : options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: keys as Configuration['jwks'] extends { keys: infer K } ? K : never },
    routes,
    scopes: apple ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
    claims: apple
      ? { openid: ['sub'], email: ['email', 'email_verified', 'is_private_email'], name: [] }
      : {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'given_name', 'family_name'],
        },
    // Google and Apple put the e-mail claims into the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => !apple },
    responseTypes: ['code'],
    features: { devInteractions: { enabled: false }, revocation: { enabled: apple } },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    ttl: {
      AuthorizationCode: 300,
      IdToken: 600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        async claims() {
          const email = person.email
            ? { email: person.email, email_verified: apple ? 'true' : person.emailVerified }
            : {};
          return apple
            ? {
                sub,
                ...email,
                ...(person.email ? { is_private_email: person.privateEmail ? 'true' : 'false' } : {}),
              }
            : {
                sub,
                ...email,
                name: `${person.givenName} ${person.familyName}`,
                given_name: person.givenName,
                family_name: person.familyName,
              };
        },
      };
    },
  });

  if (apple) {
    // Apple's form_post answer carries `user` on the first consent only.
    provider.use(async (ctx, next) => {
      await next();
      const resume = new RegExp(`^${routes.authorization}/([^/]+)$`).exec(ctx.path);
      const user = resume ? firstConsentUser.get(resume[1]!) : undefined;
      if (!user || typeof ctx.body !== 'string' || !ctx.body.includes('<form method="post"')) return;
      firstConsentUser.delete(resume![1]!);
      const input = `<input type="hidden" name="user" value="${user.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
      ctx.body = ctx.body.replace('<noscript>', `${input}\n    <noscript>`);
    });
  }

  const developerKey = options.appleDeveloperKey
    ? await importSPKI(options.appleDeveloperKey.publicKeyPem, 'ES256')
    : null;

  /** Apple's client secret: an ES256 JWT of the developer key; a good one is swapped for the internal secret. */
  async function checkAppleClientSecret(form: Record<string, string>): Promise<string | null> {
    if (!developerKey || !options.appleDeveloperKey) return 'no developer key configured';
    if (form.client_id !== options.clientId) return 'unknown client_id';
    try {
      const { payload, protectedHeader } = await jwtVerify(form.client_secret ?? '', developerKey, {
        algorithms: ['ES256'],
        issuer: options.appleDeveloperKey.teamId,
        subject: options.clientId,
        audience: APPLE_AUDIENCE,
        requiredClaims: ['iat', 'exp'],
      });
      if (protectedHeader.kid !== options.appleDeveloperKey.keyId) return 'unknown kid';
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > 15_777_000) return 'client secret lives over 6 months';
      return null;
    } catch (error) {
      return `client secret rejected: ${(error as Error).message}`;
    }
  }

  const callback = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const [, , uid, action] = path.split('/');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const clientId = String(details.params.client_id);
    if (req.method === 'GET' && !action) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        loginPage({
          title: apple ? 'Sign in with Apple' : 'Sign in with Google',
          action: `/interaction/${uid}/login`,
          cancelAction: `/interaction/${uid}/abort`,
          people: [...people.values()].filter((person) => options.people.includes(person)),
          client: clientId,
        }),
      );
      return;
    }
    if (req.method === 'POST' && action === 'abort') {
      await readBody(req);
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const person = chosenPerson(formOf(await readBody(req)), options.people, apple ? '000199.' : '1079');
      if (!person) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('Unknown person');
        return;
      }
      people.set(person.id, person);
      const grant = new provider.Grant({ accountId: person.id, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      const consentKey = `${person.id} ${clientId}`;
      if (apple && !consented.has(consentKey)) {
        consented.add(consentKey);
        const scopes = String(details.params.scope ?? '').split(' ');
        const user: Record<string, unknown> = {};
        if (scopes.includes('name')) user.name = { firstName: person.givenName, lastName: person.familyName };
        if (scopes.includes('email') && person.email) user.email = person.email;
        firstConsentUser.set(uid!, JSON.stringify(user));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.id }, consent: { grantId }, select_account: {} },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.writeHead(404);
    res.end();
  }

  return http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    void (async () => {
      try {
        if (path.startsWith('/interaction/')) {
          await interaction(req, res, path);
          return;
        }
        if (apple && path === routes.authorization && req.url) {
          // Apple's requests name only "name email": every one is an OpenID request there.
          const url = new URL(req.url, options.issuer);
          const scopes = (url.searchParams.get('scope') ?? '').split(' ').filter(Boolean);
          if (!scopes.includes('openid')) url.searchParams.set('scope', ['openid', ...scopes].join(' '));
          req.url = `${url.pathname}${url.search}`;
        }
        if (apple && req.method === 'POST' && path === routes.token) {
          const form = formOf(await readBody(req));
          const problem = await checkAppleClientSecret(form);
          if (problem) {
            tokenError(res, problem);
            return;
          }
          (req as http.IncomingMessage & { body?: unknown }).body = {
            ...form,
            client_secret: INTERNAL_APPLE_SECRET,
          };
        }
        await callback(req, res);
      } catch (error) {
        if (!res.headersSent) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          res.end(`Sandbox error: ${(error as Error).message}`);
        }
      }
    })();
  });
}
