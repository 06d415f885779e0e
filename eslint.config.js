// One linter configuration for every workspace.
import { readFileSync, readdirSync } from 'node:fs';
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
const SERVER = './apps/server/src';

// Which server module uses which: the one declaration, also shown in docs/ARCHITECTURE.md.
const GRAPH = JSON.parse(
  readFileSync(join(import.meta.dirname, 'apps/server/src/modules/module-graph.json'), 'utf8'),
);
const undeclared = SERVER_MODULES.filter((module) => !(module in GRAPH.modules));
const missing = Object.keys(GRAPH.modules).filter((module) => !SERVER_MODULES.includes(module));
if (undeclared.length > 0 || missing.length > 0)
  throw new Error(
    `apps/server/src/modules/module-graph.json and the module folders differ: ${[...undeclared, ...missing].join(', ')}`,
  );
const indexesOf = (modules) => modules.map((module) => `./${module}/index.ts`);

// The server's top-level files: app.ts and services.ts wire the modules and database-schema.ts
// composes their tables; the others know none.
const WIRING = ['app.ts', 'services.ts', 'retention-owners.ts', 'database-schema.ts'];
const TOP_LEVEL = readdirSync(join(import.meta.dirname, SERVER)).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

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
  {
    target: './apps/server',
    from: ['./apps/web', './tests'],
    message: 'The server shares code with the web app and the tests only through the packages.',
  },
  {
    target: './apps/web',
    from: ['./apps/server', './tests'],
    message: 'The web app shares code with the server and the tests only through the packages.',
  },
  {
    target: './tests/e2e',
    from: ['./apps', './tests/load'],
    message:
      'The browser scenarios drive the built app from outside: they import the packages and their own files.',
  },
  {
    target: './tests/load',
    from: ['./apps', './tests/e2e'],
    message: 'The load driver talks to servers over the wire: it imports the packages and its own files.',
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
  {
    target: './apps/web/src/sw',
    from: './apps/web/src',
    except: ['./sw'],
    message:
      'The service worker runs without the page: it imports the packages and its own files, no feature, store, component or page helper.',
  },
  ...SERVER_MODULES.flatMap((module) =>
    SERVER_MODULES.filter((other) => other !== module).map((other) =>
      GRAPH.modules[module].includes(other)
        ? {
            target: `${MODULES}/${module}`,
            from: `${MODULES}/${other}`,
            except: ['./index.ts'],
            message: `A server module uses another only through its index.ts (modules/${other}/index.ts).`,
          }
        : {
            target: `${MODULES}/${module}`,
            from: `${MODULES}/${other}`,
            message: `modules/${module} does not use modules/${other} (modules/module-graph.json): pass what it needs through a port that services.ts wires, or declare the edge.`,
          },
    ),
  ),
  {
    target: `${SERVER}/plugins`,
    from: MODULES,
    except: indexesOf(GRAPH.plugins),
    message: `The plugins use only ${GRAPH.plugins.join(', ')} (modules/module-graph.json), through index.ts.`,
  },
  {
    target: [...WIRING.map((name) => `${SERVER}/${name}`), `${SERVER}/cli`],
    from: MODULES,
    except: indexesOf(SERVER_MODULES),
    message: 'app.ts, services.ts, database-schema.ts and the commands use a module through its index.ts.',
  },
  {
    target: TOP_LEVEL.filter((name) => !WIRING.includes(name)).map((name) => `${SERVER}/${name}`),
    from: MODULES,
    message: 'Only app.ts, services.ts (with retention-owners.ts) and database-schema.ts know the modules.',
  },
  {
    target: ['./apps/server/test', './apps/server/bench'],
    from: MODULES,
    except: indexesOf(SERVER_MODULES),
    message: 'Server tests and benchmarks use a module through its index.ts.',
  },
];

/** Code below the wiring; tests of it may start a whole app or use the modules. */
const layers = [
  {
    target: [`${SERVER}/db`, `${SERVER}/lib`],
    from: MODULES,
    message: 'db/ and lib/ sit below the modules.',
  },
  {
    target: [MODULES, `${SERVER}/db`, `${SERVER}/lib`, `${SERVER}/plugins`],
    from: [...WIRING.map((name) => `${SERVER}/${name}`), `${SERVER}/server.ts`],
    message: 'app.ts, services.ts, database-schema.ts and server.ts sit above everything else of the server.',
  },
];

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
          project: [
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'tests/*/tsconfig.json',
            'scripts/tsconfig.json',
          ],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Import cycles are found by scripts/import-cycles.ts (`npm run lint:cycles`) rather than by
    // import-x/no-cycle, which cannot count type-only imports.
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...layers] }],
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
    // The service worker: no React and no store, which would pull the page's code into /sw.js.
    files: ['apps/web/src/sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'The service worker draws nothing.',
            },
            {
              group: ['zustand', 'zustand/*', '@tanstack/*'],
              message: 'The service worker keeps no page state.',
            },
          ],
        },
      ],
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
