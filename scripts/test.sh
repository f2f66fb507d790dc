#!/usr/bin/env bash
# Every test: formatting, lints, the workspace's tests, a thousand checked bot games per
# player count and bot, and the built app in headless Chromium. Runs every step even after a
# failure, then exits 1 if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
passed=0; failed=0; failures=()
run() {
  local name=$1; shift
  echo "== $name"
  local start=$SECONDS
  if "$@"; then passed=$((passed + 1)); echo "== $name: ok ($((SECONDS - start))s)"
  else failed=$((failed + 1)); failures+=("$name"); echo "== $name: FAILED ($((SECONDS - start))s)"; fi
}

run "tools" bash scripts/tools.sh test
run "cargo fmt --check" cargo fmt --all -- --check
run "cargo clippy" cargo clippy --workspace --all-targets -- -D warnings
run "cargo test" cargo test --workspace
run "build the CLI" cargo build --profile cli -q -p smokestack-cli
# game[:options] — Le Havre is checked in its full (default) and short versions.
for variant in fantastic-factories le-havre le-havre:version=short; do
  game=${variant%%:*}; opts=""
  [ "$game" = "$variant" ] || opts=${variant#*:}
  for bot in random heuristic; do
    for players in 1 2 3 4 5; do
      run "simulate $variant ${players}p $bot" target/cli/smokestack simulate --game "$game" --players "$players" --games 1000 --seed 1 --bot "$bot" ${opts:+--options "$opts"}
    done
  done
done
run "build the app" trunk build --release
run "browser tests" timeout 900 npm test --prefix tests/e2e

echo
[ ${#failures[@]} -eq 0 ] || printf 'failed step: %s\n' "${failures[@]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
