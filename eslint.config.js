import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noFeatureCycles from './eslint-rules/no-feature-cycles.js';

const featuresOf = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : []));

/**
 * Layer and capability boundaries (ARCHITECTURE.md §9.11). Data flows app → features → shared parts.
 * A feature reaches another only through its public face: a web feature's `api/` folder (the calls of
 * that capability) and a server feature's `<name>.service.ts`.
 */
const boundaryZones = () => {
  const web = 'apps/web/src';
  const server = 'apps/server/src';
  const webFeatures = featuresOf(`${web}/features`);
  const serverFeatures = featuresOf(`${server}/features`);
  const others = (all, own) => all.filter((name) => name !== own);
  return [
    {
      target: [`${web}/components`, `${web}/lib`, `${web}/config`],
      from: [`${web}/features`, `${web}/app`],
      message: 'Shared web parts must not depend on features or the app shell.',
    },
    { target: `${web}/features`, from: `${web}/app`, message: 'Features must not import the app shell.' },
    ...webFeatures.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`, ...others(webFeatures, feature).map((other) => `./${other}/api`)],
      message: 'Import another feature only through its api/ folder; compose pages in app/.',
    })),
    {
      target: [`${server}/platform`, `${server}/db`],
      from: [`${server}/features`, `${server}/app.ts`, `${server}/main.ts`],
      message: 'platform/ and db/ hold mechanics only: inject capability logic from app.ts instead.',
    },
    ...serverFeatures.map((feature) => ({
      target: `${server}/features/${feature}`,
      from: `${server}/features`,
      except: [
        `./${feature}`,
        ...others(serverFeatures, feature).map((other) => `./${other}/${other}.service.ts`),
      ],
      message: 'Import another feature only through its <name>.service.ts.',
    })),
    { target: 'packages/shared', from: 'apps', message: '@collably/shared must not depend on the apps.' },
  ];
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'vitest.config.ts',
            'scripts/*.mjs',
            'apps/server/build.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones() }],
    },
  },
  {
    // No dependency cycle between features (issue 38): each feature folder is a node, each import between
    // two features an edge, type-only ones included. The graph is scanned once per lint process.
    files: ['apps/server/src/features/**/*.{ts,tsx}', 'apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { collably: { rules: { 'no-feature-cycles': noFeatureCycles } } },
    rules: {
      'collably/no-feature-cycles': [
        'error',
        {
          basePath: import.meta.dirname,
          roots: [
            { features: 'apps/server/src/features' },
            { features: 'apps/web/src/features', aliases: { '@/': 'apps/web/src/' } },
          ],
        },
      ],
    },
  },
  {
    // @collably/shared runs in the browser and on the server: no I/O, no framework.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'kysely',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'react',
                'react-*',
                '@mantine/*',
              ],
              message:
                '@collably/shared must run in the browser and on the server without I/O or a framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
