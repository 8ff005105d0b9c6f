// Social sign-in against the local identity providers (api/src/sandboxes/identity, run as the processes
// `npm start` runs): the browser flows (authorize, provider login page, callback), the app-token calls of both
// API generations, and every refusal in the contract's error shape: forged state, replayed code, wrong nonce,
// an ID token for another audience, an expired one, one signed by a key the provider never published.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
import { identitySandboxDefaults } from '../src/config';
import { freePort } from './helpers/free-port';
import {
  API,
  createTestApp,
  DEFAULT_PASSWORD,
  registerMember,
  sessionCookie,
  WEB_ORIGIN,
  type TestContext,
} from './helpers/test-app';

const apiBase = 'http://localhost:4999';
const SOCIAL = `${API}/social`;
const tsx = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');

interface Sandbox {
  url: string;
  process: ChildProcess;
}

function startSandbox(which: string, port: number, env: Record<string, string> = {}): Promise<Sandbox> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(tsx, ['src/sandboxes/identity/main.ts', which], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      IDENTITY_SANDBOX_PUBLIC_URL: url,
      IDENTITY_SANDBOX_API_URL: apiBase,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve({ url, process: child });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${which} sandbox exited (${code}): ${output}`)));
  });
}

/** A browser's cookies at one provider (names only: the sandboxes use one path). */
class CookieJar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function browse(jar: CookieJar, url: string, form?: Record<string, string>): Promise<Response> {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.take(response);
  return response;
}

/** Follows a provider's pages from the authorization URL, choosing a person (or Cancel), to its answer. */
async function signInAtProvider(
  authorizationUrl: string,
  choice: Record<string, string> | 'cancel',
): Promise<{ method: 'GET' | 'POST'; url: string; form?: Record<string, string> }> {
  const jar = new CookieJar();
  let response = await browse(jar, authorizationUrl);
  let page = new URL(authorizationUrl);
  while (response.status >= 300 && response.status < 400) {
    page = new URL(response.headers.get('location')!, page);
    if (page.toString().startsWith(apiBase)) return { method: 'GET', url: page.toString() };
    response = await browse(jar, page.toString());
  }
  const html = await response.text();
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = forms.find(([, action]) =>
    choice === 'cancel' ? /abort|cancel/.test(action!) : !/abort|cancel/.test(action!),
  );
  if (!form) throw new Error(`no login form at ${page}: ${html.slice(0, 300)}`);
  const hidden = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name!,
      value!.replace(/&amp;/g, '&'),
    ]),
  );
  delete hidden.person;
  let next = new URL(form[1]!, page);
  response = await browse(jar, next.toString(), { ...hidden, ...(choice === 'cancel' ? {} : choice) });
  while (response.status >= 300 && response.status < 400) {
    next = new URL(response.headers.get('location')!, next);
    if (next.toString().startsWith(apiBase)) return { method: 'GET', url: next.toString() };
    response = await browse(jar, next.toString());
  }
  // Apple's form_post page.
  const body = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(body)?.[1];
  if (!action) throw new Error(`provider answered ${response.status}: ${body.slice(0, 300)}`);
  const fields = Object.fromEntries(
    [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
      name!,
      value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );
  return { method: 'POST', url: action.replace(/&amp;/g, '&'), form: fields };
}

let t: TestContext;
let google: Sandbox;
let apple: Sandbox;
let facebook: Sandbox;
let googleKey: JWK;

beforeAll(async () => {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  googleKey = {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: 'test-google-key',
    alg: 'RS256',
    use: 'sig',
  };
  const [googlePort, applePort, facebookPort] = [await freePort(), await freePort(), await freePort()];
  [google, apple, facebook] = await Promise.all([
    startSandbox('google', googlePort, { IDENTITY_SANDBOX_SIGNING_JWK: JSON.stringify(googleKey) }),
    startSandbox('apple', applePort),
    startSandbox('facebook', facebookPort),
  ]);
  const sandbox = identitySandboxDefaults;
  t = await createTestApp({
    config: {
      social: {
        redirectBaseUrl: apiBase,
        google: {
          issuer: google.url,
          clientId: sandbox.google.clientId,
          clientSecret: sandbox.google.clientSecret,
        },
        apple: {
          issuer: apple.url,
          clientId: sandbox.apple.clientId,
          appleKey: {
            teamId: sandbox.apple.teamId,
            keyId: sandbox.apple.keyId,
            privateKeyPem: sandbox.apple.privateKeyPem,
          },
        },
        facebook: {
          dialogUrl: facebook.url,
          graphUrl: facebook.url,
          appId: sandbox.facebook.appId,
          appSecret: sandbox.facebook.appSecret,
        },
        timeoutMs: 5000,
      },
    },
  });
}, 90_000);

afterAll(async () => {
  await t?.close();
  for (const sandbox of [google, apple, facebook]) sandbox?.process.kill('SIGTERM');
});

interface Browser {
  cookie: string;
}

function keep(
  browser: Browser,
  response: { headers: Record<string, unknown> } & Parameters<typeof sessionCookie>[0],
) {
  const cookie = sessionCookie(response);
  if (cookie) browser.cookie = cookie;
}

/** authorize/ → the provider's pages → the callback (Apple's form_post turned into a GET), as a browser. */
async function socialFlow(
  provider: 'google' | 'apple' | 'facebook',
  choice: Record<string, string> | 'cancel',
  browser: Browser = { cookie: '' },
  options: {
    intent?: 'login' | 'link';
    json?: boolean;
    tamper?: (url: URL) => void;
    locale?: 'en' | 'ms';
  } = {},
) {
  const authorize = await t.app.inject({
    method: 'GET',
    url: `${SOCIAL}/${provider}/authorize/?intent=${options.intent ?? 'login'}&locale=${options.locale ?? 'en'}`,
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  expect(authorize.statusCode).toBe(302);
  keep(browser, authorize);
  const authorizationUrl = new URL(authorize.headers.location as string);
  options.tamper?.(authorizationUrl);
  let answer = await signInAtProvider(authorizationUrl.toString(), choice);
  if (answer.method === 'POST') {
    const posted = await t.app.inject({
      method: 'POST',
      url: new URL(answer.url).pathname,
      payload: new URLSearchParams(answer.form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(303);
    answer = { method: 'GET', url: posted.headers.location as string };
  }
  const callbackUrl = new URL(answer.url);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: {
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
      ...(options.json ? { accept: 'application/json' } : {}),
    },
  });
  keep(browser, callback);
  return { callback, callbackUrl, browser };
}

const cookieHeaders = (browser: Browser) => ({ cookie: browser.cookie, origin: WEB_ORIGIN });

async function mintGoogleIdToken(
  claims: Record<string, unknown>,
  options: { key?: JWK; expiresIn?: string | number } = {},
) {
  const key = options.key ?? googleKey;
  return new SignJWT({ email: 'minted@gmail.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(google.url)
    .setAudience(identitySandboxDefaults.google.clientId)
    .setSubject(typeof claims.sub === 'string' ? claims.sub : '107000000000000009999')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(await importJWK(key, 'RS256'));
}

describe('register with Google, complete registration, sign in again', () => {
  it('a new person is asked for what Google did not give, then is a member who signs in with Google', async () => {
    const email = `nur.${crypto.randomBytes(3).toString('hex')}@gmail.com`;
    const person = { email, given_name: 'Nur', family_name: 'Aina', email_verified: 'true' };
    const { callback, browser } = await socialFlow('google', person, { cookie: '' }, { locale: 'ms' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`${WEB_ORIGIN}/ms/user/register?social=complete&provider=google`);

    const pending = await t.app.inject({
      method: 'GET',
      url: `${SOCIAL}/pending/`,
      headers: cookieHeaders(browser),
    });
    expect(pending.json().data).toMatchObject({
      provider: 'google',
      email,
      email_verified: true,
      first_name: 'Nur',
      last_name: 'Aina',
      existing_account: false,
      email_needs_pin: false,
    });

    const refused = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/complete-registration/`,
      headers: { ...cookieHeaders(browser), 'accept-language': 'ms' },
      payload: { agree_terms: false, agree_privacy: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields.agree_terms).toHaveLength(1);

    const completed = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/complete-registration/`,
      headers: cookieHeaders(browser),
      payload: { agree_terms: true, agree_privacy: true },
    });
    expect(completed.statusCode).toBe(201);
    const profile = completed.json().data.profile;
    expect(profile).toMatchObject({ email, first_name: 'Nur', last_name: 'Aina' });
    expect(profile.social_media).toEqual([expect.objectContaining({ provider: 'google', email })]);

    // A new browser signs in with the same Google account.
    const again = await socialFlow('google', person);
    expect(again.callback.statusCode).toBe(302);
    expect(again.callback.headers.location).toBe(`${WEB_ORIGIN}/user/profile`);
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/me/`,
      headers: cookieHeaders(again.browser),
    });
    expect(me.json().data.email).toBe(email);
  });

  it('an unverified or missing e-mail needs the e-mailed PIN before the account is made', async () => {
    const { browser } = await socialFlow('google', { person: '107000000000000000003' });
    const email = `meiling.${crypto.randomBytes(3).toString('hex')}@example.com`;
    const withoutPin = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/complete-registration/`,
      headers: cookieHeaders(browser),
      payload: { email, agree_terms: true, agree_privacy: true },
    });
    expect(withoutPin.statusCode).toBe(400);
    expect(withoutPin.json().errors.fields.pin).toEqual(['Enter the PIN we sent to your e-mail.']);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/email-pin/`,
      headers: cookieHeaders(browser),
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const mails = (await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${email}` })).json().data;
    const pin = (mails[0].text as string).match(/\b(\d{6})\b/)![1];
    const completed = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/complete-registration/`,
      headers: cookieHeaders(browser),
      payload: { email, pin, agree_terms: true, agree_privacy: true },
    });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.profile).toMatchObject({ email, first_name: 'Mei Ling' });
  });
});

