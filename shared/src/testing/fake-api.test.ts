import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { apiClient, errorStatus, readApiErrorParts, resetApiClientState } from '../index';
import { installApiMocks, installFakeApi, noAnswer, uninstallFakeApi } from './fake-api';

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

test('installApiMocks: jest mocks answer as the API, called as the client methods were', async () => {
  const get = jest.fn().mockResolvedValue({ data: { data: ['row'] } });
  const post = jest
    .fn()
    .mockResolvedValueOnce({ status: 201, data: { data: 'made' } })
    .mockRejectedValueOnce({
      response: { status: 409, data: { errors: { code: 'taken', detail: 'Taken' } } },
    })
    .mockRejectedValueOnce(new Error('offline'));
  installApiMocks({ get, post });

  expect((await apiClient.get('rows/', { params: { state: 'pending' } })).data).toEqual({ data: ['row'] });
  expect((await apiClient.post('rows/', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } })).status).toBe(
    201,
  );
  const taken: unknown = await apiClient.post('rows/').catch((caught: unknown) => caught);
  const away: unknown = await apiClient.post('rows/', { a: 2 }).catch((caught: unknown) => caught);

  expect(get).toHaveBeenCalledWith('rows/', { params: { state: 'pending' } });
  expect(post.mock.calls).toEqual([
    ['rows/', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } }],
    ['rows/'],
    ['rows/', { a: 2 }],
  ]);
  expect(readApiErrorParts(taken)).toMatchObject({ status: 409, code: 'taken', network: false });
  expect(readApiErrorParts(away).network).toBe(true);
});

test('installApiMocks: a method without a mock, or a mock without an answer, fails the test', async () => {
  installApiMocks({ get: jest.fn() });
  await expect(apiClient.get('silent/')).rejects.toThrow('Unhandled request in test: GET silent/');
  await expect(apiClient.delete('gone/')).rejects.toThrow('Unhandled request in test: DELETE gone/');
  expect(() => uninstallFakeApi()).toThrow(/GET silent\/\n {2}DELETE gone\//);
});

test("installApiMocks: a mock reports upload progress through the caller's onUploadProgress", async () => {
  const post = jest.fn((_url: string, _body: unknown, config: AxiosRequestConfig) => {
    config.onUploadProgress?.({ loaded: 50, total: 100 } as AxiosProgressEvent);
    return { status: 201, data: { data: 'sent' } };
  });
  installApiMocks({ post });
  const progress: number[] = [];
  const sent = await apiClient.post(
    'uploads/',
    { a: 1 },
    {
      onUploadProgress: (event) => progress.push(event.loaded),
    },
  );

  expect(sent.status).toBe(201);
  expect(progress).toEqual([50]);
});
