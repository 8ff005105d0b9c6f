/** Spec: scroll to the hash target, waiting up to 50 tries at 100 ms for a page that renders late. */
export const hashScrollTries = 50;
export const hashScrollIntervalMs = 100;

function findHashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** Scrolls smoothly to `#hash` once it exists; returns a cancel function. */
export function scrollToHash(
  hash: string,
  tries = hashScrollTries,
  intervalMs = hashScrollIntervalMs,
): () => void {
  let remaining = tries;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = findHashTarget(hash);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    remaining -= 1;
    if (remaining > 0) timer = setTimeout(attempt, intervalMs);
  };
  attempt();
  return () => clearTimeout(timer);
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
}
