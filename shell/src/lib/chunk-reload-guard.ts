import { reloadPage } from './page-reload';

/**
 * A failed chunk or remote entry usually means a deploy replaced the files this page was built against.
 * One reload fetches the new ones; the timestamp window (not a flag that never clears) lets a long-lived
 * tab recover from every later deploy too, while never looping faster than once a minute.
 */
export const chunkReloadWindowMs = 60_000;
export const chunkReloadStorageKey = 'teduh:chunk-reload-at';

const chunkErrorPatterns = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /ChunkLoadError/,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /ScriptNetworkError/,
  /RUNTIME-008/,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && matches(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || name === 'ScriptNetworkError') return true;
  return typeof message === 'string' && matches(message);
}

function matches(text: string): boolean {
  // A script that arrived but threw is a bug in that script; reloading would not fix it.
  if (text.includes('ScriptExecutionError')) return false;
  return chunkErrorPatterns.some((pattern) => pattern.test(text));
}

function defaultStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface ReloadGuardOptions {
  now?: number;
  storage?: Storage | null;
  reload?: () => void;
}

/**
 * Reloads the page unless it already did so within the last 60 s. Returns whether it reloaded.
 * Without session storage nothing can be remembered, so it never reloads (no loop is possible).
 */
export function reloadAfterChunkFailure(options: ReloadGuardOptions = {}): boolean {
  const now = options.now ?? Date.now();
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(chunkReloadStorageKey));
    if (Number.isFinite(last) && last > 0 && now - last < chunkReloadWindowMs && now >= last) return false;
    storage.setItem(chunkReloadStorageKey, String(now));
  } catch {
    return false;
  }
  (options.reload ?? reloadPage)();
  return true;
}
