#!/usr/bin/env bash
# unit next on a program with a lifetime behind it (issue 45): Samples/
# programs/gzclp.unit and a log of GZCLP written against it until the file
# is 5 MB (its four days in turn, three a week, every lift in its roles,
# about one set in eight missed, so stages and resets come and go), then
# `unit next GZCLP`, which replays each lift's sessions under its rules.
# Goal: under 200 ms. Prints the mean, as docs/performance.md quotes it.
# Not run by CI.
#
#   Sources/unit-bench/next-program.sh [MB]
#
# Needs python3 (for the log, seeded: the same file every run), hyperfine
# and jq (bench-setup.sh installs them when missing and apt-get can run).
set -euo pipefail
cd "$(dirname "$0")/../.."
. Sources/unit-bench/bench-setup.sh
bench_setup 2
size=${1:-5}
N=$D/gzclp-${size}MB.unit
python3 - "$N" "$size" <<'PY'
import datetime, random, sys
out, size = sys.argv[1], int(sys.argv[2]) << 20
random.seed(45)
days = {
    "A1": [("Squat", 185, [3, 3, 3, 3, 3]), ("Bench Press", 95, [10, 10, 10]), ("Lat Pulldown", 100, [15, 15, 15])],
    "B1": [("Overhead Press", 95, [3, 3, 3, 3, 3]), ("Deadlift", 185, [10, 10, 10]), ("Bent Over Row", 95, [15, 15, 15])],
    "A2": [("Bench Press", 135, [3, 3, 3, 3, 3]), ("Squat", 135, [10, 10, 10]), ("Lat Pulldown", 100, [15, 15, 15])],
    "B2": [("Deadlift", 225, [3, 3, 3, 3, 3]), ("Overhead Press", 65, [10, 10, 10]), ("Bent Over Row", 95, [15, 15, 15])],
}
parts = [open("Samples/programs/gzclp.unit").read()]
written = len(parts[0].encode())
date, k = datetime.date(2000, 1, 3), 0
while written < size:
    day = ["A1", "B1", "A2", "B2"][k % 4]
    session = f"\n# {date} 07:00 GZCLP {day}\n"
    for name, load, reps in days[day]:
        load += 5 * (k // 200)
        session += name + "\n"
        for r in reps:
            miss = random.random() < 0.125
            session += f"  {load}lb × {r - 1 if miss else r} {'✗' if miss else '✓'}\n"
    parts.append(session)
    written += len(session.encode())
    date += datetime.timedelta(days=2 if k % 3 < 2 else 3)
    k += 1
open(out, "w").write("".join(parts))
PY
echo "file: $(stat -c %s "$N") bytes, $(grep -c '^# 2' "$N") sessions"
echo "load before: $(cat /proc/loadavg)"
hyperfine -N -w 2 -r 10 --export-json $D/next-program.json "$U next GZCLP --date 2199-01-01 $N"
jq -r '.results[0].mean * 1000 | "unit next GZCLP: \(. * 10 | round / 10) ms (goal < 200 ms: \(if . < 200 then "met" else "NOT met" end))"' \
  $D/next-program.json
echo "load after: $(cat /proc/loadavg)"
