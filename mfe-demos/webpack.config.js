const { createAppConfig } = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'demos',
  devPort: 3006,
  exposes: { './contribution': './src/contribution.ts' },
  routesModule: './src/routes.ts',
});
