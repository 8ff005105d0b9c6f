const { createAppConfig } = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'marketing',
  devPort: 3001,
  exposes: { './contribution': './src/contribution.ts' },
  routesModule: './src/route-data.ts',
});
