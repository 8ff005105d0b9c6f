import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

/**
 * The few features built on another on purpose (a journey that reuses another's steps or pages). Any other import
 * between features fails: lift the shared code to components/ or lib/ instead.
 */
const featureBases = {
  'mfe-dashboard': { auth: ['social'], profile: ['social'], register: ['social'], 'kubur-pro': ['claims'] },
  'mfe-marketing': { referral: ['campaigns'] },
  'mfe-partner-journeys': {
    accident: ['partner-insurer'],
    life: ['partner-insurer'],
    medical: ['partner-insurer'],
    'my-kasih': ['sponsored'],
  },
  'mfe-pusara-journey': { sponsored: ['sales-journey'], product: ['create-quotation'] },
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
        except: [feature, ...(featureBases[app]?.[feature] ?? [])].map((allowed) => `./${allowed}`),
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
    // Without a resolver import-x cannot see where a TypeScript import leads, and the zones below check nothing.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
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
    // Type-aware: a promise nobody awaits loses its error (and, in the API, its transaction).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // navigate returns a promise only under a data router, and it settles when the navigation ends: nothing to catch.
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
    },
  },
  {
    // fastify/demo shape: routes call services, which own the queries through repositories.
    files: ['api/src/modules/**/routes.ts', 'api/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema-*', '**/db/schema.js', '**/db/schema-*.js'],
              allowTypeImports: true,
              message: 'Routes call services; queries and tables belong to the module repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src/lib',
              from: './api/src/modules/**',
              // The one typed catalog (lib/i18n.ts) gathers each module's messages, so a missing language fails tsc.
              except: ['**/api/src/modules/*/*messages.ts'],
              message: 'lib is below modules: it must not import them.',
            },
            {
              target: './api/src/modules',
              from: './api/src/plugins',
              message: 'Modules receive plugins through fastify decorators, never by import.',
            },
          ],
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
    // One network edge for the web tests: the real client and its error catalogue run, the fake sits at the
    // adapter (@teduh/shared/testing's installFakeApi / installApiMocks). See docs/adr/0011.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/testing/**/*.{ts,tsx}', '**/__mocks__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='jest'][callee.property.name='spyOn'][arguments.0.name=/^(apiClient|axiosClient|testAxiosClient)$/]",
          message:
            'Fake the API at the adapter (installFakeApi / installApiMocks from @teduh/shared/testing), not by spying on the client.',
        },
        {
          selector:
            "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock|unstable_mockModule)$/][arguments.0.value=/^@teduh.shared$|(^|\\W)(api|axios)-client$/]",
          message:
            'Do not mock @teduh/shared: fake the API at the adapter (installFakeApi / installApiMocks from @teduh/shared/testing).',
        },
      ],
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
