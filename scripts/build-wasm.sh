#!/usr/bin/env bash
# The web app's wasm, split so that each game's code loads when the game is first needed
# (README, "Size"). Trunk's own rust pipeline cannot split (the split runs between cargo and
# wasm-bindgen), so index.html's rust link is skipped and Trunk runs this as its post_build hook:
#
#   cargo (linked with relocations: .cargo/config.toml) → smokestack-wasm-split → wasm-bindgen
#   (--keep-lld-exports: the parts import the main module's function table) → wasm-opt -Oz on
#   each module → content-hashed names → the page's script tags → the service worker's list.
#
# Runs from Trunk (TRUNK_STAGING_DIR set) or by hand: `scripts/build-wasm.sh DIR` writes into DIR.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
stage=${TRUNK_STAGING_DIR:-${1:?usage: build-wasm.sh DIR}}
split=target/tools/release/smokestack-wasm-split
[ -x "$split" ] || { echo "build-wasm: $split missing (scripts/tools.sh app builds it)" >&2; exit 1; }

cargo build --release --target wasm32-unknown-unknown -p smokestack --bin smokestack
work=target/split
rm -rf "$work" && mkdir -p "$work/parts" "$work/bg"
"$split" target/wasm32-unknown-unknown/release/smokestack.wasm "$work/parts" ./smokestack.js
wasm-bindgen --target web --no-typescript --keep-lld-exports \
  --out-dir "$work/bg" --out-name smokestack "$work/parts/main.wasm"
rm "$work/parts/main.wasm"

# KEEP_NAMES=1 keeps the functions' names (for a CPU profile in Chromium), at a
# larger download; the shipped build strips them.
strip="--strip-debug --strip-producers"
[ "${KEEP_NAMES:-}" = 1 ] && strip="-g"
opt() { wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals $strip "$1" -o "$2"; }
hash() { sha256sum "$1" | cut -c1-16; }

# Names from the unrewritten files' contents: a change anywhere renames what it touches.
js=smokestack-$(hash "$work/bg/smokestack.js").js
wasm=smokestack-$(hash "$work/bg/smokestack_bg.wasm")_bg.wasm
loader=wasm-split-$(hash "$work/parts/__wasm_split.js").js
opt "$work/bg/smokestack_bg.wasm" "$stage/$wasm"
sed "s|from \"\./__wasm_split\.js\"|from \"./$loader\"|g; s|smokestack_bg\.wasm|$wasm|g" \
  "$work/bg/smokestack.js" > "$stage/$js"
rules="s|\"\./smokestack\.js\"|\"./$js\"|g"
for part in "$work"/parts/*.wasm; do
  name=$(basename "$part" .wasm)
  hashed=$name-$(hash "$part").wasm
  opt "$part" "$stage/$hashed"
  rules="$rules; s|\"\./$name\.wasm\"|\"./$hashed\"|g"
done
sed "$rules" "$work/parts/__wasm_split.js" > "$stage/$loader"

# The page loads the main module as Trunk would have (src/think.rs reads these two links to
# start the bots' worker on the same files).
tags="<link rel=\"modulepreload\" href=\"./$js\" crossorigin=\"anonymous\"><link rel=\"preload\" href=\"./$wasm\" crossorigin=\"anonymous\" as=\"fetch\" type=\"application/wasm\"><script type=\"module\">import init from './$js'; await init({ module_or_path: './$wasm' });</script>"
sed -i "s|</head>|$tags</head>|" "$stage/index.html"
# Each game's stylesheet (named by the game's id) waits, disabled and so not fetched, until the
# game's code loads (the app's `games::load` enables it); the app's own loads with the page.
sed -i 's|<link rel="stylesheet" href=|<link rel="stylesheet" disabled href=|g
  s|<link rel="stylesheet" disabled href="\./app-|<link rel="stylesheet" href="./app-|' "$stage/index.html"

# The service worker's precache list and the release's version: every file, hashed names and
# all, but the manifest's screenshots (for an install dialog only, never used offline). The page
# carries the same version (<meta name="smokestack-build">): it tells the worker which release it
# runs, and asks for its files without a hash in their name with it (src/update.rs, public/sw.js).
cd "$stage"
files=$(find . -type f ! -name sw.js ! -name 'screenshot-*' | sed 's|^\./||' | LC_ALL=C sort)
version=$(cat $files | sha256sum | cut -c1-16)
sed -i "s|</head>|<meta name=\"smokestack-build\" content=\"$version\"></head>|" index.html
list=$(printf '"%s",' $files)
sed -i "s|__PRECACHE__|[\"./\",${list%,}]|; s|__VERSION__|$version|" sw.js
