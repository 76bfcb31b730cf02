#!/usr/bin/env python3
"""Writes a Strong export (the iPhone layout, 1A) of N set rows, for timing
`unit import` (docs/performance.md). Deterministic: the same N gives the same
file. Usage: generate-strong-export.py N > strong.csv"""
import datetime
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
rng = random.Random(4)
exercises = [
    ("Squat (Barbell)", 60, 180), ("Bench Press (Barbell)", 40, 140), ("Deadlift (Barbell)", 80, 220),
    ("Overhead Press (Barbell)", 30, 80), ("Pull Up (Assisted)", 10, 40), ("Chin Up", 0, 20),
    ("Bent Over Row (Barbell)", 40, 120), ("Lat Pulldown (Cable)", 30, 90), ("Plank", 0, 0),
    ("Running (Treadmill)", 0, 0), ("Bicep Curl (Dumbbell)", 8, 24), ("Leg Press", 80, 300),
]
out = sys.stdout
out.write("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n")
rows = 0
day = 0
while rows < n:
    day += 1
    when = datetime.datetime(2012, 1, 1, 6) + datetime.timedelta(days=day, hours=day % 12, minutes=day * 7 % 60, seconds=day * 13 % 60)
    date = when.strftime("%Y-%m-%d %H:%M:%S")
    title = rng.choice(["Lower A", "Upper A", "Lower B", "Upper B", "Full Body"])
    duration = f"{rng.randint(0, 1)}h {rng.randint(1, 59)}m".replace("0h ", "")
    first_in_workout = True
    for name, lo, hi in rng.sample(exercises, 5):
        first_in_exercise = True
        for k in range(rng.randint(3, 6)):
            if rows >= n:
                break
            order = "W" if k == 0 and hi > 0 else str(k)
            if name == "Plank":
                weight, reps, dist, secs = "0", "0", "0", f"{rng.randint(30, 90)}.0"
            elif name == "Running (Treadmill)":
                weight, reps, dist, secs = "0", "0", f"{rng.randint(10, 50) / 10}", f"{rng.randint(600, 1800)}.0"
            else:
                weight = f"{rng.randint(lo * 4, hi * 4) / 4}" if hi else "0"
                if rng.random() < 0.02:
                    weight = f"{float(weight) - 0.00000000000003}"
                reps, dist, secs = f"{rng.randint(3, 12)}", "0", "0.0"
            note = '"Belt on, ""slow"" eccentric"' if first_in_exercise and rng.random() < 0.1 else ('""' if first_in_exercise else "")
            wnote = '"Slept well, gym busy"' if first_in_workout else ""
            rpe = rng.choice(["", "", "8", "8.5", "9"])
            out.write(f'{date},"{title}",{duration},"{name}",{order},{weight},{reps},{dist},{secs},{note},{wnote},{rpe}\n')
            rows += 1
            first_in_exercise = first_in_workout = False
