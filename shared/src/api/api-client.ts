/**
 * The one HTTP client of the web apps. Its methods are axios's; axios itself (a federation singleton) and
 * the error catalogue (axios-client.ts) are loaded with the first call, so no page waits for them before
 * it is interactive.
 */
import type { AxiosInstance } from 'axios';
import { analytics } from '../analytics/analytics';
import { apiSettings, isApiError, navigateByLocation, type ApiClientSettings } from './api-settings';

export {
  isApiError,
  maintenanceErrorCode,
  maintenanceNoticePath,
  refreshPath,
  type ApiClientSettings,
  type ApiError,
  type ApiErrorBody,
} from './api-settings';

type AxiosSide = typeof import('./axios-client');

let loaded: AxiosSide | null = null;
let loading: Promise<AxiosSide> | null = null;

function axiosSide(): Promise<AxiosSide> {
  loading ??= import('./axios-client').then((side) => {
    loaded = side;
    return side;
  });
  return loading;
}

/** The axios instance behind the client, loaded on first use (tests install adapters on it). */
export async function loadAxiosClient(): Promise<AxiosInstance> {
  return (await axiosSide()).axiosClient;
}

export const apiClient = {
  request: ((config) =>
    loadAxiosClient().then((client) => client.request(config))) as AxiosInstance['request'],
  get: ((url, config) => loadAxiosClient().then((client) => client.get(url, config))) as AxiosInstance['get'],
  delete: ((url, config) =>
    loadAxiosClient().then((client) => client.delete(url, config))) as AxiosInstance['delete'],
  post: ((url, data, config) =>
    loadAxiosClient().then((client) => client.post(url, data, config))) as AxiosInstance['post'],
  put: ((url, data, config) =>
    loadAxiosClient().then((client) => client.put(url, data, config))) as AxiosInstance['put'],
  patch: ((url, data, config) =>
    loadAxiosClient().then((client) => client.patch(url, data, config))) as AxiosInstance['patch'],
};

function withTrailingSlash(url: string): string {
  return url === '' || url.endsWith('/') ? url : `${url}/`;
}

/** Called once by the host (shell or standalone remote) with the manifest's API URL and its navigate. */
export function configureApiClient(options: Partial<ApiClientSettings>): void {
  if (options.baseURL !== undefined) {
    apiSettings.baseURL = withTrailingSlash(options.baseURL);
    analytics.configure({ baseURL: apiSettings.baseURL || '/' });
  }
  if (options.navigate) apiSettings.navigate = options.navigate;
}

/** The API's base URL, for links the browser follows itself (pictures, PDFs). */
export function apiBaseUrl(): string {
  return apiSettings.baseURL;
}

/**
 * Refreshes the session once for every caller waiting at the same time. Resolves true when the API issued
 * new tokens. Exported for the shell's session probe; API calls get it automatically on 403.
 */
export async function refreshSession(): Promise<boolean> {
  return (await axiosSide()).refreshSession();
}

/** The HTTP status of a rejected call (500 when it never got an answer). */
export function errorStatus(error: unknown): number {
  if (isApiError(error)) return error.status ?? error.response?.status ?? 500;
  return 500;
}

/** Test helper: forgets any refresh in flight and the injected navigate and base URL. */
export function resetApiClientState(): void {
  apiSettings.baseURL = '';
  apiSettings.navigate = navigateByLocation;
  loaded?.resetAxiosClientState();
}
