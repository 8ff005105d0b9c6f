import { useMemo } from 'react';
import { useSessionStore, type NavPlacement } from '@teduh/shared';
import { readyContributions, useRemoteStore } from '../../remotes/remote-store';
import { mergeNavItems, type ShellNavItem } from './nav-items';

export function useNavItems(placement: NavPlacement): ShellNavItem[] {
  const remotes = useRemoteStore((state) => state.remotes);
  const loggedIn = useSessionStore((state) => state.status === 'authenticated');
  return useMemo(
    () => mergeNavItems(placement, readyContributions(remotes), loggedIn),
    [placement, remotes, loggedIn],
  );
}
