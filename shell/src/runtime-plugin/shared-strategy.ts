import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime's default share strategy (version-first) fetches every registered remote's entry to compare
 * versions. The shell loads remotes only when one of their routes is visited, and every shared package is
 * a singleton the host has already loaded, so the host's loaded copy always wins.
 */
export function sharedStrategyPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teduh-shared-strategy',
    beforeInit(args) {
      args.userOptions.shareStrategy = 'loaded-first';
      const shared = args.userOptions.shared;
      if (shared) {
        for (const key of Object.keys(shared)) {
          const configs = shared[key];
          for (const config of Array.isArray(configs) ? configs : [configs]) {
            if (config) config.strategy = 'loaded-first';
          }
        }
      }
      for (const infos of Object.values(args.shareInfo)) {
        for (const info of infos) info.strategy = 'loaded-first';
      }
      return args;
    },
  };
}

// The federation runtime imports each runtime plugin's default export.
// eslint-disable-next-line import-x/no-default-export
export default sharedStrategyPlugin;
