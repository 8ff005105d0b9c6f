// The server render of the first pages (render-page.tsx) as one Node module: the shell and every remote from
// their sources, with the loaders of the web build (tools/webpack/create-app-config.js), without federation.
// Packages stay outside the bundle: Node loads them as they are (React's and styled-components' server builds).
const path = require('node:path');
const webpack = require('webpack');
const { repoRoot } = require('../webpack/create-app-config');

const outputDir = path.join(repoRoot, 'node_modules', '.cache', 'teduh-ssr');

/** A package from node_modules (not one of ours, whose TypeScript sources are bundled). */
const isPackage = (request) =>
  !request.startsWith('.') &&
  !request.startsWith('/') &&
  !request.startsWith('@teduh/') &&
  request !== 'zustand';

module.exports = {
  name: 'ssr',
  context: repoRoot,
  mode: 'production',
  target: 'node20',
  entry: { 'render-page': path.join(__dirname, 'render-page.tsx') },
  output: { path: outputDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  externals: [
    ({ request }, callback) => (isPackage(request) ? callback(null, `commonjs ${request}`) : callback()),
  ],
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    alias: { zustand$: path.join(__dirname, 'zustand-current-state.ts') },
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
              transform: { react: { runtime: 'automatic', development: false } },
              target: 'es2022',
            },
          },
        },
      },
      {
        test: /\.json$/,
        resourceQuery: /(^|&|\?)strings=/,
        loader: path.join(repoRoot, 'tools', 'webpack', 'translation-strings-loader.js'),
      },
    ],
  },
  plugins: [
    // The remotes come from their sources here, not through Module Federation.
    new webpack.NormalModuleReplacementPlugin(/[\\/]remote-loader$/, (resource) => {
      const target = path.resolve(resource.context, resource.request);
      if (target === path.join(repoRoot, 'shell', 'src', 'remotes', 'remote-loader')) {
        resource.request = path.join(__dirname, 'remote-loader.ts');
      }
    }),
    // One file: a dynamic import is still evaluated when it is asked for, in the browser's order.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false, moduleIds: 'named', concatenateModules: false },
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
};
