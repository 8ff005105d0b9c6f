// Emits chunk-groups.json: for each module the remote loads on demand (its exposed contribution, a lazy page, a
// part of its strings, a shared module it provides), the scripts that load with it. The build's server render
// (tools/ssr) knows which modules a first page needed, and preloads the scripts that bring them
// (scripts/prerender.mjs). The fallbacks of shared modules it consumes are left out: the shell provides those.
const path = require('node:path');

class ChunkGroupsPlugin {
  constructor(repoRoot) {
    this.repoRoot = repoRoot;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { moduleGraph } = compilation;
          const groups = [];
          for (const group of compilation.chunkGroups) {
            const origins = group.origins.map((origin) => origin.module?.type ?? '');
            if (origins.length === 0 || origins.some((type) => type.startsWith('consume-shared'))) continue;
            const files = group.chunks.flatMap((chunk) =>
              [...chunk.files].filter((file) => file.endsWith('.js')),
            );
            for (const block of group.getBlocks()) {
              for (const dependency of block.dependencies) {
                const target = moduleGraph.getModule(dependency);
                const resource = target?.rootModule?.resource ?? target?.resource;
                if (!resource) continue;
                const provider = group.origins.find((origin) => origin.module?.type === 'provide-module');
                groups.push({
                  module: path.relative(this.repoRoot, resource).split(path.sep).join('/'),
                  // The share key of a shared module the remote provides (its own copy).
                  ...(provider ? { shared: provider.module._name } : {}),
                  files,
                });
              }
            }
          }
          compilation.emitAsset('chunk-groups.json', new RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
