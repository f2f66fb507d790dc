#!/usr/bin/env bash
# Installs what Smokestack needs, idempotently: each step checks what is there and skips it
# when it is already right. `tools.sh app` for building the web app, `tools.sh test` for the
# tests (which include a browser run of the built app). See shared/design/TOOLCHAIN.md.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-app}
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"

step() { printf '[tools] %s\n' "$*"; }

# rustfmt and clippy come with the toolchain; make sure they are there.
for c in rustfmt clippy; do
  if rustup component list --installed 2>/dev/null | grep -q "^$c"; then step "$c: present"
  else step "$c: installing"; rustup component add "$c"; fi
done

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then step "wasm32 target: present"
else step "wasm32 target: installing"; rustup target add wasm32-unknown-unknown; fi

# Trunk 0.22 needs a newer rustc than this machine has: pin the 0.21 line (a ~15 min compile, once).
if trunk --version 2>/dev/null | grep -q '^trunk 0\.21\.'; then step "trunk: $(trunk --version)"
else step "trunk: installing 0.21 (compiles for a while, once per machine)"; cargo install trunk --version '^0.21' --locked; fi

# wasm-bindgen-cli must equal the wasm-bindgen in Cargo.lock, or Trunk downloads one (no network).
want=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)
if [ -z "$want" ]; then echo "[tools] no wasm-bindgen in Cargo.lock" >&2; exit 1; fi
if wasm-bindgen --version 2>/dev/null | grep -q " $want\$"; then step "wasm-bindgen-cli: $want"
else
  step "wasm-bindgen-cli: installing $want"
  # --locked first; a crate yanked since that lock file was made leaves only the unlocked way.
  cargo install wasm-bindgen-cli --version "$want" --locked || cargo install wasm-bindgen-cli --version "$want"
fi
# Trunk.toml names the same version; keep it in step with Cargo.lock.
if ! grep -q "^wasm_bindgen = \"$want\"" Trunk.toml; then
  step "Trunk.toml: wasm_bindgen pinned to $want"
  sed -i "s/^wasm_bindgen = \".*\"/wasm_bindgen = \"$want\"/" Trunk.toml
fi

# wasm-opt from npm's binaryen (Debian's 108 breaks rustc 1.95 output).
if [ -x .tools/node_modules/.bin/wasm-opt ]; then step "wasm-opt: $(.tools/node_modules/.bin/wasm-opt --version)"
else step "wasm-opt: installing npm binaryen into .tools/"; mkdir -p .tools; npm install --prefix .tools --no-audit --no-fund --silent binaryen@132 >/dev/null; fi

if [ "$mode" = test ]; then
  # Browser tests: Debian's Chromium, driven by playwright-core (no browser download).
  if [ -x /usr/bin/chromium ]; then step "chromium: $(/usr/bin/chromium --version 2>/dev/null | head -1)"
  else
    step "chromium: installing from Debian"
    (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  if [ -d tests/e2e/node_modules/playwright-core ]; then step "playwright-core: present"
  else step "playwright-core: installing"; npm ci --prefix tests/e2e --no-audit --no-fund --silent; fi
fi
