import { lazy, Suspense, useState } from 'react';
import { preloadLazy } from '@teduh/shared';
import { useProgressStore } from '../lib/progress-store';

const ProgressBarView = lazy(() =>
  import('./progress-bar-view').then((m) => ({ default: m.ProgressBarView })),
);

/**
 * The top bar while a route or a remote loads (progress-bar-view.tsx). Nothing loads before the first page
 * is interactive, so the bar's code comes with the first load after it, or after the first paint
 * (`preloadProgressBar`); once there, it stays mounted to finish and fade each load.
 */
export function ProgressBar() {
  const busy = useProgressStore((state) => state.active > 0);
  const [used, setUsed] = useState(busy);
  if (busy && !used) setUsed(true);
  if (!used && !busy) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBarView />
    </Suspense>
  );
}

/** Loads the bar's code, so the first load after the first page shows it on time. */
export function preloadProgressBar(): void {
  void preloadLazy(ProgressBarView);
}
