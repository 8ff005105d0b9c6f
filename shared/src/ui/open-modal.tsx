// The dialog behind `Modal` (modal.tsx), in its own chunk: loaded when a dialog first opens.
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { colors, fontSizes, media, radii, shadows, space, zIndices } from '../tokens';
import { iconButton } from './icon-button';
import { useUiTranslation } from './translations';
import { visuallyHidden } from './visually-hidden';

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// Open dialogs, innermost last: only the top one traps focus and answers Escape.
const openDialogs: HTMLElement[] = [];

let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockBodyScroll() {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const { body, documentElement } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from shifting when the scrollbar disappears.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
}

function unlockBodyScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0 || !savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${colors.backdrop};

  ${media.above('sm')} {
    align-items: center;
    padding: ${space.lg};
  }
`;

const Dialog = styled.div<{ $maxWidth: number; $minHeight: number | undefined }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 92vh;
  max-height: 92dvh;
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${space.lg} ${space.md};
  background: ${colors.background};
  color: ${colors.text};
  border-radius: ${radii.xl} ${radii.xl} 0 0;
  box-shadow: ${shadows.lg};

  &:focus {
    outline: none;
  }

  ${media.above('sm')} {
    max-width: ${(p) => p.$maxWidth}px;
    min-height: ${(p) => (p.$minHeight ? `min(${p.$minHeight}px, 92vh)` : 'auto')};
    padding: ${space.xl};
    border-radius: ${radii.xl};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.md};
`;

const Title = styled.h2<{ $hidden: boolean }>`
  margin: 0;
  font-size: ${fontSizes.xl};
  ${(p) => (p.$hidden ? visuallyHidden : '')}
`;

const CloseButton = styled.button`
  ${iconButton('44px')}
  margin: -${space.xs} -${space.xs} 0 auto;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.lg};

  ${media.above('sm')} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only, e.g. when the content has its own heading image. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Actions under the content (e.g. Cancel / Update), stacked on small screens. */
  footer?: ReactNode;
  /** Largest width in px from the `sm` breakpoint up (e.g. 400 for the sign-in popup). */
  maxWidth?: number;
  minHeight?: number;
  /** Element to focus on open; by default the dialog itself, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  /** Set false to leave out the close button (Escape still closes). */
  showCloseButton?: boolean;
  className?: string;
}

export function OpenModal({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  maxWidth = 560,
  minHeight,
  initialFocusRef,
  closeOnBackdrop = true,
  showCloseButton = true,
  className,
}: ModalDialogProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    lockBodyScroll();
    (initialFocusRef?.current ?? dialog).focus();

    const isTop = () => openDialogs[openDialogs.length - 1] === dialog;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTop() && !event.defaultPrevented) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    // Focus that lands outside (screen-reader virtual cursor, programmatic focus) is brought back.
    const handleFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !dialog.contains(event.target)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      const index = openDialogs.indexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockBodyScroll();
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
    // The dialog mounts once per opening; the initial focus target is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focusables = focusableIn(dialog);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts and ends on the backdrop closes (not a text selection dragged outside).
    const startedOnBackdrop = pointerDownOnBackdrop.current;
    pointerDownOnBackdrop.current = false;
    if (closeOnBackdrop && startedOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
  };

  return (
    // Keyboard users close with Escape (a document listener); the backdrop click is for pointers.
    <Backdrop
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
      data-testid="modal-backdrop"
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $maxWidth={maxWidth}
        $minHeight={minHeight}
        className={className}
        onKeyDown={handleTab}
      >
        <Header>
          <Title id={titleId} $hidden={hideTitle}>
            {title}
          </Title>
          {showCloseButton ? (
            <CloseButton type="button" aria-label={t('ui.modal.close')} onClick={() => onCloseRef.current()}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </CloseButton>
          ) : null}
        </Header>
        <div>{children}</div>
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Backdrop>
  );
}
