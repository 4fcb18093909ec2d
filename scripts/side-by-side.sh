#!/usr/bin/env bash
# Runs npm scripts side by side (the static checks of `npm test` use both cores of a CI machine)
# and prints each one's output whole when it ends, so the log reads as if they ran in turn.
# Exits non-zero if any of them failed.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for script in "$@"; do
  npm run -s "$script" >"$logs/$script.log" 2>&1 &
  pids+=("$!")
done

failed=0
for index in "${!pids[@]}"; do
  script=${@:index+1:1}
  if wait "${pids[$index]}"; then outcome=passed; else outcome=FAILED; failed=1; fi
  echo "> npm run $script: $outcome"
  cat "$logs/$script.log"
done
exit "$failed"
