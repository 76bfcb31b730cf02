#!/usr/bin/env bash
# Each command's instructions (Callgrind, every thread) and peak memory
# (/usr/bin/time) for two builds of unit on one notebook: the comparison
# docs/performance.md quotes for the History redesign ("Every command,
# before and after"). Instructions do not move with the machine's load, as
# wall time does on a shared machine. Not run by CI.
#
#   Sources/unit-bench/instructions.sh BASE_UNIT NEW_UNIT NOTEBOOK
#
# Needs valgrind (a Debian package; installed when missing, as root). The
# notebook is unit-bench's: .build/release/unit-bench --size 2 --runs 1
# --data .build/bench-data writes .build/bench-data/notebook-2MB.unit.
set -u
[ $# -eq 3 ] || { echo "usage: $0 BASE_UNIT NEW_UNIT NOTEBOOK" >&2; exit 2; }
base=$1 new=$2 nb=$3
command -v valgrind >/dev/null || (apt-get update -qq && apt-get install -y -qq valgrind) >/dev/null
commands=(
  "check $nb"
  "fmt $nb"
  "export --to json $nb"
  "export --to csv $nb"
  "last Squat $nb"
  "prs $nb"
  "prs --events $nb"
  "stats --by week $nb"
  "stats --by month --json $nb"
  "progress Squat $nb"
  "progress Squat --svg /tmp/unit-progress.svg $nb"
  "next 'Heavy Day' --date 2046-01-01 $nb"
  "report $nb"
)
instructions() {
  eval "valgrind --tool=callgrind --callgrind-out-file=/dev/null $1" 2>&1 >/dev/null | awk '/Collected :/ {print $4}'
}
peak() {
  eval "/usr/bin/time -o /tmp/unit-peak -f %M $1" >/dev/null 2>&1
  tail -1 /tmp/unit-peak
}
printf "| command | base | new | new/base | peak, base → new |\n|---|--:|--:|--:|--:|\n"
for c in "${commands[@]}"; do
  C="$c" IB=$(instructions "$base $c") IN=$(instructions "$new $c") \
    MB=$(peak "$base $c") MN=$(peak "$new $c") python3 -c '
import os
e = os.environ
ib, inn, mb, mn = (int(e[k]) for k in ("IB", "IN", "MB", "MN"))
c = e["C"].rsplit(" ", 1)[0]
print(f"| `{c}` | {ib/1e6:,.1f} M | {inn/1e6:,.1f} M | {inn/ib:.2f} | {mb/1024:.0f} → {mn/1024:.0f} MB |")'
done
