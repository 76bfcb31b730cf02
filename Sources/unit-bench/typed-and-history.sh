#!/usr/bin/env bash
# The typed-input targets (issue 12: `unit fmt` of typed text against mawk,
# `unit export --to json` and `unit import` against `jq -c .`) and the
# history commands against `unit check` (issue 13), side by side in one run,
# as docs/performance.md quotes them, and prints the three ratios of issue 12
# from the run's means against their goals. Not run by CI.
#
#   Sources/unit-bench/typed-and-history.sh
#
# Needs hyperfine, jq and mawk (Debian packages; installed when missing and
# apt-get can run) and GNU time. The inputs are unit-bench's generated
# notebooks, written to .build/bench-data by a one-run unit-bench.
set -euo pipefail
cd "$(dirname "$0")/../.."

need=()
for p in hyperfine jq mawk; do command -v "$p" >/dev/null || need+=("$p"); done
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  (apt-get update -qq && apt-get install -y -qq "${need[@]}") >/dev/null
fi

swift build -c release --static-swift-stdlib --product unit
swift build -c release --static-swift-stdlib --product unit-bench
D=.build/bench-data
U=$PWD/.build/release/unit
if [ ! -f $D/typed-50MB.unit ] || [ ! -f $D/notebook-100MB.unit ]; then
  .build/release/unit-bench --size 50 --size 100 --runs 1 --data $D >/dev/null
fi
cat > $D/sum.awk <<'AWK'
!/^#/ { for (i = 2; i < NF; i++) if ($i == "x" || $i == "X" || $i == "*" || $i == "×") { s += $(i-1) + $(i+1); break } }
END { print s }
AWK

echo "load before: $(cat /proc/loadavg)"
cd $D
hyperfine -w 1 -r 5 --export-json typed-unit.json \
  "$U fmt typed-50MB.unit > /dev/null" \
  "mawk -f sum.awk typed-50MB.unit" \
  "$U export --to json typed-50MB.unit > /dev/null" \
  "$U import typed-50MB.json > /dev/null"
hyperfine -w 1 -r 3 --export-json typed-jq.json "jq -c . typed-50MB.json > /dev/null"
# The three ratios of issue 12 from this one run's means, against their goals.
jq -r -n --slurpfile u typed-unit.json --slurpfile j typed-jq.json '
  ($u[0].results | map(.mean)) as [$fmt, $awk, $exp, $imp] | $j[0].results[0].mean as $jq
  | [["fmt / mawk", $fmt / $awk, 0.30], ["export / jq", $exp / $jq, 0.10],
     ["import / jq", $imp / $jq, 0.20]][]
  | "\(.[0]): \(.[1] * 1000 | round / 1000)x (goal <= \(.[2])x) \(if .[1] <= .[2] then "met" else "NOT met" end)"'
for i in 1 2 3; do for c in check prs stats "last Squat"; do
  /usr/bin/time -f "$c %e s %U u %M KB" $U $c notebook-100MB.unit > /dev/null
done; done
echo "load after: $(cat /proc/loadavg)"
