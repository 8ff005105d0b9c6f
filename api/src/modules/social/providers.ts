// The protocol side of social sign-in: OpenID Connect (openid-client) for Google and Apple, OAuth 2.0 with the
// Graph API for Facebook. Each provider starts an authorization (state, nonce, PKCE), finishes it from the
// callback URL, and verifies a token an app obtained itself. ID tokens are checked against the provider's
// published keys (jose, the JWKS of its discovery document): signature, issuer, audience, expiry and nonce.
import crypto from 'node:crypto';
import {
  createRemoteJWKSet,
  errors as joseErrors,
  importPKCS8,
  jwtVerify,
  SignJWT,
  type JWTPayload,
} from 'jose';
import * as oidc from 'openid-client';
import type { FacebookProviderConfig, OidcProviderConfig, SocialConfig } from '../../config';
import type { SocialProvider } from '../../db/schema-social';

export type { SocialProvider };
export const socialProviders = ['google', 'facebook', 'apple'] as const satisfies readonly SocialProvider[];

/** Who the provider says signed in. */
export interface ProviderIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  /** Only an attested address proves anything; Facebook attests none. */
  emailVerified: boolean;
  privateEmail: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** What the browser's session keeps between the redirect to the provider and its callback. */
export interface AuthorizationFlow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export type ProviderFailure =
  /** The person cancelled, or refused consent. */
  | 'cancelled'
  /** The callback's state is not the one this browser was sent with. */
  | 'state_mismatch'
  /** The code was refused (spent, expired, or not for this client). */
  | 'code_invalid'
  /** The ID token failed a check (signature, issuer, audience, expiry, nonce), or the access token is not ours. */
  | 'token_invalid'
  /** The provider could not be reached or answered nonsense. */
  | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface SocialProviderClient {
  readonly provider: SocialProvider;
  authorizationUrl(): Promise<{ url: string; flow: AuthorizationFlow }>;
  /** `params`: the callback's query (or Apple's form_post fields). */
  finish(params: URLSearchParams, flow: AuthorizationFlow): Promise<ProviderIdentity>;
  /** A token a native app obtained: an ID token (Google, Apple), or a user access token (Facebook). */
  verifyAppToken(token: string, nonce?: string): Promise<ProviderIdentity>;
}

const truthy = (value: unknown) => value === true || value === 'true';

