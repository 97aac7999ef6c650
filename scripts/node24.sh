#!/usr/bin/env bash
# Prints the bin directory of a Node 24 LTS binary, fetched once from the npm registry (the only place
# this machine's network reaches) into .cache/node24. Every test step runs on it (scripts/test-all.sh),
# and `npm run serve` / `npm start` / `npm run release` when the machine's Node is older
# (scripts/with-node24.sh; decision 0032: Node 20 is past its end of life).
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION="${NODE24_VERSION:-24.21.0}"
case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64 | arm64) ARCH=arm64 ;;
  *) echo "node24.sh: no Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
DIR=".cache/node24/$VERSION-$ARCH"
if [ ! -x "$DIR/bin/node" ]; then
  mkdir -p "$DIR"
  TARBALL=$(npm pack "node-linux-$ARCH@$VERSION" --pack-destination "$DIR" --silent 2>/dev/null | tail -n 1)
  tar -xzf "$DIR/$TARBALL" -C "$DIR" --strip-components=1
  rm -f "$DIR/$TARBALL"
fi
"$DIR/bin/node" --version >&2
echo "$PWD/$DIR/bin"
