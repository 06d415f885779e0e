import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under the `source` condition, so tests run
// against the code as written, without a build step.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/engine/bench/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      // The web app's component tests pick the jsdom environment per file.
      'apps/web/src/**/*.test.tsx',
      'apps/*/test/**/*.test.ts',
      'tests/load/src/**/*.test.ts',
      // The web build's own steps.
      'apps/web/scripts/*.test.ts',
      // The linter's rules and the module graph's documentation.
      'scripts/*.test.ts',
    ],
    // Multi-node tests need PostgreSQL and Redis: `npm run test:cluster` runs them.
    exclude: ['**/node_modules/**', 'apps/server/test/multi-node/**'],
    testTimeout: 120_000,
    setupFiles: ['apps/web/src/test-timeouts.ts'],
  },
});
