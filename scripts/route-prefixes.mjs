#!/usr/bin/env node
// `npm run generate:route-prefixes`: writes shell/src/remotes/route-prefixes.json, which path prefixes belong
// to which remote, from each remote's own route data (the routeSpecs its build emits as routes.json).
// Run it after a remote adds or drops a first path segment; shell/src/remotes/remote-table.test.ts fails
// until the file agrees with the remotes' routes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { remotes } from '../tools/remotes.mjs';
import { routePrefixes } from '../tools/route-prefixes.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routePrefixesFile = path.join(repoRoot, 'shell', 'src', 'remotes', 'route-prefixes.json');

// The same loader the build uses for routes.json (tools/webpack/emit-routes-plugin.js).
const { require: tsxRequire } = createRequire(import.meta.url)('tsx/cjs/api');

const routeSpecsByRemote = Object.fromEntries(
  remotes.map((remote) => {
    const module = path.join(repoRoot, remote.folder, remote.routes);
    return [remote.name, tsxRequire(module, import.meta.url).routeSpecs];
  }),
);
const json = JSON.stringify(routePrefixes(routeSpecsByRemote));
const formatted = await prettier.format(json, {
  ...(await prettier.resolveConfig(routePrefixesFile)),
  filepath: routePrefixesFile,
});
writeFileSync(routePrefixesFile, formatted);
console.log(`${path.relative(repoRoot, routePrefixesFile)}: written.`);
