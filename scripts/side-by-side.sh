#!/usr/bin/env bash
# Runs npm scripts side by side (the static checks of `npm test` use both cores of a CI machine)
# and prints each one's output whole when it ends, so the log reads as if they ran in turn.
# Exits non-zero if any of them failed, and then repeats the end of each failed one's output last:
# a CI log is often read from its end, where a passing neighbour's output would otherwise be.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for script in "$@"; do
  npm run -s "$script" >"$logs/$script.log" 2>&1 &
  pids+=("$!")
done

failures=()
for index in "${!pids[@]}"; do
  script=${@:index+1:1}
  if wait "${pids[$index]}"; then outcome=passed; else outcome=FAILED; failures+=("$script"); fi
  echo "> npm run $script: $outcome"
  cat "$logs/$script.log"
done
for script in "${failures[@]}"; do
  echo "> npm run $script FAILED; the last 120 lines of its output again:"
  tail -n 120 "$logs/$script.log"
done
[ "${#failures[@]}" -eq 0 ]
