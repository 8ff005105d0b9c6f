// Runs drizzle-kit so that it finds this workspace's drizzle-orm: npm keeps drizzle-orm in api/node_modules
// while drizzle-kit is hoisted to the root. ESM imports resolve through the hook below; CommonJS requires
// through NODE_PATH, which the `db:generate` script sets.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire, register } from 'node:module';

register('./drizzle-orm-resolve.mjs', import.meta.url);
const require = createRequire(import.meta.url);
const kitEntry = require.resolve('drizzle-kit');
await import(pathToFileURL(path.join(path.dirname(kitEntry), 'bin.cjs')).href);
