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
  { status: number; data?: unknown; headers?: Record<string, string> } | typeof noAnswer;

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

/** The session probe's answer for an anonymous visitor. */
export const anonymousMe: FakeHandler = () => ({
  status: 401,
  data: { detail: 'Authentication credentials were not provided.' },
});

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
export function installFakeApi(handlers: Record<string, FakeHandler>) {
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
    const handler = handlers[`${method} ${url}`];
    if (!handler) {
      const request = `${method} ${url}`;
      current.unhandled.push(request);
      throw new Error(`Unhandled request in test: ${request}`);
    }
    const reply = await unlessAborted(Promise.resolve(handler({ body, params, config })), config);
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
