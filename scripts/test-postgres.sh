#!/usr/bin/env bash
# Runs the integration tests against a real PostgreSQL: a throwaway cluster in a temp directory,
# listening on loopback only, stopped and deleted on exit. Installs Debian's `postgresql` when
# missing, so a fresh CI machine works. Arguments are test files (and vitest options) to run instead of the whole integration suite.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "test-postgres: installing PostgreSQL (apt-get install postgresql)…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# initdb refuses to run as root: as root the cluster belongs to the `postgres` user.
if [ "$(id -u)" -eq 0 ]; then
  run_pg() { runuser -u postgres -- "$@"; }
else
  run_pg() { "$@"; }
fi

cluster=$(mktemp -d "${TMPDIR:-/tmp}/leads-pg.XXXXXX")
[ "$(id -u)" -eq 0 ] && chown postgres: "$cluster"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop_cluster() {
  run_pg "$pg_bin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

run_pg "$pg_bin/initdb" -D "$cluster/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
# fsync off: a throwaway cluster need not survive a power cut, and no test cuts one (the crash test
# kills the site's process, not PostgreSQL); with the outage test left out, 101 s instead of 119.
run_pg "$pg_bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $cluster -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
echo "test-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# Named test files run alone; without any, the whole integration suite.
if [ "$#" -gt 0 ]; then
  npx vitest run "$@"
else
  # Left to the SQLite run, which `npm test` runs beside this one: what reads no SQL of its own.
  # - postgres-outage starts its own PostgreSQL whatever DATABASE_URL says;
  # - bad-input, malformed-bodies and request-bodies judge what a request carries and refuse it
  #   before the store is asked (they count stored rows, which the other files do on PostgreSQL);
  # - content-import-command is the command line around the import, which content-feed-import
  #   runs on PostgreSQL in-process (106 s of five command starts, for no statement of its own).
  npx vitest run tests/integration \
    --exclude tests/integration/postgres-outage.test.ts \
    --exclude tests/integration/bad-input.test.ts \
    --exclude tests/integration/malformed-bodies.test.ts \
    --exclude tests/integration/request-bodies.test.ts \
    --exclude tests/integration/content-import-command.test.ts
fi
