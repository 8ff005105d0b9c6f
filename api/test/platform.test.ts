import { createTestApp, WEB_ORIGIN, type TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    setup: (app) => {
      app.get('/boom', async () => {
        throw new Error('connect ECONNREFUSED postgres://app:s3cret@db');
      });
    },
  });
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers GET /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('answers unknown paths with the error shape, in the language asked for', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ errors: { code: 'not_found', detail: 'Not found.' } });
    const ms = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'accept-language': 'ms-MY,ms;q=0.9' },
    });
    expect(ms.json()).toEqual({ errors: { code: 'not_found', detail: 'Tidak dijumpai.' } });
  });

  it('hides the internals of a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: { code: 'server_error', detail: 'An error has occurred' } });
    expect(response.body).not.toContain('s3cret');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('malformed_body');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/register/',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors.code).toBe('unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/register/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.code).toBe('payload_too_large');
  });

  it('keeps a valid caller request id and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'lb-1234567890' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234567890');
    const made = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS with credentials from the allow-list only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/auth/api/v1/jwt/',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(WEB_ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the web app send an Idempotency-Key (Pay now) across origins', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/payment/api/v1/instant-pay/',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
  });

  it('sends an API answer the security headers of an API, and a page those of a document', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/health' });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-site',
    });
    // Headers meant for documents are left off a JSON answer.
    for (const name of ['x-xss-protection', 'x-dns-prefetch-control', 'origin-agent-cluster']) {
      expect(api.headers[name]).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves the OpenAPI description and Swagger UI at /docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/health',
        '/auth/api/v1/register/',
        '/auth/api/v1/jwt/',
        '/auth/api/v1/me/',
        '/analytics/api/v1/events/',
      ]),
    );
    const login = spec.json().paths['/auth/api/v1/jwt/'].post;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429', '500']));
  });
});
