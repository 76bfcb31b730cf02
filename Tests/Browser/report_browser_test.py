#!/usr/bin/env python3
"""`unit report` in a real browser (docs/report.md).

Writes the reports of the samples, of the real exports in
../shared/real-exports (Strong and Hevy, imported whole; skipped, saying so,
when the folder is absent), of a generated twelve-year notebook and of
unit-bench's generated 2 MB (twenty-year) notebook, and opens each in
headless Chromium at 1280 px and at a true 375 px (Chrome's mobile
emulation: a headless desktop window is never narrower than 500 px), once
in dark mode. On each page it fails on:
  - horizontal overflow (the page wider than the window),
  - text that overflows its box, or a figure that wraps inside itself,
  - two text labels of a chart whose boxes (measured in the browser)
    intersect, on every chart, folded ones opened,
  - a record of `unit prs --json` that the page does not hold,
  - at 1280 px: the period and the recent records not within the first
    900 px, the first chart starting below 1,200 px, or the page taller
    than 6,000 px with every <details> closed,
  - any request other than the file itself, any script, any console error,
  - in print (the media emulated): a chart, row or card that may be split
    by a page break, or a folded row that does not print open.
Each page is also printed to PDF (Chromium's own printing) and turned into
PNGs with pdftoppm, to be looked at. Then `unit report --watch`: an edit to
the notebook shows on the open page within 2 s, at the same scroll position
with the same rows open.

Saves screenshots (first screen, whole page) and the PDFs' PNGs to OUT
(default .build/browser), and prints each page's height. With --docs, also
copies the training log's screenshots to docs/ (report-1280-top.png,
report-1280.png, report-375.png, report-375-dark.png).

    Tests/Browser/report_browser_test.py [--unit PATH] [--bench PATH] [--exports DIR] [--out DIR] [--docs]

Needs Debian's chromium, chromium-driver and poppler-utils and selenium from
PyPI; installs them when missing (apt-get as root, pip).
"""
import argparse
import base64
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))
import report_page_checks as checks  # noqa: E402

TALLEST = 20000  # px: a screenshot is cut there


def install():
    """Chromium, its driver, poppler's pdftoppm and selenium, when missing."""
    wanted = (("chromium", "chromium"), ("chromium-driver", "chromedriver"), ("poppler-utils", "pdftoppm"))
    missing = [p for p, exe in wanted if not shutil.which(exe)]
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
    import datetime
    lifts = ["Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Romanian Deadlift"]
    out = ["> Generated for the browser test of unit report.", ""]
    out += ["# Routine Lower A", "", "Squat  warmup  60kg 2×5", "Squat  100kg 3×5  +2.5kg", "Plank  3×60s", ""]
    out += ["# Routine Upper A", "", "Bench Press  80kg 3×5  +2.5kg", "Pullup  BW 3×6–10  +2.5kg", ""]
    day = 10227  # 1998-01-01 as days since 1970-01-01
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


