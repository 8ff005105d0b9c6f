import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ModalDialogProps } from './open-modal';

export type { ModalDialogProps } from './open-modal';

type OpenModalModule = typeof import('./open-modal');

// Once loaded (after the first paint, or by the first dialog), dialogs render without suspending.
let openModalModule: OpenModalModule | null = null;
const loadOpenModal = () =>
  import('./open-modal').then((module) => {
    openModalModule = module;
    return module;
  });
const LazyOpenModal = lazy(() => loadOpenModal().then((m) => ({ default: m.OpenModal })));

/**
 * A modal dialog: labelled by its title, focus kept inside while open and given back on close,
 * Escape and a backdrop click close it, and the page behind does not scroll. Its code loads when a
 * dialog first opens, or after the first paint (`preloadModal`), not with every page.
 */
export function Modal(props: ModalDialogProps) {
  // Fixed for the dialog's lifetime, so a later render never remounts it (and loses what was typed).
  const [OpenModal] = useState(() => openModalModule?.OpenModal ?? LazyOpenModal);
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(
    <Suspense fallback={null}>
      <OpenModal {...props} />
    </Suspense>,
    document.body,
  );
}

/** Starts loading the dialog, so the first one opens at once. */
export function preloadModal(): void {
  void loadOpenModal();
}
