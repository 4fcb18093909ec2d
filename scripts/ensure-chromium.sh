#!/usr/bin/env bash
# Makes sure the end-to-end tests have a browser: they drive Debian's Chromium (test tools cannot
# download browsers here). Installs it when neither CHROMIUM_PATH nor /usr/bin/chromium exists,
# as scripts/test-postgres.sh does for PostgreSQL, so `npm test` works on a fresh Debian machine.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
echo "ensure-chromium: installing Chromium (apt-get install chromium)…"
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
