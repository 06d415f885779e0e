// One linter configuration for every workspace.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const foldersIn = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The layering of docs/ARCHITECTURE.md, checked on every import (paths resolved as TypeScript does).
const WEB_FEATURES = foldersIn('./apps/web/src/features');
const SERVER_MODULES = foldersIn('./apps/server/src/modules');
const FEATURES = './apps/web/src/features';
const MODULES = './apps/server/src/modules';

/** Zones that hold for every file, tests included. */
const boundaries = [
  {
    target: './packages/engine',
    from: ['./packages/protocol', './packages/puzzles', './apps', './tests'],
    message: 'The engine imports nothing of ours: it sits below everything.',
  },
  {
    target: './packages/protocol',
    from: ['./packages/puzzles', './apps', './tests'],
    message: 'The protocol depends on the engine only.',
  },
  {
    target: './packages/puzzles',
    from: ['./packages/protocol', './apps', './tests'],
    message: 'The puzzles depend on the engine only.',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message:
      'A web feature does not import another feature: move the shared piece to src/lib or src/components, or compose in app.tsx.',
  })),
  {
    target: [
      './apps/web/src/lib',
      './apps/web/src/components',
      './apps/web/src/stores',
      './apps/web/src/hooks',
    ],
    from: FEATURES,
    message: 'Shared web code does not depend on a feature.',
  },
  ...SERVER_MODULES.flatMap((module) =>
    SERVER_MODULES.filter((other) => other !== module).map((other) => ({
      target: `${MODULES}/${module}`,
      from: `${MODULES}/${other}`,
      except: ['./index.ts'],
      message: `A server module uses another only through its index.ts (modules/${other}/index.ts).`,
    })),
  ),
  {
    target: './apps/server/test',
    from: MODULES,
    except: SERVER_MODULES.map((module) => `./${module}/index.ts`),
    message: 'Server tests use a module through its index.ts.',
  },
];

/** The server's infrastructure (storage, shared helpers) knows no module; tests of it may use them. */
const infrastructure = {
  target: ['./apps/server/src/db', './apps/server/src/lib'],
  from: MODULES,
  message: 'db/ and lib/ sit below the modules.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'tests/*/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are left out: they vanish at run time and cannot make a loop there.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, infrastructure] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // The engine runs in browsers, workers and Node alike: nothing platform-specific, no clocks or Math.random.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/cli/**', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'require', 'Buffer'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seeded generator instead.' },
        { object: 'Date', property: 'now', message: 'Pass a clock in the search budget instead.' },
        { object: 'performance', property: 'now', message: 'Pass a clock in the search budget instead.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'os'] }],
    },
  },
  {
    // The web app: React's rules of hooks, and effects that list what they depend on.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
