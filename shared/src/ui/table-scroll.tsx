// Entry @teduh/shared/table-scroll, bundled by the pages with a wide table; tokens and words by package name.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { colors, fontSizes, space, useUiTranslation } from '@teduh/shared';

const Region = styled.div`
  overflow-x: auto;
  /* A shadow on the right edge while more of the table lies beyond it. */
  background:
    linear-gradient(to right, ${colors.background} 30%, transparent) left / 2rem 100% no-repeat local,
    linear-gradient(to left, ${colors.background} 30%, transparent) right / 2rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 18%), transparent) left / 0.75rem 100% no-repeat
      scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 18%), transparent) right / 0.75rem 100% no-repeat
      scroll;

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};

  &::after {
    content: ' →';
  }
`;

/**
 * A wide table that scrolls sideways on a narrow screen: a visible hint says so while the table is wider than
 * its box, and the box is a named, focusable region so keyboard users can scroll it too.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useUiTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {overflowing ? <Hint>{t('ui.tableScroll.hint')}</Hint> : null}
      <Region ref={ref} role="region" aria-label={label} tabIndex={0} className={className}>
        {children}
      </Region>
    </>
  );
}
