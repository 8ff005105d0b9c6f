import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import {
  Button,
  colors,
  fontSizes,
  fontWeights,
  iconButton,
  radii,
  shadows,
  space,
  useAppStore,
  useSessionStore,
  zIndices,
} from '@teduh/shared';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { NavEntry } from './nav-entry';
import { useNavItems } from './use-nav-items';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.modal};
  background: ${colors.backdrop};
`;

const Drawer = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${zIndices.modal};
  display: flex;
  flex-direction: column;
  width: min(360px, 88vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.background};
  box-shadow: ${shadows.lg};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  padding: ${space.xs} ${space.md};
  border-bottom: 1px solid ${colors.border};
`;

const CloseButton = styled.button`
  ${iconButton('44px')}
`;

const List = styled.ul`
  margin: 0;
  padding: ${space.xs} ${space.xs};
  list-style: none;
`;

const Entry = styled(NavEntry)`
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  padding: ${space.xs} ${space.md};
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.primaryHover};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-top: auto;
  padding: ${space.md};
  border-top: 1px solid ${colors.border};
`;

const LanguageRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  font-weight: ${fontWeights.semibold};
`;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Gets focus back when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The hamburger menu: a modal side drawer with the spec's sidebar entries and the language switch. */
export function SidebarDrawer({ open, onClose, returnFocusRef }: SidebarDrawerProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDrawer onClose={onClose} returnFocusRef={returnFocusRef} />, document.body);
}

function OpenDrawer({ onClose, returnFocusRef }: Omit<SidebarDrawerProps, 'open'>) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const items = useNavItems('sidebar');
  const loggedIn = useSessionStore((state) => state.status === 'authenticated');
  const openLoginPopup = useAppStore((state) => state.setLoginPopupOpen);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const returnTo = returnFocusRef.current;
    closeRef.current?.focus();
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = previousOverflow;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [returnFocusRef]);

  // Tab and Shift+Tab cycle inside the drawer while it is open.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const elements = Array.from(drawerRef.current.querySelectorAll<HTMLElement>(focusable));
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {/* Keyboard users close with Escape or the close button; the backdrop is for pointers. */}
      <Backdrop aria-hidden="true" onClick={() => onClose()} data-testid="sidebar-backdrop" />
      <Drawer
        ref={drawerRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <Header>
          <span id={titleId} hidden>
            {t('nav.menu')}
          </span>
          <Logo />
          <CloseButton ref={closeRef} type="button" aria-label={t('nav.closeMenu')} onClick={() => onClose()}>
            <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Header>
        <nav aria-label={t('nav.menu')}>
          <List>
            {items.map((item) => (
              <li key={item.id}>
                <Entry item={item} onSelect={onClose} />
              </li>
            ))}
          </List>
        </nav>
        <Bottom>
          {loggedIn ? null : (
            <Button
              variant="secondary"
              fullWidth
              aria-haspopup="dialog"
              onClick={() => {
                onClose();
                openLoginPopup(true);
              }}
            >
              {t('nav.signIn')}
            </Button>
          )}
          <LanguageRow>
            <span>{t('nav.language')}</span>
            <LanguageSwitch />
          </LanguageRow>
        </Bottom>
      </Drawer>
    </>
  );
}
