#!/usr/bin/env bash
# Makes sure the end-to-end tests have a browser: they drive Debian's Chromium headless shell (test
# tools cannot download browsers here). Installs it when neither CHROMIUM_PATH nor
# /usr/bin/chromium-headless-shell exists, as scripts/test-postgres.sh does for PostgreSQL, so
# `npm test` works on a fresh Debian machine.
#
# The headless shell is the browser Playwright itself runs for headless tests: the same Blink and V8
# as Debian's full `chromium`, without the desktop browser around them. Here it ran the contrast
# spec's 20 English cases in 70 s against 108 s, with the same figures to the hundredth, and
# Lighthouse measured its CPU at twice the full browser's (benchmarkIndex 2560 against 1156).
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
  exit 1
fi
[ -x /usr/bin/chromium-headless-shell ] && exit 0

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
echo "ensure-chromium: installing Chromium's headless shell (apt-get install chromium-headless-shell)…"
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
