#!/usr/bin/env bash
# Runs Unit and its peers on the same generated inputs, side by side, and
# prints the ratios the performance targets are stated in (docs/performance.md).
# Not run by CI (CI runs `unit-bench --size 1` so the harness cannot rot).
#
#   Sources/unit-bench/compare.sh            # 10 MB and 100 MB, 3 runs each
#   SIZES="1 10" RUNS=5 Sources/unit-bench/compare.sh
#
# Peers come from Debian's packages: jq, miller (mlr), gawk, mawk, and GNU
# time for peak memory; the script installs what is missing. The chart goes to
# docs/performance.svg, the full report to .build/bench-results/report.md.
set -euo pipefail
cd "$(dirname "$0")/../.."

need=()
for p in jq mlr gawk mawk; do command -v "$p" >/dev/null || need+=("$p")
done
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
  pkgs=()
  for p in "${need[@]}"; do [ "$p" = mlr ] && pkgs+=(miller) || pkgs+=("$p"); done
  echo "installing peers: ${pkgs[*]}"
  (apt-get update -qq && apt-get install -y -qq "${pkgs[@]}") >/dev/null
fi

swift build -c release --static-swift-stdlib --product unit
swift build -c release --static-swift-stdlib --product unit-bench

sizes=${SIZES:-"10 100"}
args=()
for s in $sizes; do args+=(--size "$s"); done
mkdir -p .build/bench-results
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
.build/release/unit-bench "${args[@]}" --runs "${RUNS:-3}" --peers --data .build/bench-data \
  --svg docs/performance.svg | tee .build/bench-results/report.md
