#!/usr/bin/env bash
# Installs what the tests need on a fresh machine, then runs every test: lint and types, unit and API
# tests (PGlite), the build with its bundle budget, and the end-to-end suite in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm ci rejects this npm's own lock files (it leaves other platforms' optional packages out), so install.
  npm install --no-audit --no-fund
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

echo "== lint and types"
npm run --silent check

echo "== unit and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json

# CI (.ci/run) also runs on Node 24 LTS (Node 20 is past its end of life): the unit suite again here,
# the API suite again on PostgreSQL below, and the build and the end-to-end suite once.
node24_reports=""
if [ -n "${ALSO_ON_NODE24:-}" ]; then
  NODE24_BIN=$(bash scripts/node24.sh)
  export PATH="$NODE24_BIN:$PATH"
  echo "== unit tests on Node $(node --version)"
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/vitest-unit-node24.json
  node24_reports="reports/vitest-unit-node24.json"
fi

echo "== build (Node $(node --version))"
npm run --silent build

# CI (.ci/run) also runs the API suite on PostgreSQL: beside the browser tests, on one worker, so the
# whole run stays short on a two-core machine. Its output follows the end-to-end tests'.
pg_pid=""
if [ -n "${ALSO_API_ON_POSTGRES:-}" ]; then
  echo "== API tests on PostgreSQL (Node $(node --version)), beside the end-to-end tests"
  DATABASE_URL="$ALSO_API_ON_POSTGRES" npx vitest run --project api --maxWorkers=1 \
    --reporter=default --reporter=json --outputFile.json=reports/vitest-postgres.json \
    >reports/vitest-postgres.log 2>&1 &
  pg_pid=$!
fi

echo "== end-to-end tests (Chromium, app on Node $(node --version))"
e2e_rc=0
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=list,json || e2e_rc=$?
if [ "$e2e_rc" -ne 0 ]; then
  # What the app servers said last (warnings and errors; a crash's cause is here).
  for log in reports/e2e-server-*.log; do
    [ -f "$log" ] || continue
    echo "== the end of $log"
    tail -n 40 "$log" | cut -c1-2000
  done
fi

pg_rc=0
if [ -n "$pg_pid" ]; then
  wait "$pg_pid" || pg_rc=$?
  echo "== API tests on PostgreSQL (output)"
  cat reports/vitest-postgres.log
fi

node scripts/test-summary.mjs reports/vitest.json reports/e2e.json ${pg_pid:+reports/vitest-postgres.json} $node24_reports
[ "$e2e_rc" -eq 0 ] && [ "$pg_rc" -eq 0 ]