describe('an e-mail equal to a member’s is never linked on its own', () => {
  it('a Facebook person with an unverified copy of a member’s e-mail cannot take the account over', async () => {
    const member = await registerMember(t.app);
    const { callback, browser } = await socialFlow('facebook', {
      email: member.email,
      given_name: 'Not',
      family_name: 'Them',
      email_verified: 'false',
    });
    expect(callback.headers.location).toBe(`${WEB_ORIGIN}/user/sign-in?social=link&provider=facebook`);
    // No session: the member's account was not signed into.
    const me = await t.app.inject({ method: 'GET', url: `${API}/me/`, headers: cookieHeaders(browser) });
    expect(me.statusCode).toBe(401);
    const guess = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/link-existing/`,
      headers: cookieHeaders(browser),
      payload: { password: 'Not-The-Password-1' },
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().errors.code).toBe('invalid_credentials');
    // Nor can it register the member's address as a new account.
    const taken = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/complete-registration/`,
      headers: cookieHeaders(browser),
      payload: { agree_terms: true, agree_privacy: true, pin: '000000' },
    });
    expect(taken.json().errors.fields.email).toEqual(['E-mail is taken']);
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/me/`,
      headers: { authorization: `Teduh ${member.access}` },
    });
    expect(profile.json().data.social_media).toEqual([]);
  });

  it('the member who proves the account with the password gets Google linked and is signed in', async () => {
    const member = await registerMember(t.app);
    const { browser } = await socialFlow('google', {
      email: member.email,
      given_name: 'Nurul',
      family_name: 'Hidayah',
      email_verified: 'true',
    });
    const proved = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/link-existing/`,
      headers: cookieHeaders(browser),
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(proved.statusCode).toBe(200);
    expect(proved.json().data.profile.social_media).toEqual([
      expect.objectContaining({ provider: 'google' }),
    ]);
    await t.app.jobs.runDue();
    const mails = (await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${member.email}` })).json().data;
    expect(mails.map((mail: { template: string }) => mail.template)).toContain('social_changed');
  });
});

describe('link and unlink from the profile', () => {
  it('links Apple (form_post, name on first consent only), signs in with it, and keeps the last method', async () => {
    const email = `siti.${crypto.randomBytes(3).toString('hex')}@gmail.com`;
    const { browser } = await socialFlow('google', {
      email,
      given_name: 'Siti',
      family_name: 'Aminah',
      email_verified: 'true',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/complete-registration/`,
      headers: cookieHeaders(browser),
      payload: { agree_terms: true, agree_privacy: true },
    });
    expect(created.statusCode).toBe(201);
    keep(browser, created);

    const relay = { person: '000102.6b2f1d2e3c4b5a6f7e8d9c0b1a2f3e4d.0102' };
    const linked = await socialFlow('apple', relay, browser, { intent: 'link' });
    expect(linked.callback.headers.location).toBe(`${WEB_ORIGIN}/user/profile?social_linked=apple`);
    // Apple's first consent carried the name, in the form_post's `user` field.
    expect(JSON.parse(linked.callbackUrl.searchParams.get('user')!)).toMatchObject({
      name: { firstName: 'Arjun', lastName: 'Pillai' },
    });

    const viaApple = await socialFlow('apple', relay);
    expect(viaApple.callbackUrl.searchParams.get('user')).toBeNull();
    expect(viaApple.callback.headers.location).toBe(`${WEB_ORIGIN}/user/profile`);
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/me/`,
      headers: cookieHeaders(viaApple.browser),
    });
    expect(me.json().data.email).toBe(email);
    expect(me.json().data.social_media.map((s: { provider: string }) => s.provider)).toEqual([
      'google',
      'apple',
    ]);

    const unlinked = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/google/unlink/`,
      headers: cookieHeaders(viaApple.browser),
    });
    expect(unlinked.statusCode).toBe(200);
    const last = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/apple/unlink/`,
      headers: { ...cookieHeaders(viaApple.browser), 'accept-language': 'ms' },
    });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({
      errors: {
        code: 'last_sign_in_method',
        detail: expect.stringContaining('satu-satunya cara'),
      },
    });
    // The older generation's unlink is the same call.
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/social/apple/unlink/',
      headers: cookieHeaders(viaApple.browser),
    });
    expect(legacy.json().errors.code).toBe('last_sign_in_method');
  });

  it('a provider account of another member cannot be linked', async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const token = await mintGoogleIdToken({ sub: 'shared-subject-1' });
    const first = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/google/link/`,
      headers: { authorization: `Teduh ${owner.access}` },
      payload: { id_token: token },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/social/google/link/',
      headers: { authorization: `Teduh ${other.access}` },
      payload: { id_token: token },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.code).toBe('social_account_taken');
  });
});

