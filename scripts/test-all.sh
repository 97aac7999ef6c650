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

echo "== build"
npm run --silent build

echo "== end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=list,json

node scripts/test-summary.mjs reports/vitest.json reports/e2e.json
