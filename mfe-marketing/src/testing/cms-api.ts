import { AxiosError, AxiosHeaders, type AxiosRequestConfig } from 'axios';
import { installApiMocks } from '@teduh/shared/testing';

type Params = Record<string, unknown>;
type Handler = (params: Params) => unknown;

/** A rejected call as the shared client gives it (an AxiosError with `status`). */
export function apiError(status: number, body: unknown = { errors: { code: 'error', detail: 'Error' } }) {
  const config = { headers: new AxiosHeaders() };
  const error = new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: String(status),
    data: body,
    headers: {},
    config,
  });
  return Object.assign(error, { status });
}

/**
 * The network edge of the CMS pages (the fake API of @teduh/shared/testing, behind the real client): a GET
 * answers from `routes` (path -> handler receiving the query), wrapped in the API's `{ data }` envelope. A
 * handler may throw (e.g. `apiError(404)`: the API answers that); a path without a handler fails the test.
 * The returned mock records each GET as the client's `get(path, config)`.
 */
export function mockCmsApi(routes: Record<string, Handler>) {
  const get = jest.fn(async (path: string, config?: AxiosRequestConfig) => {
    const handler = routes[path];
    if (!handler) return undefined;
    return { data: { data: handler((config?.params ?? {}) as Params) }, status: 200 };
  });
  installApiMocks({ get });
  return get;
}

/** The query of every call made to `path`. */
export function callsTo(get: jest.Mock, path: string): Params[] {
  return get.mock.calls
    .filter(([called]) => called === path)
    .map(([, config]) => ((config as AxiosRequestConfig | undefined)?.params ?? {}) as Params);
}
