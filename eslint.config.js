import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Zones resolve against this folder, so the rules read the same from any working directory.
const root = import.meta.dirname;

/** Every feature folder: each may import only itself among the features. */
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way (docs/architecture.md): protocol, domain -> lib, offline, components ->
 * features -> routes, app. A feature never imports another feature; routes compose them. The
 * server takes only protocol and domain from src/.
 */
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'a feature never imports another feature: the route composes them, or the shared piece moves down.',
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app', './src/main.tsx'],
    message: 'a feature never imports a route or the app: they hand it what it needs.',
  },
  {
    target: ['./src/lib', './src/offline', './src/components'],
    from: ['./src/features', './src/routes', './src/app', './src/main.tsx'],
    message: 'lib, offline and components sit below the features, routes and app.',
  },
  {
    target: ['./src/protocol', './src/domain'],
    from: [
      './src/lib',
      './src/offline',
      './src/components',
      './src/features',
      './src/routes',
      './src/app',
      './src/main.tsx',
    ],
    message:
      'protocol and domain are pure TypeScript shared with the server: they import no app layer.',
  },
  {
    target: './server',
    from: './src',
    except: ['./protocol', './domain'],
    message: 'the server imports only src/protocol and src/domain from src/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'server/src/db/migrations',
      'test-results',
      'playwright-report',
      'tests/.reports',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files (by default only JavaScript ones are parsed).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'].map((file) => path.join(root, file)),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // Depth 4 finds a circle of up to four files; following every chain (∞) found nothing more
      // today and took lint from about 90 s to 110 s on a 2-core machine.
      'import-x/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Pure layers shared with the server: no browser, no React, no app code.
    files: ['src/protocol/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@chakra-ui/*', '@tanstack/*', 'dexie'],
              message: 'protocol and domain stay pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['service-worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
);
