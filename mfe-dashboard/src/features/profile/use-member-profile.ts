import { useEffect, useState } from 'react';
import { useSessionStore, type Profile, readApiErrorParts } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import { fetchProfile } from './api/profile';

export type ProfileLoad =
  { state: 'loading' } | { state: 'failed'; network: boolean } | { state: 'ready'; profile: Profile };

/**
 * The signed-in member's profile for a form: the one in the session store at once when there is one, and
 * the latest from `GET auth/api/v1/me/` (a failed refresh keeps what is shown; "Try again" asks afresh).
 */
export function useMemberProfile() {
  const storedProfile = useSessionStore((state) => state.profile);
  const setAuthenticated = useSessionStore((state) => state.setAuthenticated);
  const me = useApiQuery('auth:me', fetchProfile);
  // After "Try again" the stored profile no longer stands in: the member asked for the latest.
  const [retried, setRetried] = useState(false);

  // The cache may still hold the member signed in before this one (same tab): the session's profile stands
  // in until the refresh answers.
  const fresh = me.status === 'success' && (!storedProfile || storedProfile.uuid === me.data.uuid);
  const freshProfile = fresh ? me.data : null;

  useEffect(() => {
    if (freshProfile) setAuthenticated(freshProfile);
  }, [freshProfile, setAuthenticated]);

  let load: ProfileLoad;
  if (freshProfile) load = { state: 'ready', profile: freshProfile };
  else if (storedProfile && !retried) load = { state: 'ready', profile: storedProfile };
  else if (me.status === 'error') load = { state: 'failed', network: readApiErrorParts(me.error).network };
  else load = { state: 'loading' };

  return {
    load,
    retry: () => {
      setRetried(true);
      me.retry();
    },
    /** A profile a change answered with (e.g. a provider disconnected) replaces the one shown. */
    update: (profile: Profile) => {
      me.setData(profile);
      setAuthenticated(profile);
    },
  };
}
