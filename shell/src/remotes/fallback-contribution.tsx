import { lazy } from 'react';
import type { RemoteContribution, RemoteName } from '@teduh/shared';
import { setRemoteFallbackFactory } from '../runtime-plugin/fallback';
import { retryRemote } from './remote-store';
import { RemoteUnavailablePage } from './remote-unavailable-page';

/** The stand-in the fallback runtime plugin hands out for a remote that cannot be loaded. */
export function createFallbackContribution(remote: RemoteName): RemoteContribution {
  function UnavailablePage() {
    return <RemoteUnavailablePage onRetry={() => void retryRemote(remote)} />;
  }
  return {
    remote,
    namespace: 'shell',
    translations: { en: {}, ms: {} },
    routes: [{ path: '*', Page: lazy(() => Promise.resolve({ default: UnavailablePage })) }],
  };
}

/** Called once at start-up, before any remote is requested. */
export function installRemoteFallback(): void {
  setRemoteFallbackFactory((remote) => createFallbackContribution(remote));
}
