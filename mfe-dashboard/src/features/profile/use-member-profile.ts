import { useCallback, useEffect, useState } from 'react';
import { useSessionStore, type Profile, readApiErrorParts } from '@teduh/shared';
import { fetchProfile } from './api/profile';

export type ProfileLoad =
  { state: 'loading' } | { state: 'failed'; network: boolean } | { state: 'ready'; profile: Profile };

/**
 * The signed-in member's profile for a form: the one in the session store at once when there is one, and
 * the latest from `GET auth/api/v1/me/` (a failed refresh keeps what is shown).
 */
export function useMemberProfile() {
  const storedProfile = useSessionStore((state) => state.profile);
  const setAuthenticated = useSessionStore((state) => state.setAuthenticated);
  const [load, setLoad] = useState<ProfileLoad>(() =>
    storedProfile ? { state: 'ready', profile: storedProfile } : { state: 'loading' },
  );

  const refresh = useCallback(
    async (showLoading: boolean) => {
      if (showLoading) setLoad({ state: 'loading' });
      try {
        const profile = await fetchProfile();
        setAuthenticated(profile);
        setLoad({ state: 'ready', profile });
      } catch (error) {
        setLoad((current) =>
          current.state === 'ready' && !showLoading
            ? current
            : { state: 'failed', network: readApiErrorParts(error).network },
        );
      }
    },
    [setAuthenticated],
  );

  useEffect(() => {
    void refresh(false);
  }, [refresh]);

  return { load, retry: () => void refresh(true) };
}
