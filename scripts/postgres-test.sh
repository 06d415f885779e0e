#!/usr/bin/env bash
# Runs the server test suite against PostgreSQL.
#
# With TEST_DATABASE_URL already set (a server you manage), the suite runs against it. Otherwise a
# throwaway cluster is made in a temporary folder on a free port, used, then stopped and removed,
# also when the tests fail or the script is interrupted. PostgreSQL refuses to run as root, so as
# root the cluster belongs to the `postgres` user (made by Debian's postgresql package).
#
# Every test server makes its own database in that cluster (see apps/server/test/pg.ts), so test
# files can run in parallel. Extra arguments go to vitest, e.g. `npm run test:pg -- rooms`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# With test files named first (`npm run test:pg -- apps/server/test/x.test.ts`), only those run.
run_suite() {
  if [ $# -gt 0 ] && [ -e "$1" ]; then
    npx vitest run "$@"
  else
    npx vitest run apps/server "$@"
  fi
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL tests against TEST_DATABASE_URL"
  run_suite "$@"
  exit $?
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found (install Debian's postgresql package, or set PG_BIN or TEST_DATABASE_URL)" >&2
  exit 1
fi

# As root, run PostgreSQL's commands as the postgres user; otherwise as ourselves.
AS_PG=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "running as root needs a postgres user to own the cluster" >&2
    exit 1
  fi
  AS_PG=(runuser -u postgres --)
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/checkers-pg.XXXXXX")"
chmod 755 "$WORK"
if [ "${#AS_PG[@]}" -gt 0 ]; then chown postgres: "$WORK"; fi
DATA="$WORK/data"

cleanup() {
  local status=$?
  if [ -f "$DATA/postmaster.pid" ]; then
    "${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

"${AS_PG[@]}" "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1 ||
  {
    cat "$WORK/initdb.log" >&2
    exit 1
  }
# The data is thrown away afterwards, so durability settings are traded for speed. Many connections:
# every test server has its own pool, and test files run in parallel.
"${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null ||
  {
    cat "$WORK/server.log" >&2
    exit 1
  }

"${AS_PG[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres checkers_test
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/checkers_test"
echo "PostgreSQL tests on a throwaway cluster at 127.0.0.1:$PORT"
run_suite "$@"
