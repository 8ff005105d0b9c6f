import { useCallback, useState } from 'react';

/**
 * A journey's answers kept in this tab's session storage, so a reload or a step back keeps them; nothing is
 * kept once the tab is closed (it holds personal details).
 */
export function useDraft<T extends object>(key: string, initial: T) {
  const [draft, setDraft] = useState<T>(() => {
    try {
      const stored = window.sessionStorage.getItem(key);
      return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (change: Partial<T>) =>
      setDraft((previous) => {
        const next = { ...previous, ...change };
        try {
          window.sessionStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the journey still works, a reload starts again.
        }
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);
  return { draft, update, clear };
}