describe('refusals', () => {
  it('a forged state is refused', async () => {
    const { callback } = await socialFlow(
      'google',
      { person: '107000000000000000001' },
      { cookie: '' },
      { json: true, tamper: (url) => url.searchParams.set('state', 'forged-by-someone-else') },
    );
    expect(callback.statusCode).toBe(400);
    expect(callback.json()).toEqual({
      errors: { code: 'social_state_mismatch', detail: expect.stringContaining('Google') },
    });
  });

  it('a browser is sent back to sign-in with the reason', async () => {
    const { callback } = await socialFlow(
      'facebook',
      { person: '10200000000000001' },
      { cookie: '' },
      { tamper: (url) => url.searchParams.set('state', 'forged') },
    );
    expect(callback.headers.location).toBe(
      `${WEB_ORIGIN}/user/sign-in?social_error=social_state_mismatch&provider=facebook`,
    );
  });

  it('a replayed code is refused', async () => {
    const first = await socialFlow(
      'google',
      { person: '107000000000000000001' },
      { cookie: '' },
      { json: true },
    );
    expect(first.callback.statusCode).toBe(200);
    // The same callback again in the same browser: its flow was used up.
    const replay = await t.app.inject({
      method: 'GET',
      url: `${first.callbackUrl.pathname}${first.callbackUrl.search}`,
      headers: { cookie: first.browser.cookie, accept: 'application/json' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toBe('social_state_mismatch');
    // With a new flow's state, the spent code is refused by the provider.
    const browser: Browser = { cookie: '' };
    const authorize = await t.app.inject({ method: 'GET', url: `${SOCIAL}/google/authorize/` });
    keep(browser, authorize);
    const state = new URL(authorize.headers.location as string).searchParams.get('state')!;
    const replayed = new URLSearchParams(first.callbackUrl.search);
    replayed.set('state', state);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${first.callbackUrl.pathname}?${replayed}`,
      headers: { cookie: browser.cookie, accept: 'application/json' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { code: 'social_code_invalid', detail: expect.any(String) } });
  });

  it('an ID token with another nonce is refused (browser flow and app call)', async () => {
    const { callback } = await socialFlow(
      'google',
      { person: '107000000000000000001' },
      { cookie: '' },
      { json: true, tamper: (url) => url.searchParams.set('nonce', 'not-the-nonce-we-sent') },
    );
    expect(callback.statusCode).toBe(400);
    expect(callback.json().errors.code).toBe('social_token_invalid');

    const token = await mintGoogleIdToken({ nonce: 'nonce-a' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/google/login/`,
      payload: { id_token: token, nonce: 'nonce-b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('social_token_invalid');
  });

  it('an ID token for another audience is refused', async () => {
    const token = await new SignJWT({ email: 'x@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: googleKey.kid })
      .setIssuer(google.url)
      .setAudience('another-app.apps.sandbox')
      .setSubject('107000000000000009998')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(googleKey, 'RS256'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/social/google/login/',
      headers: { 'accept-language': 'ms' },
      payload: { id_token: token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        code: 'social_token_invalid',
        detail: 'Google tidak dapat mengesahkan identiti anda. Sila cuba lagi.',
      },
    });
  });

  it('an expired ID token is refused', async () => {
    const token = await mintGoogleIdToken(
      { iat: Math.floor(Date.now() / 1000) - 7200 },
      {
        expiresIn: Math.floor(Date.now() / 1000) - 3600,
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/google/login/`,
      payload: { id_token: token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('social_token_invalid');
  });

  it('an ID token signed by a key Google never published is refused', async () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const stranger = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: googleKey.kid };
    const token = await mintGoogleIdToken({}, { key: stranger });
    const response = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/google/login/`,
      payload: { id_token: token },
    });
    expect(response.json().errors.code).toBe('social_token_invalid');
  });

  it('a valid app ID token signs in through both generations; a Facebook token of another app is refused', async () => {
    const token = await mintGoogleIdToken({ sub: 'app-subject-1', email: 'app.user@gmail.com' });
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/social/google/register/',
      payload: { id_token: token, delivery: 'body' },
    });
    expect(pending.json().data).toMatchObject({
      outcome: 'registration_required',
      social_token: expect.any(String),
    });
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/social/complete-registration/',
      payload: {
        social_token: pending.json().data.social_token,
        first_name: 'App',
        last_name: 'User',
        agree_terms: true,
        agree_privacy: true,
        delivery: 'body',
      },
    });
    expect(completed.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: `${SOCIAL}/google/login/`,
      payload: { id_token: token, delivery: 'body' },
    });
    expect(login.json().data).toMatchObject({ outcome: 'signed_in', access: expect.any(String) });

    const facebookToken = await t.app.inject({
      method: 'POST',
      url: '/api/social/facebook/login/',
      payload: { access_token: 'EAAnot-a-token-of-this-app' },
    });
    expect(facebookToken.json().errors.code).toBe('social_token_invalid');
  });

  it('a cancelled consent is explained', async () => {
    const { callback } = await socialFlow('apple', 'cancel', { cookie: '' }, { json: true });
    expect(callback.statusCode).toBe(400);
    expect(callback.json().errors).toEqual({
      code: 'social_cancelled',
      detail: 'You cancelled signing in with Apple. You can try again, or use your e-mail and password.',
    });
  });

  it('a provider that is down is explained', async () => {
    const down = await createTestApp({
      database: t.database,
      config: {
        social: {
          redirectBaseUrl: apiBase,
          google: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
          apple: null,
          facebook: null,
          timeoutMs: 2000,
        },
      },
    });
    try {
      const authorize = await down.app.inject({
        method: 'GET',
        url: `${SOCIAL}/google/authorize/?locale=ms`,
      });
      expect(authorize.headers.location).toBe(
        `${WEB_ORIGIN}/ms/user/sign-in?social_error=social_provider_unavailable&provider=google`,
      );
      const off = await down.app.inject({
        method: 'POST',
        url: `${SOCIAL}/apple/login/`,
        payload: { id_token: 'x' },
      });
      expect(off.json().errors.code).toBe('social_provider_off');
    } finally {
      await down.app.close();
    }
  });
});
