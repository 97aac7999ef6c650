#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH: the Node on PATH when it is 24 or later, otherwise the one
# scripts/node24.sh fetches from the npm registry into .cache/node24 (as CI does). So `npm run serve`,
# `npm start` and `npm run release` work on a machine whose only Node is older (decision 0032).
set -euo pipefail
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 24 ]; then
  NODE24_BIN=$(bash "$(dirname "$0")/node24.sh")
  export PATH="$NODE24_BIN:$PATH"
fi
exec "$@"
