// Compiles the API for production: each entry point (the server, the seed, the maintenance switch, the staff
// CLI) becomes one CommonJS file in api/dist. Our own code and @teduh/shared (TypeScript sources) are bundled;
// every npm package stays a require of node_modules. dist/ sits at the depth of src/, so paths resolved from
// the repository root (the embedded database folder, migrations) are the same.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const entryPoints = {
  main: 'src/main.ts',
  seed: 'src/seed.ts',
  maintenance: 'src/maintenance.ts',
  staff: 'src/modules/staff/cli.ts',
};

/** Bundle relative imports and @teduh/*; leave every other package to node_modules. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@teduh/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `npm run bench:api`'s floor for the rate call, built only by the benchmark (never deployed). */
export const benchEntryPoints = { 'rate-route-alone': 'src/bench/rate-route-alone.ts' };

export async function buildApi(outdir = path.join(apiDir, 'dist'), entries = entryPoints) {
  await build({
    absWorkingDir: apiDir,
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [packagesStayExternal],
  });
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // An output folder may be named (the production-build test uses its own, beside dist/).
  const outdir = await buildApi(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`API compiled to ${path.relative(process.cwd(), outdir)}`);
}
