#!/usr/bin/env bash
# Socket writes the API makes per request of one api-latency row: runs api-latency.mjs with that row
# only, attaches strace to the API after seeding for SECONDS_TRACED (6), counts write/writev calls and
# divides by the HTTP answers seen. Each write is a round trip's cost (about 0.15 ms of CPU on the
# 2-core VMs here), so fewer statements and Redis commands show here first.
# Usage: DATABASE_URL=… REDIS_URL=… [API_MAIN=…] [SECONDS_TRACED=6] bash bench/socket-writes.sh setUsersStatus
set -euo pipefail
cd "$(dirname "$0")/.."
row=${1:?which api-latency row, e.g. setUsersStatus}
command -v strace >/dev/null || { echo "needs strace (apt-get install strace)"; exit 2; }
log=$(mktemp) trace=$(mktemp)
BENCH_ONLY=$row node bench/api-latency.mjs 100000 >"$log" 2>&1 &
bench=$! api=
# The bench is stopped mid-run: its API and its database go with it here.
cleanup() {
  local db
  db=$([ -n "$api" ] && tr '\0' '\n' <"/proc/$api/environ" | sed -n 's/^DATABASE_URL=//p' || true)
  kill $bench $api 2>/dev/null || true
  wait $bench 2>/dev/null || true
  [ -n "$db" ] && psql "${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}" -qc "DROP DATABASE IF EXISTS ${db##*/} WITH (FORCE)" || true
  rm -f "$log" "$trace"
}
trap cleanup EXIT
until grep -q Seeded "$log"; do kill -0 $bench 2>/dev/null || { cat "$log"; exit 1; }; sleep 1; done
sleep 5 # the raw runs and the first requests (warm-up) pass
api=$(pgrep -P $bench node | head -1)
timeout "${SECONDS_TRACED:-6}" strace -f -e trace=write,writev -p "$api" -o "$trace" 2>/dev/null || true
answers=$(grep -c 'HTTP/1.1 200' "$trace" || true)
writes=$(wc -l <"$trace")
echo "$row: $answers requests, $writes socket writes, $(awk -v w="$writes" -v a="$answers" 'BEGIN { printf "%.1f", a ? w / a : 0 }') per request"
