import { AxiosError, AxiosHeaders, type AxiosRequestConfig } from 'axios';
import { apiClient } from '@teduh/shared';

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
 * The network edge of the CMS pages: `apiClient.get` answers from `routes` (path -> handler receiving the
 * query), wrapped in the API's `{ data }` envelope. A handler may throw (e.g. `apiError(404)`); a path without
 * a handler fails the test.
 */
export function mockCmsApi(routes: Record<string, Handler>) {
  const get = jest.spyOn(apiClient, 'get') as unknown as jest.Mock;
  get.mockImplementation(async (path: string, config?: AxiosRequestConfig) => {
    const handler = routes[path];
    if (!handler) throw new Error(`Unexpected GET ${path}`);
    return { data: { data: handler((config?.params ?? {}) as Params) }, status: 200 };
  });
  return get;
}

/** The query of every call made to `path`. */
export function callsTo(get: jest.Mock, path: string): Params[] {
  return get.mock.calls
    .filter(([called]) => called === path)
    .map(([, config]) => ((config as AxiosRequestConfig | undefined)?.params ?? {}) as Params);
}
