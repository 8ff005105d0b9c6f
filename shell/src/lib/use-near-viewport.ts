import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true), so below-the-fold parts
 * download only when a visitor is about to see them. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  // A browser without IntersectionObserver gets the content at once; the build's server render (no window)
  // leaves it out, as a first page shows it before the visitor scrolls near.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
