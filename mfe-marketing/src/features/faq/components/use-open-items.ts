import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from '@teduh/shared/router';

/**
 * Which accordion items are open, with deep links: the item named by the URL's hash starts open and, once
 * it is on screen (`ids`), scrolls into view and takes focus. The visitor's toggles override the hash.
 */
export function useOpenItems(ids: readonly string[]) {
  const { hash } = useLocation();
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  const present = target !== '' && ids.includes(target);

  useEffect(() => {
    if (!present) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
      document.getElementById(`${target}-button`)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [present, target]);

  const openIds = useMemo(
    () => new Set(ids.filter((id) => toggled.get(id) ?? (present && id === target))),
    [ids, toggled, present, target],
  );

  const toggle = useCallback(
    (id: string) => {
      setToggled((current) => new Map(current).set(id, !openIds.has(id)));
    },
    [openIds],
  );

  return { openIds, toggle };
}
