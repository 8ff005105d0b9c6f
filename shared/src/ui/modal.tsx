import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { preloadLazy } from '../preload-lazy';
import type { ModalDialogProps } from './open-modal';

export type { ModalDialogProps } from './open-modal';

const OpenModal = lazy(() => import('./open-modal').then((m) => ({ default: m.OpenModal })));

/**
 * A modal dialog: labelled by its title, focus kept inside while open and given back on close,
 * Escape and a backdrop click close it, and the page behind does not scroll. Its code loads when a
 * dialog first opens, or after the first paint (`preloadModal`), not with every page.
 */
export function Modal(props: ModalDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(
    <Suspense fallback={null}>
      <OpenModal {...props} />
    </Suspense>,
    document.body,
  );
}

/** Loads the dialog, so every one opens at once, without suspending. */
export function preloadModal(): void {
  void preloadLazy(OpenModal);
}
