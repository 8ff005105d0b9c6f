const { createAppConfig } = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  devPort: 3000,
  runtimePlugins: [
    './src/runtime-plugin/lend-runtime.ts',
    './src/runtime-plugin/shared-strategy.ts',
    './src/runtime-plugin/retry.ts',
    './src/runtime-plugin/fallback.ts',
    './src/runtime-plugin/yield-between-shares.ts',
  ],
  htmlTemplate: './public/index.html',
});
