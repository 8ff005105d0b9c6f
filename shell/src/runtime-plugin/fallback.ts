import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteContribution, RemoteName } from '@teduh/shared';
// The registry alone (no React): runtime plugins run before the shared singletons exist.
import { isRemoteName } from '@teduh/shared/remotes';

/**
 * The second layer of remote failure handling (after retry, before the per-remote error boundary):
 * when a remote cannot be loaded, `loadRemote` resolves to a stand-in module whose contribution renders
 * the "this part of the site is unavailable" page, so React always receives something to render.
 *
 * Runtime plugins run before the shared React singleton exists, so this file stays free of React:
 * the app registers the factory that builds the stand-in contribution once React is available.
 */
export type RemoteFallbackFactory = (remote: RemoteName, error: unknown) => RemoteContribution;

let fallbackFactory: RemoteFallbackFactory | null = null;
const fallbackErrors = new WeakMap<RemoteContribution, unknown>();

export function setRemoteFallbackFactory(factory: RemoteFallbackFactory | null): void {
  fallbackFactory = factory;
}

/** True for a stand-in contribution produced by this plugin (never cached as the real remote). */
export function isRemoteFallback(contribution: RemoteContribution): boolean {
  return fallbackErrors.has(contribution);
}

export function remoteFallbackError(contribution: RemoteContribution): unknown {
  return fallbackErrors.get(contribution);
}

/** `teduh_pusara_journey/contribution` (or the remote's federation name) -> `pusara_journey`. */
export function remoteNameFromRequest(request: string | undefined): RemoteName | null {
  if (!request) return null;
  const federationName = request.split('/')[0] ?? '';
  const name = federationName.replace(/^teduh_/, '');
  return isRemoteName(name) ? name : null;
}

export function createFallbackModule(
  remote: RemoteName,
  error: unknown,
): { contribution: RemoteContribution } | null {
  if (!fallbackFactory) return null;
  const contribution = fallbackFactory(remote, error);
  fallbackErrors.set(contribution, error);
  return { contribution };
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teduh-fallback-plugin',
    errorLoadRemote(args) {
      switch (args.lifecycle) {
        case 'onLoad': {
          // The entry or the exposed module failed after the retry plugin gave up.
          const remote = remoteNameFromRequest(args.remote?.name) ?? remoteNameFromRequest(args.id);
          if (!remote || (args.expose !== undefined && args.expose !== './contribution')) return undefined;
          const module = createFallbackModule(remote, args.error);
          if (!module) return undefined;
          // Build-time imports expect a module factory; runtime loadRemote expects the module.
          return args.from === 'build' ? () => module : module;
        }
        case 'afterResolve':
          // A manifest could not be read: let the request fail so `onLoad` answers it with the stand-in.
          return undefined;
        case 'beforeLoadShare':
          // A remote offering shared modules is down: the host's own singletons serve instead.
          return undefined;
        case 'beforeRequest':
          return undefined;
        default:
          return undefined;
      }
    },
  };
}

// The federation runtime imports each runtime plugin's default export.
// eslint-disable-next-line import-x/no-default-export
export default fallbackPlugin;
