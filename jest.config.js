// One jest run over every workspace; each web app is a project with jsdom.
const { remotes } = require('./tools/remotes.mjs');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const webProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[cm]?[tj]sx?$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!(@teduh)/)'],
  // `locales/en.json?strings=faq` is cut to one group of sections by webpack; tests get the whole file.
  moduleNameMapper: { '^(\\.{1,2}/.*\\.json)\\?strings=.*$': '$1' },
  setupFiles: ['<rootDir>/../tools/jest/polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.js'],
});

module.exports = {
  // A worker per core: jest's default (one fewer) runs a 2-core machine's suite in band, on one core, while
  // the API's files mostly wait for their database.
  maxWorkers: '100%',
  projects: [
    webProject('shared'),
    webProject('shell'),
    ...remotes.map((remote) => webProject(remote.folder)),
    {
      displayName: 'shell-server',
      rootDir: '<rootDir>/shell',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swcTransform },
    },
    require('./api/jest.config.cjs'),
  ],
};
