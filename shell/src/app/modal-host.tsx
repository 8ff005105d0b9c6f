import { lazy, Suspense } from 'react';
import { preloadLazy, useModalStore } from '@teduh/shared';
import { useProgressSignal } from '../lib/progress-store';

const OpenModal = lazy(() => import('./open-modal').then((m) => ({ default: m.OpenModal })));

/** A modal still loading: the progress bar runs. */
export function ModalLoading() {
  useProgressSignal(true);
  return null;
}

/**
 * Renders the modal opened by key (`useModalStore`). Its code (open-modal.tsx) loads when a modal first
 * opens, or after the first paint (`preloadModalHost`): nothing opens one before the first page is
 * interactive (the partner-benefit banner waits for the session check).
 */
export function ModalHost() {
  const openKey = useModalStore((state) => state.openKey);
  const close = useModalStore((state) => state.close);
  if (!openKey) return null;
  return (
    <Suspense fallback={<ModalLoading />}>
      <OpenModal openKey={openKey} onClose={close} />
    </Suspense>
  );
}

/** Loads the code of the modals, so the first one opens without waiting for it. */
export function preloadModalHost(): void {
  void preloadLazy(OpenModal);
}
