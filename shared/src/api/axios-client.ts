/**
 * The axios side of the one HTTP client (api-client.ts), loaded with axios on the first call, so pages
 * become interactive before either is downloaded. It implements the error catalogue of the API contract
 * (section 8):
 * - 403 with a session: one refresh (`POST auth/api/v1/jwt/refresh/`) shared by every request that hits
 *   403 meanwhile, then each original request is retried once. A retried request that gets 403 again is
 *   a real refusal and goes to the caller; it never loops.
 * - 403 without a session, or a refresh the server refuses: clear the session, reset analytics, go home.
 * - 401 with `errors.code === 'maintenance_notice'`: store `errors.detail`, go to /maintenance-notice.
 * - any other 401: clear the session, reset analytics, go home.
 * - everything else reaches the caller, with `error.status` defaulting to 500.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { authScheme } from '../brand';
import { analytics } from '../analytics/analytics';
import { currentLocale } from '../i18n/i18n';
import { localizePath } from '../i18n/locale';
import { mayHaveSession, useSessionStore, type TokenPair } from '../session/session-store';
import { useAppStore } from '../stores/app-store';
import {
  apiSettings as settings,
  maintenanceErrorCode,
  maintenanceNoticePath,
  refreshPath,
  type ApiError,
  type ApiErrorBody,
} from './api-settings';

export const axiosClient = axios.create({
  withCredentials: true,
  headers: {
    Accept: 'application/json',
    // Cookie-authenticated calls carry a header a cross-site form cannot send (CSRF defence).
    'X-Requested-With': 'XMLHttpRequest',
  },
});

// --- requests -------------------------------------------------------------------------------------------

let generation = 0;

axiosClient.interceptors.request.use((request: InternalAxiosRequestConfig) => {
  // The host may configure the base URL after this module loaded.
  request.baseURL ??= settings.baseURL || undefined;
  if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', currentLocale());
  const tokens = useSessionStore.getState().tokens;
  const ownsAuthHeader = request.teduhAuthHeader === true || !request.headers.has('Authorization');
  if (ownsAuthHeader && !request.teduhRefresh) {
    // Set on every pass, so the retry after a refresh carries the new access token.
    if (tokens) {
      request.headers.set('Authorization', `${authScheme} ${tokens.access}`);
      request.teduhAuthHeader = true;
    } else if (request.teduhAuthHeader) {
      request.headers.delete('Authorization');
      request.teduhAuthHeader = false;
    }
  }
  request.teduhGeneration = generation;
  return request;
});

// --- responses ------------------------------------------------------------------------------------------

function go(path: string): void {
  try {
    settings.navigate(localizePath(path, currentLocale()));
  } catch {
    // a failing navigate must not hide the API error from the caller
  }
}

function withStatus(error: AxiosError<ApiErrorBody>): ApiError {
  error.status = error.response?.status ?? 500;
  return error as ApiError;
}

function maintenanceDetail(body: unknown): { detail: string | null } | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const { code, detail } = errors as { code?: unknown; detail?: unknown };
  if (code !== maintenanceErrorCode) return null;
  return { detail: typeof detail === 'string' ? detail : null };
}

function showMaintenanceNotice(detail: string | null): void {
  useAppStore.getState().setMaintenanceMessage(detail);
  go(maintenanceNoticePath);
}

/** The session is gone: forget it and the analytics user. */
function endSession(): void {
  useSessionStore.getState().clear();
  analytics.reset();
}

/** Sign-in and token checks answer 401/403 for wrong credentials, which says nothing about a session. */
function isCredentialCall(config: InternalAxiosRequestConfig): boolean {
  const path = (config.url ?? '').split('?')[0] ?? '';
  return /(?:^|\/)jwt\/(?:login\/?|verify\/?)?$/.test(path);
}

interface RefreshOutcome {
  ok: boolean;
  /** The server answered and refused; the session was ended once for every waiting request. */
  sessionEnded: boolean;
  /** A waiting request already sent the visitor home. */
  navigatedHome: boolean;
}

