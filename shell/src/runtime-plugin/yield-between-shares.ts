import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * main.js asks for every shared singleton it starts with at once, and each request resolves versions and
 * inserts its chunk's script: in one task that blocked the main thread for about a tenth of a second on a
 * mid-range phone. Each shared module now starts loading in a task of its own.
 */
export function yieldBetweenSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teduh-yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}

// The federation runtime imports each runtime plugin's default export.
// eslint-disable-next-line import-x/no-default-export
export default yieldBetweenSharesPlugin;
