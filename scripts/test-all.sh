#!/usr/bin/env bash
# `npm test`: the whole suite, stage by stage, printing each stage's wall time and a summary
# (CI's budget is 30 minutes in all, `npm ci` included).
#
# The integration suites wait more than they compute: alone, the SQLite run kept 0.74 of a core
# busy (user + sys 303 s over 410 s of wall time). So the SQLite and the PostgreSQL runs share a
# stage (scripts/side-by-side.sh); each has its own stores and cluster, and prints its output whole
# when it ends, and the Observatory scan of the build with them. The build keeps both cores to
# itself: beside the two suites, their hooks timed out.
set -uo pipefail
cd "$(dirname "$0")/.."

times=()
run_stage() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  local status=$?
  times+=("$(printf '%-12s %4d s%s' "$name" $((SECONDS - start)) "$([ "$status" -eq 0 ] || echo '  FAILED')")")
  echo "stage $name: $((SECONDS - start)) s"
  if [ "$status" -ne 0 ]; then
    summary
    exit "$status"
  fi
}
summary() {
  echo "npm test, wall time by stage:"
  printf '  %s\n' "${times[@]}"
  echo "  total        $SECONDS s"
}

run_stage checks bash scripts/side-by-side.sh typecheck lint format:check
run_stage unit npm run -s test:unit
# BUILD_SKIP_TYPECHECK: the checks stage has run tsc on the same code.
run_stage build env BUILD_SKIP_TYPECHECK=1 npm run -s build:e2e
run_stage size npm run -s size
# The Observatory scan waits on a server and the network more than it computes: beside the suites.
run_stage integration bash scripts/side-by-side.sh test:integration test:postgres observatory
run_stage e2e npm run -s test:e2e
summary
