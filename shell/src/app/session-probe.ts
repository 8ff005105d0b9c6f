import { apiClient, useSessionStore, type Profile } from '@teduh/shared';
import { sessionHintCookieName } from '@teduh/shared/brand';

export const mePath = 'auth/api/v1/me/';

let probe: Promise<void> | null = null;

/** Whether the API's readable "signed in" cookie is there (the session cookie itself is HttpOnly). */
export function mayBeSignedIn(cookies = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${sessionHintCookieName}=1`));
}

/**
 * Asks the API once who the visitor is, when the visitor may be signed in: an anonymous visitor's page makes no
 * call that answers 401. Any failure (the session ended, or the API not running) leaves the visitor anonymous
 * and the page working; a lost session must not send the visitor home from here.
 */
export function probeSession(): Promise<void> {
  if (!mayBeSignedIn()) {
    useSessionStore.getState().setAnonymous();
    return Promise.resolve();
  }
  probe ??= apiClient
    .get<{ data?: Profile }>(mePath, { authRedirect: false })
    .then((response) => {
      const profile = response.data?.data;
      if (profile && typeof profile === 'object' && typeof profile.uuid === 'string') {
        useSessionStore.getState().setAuthenticated(profile);
      } else {
        useSessionStore.getState().setAnonymous();
      }
    })
    .catch(() => {
      useSessionStore.getState().setAnonymous();
    });
  return probe;
}

/** Tests: allow another probe. */
export function resetSessionProbe(): void {
  probe = null;
}
