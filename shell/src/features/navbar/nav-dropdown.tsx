import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@teduh/shared/router';
import { css, styled } from 'styled-components';
import { colors, fontSizes, fontWeights, media, radii, shadows, space, zIndices } from '@teduh/shared';
import { NavEntry } from './nav-entry';
import type { ShellNavItem } from './nav-items';

const Root = styled.div`
  position: relative;
`;

export const navTriggerStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 44px;
  padding: 0 ${space.xs};
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.text};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;

  /* Just above the compact breakpoint the full bar is tight (Malay labels are longer): smaller links fit it. */
  ${media.between('compactNav', 1440)} {
    padding: 0 ${space.xxs};
    font-size: ${fontSizes.sm};
  }

  &:hover {
    background: ${colors.surface};
    color: ${colors.primary};
  }

  &[aria-current='page'] {
    color: ${colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.4em;
  }
`;

const Trigger = styled.button`
  ${navTriggerStyles}
`;

const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  transition: transform 120ms ease;
  transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${space.xxs});
  left: 0;
  z-index: ${zIndices.dropdown};
  min-width: 240px;
  margin: 0;
  padding: ${space.xs};
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.md};
`;

const entryStyles = css`
  display: flex;
  width: 100%;
  min-height: 44px;
  align-items: center;
  padding: ${space.xs} ${space.sm};
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.text};
  font-size: ${fontSizes.md};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.primaryHover};
  }
`;

const Entry = styled(NavEntry)`
  ${entryStyles}
`;

export interface NavDropdownProps {
  label: string;
  items: readonly ShellNavItem[];
}

/**
 * A disclosure menu of the desktop navbar: a button (aria-expanded) that shows a list of links.
 * Escape closes it and returns focus to the button; a click or focus outside, or navigating, closes it.
 */
export function NavDropdown({ label, items }: NavDropdownProps) {
  const panelId = useId();
  const { pathname } = useLocation();
  // Open for the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenOn(null);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {label}
        <Chevron $open={open} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </Chevron>
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <Entry item={item} onSelect={() => setOpenOn(null)} />
          </li>
        ))}
      </Panel>
    </Root>
  );
}
