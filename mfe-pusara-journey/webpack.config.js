const { createAppConfig } = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'pusara_journey',
  devPort: 3004,
  exposes: { './contribution': './src/contribution.ts' },
  routesModule: './src/routes.ts',
});
