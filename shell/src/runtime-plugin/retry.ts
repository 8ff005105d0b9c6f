import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Retries a failed remote entry script or manifest fetch a bounded number of times with backoff.
 * enhanced 2.9.2 ships no RetryPlugin and `@module-federation/retry-plugin` is an older line, so the
 * shell keeps its own: a short network blip or a CDN edge miss must not cost the visitor a page.
 */
export interface RetryOptions {
  /** Attempts after the first failure. */
  retries: number;
  /** Delay before the first retry; each later retry waits `factor` times longer. */
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** A hanging remote entry counts as failed after this long (the runtime's own default is 20 s). */
  scriptTimeoutMs: number;
}

export const defaultRetryOptions: RetryOptions = {
  retries: 2,
  baseDelayMs: 500,
  factor: 3,
  maxDelayMs: 5000,
  scriptTimeoutMs: 12000,
};

export function backoffDelay(attempt: number, options: RetryOptions = defaultRetryOptions): number {
  return Math.min(options.maxDelayMs, options.baseDelayMs * options.factor ** (attempt - 1));
}

/** A distinct URL per attempt, so neither the browser cache nor a dangling script tag answers it. */
export function withRetryQuery(url: string, attempt: number): string {
  const [withoutHash = url, hash] = url.split('#', 2);
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}retry=${attempt}${hash === undefined ? '' : `#${hash}`}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions = defaultRetryOptions,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await sleep(backoffDelay(attempt, options));
    try {
      const response = await fetcher(attempt === 0 ? url : withRetryQuery(url, attempt), init);
      // A 4xx other than 408/429 will not heal by asking again.
      if (response.ok || (response.status < 500 && response.status !== 408 && response.status !== 429)) {
        return response;
      }
      lastError = new Error(`${url} answered HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type RemoteEntryExports = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

/** Loads the remote entry again, each attempt with its own URL, until one works or the retries run out. */
async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  settings: RetryOptions,
): Promise<RemoteEntryExports | undefined> {
  for (let attempt = 1; attempt <= settings.retries; attempt += 1) {
    await sleep(backoffDelay(attempt, settings));
    // The failed load still sits in the runtime's in-flight table; asking again would return it.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({
        origin,
        remoteInfo,
        remoteEntryExports,
        getEntryUrl: (url: string) => withRetryQuery(url, attempt),
      });
      if (exports) return exports;
    } catch {
      // the next attempt, or give up below
    }
  }
  // Nothing returned: the runtime raises its original error, which the fallback plugin answers.
  console.warn(`Remote ${remoteInfo.name} is unreachable after ${settings.retries} retries`);
  return undefined;
}

export function retryPlugin(options: Partial<RetryOptions> = {}): ModuleFederationRuntimePlugin {
  const settings: RetryOptions = { ...defaultRetryOptions, ...options };
  return {
    name: 'teduh-retry-plugin',
    createScript() {
      return { timeout: settings.scriptTimeoutMs };
    },
    fetch(url, init) {
      return fetchWithRetry(url, init, settings);
    },
    loadEntryError(args) {
      // The runtime types this hook as a promise of a promise; awaiting flattens either way.
      return retryEntry(args, settings) as unknown as Promise<
        Promise<RemoteEntryExports | undefined> | undefined
      >;
    },
  };
}

// The federation runtime imports each runtime plugin's default export.
// eslint-disable-next-line import-x/no-default-export
export default retryPlugin;
