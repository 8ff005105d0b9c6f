const { createAppConfig } = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'dashboard',
  devPort: 3002,
  exposes: { './contribution': './src/contribution.ts' },
  routesModule: './src/routes.ts',
});
