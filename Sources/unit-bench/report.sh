#!/usr/bin/env bash
# unit report against unit prs: the report of a generated notebook should
# take at most GOAL times the time of prs on it (issue 32: 2x at 100 MB;
# issue 46: 3x at 2 MB, the twenty-year notebook of the browser test); and
# the report of a real export (imported to a notebook first) should be
# under 3 MB. Prints the times, the ratio, the peak memory and the page
# sizes, as docs/performance.md quotes them. Not run by CI.
#
#   Sources/unit-bench/report.sh [--size MB] [--goal X] [REAL_EXPORT.csv]
#
# Defaults: --size 100 --goal 2. Needs hyperfine and jq (Debian packages;
# bench-setup.sh installs them when missing and apt-get can run) and GNU
# time. The generated notebook is unit-bench's, written to .build/bench-data
# by a one-run unit-bench when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
size=100
goal=2
while [ $# -gt 0 ]; do
  case "$1" in
    --size) size=$2; shift 2 ;;
    --goal) goal=$2; shift 2 ;;
    *) break ;;
  esac
done
real=${1:-../shared/real-exports/strong-1b-5402-sets.csv}

. Sources/unit-bench/bench-setup.sh
bench_setup "$size"
echo "load before: $(cat /proc/loadavg)"
N=$D/notebook-${size}MB.unit
runs=$([ "$size" -le 10 ] && echo 21 || echo 5)
hyperfine -N -w 2 -r "$runs" --export-json $D/report.json \
  "$U prs $N" \
  "$U report -o $D/report-${size}MB.html $N"
jq -r --argjson goal "$goal" '.results | map(.mean) as [$prs, $report]
  | "report / prs: \($report / $prs * 100 | round / 100)x (goal <= \($goal)x) \(if $report <= $goal * $prs then "met" else "NOT met" end)"' \
  $D/report.json
/usr/bin/time -f "prs: %e s, peak %M KB" $U prs $N > /dev/null
/usr/bin/time -f "report: %e s, peak %M KB" $U report -o $D/report-${size}MB.html $N
echo "report of ${size} MB: $(stat -c %s $D/report-${size}MB.html) bytes"
if [ -f "$real" ]; then
  $U import "$real" -o $D/real-export.unit 2>/dev/null
  /usr/bin/time -f "report of the real export: %e s, peak %M KB" $U report -o $D/real-export.html $D/real-export.unit
  size=$(stat -c %s $D/real-export.html)
  echo "report of $(basename "$real"): $size bytes ($(if [ "$size" -lt 3000000 ]; then echo "under 3 MB: met"; else echo "NOT under 3 MB"; fi))"
fi
echo "load after: $(cat /proc/loadavg)"
