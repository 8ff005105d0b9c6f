// A remote's own pages (standalone) need the federation runtime that a host otherwise lends it: remotes
// are built with `externalRuntime`, so their remoteEntry.js does not carry a second copy of it.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
