#!/usr/bin/env bash
# Installs what Smokestack needs, idempotently: each step checks what is there and skips it
# when it is already right. `tools.sh app` for building the web app, `tools.sh test` for the
# tests (which include a browser run of the built app). See shared/design/TOOLCHAIN.md.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-app}
case "$mode" in app|test) ;; *) echo "usage: tools.sh [app|test]" >&2; exit 2 ;; esac
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"

step() { printf '[tools] %s\n' "$*"; }
# A command's output, or nothing when it is missing or fails (never `cmd | grep -q` under
# pipefail: grep quitting early can fail the pipe and look like "not installed").
out() { "$@" 2>/dev/null || true; }

# rustfmt and clippy come with the toolchain; make sure they are there.
components=$(out rustup component list --installed)
for c in rustfmt clippy; do
  if grep -q "^$c" <<<"$components"; then step "$c: present"
  else step "$c: installing"; rustup component add "$c"; fi
done

if grep -qx wasm32-unknown-unknown <<<"$(out rustup target list --installed)"; then step "wasm32 target: present"
else step "wasm32 target: installing"; rustup target add wasm32-unknown-unknown; fi

# Trunk 0.22 needs a newer rustc than this machine has: pin the 0.21 line (a ~15 min compile, once).
have=$(out trunk --version)
if [[ "$have" == "trunk 0.21."* ]]; then step "trunk: $have"
else step "trunk: installing 0.21 (was: ${have:-none}; compiles for ~15-18 min, once per machine)"; 
  # --locked first; should a locked crate be yanked since, only the unlocked way is left.
  cargo install trunk --version '^0.21' --locked || cargo install trunk --version '^0.21'
fi

# wasm-bindgen-cli must equal the wasm-bindgen in Cargo.lock, or Trunk downloads one (no network).
want=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)
if [ -z "$want" ]; then echo "[tools] no wasm-bindgen in Cargo.lock" >&2; exit 1; fi
have=$(out wasm-bindgen --version)
if [ "$have" = "wasm-bindgen $want" ]; then step "wasm-bindgen-cli: $want"
else
  step "wasm-bindgen-cli: installing $want (was: ${have:-none})"
  # --locked first; a crate yanked since that lock file was made leaves only the unlocked way.
  cargo install wasm-bindgen-cli --version "$want" --locked || cargo install wasm-bindgen-cli --version "$want"
fi
# Trunk.toml names the same version (so Trunk never tries to download one): this step writes
# Cargo.lock's version into it, so a `cargo update` of wasm-bindgen only needs Trunk.toml committed.
if grep -q "^wasm_bindgen = \"$want\"" Trunk.toml; then step "Trunk.toml: wasm_bindgen = $want, as in Cargo.lock"
else
  step "Trunk.toml: wasm_bindgen set to $want from Cargo.lock (commit Trunk.toml)"
  sed -i "s/^wasm_bindgen = \".*\"/wasm_bindgen = \"$want\"/" Trunk.toml
  grep -q "^wasm_bindgen = \"$want\"" Trunk.toml || { echo "[tools] Trunk.toml has no [tools] wasm_bindgen line to set" >&2; exit 1; }
fi

# wasm-opt from npm's binaryen into .tools/, first on PATH (Debian's 108 breaks rustc 1.95 output).
binaryen=132
have=$(out .tools/node_modules/.bin/wasm-opt --version)
if [[ "$have" == *"version $binaryen "* ]]; then step "wasm-opt: $have (.tools/)"
else
  step "wasm-opt: installing npm binaryen@$binaryen into .tools/ (was: ${have:-none})"
  mkdir -p .tools
  npm install --prefix .tools --no-audit --no-fund --silent "binaryen@$binaryen" >/dev/null
fi

# The build's wasm splitter (scripts/build-wasm.sh), our own small tool outside the workspace:
# built once, and again when its source or lock file changes.
split_src=$(cat tools/wasm-split/Cargo.toml tools/wasm-split/Cargo.lock tools/wasm-split/src/*.rs | sha256sum | cut -c1-16)
if [ -x target/tools/release/smokestack-wasm-split ] && [ "$(cat target/tools/source 2>/dev/null)" = "$split_src" ]
then step "smokestack-wasm-split: built ($split_src)"
else
  step "smokestack-wasm-split: building (about a minute, once)"
  CARGO_TARGET_DIR=target/tools cargo build --release --locked --manifest-path tools/wasm-split/Cargo.toml
  echo "$split_src" > target/tools/source
fi

if [ "$mode" = test ]; then
  # Browser tests: Debian's Chromium, driven by playwright-core (no browser download).
  have=$(out /usr/bin/chromium --version)
  if [ -n "$have" ]; then step "chromium: $have"
  else
    step "chromium: installing from Debian"
    (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  # playwright-core, jsqr (reads the QR codes the page draws back into links) and axe-core
  # (the accessibility checks).
  if [ -f tests/e2e/node_modules/playwright-core/package.json ] && [ -f tests/e2e/node_modules/jsqr/package.json ] \
    && [ -f tests/e2e/node_modules/axe-core/axe.min.js ]
  then step "playwright-core, jsqr, axe-core: present"
  else step "playwright-core, jsqr, axe-core: installing into tests/e2e"; npm ci --prefix tests/e2e --no-audit --no-fund --silent; fi
fi
