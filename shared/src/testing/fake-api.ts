// The network edge of the web apps' tests: the real API client, its interceptors and error catalogue run,
// and only the adapter (the part that would open a connection) is replaced. See docs/adr/0011.
import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { axiosClient } from '../api/axios-client';

/** An answer of the fake API: a status with a body (and headers), or no answer at all (offline, API down). */
export type FakeReply =
  { status: number; data?: unknown; headers?: Record<string, string> } | typeof noAnswer | typeof unhandled;

/** The request as a handler sees it: the JSON body read back, the query and the whole axios config. */
export interface FakeRequest {
  body: unknown;
  params: Record<string, unknown> | undefined;
  config: InternalAxiosRequestConfig;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** A request the fake received, for assertions on what the page asked for. */
export interface RecordedRequest {
  method: string;
  /** The path as the fetcher wrote it, without the base URL or the query. */
  url: string;
  body: unknown;
  /** Only when the call has a query. */
  params?: Record<string, unknown>;
}

/** The answer that never comes: the client rejects as it does offline (no `response`). */
export const noAnswer = { noAnswer: true } as const;

/** A handler's way to say it has no answer for this request: it fails the test like a missing handler. */
const unhandled = { unhandled: true } as const;

/** The session probe's answer for an anonymous visitor. */
export const anonymousMe: FakeHandler = () => ({
  status: 401,
  data: { detail: 'Authentication credentials were not provided.' },
});

/** A handler giving `replies` one per request in turn, and the last one from then on. */
export function inTurn(...replies: [FakeReply, ...FakeReply[]]): FakeHandler {
  let next = 0;
  return () => {
    const reply = replies[Math.min(next, replies.length - 1)]!;
    next += 1;
    return reply;
  };
}

/** A 200 carrying `data` in the API's `{ data }` envelope. */
export function okData(data: unknown): FakeReply {
  return { status: 200, data: { data } };
}

interface Installed {
  original: InternalAxiosRequestConfig['adapter'];
  unhandled: string[];
}

let installed: Installed | null = null;

function readBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Rejects when the caller aborts before the handler answered, as the browser's adapter does. */
function unlessAborted<T>(answer: Promise<T>, config: InternalAxiosRequestConfig): Promise<T> {
  const signal = config.signal as AbortSignal | undefined;
  if (!signal) return answer;
  const canceled = () => new CanceledError(undefined, undefined, config);
  if (signal.aborted) return Promise.reject(canceled());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(canceled()), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * Replaces the API client's network adapter: requests go through the real client and its interceptors,
 * answers come from `handlers` keyed `"METHOD path"` (the path as the fetcher wrote it, without the query).
 * A request without a handler is refused and fails the test after it ends (tools/jest/setup-dom.js), like
 * MSW with unhandled requests as errors. The fake is removed after each test.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>, otherwise?: FakeHandler) {
  uninstallFakeApi();
  const requests: RecordedRequest[] = [];
  const current: Installed = { original: axiosClient.defaults.adapter, unhandled: [] };
  installed = current;

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = readBody(config.data);
    const params = config.params as Record<string, unknown> | undefined;
    requests.push(params === undefined ? { method, url, body } : { method, url, body, params });
    const handler = handlers[`${method} ${url}`] ?? otherwise;
    if (!handler) {
      const request = `${method} ${url}`;
      current.unhandled.push(request);
      throw new Error(`Unhandled request in test: ${request}`);
    }
    const reply = await unlessAborted(Promise.resolve(handler({ body, params, config })), config);
    if ('unhandled' in reply) {
      current.unhandled.push(`${method} ${url}`);
      throw new Error(`Unhandled request in test: ${method} ${url}`);
    }
    if ('noAnswer' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data,
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    const accepted = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (!accepted) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    }
    return response;
  };
  axiosClient.defaults.adapter = adapter;

