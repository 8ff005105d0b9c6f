import type { ReactNode } from 'react';
import { ErrorBoundary } from '@teduh/shared';
import { isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-reload-guard';

/** Reports a caught error: a failed chunk reloads the page (at most once a minute), anything else is logged. */
export function handleCaughtError(error: Error): void {
  if (isChunkLoadError(error)) reloadAfterChunkFailure();
  else console.error(error);
}

/**
 * Keeps an optional part of the frame (the footer, say) from taking the page down with it: on failure it
 * shows `fallback` (nothing by default).
 */
export function FailureBoundary({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={() => fallback} onError={handleCaughtError}>
      {children}
    </ErrorBoundary>
  );
}
