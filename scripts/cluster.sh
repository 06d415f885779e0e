#!/usr/bin/env bash
# Starts a local multi-node cluster for development: PostgreSQL and Redis (Debian's packages,
# installed when missing), NODES server nodes on ports BASE_PORT, BASE_PORT+1, ..., and a
# round-robin proxy (apps/server/src/proxy.ts, on node:http alone) in front on PORT, so a
# browser can play against it. Everything runs in the foreground and is stopped, and its data
# removed, on Ctrl-C.
#
#   scripts/cluster.sh                 # 2 nodes on 3001-3002, proxy on http://127.0.0.1:8080
#   NODES=3 PORT=9000 scripts/cluster.sh
#
# The web app is served by every node from apps/web/dist: run `npm run build` first to play in a
# browser. Logs are in the cluster's folder (printed at start).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

NODES="${NODES:-2}"
PORT="${PORT:-8080}"
BASE_PORT="${BASE_PORT:-3001}"

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Debian's packages, installed when missing (as root, or through sudo).
missing=()
for pkg in postgresql redis-server; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]}"
  SUDO=()
  if [ "$(id -u)" -ne 0 ]; then SUDO=(sudo); fi
  "${SUDO[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
# PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user.
AS_PG=()
if [ "$(id -u)" -eq 0 ]; then AS_PG=(runuser -u postgres --); fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/checkers-cluster.XXXXXX")"
chmod 755 "$WORK"
if [ "${#AS_PG[@]}" -gt 0 ]; then chown postgres: "$WORK"; fi
PIDS=()

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  echo "stopping the cluster"
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -f "$WORK/pg/postmaster.pid" ]; then
    "${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$WORK/pg" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

wait_for() {
  local url="$1" name="$2"
  for _ in $(seq 1 300); do
    if curl -fsS "$url" >/dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "$name did not start; see $WORK" >&2
  exit 1
}

# PostgreSQL: a fresh cluster on a free port.
PG_PORT="$(free_port)"
"${AS_PG[@]}" "$PG_BIN/initdb" -D "$WORK/pg" -U postgres --auth=trust -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1
"${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$WORK/pg" -l "$WORK/postgres.log" -w -t 60 \
  -o "-p $PG_PORT -k $WORK -c listen_addresses=127.0.0.1" start >/dev/null
"${AS_PG[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres checkers
DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/checkers"

# Redis: no persistence; the nodes rebuild presence from their heartbeats after a restart.
REDIS_PORT="$(free_port)"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no >"$WORK/redis.log" 2>&1 &
PIDS+=($!)
REDIS_URL="redis://127.0.0.1:$REDIS_PORT"

# The nodes: the first alone (it runs the migrations), then the others.
TARGETS=()
for i in $(seq 0 $((NODES - 1))); do
  node_port=$((BASE_PORT + i))
  mkdir -p "$WORK/node$i"
  PORT="$node_port" HOST=127.0.0.1 DATA_DIR="$WORK/node$i" DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" \
    TRUST_PROXY=1 LOG_LEVEL="${LOG_LEVEL:-info}" \
    node --conditions=source --import tsx apps/server/src/server.ts >"$WORK/node$i.log" 2>&1 &
  PIDS+=($!)
  TARGETS+=("http://127.0.0.1:$node_port")
  if [ "$i" -eq 0 ]; then wait_for "http://127.0.0.1:$node_port/api/health" "node $i"; fi
done
for target in "${TARGETS[@]}"; do wait_for "$target/api/health" "$target"; done

TARGETS_LIST="$(
  IFS=,
  echo "${TARGETS[*]}"
)"
PROXY_PORT="$PORT" TARGETS="$TARGETS_LIST" node --conditions=source --import tsx apps/server/src/proxy.ts \
  >"$WORK/proxy.log" 2>&1 &
PIDS+=($!)
wait_for "http://127.0.0.1:$PORT/api/health" "the proxy"

cat <<EOF
Cluster up (files and logs in $WORK):
  play at        http://127.0.0.1:$PORT   (round-robin over ${TARGETS[*]})
  PostgreSQL     $DATABASE_URL
  Redis          $REDIS_URL
Ctrl-C stops everything.
EOF
# Until Ctrl-C, or until any process of the cluster ends.
wait -n "${PIDS[@]}"
echo "a process of the cluster ended; see $WORK" >&2
exit 1
