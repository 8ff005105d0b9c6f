import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { preloadLazy } from '../preload-lazy';
import { useToastStore } from '../stores/toast-store';
import { media, space, zIndices } from '../tokens';
import { useUiTranslation } from './translations';

const ToastItems = lazy(() => import('./toast-items').then((m) => ({ default: m.ToastItems })));

const Region = styled.section`
  position: fixed;
  left: ${space.md};
  right: ${space.md};
  bottom: ${space.md};
  z-index: ${zIndices.toast};
  pointer-events: none;

  ${media.above('sm')} {
    left: auto;
    width: 380px;
    bottom: ${space.lg};
    right: ${space.lg};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Shows the toast store's messages in one polite live region (always mounted, so additions are
 * announced). The store dismisses each toast after 3 s; the close button dismisses it sooner.
 */
export function Toaster() {
  const { t } = useUiTranslation();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <Region aria-label={t('ui.toaster.label')}>
      <List aria-live="polite" aria-relevant="additions text">
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastItems toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        )}
      </List>
    </Region>
  );
}

/** Loads the toasts' code, so the first one shows at once. */
export function preloadToaster(): void {
  void preloadLazy(ToastItems);
}
