// The multi-node suite, run by scripts/cluster-test.sh (PostgreSQL from TEST_DATABASE_URL; each
// file starts its own Redis and server processes).
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: new URL('../../../..', import.meta.url).pathname,
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['apps/server/test/multi-node/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
