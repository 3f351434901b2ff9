#!/usr/bin/env bash
# Installs and builds everything from a clean clone. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if ! command -v pnpm >/dev/null 2>&1; then
  echo "Installing pnpm…"
  npm install -g pnpm@12 >/dev/null
fi
pnpm install --frozen-lockfile
# Node 24 comes from the workspace (the `node` devDependency); every pnpm script runs on it.
pnpm run build
