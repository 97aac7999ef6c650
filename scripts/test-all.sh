#!/usr/bin/env bash
# Installs what the tests need on a fresh machine, then runs every test: lint and types, unit tests,
# component tests (React Testing Library in happy-dom), API tests (PGlite), the build with its bundle
# budget, and the end-to-end suite in Debian's Chromium.
# Every step runs on Node 24 LTS, fetched by scripts/node24.sh when missing (decision 0032).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports

NODE24_BIN=$(bash scripts/node24.sh)
export PATH="$NODE24_BIN:$PATH"
echo "== Node $(node --version)"

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

echo "== unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/vitest-unit.json

echo "== component tests"
npx vitest run --project component --reporter=default --reporter=json --outputFile.json=reports/vitest-component.json

echo "== build"
npm run --silent build

# CI: the release folder (scripts/release.mjs, from the build above) started as an operator would, on
# a fresh database of this PostgreSQL server with Redis, and smoke-tested; it prints the release's size.
smoke_rc=0
if [ -n "${ALSO_API_ON_POSTGRES:-}" ]; then
  echo "== release smoke test (PostgreSQL, Redis)"
  SMOKE_DATABASE_URL="${SMOKE_DATABASE_URL:-$ALSO_API_ON_POSTGRES}" node scripts/release-smoke.mjs --no-build || smoke_rc=$?
fi

# The API suites run beside the browser tests, one file at a time, so the whole run stays short on a
# two-core machine: on PGlite, then (CI) again on PostgreSQL.
# Their output follows the end-to-end tests'.
echo "== API tests (PGlite${ALSO_API_ON_POSTGRES:+, then PostgreSQL}), beside the end-to-end tests"
(
  rc=0
  npx vitest run --project api --maxWorkers=1 \
    --reporter=default --reporter=json --outputFile.json=reports/vitest-api.json \
    >reports/vitest-api.log 2>&1 || rc=$?
  if [ -n "${ALSO_API_ON_POSTGRES:-}" ]; then
    DATABASE_URL="$ALSO_API_ON_POSTGRES" npx vitest run --project api --maxWorkers=1 \
      --reporter=default --reporter=json --outputFile.json=reports/vitest-postgres.json \
      >reports/vitest-postgres.log 2>&1 || rc=$?
  fi
  exit "$rc"
) &
api_pid=$!

# e2e/database-outage.spec.ts makes its own database on this PostgreSQL server (CI's); without one it
# tries postgresql://postgres@127.0.0.1:5432 and is skipped when nothing answers there.
if [ -n "${ALSO_API_ON_POSTGRES:-}" ] && [ -z "${E2E_DATABASE_URL:-}" ]; then
  export E2E_DATABASE_URL="$ALSO_API_ON_POSTGRES"
fi

echo "== end-to-end tests (Chromium)"
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

api_rc=0
wait "$api_pid" || api_rc=$?
echo "== API tests on PGlite (output)"
cat reports/vitest-api.log
if [ -n "${ALSO_API_ON_POSTGRES:-}" ]; then
  echo "== API tests on PostgreSQL (output)"
  cat reports/vitest-postgres.log 2>/dev/null || true
fi

node scripts/test-summary.mjs reports/vitest-unit.json reports/vitest-component.json reports/vitest-api.json reports/e2e.json \
  ${ALSO_API_ON_POSTGRES:+reports/vitest-postgres.json}
[ "$smoke_rc" -eq 0 ] || echo "== the release smoke test FAILED (its output is above, after the build)"
[ "$e2e_rc" -eq 0 ] && [ "$api_rc" -eq 0 ] && [ "$smoke_rc" -eq 0 ]