def driver(phone, dark=False):
    """Headless Chromium at 1280 px, or as a phone 375 px wide (mobile
    emulation: the layout viewport is truly 375 px)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage",
              "--window-size=1280,900"):
        options.add_argument(a)
    if phone:
        options.add_experimental_option(
            "mobileEmulation", {"deviceMetrics": {"width": 375, "height": 812, "pixelRatio": 1, "touch": True}})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    d = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "chromedriver"), options=options)
    if dark:
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    return d


def screenshot(d, path, width, height):
    """The page from its top, `height` px of it, at its own width."""
    r = d.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": max(1, min(height, TALLEST)), "scale": 1}})
    with open(path, "wb") as f:
        f.write(base64.b64decode(r["data"]))


def requests_and_errors(d, url):
    """Requests other than the page itself, and console errors, since the last look."""
    problems = []
    for entry in d.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            asked = message["params"]["request"]["url"]
            if asked != url:
                problems.append(f"a request other than the file: {asked}")
    for entry in d.get_log("browser"):
        if entry.get("level") == "SEVERE":
            problems.append(f"console error: {entry.get('message')}")
    return problems


def check(d, page, width, shots, records, dark=False):
    """Opens a page; returns its problems and its height with every row closed."""
    url = "file://" + os.path.abspath(page)
    d.get(url)
    problems = []
    height = d.execute_script("return document.documentElement.scrollHeight")
    wide = d.execute_script("return Math.max(document.documentElement.scrollWidth, window.innerWidth)")
    if wide > width:
        problems.append(f"horizontal overflow: the page is {wide} px wide")
    if d.execute_script("return document.scripts.length") != 0:
        problems.append("a script in a page written without --watch")
    base = os.path.splitext(os.path.basename(page))[0] + f"-{width}" + ("-dark" if dark else "")
    screenshot(d, os.path.join(shots, base + "-top.png"), width, 1200)
    screenshot(d, os.path.join(shots, base + ".png"), width, height)
    if dark:
        return problems + requests_and_errors(d, url), height
    if width == 1280:
        problems += checks.first_screen(d, height)
    problems += checks.text_fits(d, "closed")
    # Every row open: what a reader reaches, and the charts it holds.
    d.execute_script("document.querySelectorAll('details').forEach(e => e.open = true)")
    problems += checks.text_fits(d, "open")
    problems += checks.chart_labels(d)
    if records is not None:
        problems += checks.records_reached(d, records)
    if width == 1280:
        problems += checks.print_layout(d)
    return problems + requests_and_errors(d, url), height


def printed(d, page, shots):
    """The page printed to PDF by Chromium, and the PDF's pages as PNGs."""
    d.get("file://" + os.path.abspath(page))
    pdf = d.execute_cdp_cmd("Page.printToPDF", {"printBackground": True, "preferCSSPageSize": True})
    base = os.path.join(shots, "pdf", os.path.splitext(os.path.basename(page))[0])
    os.makedirs(os.path.dirname(base), exist_ok=True)
    with open(base + ".pdf", "wb") as f:
        f.write(base64.b64decode(pdf["data"]))
    subprocess.run(["pdftoppm", "-r", "40", "-png", base + ".pdf", base], check=True)
    return len(glob.glob(base + "-*.png"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--unit", default=None, help="the unit executable (default: .build/release/unit, else debug)")
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build", "release", "unit-bench"),
                        help="unit-bench, to generate the 2 MB notebook (skipped, saying so, when absent)")
    parser.add_argument("--exports", default=os.path.join(ROOT, "..", "shared", "real-exports"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "browser"))
    parser.add_argument("--docs", action="store_true", help="copy the training log's screenshots to docs/")
    args = parser.parse_args()
    unit = args.unit or next((p for p in (os.path.join(ROOT, ".build", c, "unit") for c in ("release", "debug"))
                              if os.path.exists(p)), None)
    if not unit:
        sys.exit("report_browser_test: build unit first (swift build)")
    unit = os.path.abspath(unit)
    started = time.time()
    install()
    os.makedirs(args.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="unit-browser-")
    pages = []  # (page, the notebooks it was written from)
    skipped = []

    def report(name, files, extra=()):
        out = os.path.join(work, name + ".html")
        r = subprocess.run([unit, "report", "-o", out, *extra, *files], cwd=ROOT, capture_output=True, text=True)
        if r.returncode not in (0, 1) or not os.path.exists(out):
            sys.exit(f"unit report {name} failed ({r.returncode}): {r.stderr}")
        pages.append((out, list(files), list(extra)))

    samples = sorted(f for f in os.listdir(os.path.join(ROOT, "Samples")) if f.endswith(".unit"))
    report("training-log", ["Samples/training-log.unit", "Samples/upper-lower.unit"])
    report("samples", [os.path.join("Samples", f) for f in samples])
    report("training-log-march", ["Samples/training-log.unit"], ["--since", "2026-03-01"])
    for name, export, extra in (("strong-1a", "strong-1a-no-notes-249-sets.csv", ["--unit", "kg"]),
                                ("strong-1b", "strong-1b-5402-sets.csv", []), ("hevy", "hevy-7210-sets.csv", [])):
        path = os.path.join(args.exports, export)
        if not os.path.exists(path):
            skipped.append(f"{name}: no {path}")
            continue
        notebook = os.path.join(work, name + ".unit")
        subprocess.run([unit, "import", *extra, "-o", notebook, path], check=True, capture_output=True)
        report(name, [notebook])
    big = os.path.join(work, "generated-12y.unit")
    generated_notebook(big)
    report("generated-12y", [big])
    if os.path.exists(args.bench):
        data = os.path.join(ROOT, ".build", "bench-data")
        if not os.path.exists(os.path.join(data, "notebook-2MB.unit")):
            subprocess.run([args.bench, "--size", "2", "--runs", "1", "--data", data], check=True,
                           stdout=subprocess.DEVNULL)
        report("generated-2MB", [os.path.join(data, "notebook-2MB.unit")])
    else:
        skipped.append(f"the 2 MB notebook: no unit-bench at {args.bench} (swift build -c release --product unit-bench)")

    results = []  # (what was checked, its problems)
    heights = {}
    for phone in (False, True):
        width = 375 if phone else 1280
        d = driver(phone)
        try:
            for page, files, extra in pages:
                prs = json.loads(subprocess.run([unit, "prs", "--json", *files], cwd=ROOT, capture_output=True,
                                                text=True).stdout or "{}")
                problems, height = check(d, page, width, args.out, prs)
                heights.setdefault(os.path.basename(page), {})[width] = height
                results.append((f"{os.path.basename(page)} at {width} px", problems))
            if not phone:
                for page, _, _ in pages:
                    n = printed(d, page, args.out)
                    print(f"{os.path.basename(page)}: printed, {n} pages (PNGs in {args.out}/pdf)")
        finally:
            d.quit()
    d = driver(True, dark=True)
    try:
        results.append((f"{os.path.basename(pages[0][0])} at 375 px, dark",
                        check(d, pages[0][0], 375, args.out, None, dark=True)[0]))
    finally:
        d.quit()
    results.append(("unit report --watch", checks.watch(unit, work, driver)))
    shutil.rmtree(work, ignore_errors=True)
    if args.docs:
        for name in ("training-log-1280-top", "training-log-1280", "training-log-375", "training-log-375-dark"):
            shutil.copy(os.path.join(args.out, name + ".png"), os.path.join(ROOT, "docs", name.replace("training-log", "report") + ".png"))
    for page, h in heights.items():
        print(f"{page}: {h.get(1280)} px tall at 1280, {h.get(375)} px at 375 (every row closed)")
    for s in skipped:
        print(f"skipped {s}")
    failures = [(what, problems) for what, problems in results if problems]
    for what, problems in failures:
        for p in problems[:20]:
            print(f"FAIL {what}: {p}")
        if len(problems) > 20:
            print(f"FAIL {what}: … and {len(problems) - 20} more")
    print(f"screenshots in {args.out}; {time.time() - started:.0f} s")
    print(f"{len(results) - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
