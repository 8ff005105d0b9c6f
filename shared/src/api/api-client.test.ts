/** @jest-environment node */
// The error catalogue against a real HTTP server on an ephemeral port, through axios' http adapter.
import { profileFixture } from '../testing/profile-fixture';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analytics } from '../analytics/analytics';
import { changeLocale, initI18n } from '../i18n/i18n';
import { resetSessionStore, useSessionStore } from '../session/session-store';
import { resetAppStore, useAppStore } from '../stores/app-store';
import { apiClient, configureApiClient, errorStatus, resetApiClientState } from './api-client';
import { axiosClient } from './axios-client';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Recorded, response: ServerResponse, callIndex: number) => void | Promise<void>;

const routes = new Map<string, Handler>();
const calls: Recorded[] = [];
let server: Server;
let baseURL: string;

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function callsTo(path: string): Recorded[] {
  return calls.filter((call) => call.url === path);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.url}`);
      if (!handler) {
        json(res, 404, { detail: 'Not found' });
        return;
      }
      void Promise.resolve(handler(recorded, res, callsTo(recorded.url).length - 1)).catch(() => {
        res.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  initI18n('en');
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const navigate = jest.fn<void, [string]>();
let info: jest.SpyInstance;
let resetAnalytics: jest.SpyInstance;

const profile = profileFixture({ ekyc_status: 'accepted' });

beforeEach(async () => {
  routes.clear();
  calls.length = 0;
  navigate.mockReset();
  resetApiClientState();
  resetSessionStore();
  resetAppStore();
  axiosClient.defaults.adapter = 'http';
  configureApiClient({ baseURL, navigate });
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  resetAnalytics = jest.spyOn(analytics, 'reset');
  await changeLocale('en');
});

afterEach(() => {
  jest.restoreAllMocks();
});

function signedInWithCookie(): void {
  useSessionStore.getState().setAuthenticated(profile);
}

function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('requests', () => {
  it('sends Accept-Language from the current locale and no Authorization in cookie mode', async () => {
    routes.set('GET /products/', (_req, res) => json(res, 200, { data: [] }));
    await changeLocale('ms');
    await apiClient.get('products/');
    const [call] = callsTo('/products/');
    expect(call?.headers['accept-language']).toBe('ms');
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends Authorization: Teduh <access> when the store holds tokens', async () => {
    routes.set('GET /products/', (_req, res) => json(res, 200, { data: [] }));
    useSessionStore.getState().setTokens({ access: 'acc-1', refresh: 'ref-1' });
    await apiClient.get('products/');
    expect(callsTo('/products/')[0]?.headers.authorization).toBe('Teduh acc-1');
  });
});

describe('403 with a session', () => {
  it('refreshes with an empty body in cookie mode, logs TOKEN REFRESHED and retries exactly once', async () => {
    signedInWithCookie();
    routes.set('GET /auth/api/v1/me/', (_req, res, n) =>
      n === 0 ? json(res, 403, { errors: { code: 'token_expired' } }) : json(res, 200, { data: profile }),
    );
    routes.set('POST /auth/api/v1/jwt/refresh/', (_req, res) => json(res, 200, { data: {} }));

    const response = await apiClient.get('auth/api/v1/me/');

    expect(response.status).toBe(200);
    expect(callsTo('/auth/api/v1/me/')).toHaveLength(2);
    const refreshes = callsTo('/auth/api/v1/jwt/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '')).toEqual({});
    expect(info).toHaveBeenCalledWith('TOKEN REFRESHED');
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('sends { refresh } in header mode, stores the new pair and retries with the new access token', async () => {
    useSessionStore.getState().setTokens({ access: 'old-access', refresh: 'old-refresh' });
    routes.set('GET /certificates/', (req, res) =>
      req.headers.authorization === 'Teduh new-access'
        ? json(res, 200, { data: ['TD-1'] })
        : json(res, 403, {}),
    );
    routes.set('POST /auth/api/v1/jwt/refresh/', (_req, res) =>
      json(res, 200, { data: { access: 'new-access', refresh: 'new-refresh' } }),
    );

    const response = await apiClient.get<{ data: string[] }>('certificates/');

    expect(response.data.data).toEqual(['TD-1']);
    const refresh = callsTo('/auth/api/v1/jwt/refresh/');
    expect(refresh).toHaveLength(1);
    expect(JSON.parse(refresh[0]?.body ?? '')).toEqual({ refresh: 'old-refresh' });
    expect(refresh[0]?.headers.authorization).toBeUndefined();
    expect(callsTo('/certificates/').map((c) => c.headers.authorization)).toEqual([
      'Teduh old-access',
      'Teduh new-access',
    ]);
    expect(useSessionStore.getState().tokens).toEqual({ access: 'new-access', refresh: 'new-refresh' });
  });

  it('does not loop: a retried request that gets 403 again goes to the caller', async () => {
    signedInWithCookie();
    routes.set('GET /vault/', (_req, res) => json(res, 403, { detail: 'You do not have permission.' }));
    routes.set('POST /auth/api/v1/jwt/refresh/', (_req, res) => json(res, 200, {}));

    const error = await rejectionOf(apiClient.get('vault/'));

    expect(errorStatus(error)).toBe(403);
    expect(callsTo('/vault/')).toHaveLength(2);
    expect(callsTo('/auth/api/v1/jwt/refresh/')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('shares one refresh among three concurrent 403s', async () => {
    signedInWithCookie();
    let refreshed = false;
    for (const path of ['a', 'b', 'c']) {
      routes.set(`GET /${path}/`, (_req, res) => (refreshed ? json(res, 200, { path }) : json(res, 403, {})));
    }
    routes.set('POST /auth/api/v1/jwt/refresh/', async (_req, res) => {
      await delay(50);
      refreshed = true;
      json(res, 200, {});
    });

    const results = await Promise.all(
      ['a', 'b', 'c'].map((path) => apiClient.get<{ path: string }>(`${path}/`)),
    );

    expect(results.map((r) => r.data.path)).toEqual(['a', 'b', 'c']);
    expect(callsTo('/auth/api/v1/jwt/refresh/')).toHaveLength(1);
    for (const path of ['a', 'b', 'c']) expect(callsTo(`/${path}/`)).toHaveLength(2);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again for a 403 that arrives after a refresh it was sent before', async () => {
    signedInWithCookie();
    let refreshed = false;
    routes.set('GET /fast/', (_req, res) => (refreshed ? json(res, 200, {}) : json(res, 403, {})));
    routes.set('GET /slow/', async (_req, res, n) => {
      if (n === 0) {
        await delay(150);
        json(res, 403, {});
      } else json(res, 200, {});
    });
    routes.set('POST /auth/api/v1/jwt/refresh/', (_req, res) => {
      refreshed = true;
      json(res, 200, {});
    });

    await Promise.all([apiClient.get('fast/'), apiClient.get('slow/')]);

    expect(callsTo('/auth/api/v1/jwt/refresh/')).toHaveLength(1);
    expect(callsTo('/slow/')).toHaveLength(2);
  });

  it('clears the session, resets analytics and goes home once when the refresh fails', async () => {
    useSessionStore.getState().setTokens({ access: 'old', refresh: 'revoked' });
    signedInWithCookie();
    routes.set('GET /a/', (_req, res) => json(res, 403, {}));
    routes.set('GET /b/', (_req, res) => json(res, 403, {}));
    routes.set('POST /auth/api/v1/jwt/refresh/', (_req, res) =>
      json(res, 401, { errors: { code: 'token_not_valid', detail: 'Token is invalid or expired' } }),
    );

    const errors = await Promise.all([rejectionOf(apiClient.get('a/')), rejectionOf(apiClient.get('b/'))]);

    expect(errors.map(errorStatus)).toEqual([403, 403]);
    expect(callsTo('/auth/api/v1/jwt/refresh/')).toHaveLength(1);
    expect(callsTo('/a/')).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', profile: null, tokens: null });
    expect(resetAnalytics).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(info).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh gets no answer at all', async () => {
    signedInWithCookie();
    routes.set('GET /a/', (_req, res) => json(res, 403, {}));
    routes.set('POST /auth/api/v1/jwt/refresh/', (_req, res) => {
      res.destroy();
    });

    const error = await rejectionOf(apiClient.get('a/'));

    expect(errorStatus(error)).toBe(403);
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('403 without a session', () => {
  it('does not refresh; clears the session, resets analytics and goes home (locale kept)', async () => {
    useSessionStore.getState().setAnonymous();
    await changeLocale('ms');
    routes.set('GET /a/', (_req, res) => json(res, 403, {}));

    const error = await rejectionOf(apiClient.get('a/'));

    expect(errorStatus(error)).toBe(403);
    expect(callsTo('/auth/api/v1/jwt/refresh/')).toHaveLength(0);
    expect(resetAnalytics).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/ms');
  });
});

describe('401', () => {
  it('maintenance_notice: stores errors.detail and goes to /maintenance-notice, keeping the session', async () => {
    signedInWithCookie();
    routes.set('GET /products/', (_req, res) =>
      json(res, 401, { errors: { code: 'maintenance_notice', detail: 'We are upgrading until 6am.' } }),
    );

    const error = await rejectionOf(apiClient.get('products/'));

    expect(errorStatus(error)).toBe(401);
    expect(useAppStore.getState().maintenanceMessage).toBe('We are upgrading until 6am.');
    expect(navigate).toHaveBeenCalledWith('/maintenance-notice');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('maintenance_notice during a refresh also goes to the notice, not home', async () => {
    signedInWithCookie();
    routes.set('GET /a/', (_req, res) => json(res, 403, {}));
    routes.set('POST /auth/api/v1/jwt/refresh/', (_req, res) =>
      json(res, 401, { errors: { code: 'maintenance_notice', detail: 'Back soon.' } }),
    );

    await rejectionOf(apiClient.get('a/'));

    expect(useAppStore.getState().maintenanceMessage).toBe('Back soon.');
    expect(navigate.mock.calls).toEqual([['/maintenance-notice']]);
  });

  it('any other 401 clears the session, resets analytics and goes home', async () => {
    signedInWithCookie();
    useSessionStore.getState().setTokens({ access: 'a', refresh: 'r' });
    routes.set('GET /auth/api/v1/me/', (_req, res) =>
      json(res, 401, { errors: { code: 'not_authenticated', detail: 'Sign in again.' } }),
    );

    const error = await rejectionOf(apiClient.get('auth/api/v1/me/'));

    expect(errorStatus(error)).toBe(401);
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', profile: null, tokens: null });
    expect(resetAnalytics).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useAppStore.getState().maintenanceMessage).toBeNull();
  });

  it('authRedirect: false clears the session without leaving the page', async () => {
    routes.set('GET /auth/api/v1/me/', (_req, res) => json(res, 401, {}));

    await rejectionOf(apiClient.get('auth/api/v1/me/', { authRedirect: false }));

    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a wrong password at sign-in goes to the caller and leaves the page alone', async () => {
    routes.set('POST /auth/api/v1/jwt/', (_req, res) =>
      json(res, 401, { detail: 'No active account found with the given credentials' }),
    );

    const error = await rejectionOf(apiClient.post('auth/api/v1/jwt/', { email: 'a@b.my', password: 'x' }));

    expect(errorStatus(error)).toBe(401);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('other errors', () => {
  it('passes a 500 to the caller without touching the session', async () => {
    signedInWithCookie();
    routes.set('POST /enquiries/', (_req, res) => json(res, 500, { message: 'Unknown middleware' }));

    const error = await rejectionOf(apiClient.post('enquiries/', { name: 'Aisyah' }));

    expect(errorStatus(error)).toBe(500);
    expect((error as { response?: { data?: unknown } }).response?.data).toEqual({
      message: 'Unknown middleware',
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('passes a 422 with its own status', async () => {
    routes.set('POST /enquiries/', (_req, res) => json(res, 422, { errors: { code: 'invalid' } }));
    const error = await rejectionOf(apiClient.post('enquiries/', {}));
    expect(errorStatus(error)).toBe(422);
    expect((error as { status?: number }).status).toBe(422);
  });

  it('gives status 500 when no response came', async () => {
    routes.set('GET /broken/', (_req, res) => {
      res.destroy();
    });
    const error = await rejectionOf(apiClient.get('broken/'));
    expect((error as { status?: number }).status).toBe(500);
    expect(navigate).not.toHaveBeenCalled();
  });
});