function isNetworkFailure(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  return (
    error instanceof TypeError ||
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    code === 'ECONNREFUSED' ||
    (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
  );
}

/** Apple's `user` field (first consent only): `{"name":{"firstName","lastName"},"email"}`. */
function appleUserName(raw: string | null): { firstName: string | null; lastName: string | null } {
  if (!raw) return { firstName: null, lastName: null };
  try {
    const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;
    return { firstName: text(parsed.name?.firstName), lastName: text(parsed.name?.lastName) };
  } catch {
    return { firstName: null, lastName: null };
  }
}

export class OidcProviderClient implements SocialProviderClient {
  private metadata: Promise<oidc.ServerMetadata> | null = null;
  private jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(
    readonly provider: 'google' | 'apple',
    private readonly config: OidcProviderConfig,
    private readonly redirectUri: string,
    private readonly timeoutMs: number,
  ) {}

  private get insecure(): boolean {
    return this.config.issuer.startsWith('http:');
  }

  /** The discovery document, fetched once (again after a failure). */
  private serverMetadata(): Promise<oidc.ServerMetadata> {
    this.metadata ??= oidc
      .discovery(new URL(this.config.issuer), this.config.clientId, undefined, undefined, {
        execute: this.insecure ? [oidc.allowInsecureRequests] : [],
        timeout: Math.ceil(this.timeoutMs / 1000),
      })
      .then((configuration) => configuration.serverMetadata())
      .catch((error: unknown) => {
        this.metadata = null;
        throw new ProviderError('unavailable', `discovery failed: ${(error as Error).message}`);
      });
    return this.metadata;
  }

  /** Apple's client secret: an ES256 JWT of the developer key (iss team, sub client, aud Apple), 5 minutes. */
  private async clientSecret(): Promise<string> {
    const appleKey = this.config.appleKey;
    if (!appleKey) return this.config.clientSecret ?? '';
    const key = await importPKCS8(appleKey.privateKeyPem, 'ES256');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: appleKey.keyId })
      .setIssuer(appleKey.teamId)
      .setSubject(this.config.clientId)
      .setAudience('https://appleid.apple.com')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  private async configuration(): Promise<oidc.Configuration> {
    const metadata = await this.serverMetadata();
    const configuration = new oidc.Configuration(
      metadata,
      this.config.clientId,
      { redirect_uris: [this.redirectUri] },
      oidc.ClientSecretPost(await this.clientSecret()),
    );
    if (this.insecure) oidc.allowInsecureRequests(configuration);
    configuration.timeout = Math.ceil(this.timeoutMs / 1000);
    return configuration;
  }

  async authorizationUrl(): Promise<{ url: string; flow: AuthorizationFlow }> {
    const configuration = await this.configuration();
    const flow: AuthorizationFlow = {
      provider: this.provider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const apple = this.provider === 'apple';
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: apple ? 'name email' : 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      // Apple sends name and e-mail scopes only by form_post; Google always offers the account chooser.
      ...(apple ? { response_mode: 'form_post' } : { prompt: 'select_account' }),
    });
    return { url: url.toString(), flow };
  }

  async finish(params: URLSearchParams, flow: AuthorizationFlow): Promise<ProviderIdentity> {
    if (params.get('error')) {
      throw new ProviderError(
        params.get('error') === 'access_denied' ? 'cancelled' : 'code_invalid',
        `provider answered ${params.get('error')}`,
      );
    }
    const state = params.get('state') ?? '';
    if (
      state.length !== flow.state.length ||
      !crypto.timingSafeEqual(Buffer.from(state), Buffer.from(flow.state))
    ) {
      throw new ProviderError('state_mismatch', 'state does not match this browser');
    }
    const configuration = await this.configuration();
    const callback = new URL(this.redirectUri);
    for (const name of ['code', 'state', 'iss']) {
      const value = params.get(name);
      if (value !== null) callback.searchParams.set(name, value);
    }
    let idToken: string | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      idToken = tokens.id_token;
    } catch (error) {
      throw this.failureOf(error);
    }
    if (!idToken) throw new ProviderError('token_invalid', 'no ID token');
    const identity = await this.verifyIdToken(idToken, flow.nonce);
    if (this.provider === 'apple') {
      const name = appleUserName(params.get('user'));
      return { ...identity, firstName: name.firstName, lastName: name.lastName };
    }
    return identity;
  }

  private failureOf(error: unknown): ProviderError {
    if (error instanceof ProviderError) return error;
    if (error instanceof oidc.ResponseBodyError) {
      return new ProviderError(
        error.error === 'invalid_grant' ? 'code_invalid' : 'unavailable',
        error.message,
      );
    }
    if (error instanceof oidc.AuthorizationResponseError) {
      return new ProviderError(error.error === 'access_denied' ? 'cancelled' : 'code_invalid', error.message);
    }
    if (isNetworkFailure(error)) return new ProviderError('unavailable', (error as Error).message);
    // openid-client's own checks of the ID token's claims (issuer, audience, expiry, nonce).
    return new ProviderError('token_invalid', (error as Error).message);
  }

  verifyAppToken(token: string, nonce?: string): Promise<ProviderIdentity> {
    return this.verifyIdToken(token, nonce);
  }

  /** Signature by a key of the provider's JWKS, issuer, audience (our client), expiry and nonce. */
  async verifyIdToken(idToken: string, expectedNonce?: string): Promise<ProviderIdentity> {
    const metadata = await this.serverMetadata();
    if (!metadata.jwks_uri) throw new ProviderError('unavailable', 'the provider publishes no keys');
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: this.timeoutMs });
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(idToken, this.jwks, {
        issuer: metadata.issuer,
        audience: this.config.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || isNetworkFailure(error)) {
        throw new ProviderError('unavailable', (error as Error).message);
      }
      throw new ProviderError('token_invalid', (error as Error).message);
    }
    if (expectedNonce !== undefined && claims.nonce !== expectedNonce) {
      throw new ProviderError('token_invalid', 'nonce does not match');
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    const email = text(claims.email)?.toLowerCase() ?? null;
    return {
      provider: this.provider,
      subject: String(claims.sub),
      email,
      emailVerified: email !== null && truthy(claims.email_verified),
      privateEmail: truthy(claims.is_private_email),
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }
}

/** The Graph API version the dialog and calls use. */
const FACEBOOK_VERSION = 'v19.0';

interface GraphPerson {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export class FacebookProviderClient implements SocialProviderClient {
  readonly provider = 'facebook' as const;

  constructor(
    private readonly config: FacebookProviderConfig,
    private readonly redirectUri: string,
    private readonly timeoutMs: number,
  ) {}

