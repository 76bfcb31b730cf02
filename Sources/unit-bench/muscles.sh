#!/usr/bin/env bash
# unit stats --muscles against unit stats (issue 47): the sets per muscle
# group of the generated 2 MB notebook should take at most 2x the time of
# its plain stats. Also times `--json` of both (each period of the muscles'
# JSON carries the 17 groups) and `unit muscles`, and prints the ratios as
# docs/performance.md quotes them. Not run by CI.
#
#   Sources/unit-bench/muscles.sh [SIZE_MB]     # 2 by default
#
# Needs hyperfine and jq (Debian packages; bench-setup.sh installs them
# when missing and apt-get can run). The notebook is unit-bench's, written
# to .build/bench-data by a one-run unit-bench in release when missing
# (`.build/release/unit-bench --size 2 --runs 1 --data .build/bench-data`).
set -euo pipefail
cd "$(dirname "$0")/../.."
size=${1:-2}

. Sources/unit-bench/bench-setup.sh
bench_setup "$size"
N=$D/notebook-${size}MB.unit
echo "load before: $(cat /proc/loadavg)"
hyperfine -N -w 3 -r "${RUNS:-40}" --export-json "$D/muscles.json" \
  "$U stats $N" \
  "$U stats --muscles $N" \
  "$U stats --json $N" \
  "$U stats --muscles --json $N" \
  "$U muscles $N"
jq -r '.results | map(.mean) as [$stats, $muscles, $json, $mjson, $list]
  | "stats --muscles / stats: \($muscles / $stats * 100 | round / 100)x (goal <= 2x) \(if $muscles <= 2 * $stats then "met" else "NOT met" end)",
    "stats --muscles --json / stats --json: \($mjson / $json * 100 | round / 100)x",
    "muscles / stats: \($list / $stats * 100 | round / 100)x"' "$D/muscles.json"
echo "load after: $(cat /proc/loadavg)"
