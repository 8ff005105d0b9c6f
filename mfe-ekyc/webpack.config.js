const { createAppConfig } = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'ekyc',
  devPort: 3003,
  exposes: { './contribution': './src/contribution.ts' },
  routesModule: './src/routes.ts',
});