  private async graph<T>(path: string, query: Record<string, string>): Promise<{ ok: boolean; body: T }> {
    const url = new URL(`${this.config.graphUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new ProviderError('unavailable', (error as Error).message);
    }
    if (response.status >= 500) throw new ProviderError('unavailable', `Graph answered ${response.status}`);
    try {
      return { ok: response.ok, body: (await response.json()) as T };
    } catch {
      throw new ProviderError('unavailable', 'Graph answered no JSON');
    }
  }

  async authorizationUrl(): Promise<{ url: string; flow: AuthorizationFlow }> {
    const flow: AuthorizationFlow = {
      provider: 'facebook',
      state: oidc.randomState(),
      nonce: '',
      codeVerifier: '',
    };
    const url = new URL(`${this.config.dialogUrl}/${FACEBOOK_VERSION}/dialog/oauth`);
    url.searchParams.set('client_id', this.config.appId);
    url.searchParams.set('redirect_uri', this.redirectUri);
    url.searchParams.set('state', flow.state);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'email,public_profile');
    return { url: url.toString(), flow };
  }

  async finish(params: URLSearchParams, flow: AuthorizationFlow): Promise<ProviderIdentity> {
    const state = params.get('state') ?? '';
    if (
      state.length !== flow.state.length ||
      !crypto.timingSafeEqual(Buffer.from(state), Buffer.from(flow.state))
    ) {
      throw new ProviderError('state_mismatch', 'state does not match this browser');
    }
    if (params.get('error')) throw new ProviderError('cancelled', `dialog answered ${params.get('error')}`);
    const code = params.get('code');
    if (!code) throw new ProviderError('code_invalid', 'no code');
    const exchanged = await this.graph<{ access_token?: string }>(`/${FACEBOOK_VERSION}/oauth/access_token`, {
      client_id: this.config.appId,
      client_secret: this.config.appSecret,
      redirect_uri: this.redirectUri,
      code,
    });
    if (!exchanged.ok || !exchanged.body.access_token)
      throw new ProviderError('code_invalid', 'code refused');
    return this.person(exchanged.body.access_token);
  }

  /** An app's user access token: it must belong to our app (debug_token) before /me is asked. */
  async verifyAppToken(token: string): Promise<ProviderIdentity> {
    const debug = await this.graph<{ data?: { app_id?: string; is_valid?: boolean } }>('/debug_token', {
      input_token: token,
      access_token: `${this.config.appId}|${this.config.appSecret}`,
    });
    if (!debug.ok || !debug.body.data?.is_valid || debug.body.data.app_id !== this.config.appId) {
      throw new ProviderError('token_invalid', 'access token is not valid for this app');
    }
    return this.person(token);
  }

  private async person(accessToken: string): Promise<ProviderIdentity> {
    const proof = crypto.createHmac('sha256', this.config.appSecret).update(accessToken).digest('hex');
    const me = await this.graph<GraphPerson>(`/${FACEBOOK_VERSION}/me`, {
      fields: 'id,first_name,last_name,email',
      access_token: accessToken,
      appsecret_proof: proof,
    });
    if (!me.ok || !me.body.id) throw new ProviderError('token_invalid', 'Graph refused the token');
    const email = me.body.email?.trim().toLowerCase() || null;
    return {
      provider: 'facebook',
      subject: me.body.id,
      email,
      // Facebook does not say whether the address was confirmed: it proves nothing here.
      emailVerified: false,
      privateEmail: false,
      firstName: me.body.first_name?.trim() || null,
      lastName: me.body.last_name?.trim() || null,
    };
  }
}

/** The providers that are configured, by name. */
export function socialClients(config: SocialConfig | undefined): Map<SocialProvider, SocialProviderClient> {
  const clients = new Map<SocialProvider, SocialProviderClient>();
  if (!config) return clients;
  const redirect = (provider: SocialProvider) =>
    `${config.redirectBaseUrl}/auth/api/v1/social/${provider}/callback/`;
  if (config.google) {
    clients.set(
      'google',
      new OidcProviderClient('google', config.google, redirect('google'), config.timeoutMs),
    );
  }
  if (config.apple) {
    clients.set('apple', new OidcProviderClient('apple', config.apple, redirect('apple'), config.timeoutMs));
  }
  if (config.facebook) {
    clients.set(
      'facebook',
      new FacebookProviderClient(config.facebook, redirect('facebook'), config.timeoutMs),
    );
  }
  return clients;
}
