import type { ReactNode } from 'react';
import { ErrorBoundary, type RemoteName } from '@teduh/shared';
import { isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-reload-guard';
import { reloadPage } from '../lib/page-reload';
import { RemoteUnavailablePage } from './remote-unavailable-page';

export interface RemoteErrorBoundaryProps {
  remote: RemoteName;
  /** Navigating elsewhere clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * The third layer of remote failure handling: whatever a remote's pages throw (a page chunk that no
 * longer exists after a deploy, a bug) stays inside its routes; the navbar and footer keep working.
 */
export function RemoteErrorBoundary({ remote, resetKey, children }: RemoteErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error) => {
        if (isChunkLoadError(error)) {
          reloadAfterChunkFailure();
          return;
        }
        console.error(`The ${remote} part of the site failed`, error);
      }}
      fallback={(error, reset) => (
        // A failed chunk is remembered by React.lazy, so only a page load can fetch it again.
        <RemoteUnavailablePage onRetry={isChunkLoadError(error) ? reloadPage : reset} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
