#!/usr/bin/env bash
# Command 1 of the README: install, build, then start the whole product on its embedded defaults
# (embedded PostgreSQL, local storage, in-process jobs) with demo data and a login for every role.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec pnpm start
