import { apiClient, useSessionStore, type Profile } from '@teduh/shared';

export const mePath = 'auth/api/v1/me/';

let probe: Promise<void> | null = null;

/**
 * Asks the API once who the visitor is. Any failure (not signed in, or the API not running) leaves the
 * visitor anonymous and the page working; a lost session must not send the visitor home from here.
 */
export function probeSession(): Promise<void> {
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
