#!/usr/bin/env bash
# unit next on a program (issue 31): the 2 MB generated notebook (twenty
# years of sessions) with the older 5/3/1 sample appended (a routine with
# sections, training maxes, percentages and a cycle done); `unit next` of
# that routine and of a fixed-load routine of the notebook, against
# `unit check` of the same file. Goal: next within 3x of check. Prints the
# means and the ratios, as docs/performance.md quotes them. Not run by CI.
#
#   Sources/unit-bench/next.sh
#
# Needs hyperfine and jq (Debian packages; bench-setup.sh installs them when missing and apt-get can
# run). The 2 MB notebook is unit-bench's, written to .build/bench-data by a
# one-run unit-bench when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
. Sources/unit-bench/bench-setup.sh
bench_setup 2
# The sample's notes before its routine would read as the notes of the
# notebook's last session: left out.
{ cat $D/notebook-2MB.unit; echo; awk 'begun || !/^>/ { begun = 1; print }' Tests/UnitNotebookTests/Fixtures/older-samples/531-bbb.unit; } > $D/program-2MB.unit
fixed=$(grep -m 1 -i -E '^#+ (routine|template) ' $D/program-2MB.unit | sed -E 's/^#+ [A-Za-z]+ //')
echo "file: $(stat -c %s $D/program-2MB.unit) bytes; fixed-load routine: $fixed"
echo "load before: $(cat /proc/loadavg)"
hyperfine -N -w 2 -r 10 --export-json $D/next.json \
  "$U check $D/program-2MB.unit" \
  "$U next '531 BBB' --date 2026-11-30 $D/program-2MB.unit" \
  "$U next '$fixed' --date 2026-11-30 $D/program-2MB.unit"
jq -r '.results | map(.mean) as [$check, $program, $fixed]
  | "next 531 BBB / check: \($program / $check * 100 | round / 100)x; next (fixed) / check: \($fixed / $check * 100 | round / 100)x (goal <= 3x: \(if $program <= 3 * $check and $fixed <= 3 * $check then "met" else "NOT met" end))"' \
  $D/next.json
echo "load after: $(cat /proc/loadavg)"
