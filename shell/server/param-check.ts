// Route data may declare what the server checks of a path's parameters (`RouteSpec.paramCheck`), so that a
// page which would only show "not found" answers HTTP 404: a deep link outside its allow-list, an article or
// record the API does not have, a quotation or certificate the API does not know.
import { sessionCookieName } from '@teduh/shared/brand';
import { allowedPath } from '@teduh/shared/router';
import type { PageMatch } from './route-table';

/** The HTTP status the API answers a GET with, or null when it does not answer (in time). */
export type StatusProbe = (url: URL, headers: Record<string, string>) => Promise<number | null>;

export const probeTimeoutMs = 2_000;

export const fetchStatus: StatusProbe = async (url, headers) => {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(probeTimeoutMs) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
};

/** `cms/api/v1/records/:uuid/` with the route's parameters; null when one of them is missing. */
export function fillApiPath(template: string, params: PageMatch['params']): string | null {
  let missing = false;
  const path = template.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

export interface ParamCheckOptions {
  apiBaseUrl: string;
  probe?: StatusProbe;
}

/**
 * Whether the matched path is a page (true) or a 404 (false). Only a clear "no such thing" from the API (404,
 * or 400 for a malformed parameter) makes a 404: when the API is down, slow or asks for a sign-in, the page is
 * served and says so itself.
 */
export function createParamCheck({ apiBaseUrl, probe = fetchStatus }: ParamCheckOptions) {
  return async (match: PageMatch, sessionCookie: string | undefined): Promise<boolean> => {
    const check = match.route.paramCheck;
    if (!check) return true;
    if (check.splatTargets && allowedPath(match.params['*'], check.splatTargets) === null) return false;
    if (check.apiExists) {
      const path = fillApiPath(check.apiExists, match.params);
      if (path === null) return false;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (check.withSession && sessionCookie) {
        headers.cookie = `${sessionCookieName}=${encodeURIComponent(sessionCookie)}`;
      }
      let url: URL;
      try {
        url = new URL(path, apiBaseUrl);
      } catch {
        return true; // an API address the server cannot reach by itself (relative): the page decides
      }
      const status = await probe(url, headers);
      if (status === 404 || status === 400) return false;
    }
    return true;
  };
}
