import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { testAxiosClient } from '@teduh/shared/testing';

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type FakeHandler = (request: { body: unknown; config: InternalAxiosRequestConfig }) => FakeReply;

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces the API client's network adapter (the network edge): requests go through the real client and
 * its interceptors, answers come from `handlers` keyed `"METHOD path"`. An unhandled request fails the
 * test, like MSW with unhandled requests as errors.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const original = testAxiosClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, url, body });
    const handler = handlers[`${method} ${url}`];
    if (!handler) throw new Error(`Unhandled request in test: ${method} ${url}`);
    const reply = handler({ body, config });
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data,
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  testAxiosClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      testAxiosClient.defaults.adapter = original;
    },
  };
}

/** The session probe's answer for an anonymous visitor. */
export const anonymousMe: FakeHandler = () => ({
  status: 401,
  data: { detail: 'Authentication credentials were not provided.' },
});
