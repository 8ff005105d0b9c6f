// The api jest project. The root jest.config.js lists it (`require('./api/jest.config.cjs')`), so
// `npx jest --selectProjects api` runs it; `npx jest -c api/jest.config.cjs` runs it on its own.

const path = require('node:path');

/**
 * Packages that are ESM-only or load modules with import() (which jest's VM refuses without
 * --experimental-vm-modules): swc compiles them to CommonJS.
 */
const esmPackages = [
  'typebox',
  'jose',
  'openid-client',
  'oauth4webapi',
  'cookie',
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  '@fastify/cookie',
  '@electric-sql/pglite',
  'unpdf',
];

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // unpdf loads its pdf.js build with import('unpdf/pdfjs'), an import-only export: point jest at the file.
  moduleNameMapper: {
    '^unpdf/pdfjs$': path.join(path.dirname(require.resolve('unpdf')), 'pdfjs.mjs'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  // The first file of a run may build the migrated database snapshot (a few seconds).
  testTimeout: 60_000,
  // ...and the same under the root config, which ignores a project's testTimeout.
  setupFilesAfterEnv: ['<rootDir>/test/setup/timeout.cjs'],
};
