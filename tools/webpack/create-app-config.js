// One webpack configuration for the shell (host) and every remote, so they build alike.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { EmitRoutesPlugin } = require('./emit-routes-plugin');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin');

const repoRoot = path.resolve(__dirname, '../..');

/** The federation runtime a remote's standalone page loads before its main.js (remotes borrow the host's). */
const standaloneRuntimeFile = 'federation-runtime.js';

/**
 * Scripts and styles compressed once, at build time, as well as they compress: brotli at its highest
 * quality and gzip by zopfli (a few per cent smaller than zlib's best, still plain gzip). The web server
 * sends these files as they are (`preCompressed`), so no response pays for compression.
 */
const precompressed = () => [
  new CompressionPlugin({
    test: /\.(js|css|svg)$/,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
  }),
  new CompressionPlugin({
    test: /\.(js|css|svg)$/,
    filename: '[path][base].gz',
    algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
    compressionOptions: { numiterations: 5 },
  }),
];

/** Shared singletons of the architecture, each with the version the app declares. Never `...deps`. */
const singletonPackages = [
  'react',
  'react-dom',
  'zustand',
  'i18next',
  'styled-components',
  'axios',
  // shared's form fields read the Formik context of the page's form, so there must be one formik.
  'formik',
  '@teduh/shared',
];

function sharedSingletons(appDir) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const shared = {};
  for (const name of singletonPackages) {
    const requiredVersion = appPkg.dependencies?.[name];
    if (!requiredVersion) throw new Error(`${appPkg.name} must depend on ${name} (a shared singleton)`);
    shared[name] = { singleton: true, requiredVersion: name === '@teduh/shared' ? false : requiredVersion };
  }
  // The forms entry of @teduh/shared is loaded on the first page with a form, once for every app.
  shared['@teduh/shared/forms'] = { singleton: true, requiredVersion: false };
  // The journey kit likewise, with the first journey page (wizard box, steps, PIN and password steps).
  shared['@teduh/shared/journey'] = { singleton: true, requiredVersion: false };
  // The router and the React bindings of i18next: one instance each for every app, tree-shaken to what the
  // apps use (shared/src/router.ts, shared/src/i18n-react.tsx).
  shared['@teduh/shared/router'] = { singleton: true, requiredVersion: false };
  shared['@teduh/shared/i18n-react'] = { singleton: true, requiredVersion: false };
  // One server-data cache for every app (docs/adr/0011-server-data-layer.md).
  shared['@teduh/shared/query'] = { singleton: true, requiredVersion: false };
  // One cookie choice and one ads tag for every app (docs/adr/0017-consent-and-ads-conversions.md).
  shared['@teduh/shared/consent'] = { singleton: true, requiredVersion: false };
  // react-dom/client and the jsx runtime are separate entry points of the same singletons.
  shared['react-dom/client'] = { singleton: true, requiredVersion: appPkg.dependencies['react-dom'] };
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: appPkg.dependencies.react };
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (use __dirname)
 * @param {string} options.name          short name: 'shell' or a RemoteName such as 'marketing'
 * @param {number} options.devPort       port of `npm run dev`
 * @param {Record<string,string>} [options.exposes]   remote only
 * @param {string} [options.routesModule] remote only: TS module exporting `routeSpecs`, emitted as routes.json
 * @param {string[]} [options.runtimePlugins]         host only
 * @param {string} [options.htmlTemplate]
 */
function createAppConfig(options) {
  const { appDir, name, devPort, exposes, routesModule, runtimePlugins = [], htmlTemplate } = options;
  const isHost = name === 'shell';
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const app = {
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        // Entry files keep stable names (served no-cache): webpack 5.111 + enhanced 2.9 cannot hash them
        // (module-federation/core#5077). Every other chunk is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: `teduh_${name}`,
        clean: isHost ? true : { keep: new RegExp(`^${standaloneRuntimeFile.replace('.', '\\.')}`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
          // `locales/en.json?strings=<group>`: one part of a translation file (translation-strings-loader.js).
          {
            test: /\.json$/,
            resourceQuery: /(^|&|\?)strings=/,
            loader: path.join(__dirname, 'translation-strings-loader.js'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: `teduh_${name}`,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          // Remote URLs come from the runtime deployment manifest (shell), never from this build.
          remotes: {},
          shared: sharedSingletons(appDir),
          runtimePlugins: runtimePlugins.map((p) => path.resolve(appDir, p)),
          manifest: true,
          dts: false,
          experiments: {
            asyncStartup: true,
            // One federation runtime on a page: the shell lends its copy (shell/src/runtime-plugin/lend-runtime.ts)
            // to every remote's entry, 15 KB gzip less on each page; a standalone page loads federation-runtime.js.
            ...(isHost ? {} : { externalRuntime: true }),
            // Remotes are registered by their remoteEntry.js URL, so the manifest snapshot code and
            // the Node branches of the runtime are dead weight in the browser.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: htmlTemplate ? path.resolve(appDir, htmlTemplate) : path.join(__dirname, 'index.html'),
          templateParameters: { appName: name, isHost, standaloneRuntimeFile },
          scriptLoading: 'defer',
          // Absolute, so a deep link such as /ms/thank-you loads /main.js and not a relative path.
          publicPath: '/',
          minify: production && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            // The web server inlines the deployment manifest at this comment, so it must survive.
            ignoreCustomComments: [/^\s*deployment-manifest\s*$/],
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
            minifyCSS: true,
          },
        }),
        ...(routesModule ? [new EmitRoutesPlugin(path.resolve(appDir, routesModule))] : []),
        // The scripts each on-demand module brings: the server-rendered first pages preload from it (tools/ssr).
        ...(production && !isHost ? [new ChunkGroupsPlugin(repoRoot)] : []),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      watchOptions: { ignored: ['**/node_modules', '**/@mf-types/**', '**/dist/**'] },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? [{ directory: path.join(appDir, 'public') }] : false,
      },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
    if (isHost) return app;
    // The runtime for the remote's standalone page, built first (the app's clean keeps it).
    const standaloneRuntime = {
      name: `${name}-federation-runtime`,
      context: appDir,
      mode: app.mode,
      devtool: production ? 'source-map' : false,
      entry: { [standaloneRuntimeFile.replace(/\.js$/, '')]: path.join(__dirname, 'federation-runtime.js') },
      target: 'web',
      output: { path: app.output.path, filename: '[name].js', clean: false },
      plugins: production ? precompressed() : [],
      optimization: app.optimization,
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
    return [standaloneRuntime, { ...app, name, dependencies: [standaloneRuntime.name] }];
  };
}

/** A remote's configuration from the registry (tools/remotes.mjs): its name, dev port and route data. */
function createRemoteConfig(appDir) {
  const { remoteInFolder } = require('../remotes.mjs');
  const remote = remoteInFolder(path.basename(appDir));
  return createAppConfig({
    appDir,
    name: remote.name,
    devPort: remote.devPort,
    exposes: { './contribution': './src/contribution.ts' },
    routesModule: `./${remote.routes}`,
  });
}

module.exports = { createAppConfig, createRemoteConfig, repoRoot, singletonPackages };