let refreshInFlight: Promise<RefreshOutcome> | null = null;

function readTokenPair(body: unknown, previous: TokenPair): TokenPair | null {
  const source = (body as { data?: unknown })?.data ?? body;
  if (typeof source !== 'object' || source === null) return null;
  const { access, refresh } = source as { access?: unknown; refresh?: unknown };
  if (typeof access !== 'string' || access === '') return null;
  return { access, refresh: typeof refresh === 'string' && refresh !== '' ? refresh : previous.refresh };
}

async function runRefresh(): Promise<RefreshOutcome> {
  const tokens = useSessionStore.getState().tokens;
  try {
    // Header clients send their refresh token; browsers send `{}` and the API reads the HttpOnly cookie.
    const response: AxiosResponse<unknown> = await axiosClient.post(
      refreshPath,
      tokens ? { refresh: tokens.refresh } : {},
      {
        teduhRefresh: true,
      },
    );
    if (tokens) {
      const pair = readTokenPair(response.data, tokens);
      if (!pair)
        throw new AxiosError(
          'Refresh answered without an access token',
          'ERR_BAD_RESPONSE',
          undefined,
          undefined,
          response,
        );
      useSessionStore.getState().setTokens(pair);
    }
    generation += 1;
    console.info('TOKEN REFRESHED');
    return { ok: true, sessionEnded: false, navigatedHome: false };
  } catch (error) {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    const maintenance = response?.status === 401 ? maintenanceDetail(response.data) : null;
    if (maintenance) {
      showMaintenanceNotice(maintenance.detail);
      return { ok: false, sessionEnded: false, navigatedHome: false };
    }
    // No answer at all (offline, timeout) says nothing about the session: keep it, the caller gets the error.
    if (!response) return { ok: false, sessionEnded: false, navigatedHome: false };
    endSession();
    return { ok: false, sessionEnded: true, navigatedHome: false };
  }
}

/** See refreshSession in api-client.ts. */
export async function refreshSession(): Promise<boolean> {
  return (await sharedRefresh()).ok;
}

function sharedRefresh(): Promise<RefreshOutcome> {
  if (!refreshInFlight) {
    refreshInFlight = runRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

async function handleForbidden(
  error: AxiosError<ApiErrorBody>,
  config: InternalAxiosRequestConfig,
): Promise<unknown> {
  if (config.teduhRetry) throw withStatus(error);
  if (!mayHaveSession()) {
    endSession();
    if (config.authRedirect !== false) go('/');
    throw withStatus(error);
  }
  // A refresh finished after this request left: it only needs the retry.
  const refreshedMeanwhile = config.teduhGeneration !== undefined && config.teduhGeneration < generation;
  if (!refreshedMeanwhile) {
    const outcome = await sharedRefresh();
    if (!outcome.ok) {
      if (outcome.sessionEnded && config.authRedirect !== false && !outcome.navigatedHome) {
        outcome.navigatedHome = true;
        go('/');
      }
      throw withStatus(error);
    }
  }
  return axiosClient.request({ ...config, teduhRetry: true });
}

async function onResponseError(error: unknown): Promise<unknown> {
  if (!axios.isAxiosError<ApiErrorBody>(error) || axios.isCancel(error)) throw error;
  const config = error.config;
  if (!config) throw withStatus(error);
  const status = error.response?.status;
  // The refresh call's failures are handled by the refresh itself.
  if (config.teduhRefresh) throw withStatus(error);

  if (status === 401) {
    const maintenance = maintenanceDetail(error.response?.data);
    if (maintenance) {
      showMaintenanceNotice(maintenance.detail);
    } else if (!isCredentialCall(config)) {
      endSession();
      if (config.authRedirect !== false) go('/');
    }
    throw withStatus(error);
  }
  if (status === 403 && !isCredentialCall(config)) return handleForbidden(error, config);
  throw withStatus(error);
}

axiosClient.interceptors.response.use(undefined, onResponseError);

/** Test helper: forgets any refresh in flight. */
export function resetAxiosClientState(): void {
  refreshInFlight = null;
  generation = 0;
}
