#!/usr/bin/env bash
# The strength ladder's long tournaments (issue 14), played in shards of ten deals each so that a
# run of hours can stop and resume (a finished shard is kept and skipped) and the shards are merged
# into the tournament's own lines. A benchmark for the README and the notes, not a test.
#
#   scripts/ladder.sh GAME PLAYERS BOTS DIR [SHARDS] [OPTIONS]   play the shards DIR lacks, then merge
#   scripts/ladder.sh --merge DIR                                merge what DIR holds
#   LADDER_BIN=FILE scripts/ladder.sh ...                        play with a copy of the CLI
#
# Two copies may play one DIR at once (one per core): a shard being played holds a lock directory
# (shard-SEED.txt.lock). A copy that fails or is interrupted (Ctrl-C, kill) gives its shard back;
# one killed outright (kill -9, a machine gone) leaves the lock and .part: remove both to resume.
# Results kept in the repository (bench/ladder/) survive a change of machine.
#
# Shard k plays `tournament --games 10*PLAYERS --seed 1000+10k`: ten deals, each from every seat.
# A fixed iteration budget (search:iters=N) keeps the bots' play the same whatever else the machine
# is doing; the thinking time per move is in each shard's .err file.
set -eu
# Ctrl-C or kill ends the script through its EXIT trap (which gives the shard back).
trap 'exit 130' INT TERM
cd "$(dirname "$0")/.."

merge() {
  cat "$1"/shard-*.txt 2>/dev/null | awk '
    / wins of / {
      name = $0; sub(/: [0-9.]+ wins of .*/, "", name)
      w = $0; sub(/^.*: /, "", w); sub(/ wins of .*/, "", w)
      g = $0; sub(/^.* wins of /, "", g); sub(/ .*/, "", g)
      s = $0; sub(/^.*mean score /, "", s)
      if (!(name in games)) order[++n] = name
      wins[name] += w; games[name] += g; score[name] += s * g
    }
    END {
      if (n == 0) { print "ladder: no finished shard"; exit 1 }
      z = 1.96; best = ""
      for (i = 1; i <= n; i++) {
        b = order[i]; G = games[b]; p = wins[b] / G
        d = 1 + z * z / G; c = (p + z * z / (2 * G)) / d
        h = z * sqrt(p * (1 - p) / G + z * z / (4 * G * G)) / d
        lo = c - h; if (lo < 0) lo = 0
        printf "%s: %s wins of %d (%.1f%%, 95%% interval %.1f–%.1f%%), mean score %.1f\n", \
          b, wins[b], G, 100 * p, 100 * lo, 100 * (c + h), score[b] / G
        if (best == "" || wins[b] > wins[best]) best = b
        total = G
      }
      printf "tournament: %d games, best %s\n", total, best
    }'
}

if [ "${1:-}" = "--merge" ]; then merge "$2"; exit; fi
game=$1 players=$2 bots=$3 dir=$4 shards=${5:-20} options=${6:-}
# A copy (LADDER_BIN) keeps a rebuild from changing the bots of a ladder that is running.
bin=${LADDER_BIN:-target/cli/smokestack}
[ -x "$bin" ] || cargo build --profile cli -q -p smokestack-cli
mkdir -p "$dir"
for k in $(seq 0 $((shards - 1))); do
  seed=$((1000 + 10 * k))
  out="$dir/shard-$seed.txt"
  if [ -s "$out" ]; then continue; fi
  mkdir "$out.lock" 2>/dev/null || continue
  child=
  trap 'kill $child 2>/dev/null || true; rm -f "$out.part"; rmdir "$out.lock" 2>/dev/null || true' EXIT
  # In the background, so that a signal is handled at once, not when the shard ends.
  "$bin" tournament --game "$game" --players "$players" --games $((10 * players)) --seed "$seed" \
    --bots "$bots" ${options:+--options "$options"} > "$out.part" 2> "$dir/shard-$seed.err" &
  child=$!
  wait "$child"
  mv "$out.part" "$out"
  rmdir "$out.lock"
  trap - EXIT
done
merge "$dir"
