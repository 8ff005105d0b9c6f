import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking once a second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= until && timer !== undefined) clearInterval(timer);
    };
    // The clock may be stale when `until` moves (a new PIN was sent): read it again straight away.
    const first = setTimeout(tick, 0);
    if (until > Date.now()) timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      if (timer !== undefined) clearInterval(timer);
    };
  }, [until]);

  return left;
}

/** `m:ss`, e.g. 0:45. */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
