#!/usr/bin/env bash
# Command 2 of the README: install, build and run every test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
need_apt=()
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
# pdftoppm: the manufacturing tests render PDF pages to read their barcodes back.
command -v pdftoppm >/dev/null 2>&1 || need_apt+=(poppler-utils)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing ${need_apt[*]} from Debian…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "Missing: ${need_apt[*]}. Install them (sudo apt-get install ${need_apt[*]}) and run again." >&2
    exit 1
  fi
fi
bash scripts/setup.sh
exec pnpm test
