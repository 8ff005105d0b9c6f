// What the HTTP client's two halves share: its settings and types (api-client.ts is loaded with the first
// page, axios-client.ts with the first call). Nothing here may import axios at run time.
import type { AxiosError } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * `false`: when the session turns out to be gone, do not send the visitor home (the session probe of
     * the shell). The session is still cleared and the error still reaches the caller.
     */
    authRedirect?: boolean;
    /** @internal The one retry after a refresh. */
    teduhRetry?: boolean;
    /** @internal The refresh call itself. */
    teduhRefresh?: boolean;
    /** @internal Refresh generation the request was sent in. */
    teduhGeneration?: number;
    /** @internal The Authorization header was added from the session store. */
    teduhAuthHeader?: boolean;
  }
}
/** Error bodies the API and the older generation answer with. */
export interface ApiErrorBody {
  errors?: unknown;
  message?: string;
  detail?: string;
}

/** What the client rejects with: an AxiosError whose `status` is always set (500 when no response came). */
export type ApiError = AxiosError<ApiErrorBody> & { status: number };

export const refreshPath = 'auth/api/v1/jwt/refresh/';
export const maintenanceNoticePath = '/maintenance-notice';
export const maintenanceErrorCode = 'maintenance_notice';

export interface ApiClientSettings {
  /** The API's base URL (from the deployment manifest), e.g. `http://localhost:4000/`. */
  baseURL: string;
  /** Client-side navigation; receives a path that already carries the current locale prefix. */
  navigate: (path: string) => void;
}

export function navigateByLocation(path: string): void {
  if (typeof window === 'undefined') return;
  // Assigning the current path again would reload the page, and a page whose calls keep failing would
  // then reload forever.
  if (window.location.pathname === path) return;
  window.location.assign(path);
}

export const apiSettings: ApiClientSettings = { baseURL: '', navigate: navigateByLocation };

/** An error of the client (an AxiosError), told apart without loading axios. */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
