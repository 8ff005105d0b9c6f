import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** An axios error as the API client rejects it: a status, our `{ errors }` body and optional headers. */
export function apiError(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: new AxiosHeaders(headers),
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);
}

/** No answer at all (offline, or the API is down). */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK');
}
