#!/usr/bin/env bash
# unit report against unit prs (issue 32): the report of the generated
# 100 MB notebook should take at most 2x the time of prs on it; and the
# report of a real export (imported to a notebook first) should be under
# 3 MB. Prints the times, the ratio, the peak memory and the page sizes, as
# docs/performance.md quotes them. Not run by CI.
#
#   Sources/unit-bench/report.sh [REAL_EXPORT.csv]
#
# Needs hyperfine and jq (Debian packages; bench-setup.sh installs them when missing and apt-get can
# run) and GNU time. The 100 MB notebook is unit-bench's, written to
# .build/bench-data by a one-run unit-bench when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
real=${1:-../shared/real-exports/strong-1b-5402-sets.csv}

. Sources/unit-bench/bench-setup.sh
bench_setup 100
echo "load before: $(cat /proc/loadavg)"
hyperfine -w 1 -r 5 --export-json $D/report.json \
  "$U prs $D/notebook-100MB.unit > /dev/null" \
  "$U report -o $D/report-100MB.html $D/notebook-100MB.unit"
jq -r '.results | map(.mean) as [$prs, $report]
  | "report / prs: \($report / $prs * 100 | round / 100)x (goal <= 2x) \(if $report <= 2 * $prs then "met" else "NOT met" end)"' \
  $D/report.json
/usr/bin/time -f "prs: %e s, peak %M KB" $U prs $D/notebook-100MB.unit > /dev/null
/usr/bin/time -f "report: %e s, peak %M KB" $U report -o $D/report-100MB.html $D/notebook-100MB.unit
echo "report of 100 MB: $(stat -c %s $D/report-100MB.html) bytes"
if [ -f "$real" ]; then
  $U import "$real" -o $D/real-export.unit 2>/dev/null
  /usr/bin/time -f "report of the real export: %e s, peak %M KB" $U report -o $D/real-export.html $D/real-export.unit
  size=$(stat -c %s $D/real-export.html)
  echo "report of $(basename "$real"): $size bytes ($(if [ "$size" -lt 3000000 ]; then echo "under 3 MB: met"; else echo "NOT under 3 MB"; fi))"
fi
echo "load after: $(cat /proc/loadavg)"
