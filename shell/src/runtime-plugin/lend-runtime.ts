import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Lends the shell's federation runtime to the remotes, which are built with `externalRuntime` and read it
 * from `_FEDERATION_RUNTIME_CORE`: one runtime on the page instead of one per remote entry. enhanced's own
 * `provideExternalRuntime` does the same through the CommonJS build of the runtime, which would put a
 * second copy into the shell; this imports the ES build the shell already bundles.
 */
export function lendRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teduh-lend-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}

// The federation runtime imports each runtime plugin's default export.
// eslint-disable-next-line import-x/no-default-export
export default lendRuntimePlugin;
