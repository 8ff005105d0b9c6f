// Emits a remote's route data as routes.json beside its remoteEntry.js, for the production web server.
const { RawSource } = require('webpack').sources;

class EmitRoutesPlugin {
  constructor(routesModulePath) {
    this.routesModulePath = routesModulePath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRoutesPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { require: tsxRequire } = require('tsx/cjs/api');
          const loaded = tsxRequire(this.routesModulePath, __filename);
          if (!Array.isArray(loaded.routeSpecs)) {
            throw new Error(`${this.routesModulePath} must export routeSpecs (RouteSpec[])`);
          }
          compilation.fileDependencies.add(this.routesModulePath);
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify(loaded.routeSpecs, null, 2)));
        },
      );
    });
  }
}

module.exports = { EmitRoutesPlugin };
