import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { remotes } from './tools/remotes.mjs';

const webApps = ['shell', ...remotes.map((remote) => remote.folder)];

/** Shared code by package name only, and no app imports another. */
const appImportPatterns = [
  {
    group: ['**/shared/src/**', '../shared', '../../shared', '../../../shared'],
    message: 'Import shared code by package name (@teduh/shared): a relative import makes a second instance.',
  },
  {
    group: ['@teduh/mfe-*', '@teduh/shell', '**/mfe-*/src/**', '**/shell/src/**'],
    message: 'Apps never import each other; remotes contribute to the shell through federation.',
  },
];

/**
 * Routing and i18next's React bindings come from shared singletons that are tree-shaken
 * (shared/src/router.ts, shared/src/i18n-react.tsx).
 */
const routerImports = {
  paths: [
    ...['react-router-dom', 'react-router'].map((name) => ({
      name,
      message: 'Import routing from @teduh/shared/router: one router instance, tree-shaken.',
    })),
    {
      name: 'react-i18next',
      message: 'Import from @teduh/shared/i18n-react: one instance of the bindings, tree-shaken.',
    },
  ],
};

/** bulletproof-react one-way imports: shared -> features -> app, and no feature imports another feature. */
function featureBoundaryZones() {
  const zones = [];
  for (const app of webApps) {
    const featuresDir = path.join(app, 'src', 'features');
    zones.push({
      target: `./${app}/src/features`,
      from: `./${app}/src/app`,
      message: 'Features must not import the app layer.',
    });
    zones.push({
      target: [`./${app}/src/components`, `./${app}/src/lib`],
      from: [`./${app}/src/features`, `./${app}/src/app`],
      message: 'Shared app code must not import features or the app layer.',
    });
    if (!fs.existsSync(featuresDir)) continue;
    for (const feature of fs.readdirSync(featuresDir)) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'A feature must not import another feature; lift shared code to components/ or lib/.',
      });
    }
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.dist-test-*/**',
      '**/coverage/**',
      '**/.data/**',
      '**/@mf-types/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaryZones() }],
      'import-x/no-default-export': 'error',
      'no-restricted-imports': [
        'error',
        {
          ...routerImports,
          patterns: appImportPatterns,
        },
      ],
    },
  },
  {
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': ['error', routerImports],
    },
  },
  {
    // The facades themselves.
    files: ['shared/src/router.ts', 'shared/src/i18n-react.tsx', 'shared/src/i18n/trans.ts'],
    rules: {
      'no-restricted-imports': 'off',
    },
  },
  {
    // The web server matches routes in Node, where nothing is bundled or shared.
    files: ['shell/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: appImportPatterns }],
    },
  },
  {
    // The build's server render of the first pages renders the shell and the remotes from their sources, in
    // Node, with react-router's StaticRouter (docs/adr/0016-server-rendered-first-pages.md).
    files: ['tools/ssr/**'],
    rules: {
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['**/*.config.{js,mjs,cjs,ts}', 'eslint.config.mjs', 'tools/**', 'scripts/**', '**/*.d.ts'],
    rules: {
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
