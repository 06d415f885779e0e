#!/usr/bin/env bash
# Runs the multi-node tests (apps/server/test/multi-node): several server processes sharing one
# PostgreSQL database and one Redis. The throwaway PostgreSQL cluster (or TEST_DATABASE_URL) comes
# from postgres-test.sh; each test file starts its own Redis (Debian's redis-server) and nodes on
# free ports. Extra arguments go to vitest, e.g. `npm run test:cluster -- redis`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

if ! command -v redis-server >/dev/null 2>&1; then
  echo "redis-server not found (install Debian's redis-server package: scripts/install-system-packages.sh)" >&2
  exit 1
fi

exec ./scripts/postgres-test.sh --config apps/server/test/multi-node/vitest.config.ts "$@"
