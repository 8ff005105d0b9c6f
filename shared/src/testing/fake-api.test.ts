import { apiClient, errorStatus, readApiErrorParts, resetApiClientState } from '../index';
import { installFakeApi, noAnswer, uninstallFakeApi } from './fake-api';

beforeEach(() => resetApiClientState());

test('answers through the real client and records what was asked, with the query and body', async () => {
  const api = installFakeApi({
    'GET things/': ({ params }) => ({ status: 200, data: { data: params } }),
    'POST things/': ({ body }) => ({ status: 201, data: { data: body } }),
  });
  const read = await apiClient.get('things/', { params: { lang: 'ms' } });
  const made = await apiClient.post('things/', { name: 'Teduh' });

  expect(read.data).toEqual({ data: { lang: 'ms' } });
  expect(made.status).toBe(201);
  expect(api.requests).toEqual([
    { method: 'GET', url: 'things/', body: undefined, params: { lang: 'ms' } },
    { method: 'POST', url: 'things/', body: { name: 'Teduh' } },
  ]);
  expect(api.requestsTo('POST things/')).toHaveLength(1);
});

test('a 4xx or 5xx rejects as the client does, with its status, body and headers', async () => {
  installFakeApi({
    'GET busy/': () => ({
      status: 429,
      data: { errors: { code: 'throttled', detail: 'Slow down' } },
      headers: { 'retry-after': '30' },
    }),
  });
  const error: unknown = await apiClient.get('busy/').catch((caught: unknown) => caught);
  expect(errorStatus(error)).toBe(429);
  expect(readApiErrorParts(error)).toMatchObject({
    status: 429,
    code: 'throttled',
    detail: 'Slow down',
    retryAfterSeconds: 30,
    network: false,
  });
});

test('no answer rejects as offline', async () => {
  installFakeApi({ 'GET away/': () => noAnswer });
  const error: unknown = await apiClient.get('away/').catch((caught: unknown) => caught);
  expect(readApiErrorParts(error).network).toBe(true);
});

test('an aborted call rejects as cancelled while the answer is awaited', async () => {
  installFakeApi({ 'GET slow/': () => new Promise(() => undefined) });
  const controller = new AbortController();
  const call = apiClient.get('slow/', { signal: controller.signal });
  controller.abort();
  await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
});

test('a request without a handler is refused, and fails the test when the fake is removed', async () => {
  installFakeApi({});
  await expect(apiClient.get('unknown/')).rejects.toThrow('Unhandled request in test: GET unknown/');
  expect(() => uninstallFakeApi()).toThrow(/no handler for:\n {2}GET unknown\//);
});
