#!/usr/bin/env bash
# Builds the web app and serves it on http://127.0.0.1:${PORT:-8080}/ (installing what is
# missing first). `serve.sh --build-only` builds dist/ and stops.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/tools.sh app
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
if [ "${1:-}" = --build-only ]; then
  trunk build --release
else
  trunk serve --release --address 127.0.0.1 --port "${PORT:-8080}"
fi
