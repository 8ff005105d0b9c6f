const { createAppConfig } = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'partner_journeys',
  devPort: 3005,
  exposes: { './contribution': './src/contribution.ts' },
  routesModule: './src/routes.ts',
});
