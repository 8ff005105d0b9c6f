import type { MouseEvent } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useLocation } from '@teduh/shared/router';
import { AppLink, brand, splitLocalePath, useModalStore } from '@teduh/shared';
import type { ShellNavItem } from './nav-items';

const pathKey = (path: string) => path.replace(/\/+$/, '') || '/';

/** Interpolation values every navigation label may use. */
export const navLabelValues = { brand: brand.name, plan: brand.flagshipProductName } as const;

export interface NavEntryProps {
  item: ShellNavItem;
  className?: string;
  /** Called after the entry is chosen (e.g. to close the drawer or dropdown). */
  onSelect?: () => void;
}

/** A navigation entry: a locale-aware link (marked as the current page) or a button that opens a modal. */
export function NavEntry({ item, className, onSelect }: NavEntryProps) {
  const { t } = useTranslation(item.namespace);
  const { pathname } = useLocation();
  const openModal = useModalStore((state) => state.open);
  const label = t(item.labelKey, navLabelValues);

  if (item.modal) {
    const modal = item.modal;
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          onSelect?.();
          openModal(modal);
        }}
      >
        {label}
      </button>
    );
  }

  const to = item.to ?? '/';
  const current = pathKey(splitLocalePath(pathname).rest) === pathKey(to);
  return (
    <AppLink
      to={to}
      localize
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(_event: MouseEvent<HTMLAnchorElement>) => onSelect?.()}
    >
      {label}
    </AppLink>
  );
}
