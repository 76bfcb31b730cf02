#!/usr/bin/env bash
# The history commands against `unit check` as the number of different
# exercises grows (issue 35): each must stay within 5x the time of `unit
# check` on the same file, at every size (a step quadratic in the names
# shows as a ratio that grows with the size). Not run by CI.
#
#   Sources/unit-bench/history-scaling.sh            # every size
#   SIZES="10 100" Sources/unit-bench/history-scaling.sh
#   UNIT=/path/to/unit RUNS=1 Sources/unit-bench/history-scaling.sh   # another binary, one run each
#
# Two kinds of notebook, written to .build/bench-data/history-scaling:
#   one-N.unit   one session of N different exercises (N = 10 ... 10,000)
#   many-N.unit  N exercise lines, all names different, ten to a session,
#                a session a day (N = 1 ... 1,000,000)
# For each file it times check, prs, stats, progress, last, next and next
# --into (a fresh copy of the file each run) with hyperfine, and prints each
# command's mean and its ratio to check's mean on that file.
#
# Needs hyperfine and jq (Debian packages; installed when missing and
# apt-get can run).
set -euo pipefail
cd "$(dirname "$0")/../.."

need=()
for p in hyperfine jq; do command -v "$p" >/dev/null || need+=("$p"); done
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  (apt-get update -qq && apt-get install -y -qq "${need[@]}") >/dev/null
fi

if [ -z "${UNIT:-}" ]; then
  swift build -c release --static-swift-stdlib --product unit
  UNIT=$PWD/.build/release/unit
fi
D=.build/bench-data/history-scaling
# Where the results go (RESULTS=… keeps another binary's apart).
R=${RESULTS:-$D}
mkdir -p $D $R
rm -f $R/*.json
ONE=${ONE:-"10 100 1000 10000"}
MANY=${MANY:-"1 1000 10000 100000 1000000"}

# Names made of letters no set word can start (no digit, x, bw, kg…): q
# and base-26 letters, so each index is a different name.
cat > $D/names.awk <<'AWK'
function name(i,  s) { s = ""; do { s = s sprintf("%c", 97 + i % 26); i = int(i / 26) } while (i > 0); return "Lift q" s }
function day(k,  y, m, d) {  # the k-th day from 2000-01-01, 28-day months
  y = 2000 + int(k / 336); m = 1 + int(k / 28) % 12; d = 1 + k % 28
  return sprintf("%04d-%02d-%02d", y, m, d)
}
BEGIN {
  if (kind == "one") {
    print "# 2026-01-05 Day"
    for (i = 0; i < n; i++) printf "%s %dkg × 5 ✓\n", name(i), 60 + i % 40
  } else {
    for (i = 0; i < n; i++) {
      if (i % 10 == 0) printf "%s# %s Day\n", (i ? "\n" : ""), day(i / 10)
      printf "%s %dkg × %d ✓\n", name(i), 60 + i % 40, 1 + i % 8
    }
  }
}
AWK
files=()
for n in $ONE; do
  f=$D/one-$n.unit
  [ -f $f ] || awk -v kind=one -v n=$n -f $D/names.awk > $f
  files+=($f)
done
for n in $MANY; do
  f=$D/many-$n.unit
  [ -f $f ] || awk -v kind=many -v n=$n -f $D/names.awk > $f
  files+=($f)
done

echo "load before: $(cat /proc/loadavg)"
printf "\n| file | size | command | mean | ratio to check |\n|---|---:|---|---:|---:|\n" > $R/table.md
for f in "${files[@]}"; do
  base=$(basename $f .unit)
  bytes=$(wc -c < $f)
  # Fewer runs where one takes long (RUNS sets them all, e.g. 1 for an
  # old binary that takes minutes).
  runs=10
  [ $bytes -gt 1000000 ] && runs=3
  runs=${RUNS:-$runs}
  tmp=$D/into-$base.unit
  warmup=1
  [ $runs -eq 1 ] && warmup=0
  hyperfine -N -w $warmup -r $runs --style none --export-json $R/$base.json \
    -n check "$UNIT check $f" \
    -n prs "$UNIT prs $f" \
    -n stats "$UNIT stats $f" \
    -n progress "$UNIT progress 'Lift qa' $f" \
    -n last "$UNIT last 'Lift qa' $f" \
    -n next "$UNIT next Day --date 2400-01-01 $f" \
    -n "next --into" --prepare "cp $f $tmp" "$UNIT next Day --date 2400-01-01 --quiet --into $tmp" \
    >/dev/null
  rm -f $tmp
  jq -r --arg f "$base" --arg b "$bytes" '
    (.results[] | select(.command == "check") | .mean) as $check
    | .results[] | "| \($f) | \($b) B | \(.command) | \(.mean * 1000 * 10 | round / 10) ms | \(.mean / $check * 100 | round / 100)× |"' \
    $R/$base.json | tee -a $R/table.md
done
echo "load after: $(cat /proc/loadavg)"
echo
cat $R/table.md
# The goal: every command within 5x of check on its file.
jq -r -s '[.[] | (.results[] | select(.command == "check") | .mean) as $c | .results[] | .mean / $c] | max
  | "largest ratio to check: \(. * 100 | round / 100)× (goal ≤ 5×) \(if . <= 5 then "met" else "NOT met" end)"' \
  $R/*.json
