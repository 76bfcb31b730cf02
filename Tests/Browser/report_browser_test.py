#!/usr/bin/env python3
"""`unit report` in a real browser (docs/report.md).

Writes the reports of the samples and of a large generated notebook, opens
each in headless Chromium at 375 and 1280 px wide (and once in dark mode),
and fails on:
  - horizontal overflow (the page wider than the window),
  - any request other than the file itself (the page must need nothing),
  - any console message of level SEVERE (an error).
Saves a full-page screenshot of each to OUT (default .build/browser).
With --docs, also copies the screenshots of Samples/training-log.unit's
report to docs/ (report-1280-top.png, report-1280.png, report-375.png,
report-375-dark.png), where the README and docs/report.md show them.

    Tests/Browser/report_browser_test.py [--unit PATH] [--out DIR] [--docs]

Needs Debian's chromium and chromium-driver and selenium from PyPI;
installs them when missing (apt-get as root, pip).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WIDTHS = (375, 1280)
TALLEST = 20000  # px: a screenshot is cut there


def install():
    """Chromium, its driver and selenium, when missing."""
    missing = [p for p, exe in (("chromium", "chromium"), ("chromium-driver", "chromedriver")) if not shutil.which(exe)]
    if missing:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env, stdout=subprocess.DEVNULL)
        subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True, env=env, stdout=subprocess.DEVNULL)
    try:
        import selenium  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "selenium"], check=True)


def generated_notebook(path, years=12):
    """A large notebook, the same every time: four sessions a week for
    `years` years (lifts, bodyweight work, runs), routines, and pounds one
    week in ten."""
    lifts = ["Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Romanian Deadlift"]
    out = ["> Generated for the browser test of unit report.", ""]
    out += ["# Routine Lower A", "", "Squat  warmup  60kg 2×5", "Squat  100kg 3×5  +2.5kg", "Plank  3×60s", ""]
    out += ["# Routine Upper A", "", "Bench Press  80kg 3×5  +2.5kg", "Pullup  BW 3×6–10  +2.5kg", ""]
    day = 10227  # 1998-01-01 as days since 1970-01-01
    import datetime
    n = 0
    for week in range(52 * years):
        for k in (0, 2, 4, 5):
            n += 1
            d = datetime.date(1970, 1, 1) + datetime.timedelta(days=day + 7 * week + k)
            if k == 5:
                secs = 1500 - (week % 40) * 3 + (n % 7) * 5
                out += [f"# {d} 09:30 Run", "", f"Run 5km {secs // 60}:{secs % 60:02d} ✓", ""]
                continue
            unit = "lb" if week % 10 == 7 else "kg"
            title = ["Lower A", "Upper A", "Lower B"][(n + week) % 3]
            out += [f"# {d} 07:00–08:10 {title}", ""]
            for j in range(3):
                lift = lifts[(n + j) % len(lifts)]
                base = 60 + (week % 52) + 10 * j
                w = base * 2 if unit == "lb" else base
                out += [lift, f"  warmup {w // 2}{unit} × 5 ✓"]
                out += [f"  {w}{unit} × {3 + (n + s) % 6} ✓" for s in range(3)]
                out.append("")
            out += [f"Pullup BW × {5 + (n % 8)} ✓", ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def driver_at(width):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage",
              f"--window-size={width},900"):
        options.add_argument(a)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "chromedriver"), options=options)


def check(page, width, shots, dark=False):
    """Opens a page at a width; returns its problems and saves a screenshot."""
    d = driver_at(width)
    problems = []
    try:
        # The layout viewport is the width asked for (the window's inner size).
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
        if dark:
            d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                              {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        url = "file://" + os.path.abspath(page)
        d.get(url)
        # Wider than the screen, or a layout viewport widened to fit (a
        # page without its viewport meta is laid out at 980 px).
        wide = d.execute_script("return Math.max(document.documentElement.scrollWidth, window.innerWidth)")
        if wide > width:
            problems.append(f"horizontal overflow at {width} px: the page is {wide} px wide")
        for entry in d.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                asked = message["params"]["request"]["url"]
                if asked != url:
                    problems.append(f"a request other than the file: {asked}")
        for entry in d.get_log("browser"):
            if entry.get("level") == "SEVERE":
                problems.append(f"console error: {entry.get('message')}")
        base = os.path.splitext(os.path.basename(page))[0] + f"-{width}" + ("-dark" if dark else "")
        # The first screen, then the whole page.
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": width, "height": 1200, "deviceScaleFactor": 1, "mobile": width < 600})
        d.save_screenshot(os.path.join(shots, base + "-top.png"))
        height = min(d.execute_script("return document.documentElement.scrollHeight"), TALLEST)
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        d.save_screenshot(os.path.join(shots, base + ".png"))
    finally:
        d.quit()
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--unit", default=None, help="the unit executable (default: .build/release/unit, else debug)")
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "browser"))
    parser.add_argument("--docs", action="store_true", help="copy the training log's screenshots to docs/")
    args = parser.parse_args()
    unit = args.unit or next((p for p in (os.path.join(ROOT, ".build", c, "unit") for c in ("release", "debug"))
                              if os.path.exists(p)), None)
    if not unit:
        sys.exit("report_browser_test: build unit first (swift build)")
    install()
    os.makedirs(args.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="unit-browser-")
    reports = []

    def report(name, files, extra=()):
        out = os.path.join(work, name + ".html")
        r = subprocess.run([unit, "report", "-o", out, *extra, *files], cwd=ROOT, capture_output=True, text=True)
        if r.returncode not in (0, 1) or not os.path.exists(out):
            sys.exit(f"unit report {name} failed ({r.returncode}): {r.stderr}")
        reports.append(out)

    samples = sorted(f for f in os.listdir(os.path.join(ROOT, "Samples")) if f.endswith(".unit"))
    report("training-log", ["Samples/training-log.unit", "Samples/upper-lower.unit"])
    report("samples", [os.path.join("Samples", f) for f in samples])
    report("training-log-march", ["Samples/training-log.unit"], ["--since", "2026-03-01"])
    big = os.path.join(work, "generated.unit")
    generated_notebook(big)
    report("generated", [big])

    results = []  # (what was checked, its problems)
    for page in reports:
        for width in WIDTHS:
            results.append((f"{os.path.basename(page)} at {width} px", check(page, width, args.out)))
    results.append((f"{os.path.basename(reports[0])} at 375 px, dark", check(reports[0], 375, args.out, dark=True)))
    shutil.rmtree(work, ignore_errors=True)
    if args.docs:
        for name in ("training-log-1280-top", "training-log-1280", "training-log-375", "training-log-375-dark"):
            shutil.copy(os.path.join(args.out, name + ".png"), os.path.join(ROOT, "docs", name.replace("training-log", "report") + ".png"))
    failures = [(what, problems) for what, problems in results if problems]
    for what, problems in failures:
        for p in problems:
            print(f"FAIL {what}: {p}")
    print(f"screenshots in {args.out}")
    print(f"{len(results) - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