  return {
    /** Every request received, in order. */
    requests,
    /** The requests received for one `"METHOD path"`. */
    requestsTo: (methodAndPath: string) => requests.filter((r) => `${r.method} ${r.url}` === methodAndPath),
    /** Puts the real adapter back (done after each test anyway); throws if a request had no handler. */
    restore: () => uninstallFakeApi(),
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/**
 * Puts the real adapter back. Throws when a request had no handler: called after each test by
 * tools/jest/setup-dom.js, so such a test fails even if the page caught the error and showed it.
 */
export function uninstallFakeApi(): void {
  if (!installed) return;
  const { original, unhandled } = installed;
  axiosClient.defaults.adapter = original;
  installed = null;
  if (unhandled.length > 0) {
    throw new Error(`The test made requests the fake API has no handler for:\n  ${unhandled.join('\n  ')}`);
  }
}

/** What a mock of `installApiMocks` answers: the response's body (and status, 200 by default; headers). */
export interface MockAnswer {
  data?: unknown;
  status?: number;
  headers?: Record<string, string>;
}

type ApiMock = (url: string, ...rest: never[]) => unknown;

/** Headers every request of the client carries; the others are the caller's own (e.g. Idempotency-Key). */
const clientHeaders = new Set([
  'accept',
  'x-requested-with',
  'accept-language',
  'authorization',
  'content-type',
]);

function callersConfig(request: FakeRequest): Record<string, unknown> | undefined {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.config.headers.toJSON())) {
    if (!clientHeaders.has(name.toLowerCase()) && typeof value === 'string') headers[name] = value;
  }
  const { params, signal, responseType, authRedirect, onUploadProgress } = request.config;
  const config: Record<string, unknown> = {};
  if (params !== undefined) config.params = params;
  if (Object.keys(headers).length > 0) config.headers = headers;
  if (signal !== undefined) config.signal = signal;
  if (responseType !== undefined) config.responseType = responseType;
  if (authRedirect !== undefined) config.authRedirect = authRedirect;
  if (onUploadProgress !== undefined) config.onUploadProgress = onUploadProgress;
  return Object.keys(config).length > 0 ? config : undefined;
}

/** A rejection of a mock as the HTTP answer it stands for: its `response`, or none (offline). */
function replyOfError(error: unknown): FakeReply {
  const response = (error as { response?: { status?: unknown; data?: unknown; headers?: unknown } } | null)
    ?.response;
  if (!response || typeof response.status !== 'number') return noAnswer;
  const headers =
    response.headers instanceof AxiosHeaders
      ? (response.headers.toJSON() as Record<string, string>)
      : (response.headers as Record<string, string> | undefined);
  return { status: response.status, data: response.data, headers };
}

/**
 * The fake API answered by jest mocks, one per method, each called with the request as the client's method
 * was (`get(url, config?)`, `post(url, body?, config?)`; `config` holds what the caller gave of the query,
 * its own headers, `signal`, `responseType`, `authRedirect` and `onUploadProgress`, when there is any). A mock resolves to the answer (`{ data }`, 200 unless it says `status`)
 * or rejects with the error the client would give (an AxiosError with its `response`, or none: offline).
 * The real client, interceptors and error catalogue run between the page and the mocks; a method without
 * a mock, or a mock without an answer, fails the test.
 */
export function installApiMocks(
  mocks: Partial<Record<'get' | 'delete' | 'post' | 'put' | 'patch', ApiMock>>,
) {
  return installFakeApi({}, async (request) => {
    const method = (request.config.method ?? 'get').toLowerCase() as keyof typeof mocks;
    const mock = mocks[method] as ((...args: unknown[]) => unknown) | undefined;
    if (!mock) return unhandled;
    const url = request.config.url ?? '';
    const config = callersConfig(request);
    const hasBody = method === 'post' || method === 'put' || method === 'patch';
    const args: unknown[] = [url];
    if (hasBody && (request.body !== undefined || config)) args.push(request.body);
    // `get` and `delete` carry a body in their config, as the caller gave it.
    if (!hasBody && request.body !== undefined) args.push({ ...config, data: request.body });
    else if (config) args.push(config);
    let answer: unknown;
    try {
      answer = await mock(...args);
    } catch (error) {
      return replyOfError(error);
    }
    if (typeof answer !== 'object' || answer === null) return unhandled;
    const { data, status = 200, headers } = answer as MockAnswer;
    return { status, data, headers };
  });
}
