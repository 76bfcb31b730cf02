"""The checks report_browser_test.py runs on each page, in the browser.

Each function takes a selenium driver on an open page and returns a list of
problems (empty: the page passes), in words that say where.
"""
import os
import shutil
import subprocess
import time

# At 1280 px: the period and the recent records within the first screen,
# the first chart starting within 1,200 px, the page with every row closed
# at most 6,000 px tall.
FIRST_SCREEN = 900
FIRST_CHART = 1200
TALLEST_CLOSED = 6000


def first_screen(d, height):
    problems = []
    where = d.execute_script("""
        const y = e => e ? [Math.round(e.getBoundingClientRect().top + scrollY),
                            Math.round(e.getBoundingClientRect().bottom + scrollY)] : null;
        return {period: y(document.getElementById('period')), records: y(document.getElementById('records')),
                chart: y(document.querySelector('main .chart'))};""")
    for name in ("period", "records"):
        if where[name] is None or where[name][1] > FIRST_SCREEN:
            problems.append(f"the {name} section ends at {where[name]} px, below the first {FIRST_SCREEN} px")
    if where["chart"] is not None and where["chart"][0] > FIRST_CHART:
        problems.append(f"the first chart starts at {where['chart'][0]} px, below {FIRST_CHART} px")
    if height > TALLEST_CLOSED:
        problems.append(f"the page is {height} px tall with every row closed (at most {TALLEST_CLOSED})")
    return problems


# Text that leaves its box: every text node's line boxes against the
# nearest box around it that is not inline, unless something around it
# scrolls or clips (a wide table scrolls inside its card, a hidden label is
# clipped on purpose). A figure (`.n`, a number cell, a date) that breaks
# over two lines.
TEXT_FITS = """
const bad = [];
const range = document.createRange();
const clips = e => { for (let a = e; a && a !== document.body; a = a.parentElement) {
  const s = getComputedStyle(a); if (s.overflowX !== 'visible' || s.overflowY !== 'visible') return true; }
  return false; };
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const t = walker.currentNode;
  if (!t.data.trim()) continue;
  const el = t.parentElement;
  if (el.closest('svg, script, style') || clips(el)) continue;
  let box = el;
  while (box.parentElement && getComputedStyle(box).display === 'inline') box = box.parentElement;
  const b = box.getBoundingClientRect();
  range.selectNodeContents(t);
  for (const r of range.getClientRects()) {
    if (r.width > 0 && (r.left < b.left - 1 || r.right > b.right + 1)) {
      bad.push('text leaves its box: ' + JSON.stringify(t.data.trim().slice(0, 60)) + ' in <' +
               box.tagName.toLowerCase() + ' class=' + box.className + '>');
      break;
    }
  }
}
// A figure's own text: not a label hidden inside it (clipped on purpose).
for (const e of document.querySelectorAll('.n, td.r:not(:has(*)), time, .set')) {
  if (e.closest('svg') || !e.getClientRects().length) continue;
  const tops = new Set();
  const inner = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  while (inner.nextNode()) {
    const t = inner.currentNode;
    let hidden = false;
    for (let a = t.parentElement; a && a !== e.parentElement; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') hidden = true;
    if (hidden) continue;
    range.selectNodeContents(t);
    for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
  }
  if (tops.size > 1) bad.push('a figure wraps: ' + JSON.stringify(e.textContent.slice(0, 60)));
}
return bad;
"""


def text_fits(d, state):
    return [f"{p} (rows {state})" for p in d.execute_script(TEXT_FITS)]


# Every chart's text labels, measured (getBBox, in the chart's own units):
# no two may intersect (more than a hair).
CHART_LABELS = """
const bad = [];
const charts = [...document.querySelectorAll('main svg')];
let measured = 0;
for (const svg of charts) {
  if (!svg.getClientRects().length) continue;
  measured++;
  const boxes = [...svg.querySelectorAll('text')].map(t => [t.textContent, t.getBBox()]);
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [s, a] = boxes[i], [u, b] = boxes[j], e = 0.5;
    if (a.x < b.x + b.width - e && b.x < a.x + a.width - e && a.y < b.y + b.height - e && b.y < a.y + a.height - e) {
      const title = svg.querySelector('title');
      bad.push('chart "' + (title ? title.textContent : '?') + '": labels "' + s + '" and "' + u + '" intersect');
    }
  }
}
return [measured, charts.length, bad];
"""


def chart_labels(d):
    measured, count, bad = d.execute_script(CHART_LABELS)
    problems = list(bad)
    if measured < count:
        problems.append(f"only {measured} of {count} charts could be measured (rows open)")
    return problems


def number(text):
    """A number as the page writes it: `2,437.5kg`, `5 reps`, `1:40`, `BW+15kg`."""
    plain = text.replace(",", "").replace("BW+", "").strip()
    if ":" in plain and plain.replace(":", "").replace(".", "").isdigit():
        total = 0.0
        for part in plain.split(":"):
            total = total * 60 + float(part)
        return total
    digits = ""
    for c in plain:
        if c.isdigit() or c in ".-":
            digits += c
        else:
            break
    if plain.endswith("s") and not plain.endswith("reps") and plain[:-1].replace(".", "").isdigit():
        return float(plain[:-1])
    try:
        return float(digits)
    except ValueError:
        return None


# The records in the order of the page (RecordKind's), and the field each one's value is in.
FIELDS = {"heaviest": "weight", "e1rm": "value", "mostReps": "reps", "repsAtWeight": "reps", "bestSet": "volume",
          "bestSession": "volume", "longest": "seconds", "farthest": "distance", "fastest": "seconds",
          "leastAssistance": "weight"}


def records_reached(d, prs):
    """Every record of `unit prs --json` is on the page: its exercise's board
    holds the same records, in order, with the same values and dates."""
    boards = d.execute_script("""
        const out = {};
        for (const t of document.querySelectorAll('table.records')) {
          out[t.dataset.exercise] = [...t.querySelectorAll('tbody tr')].map(r =>
            [r.dataset.record, r.cells[1].textContent, r.cells[3].textContent]);
        }
        return out;""")
    problems = []
    for x in prs.get("exercises", []):
        name = x.get("name", "")
        expected = []
        for key, field in FIELDS.items():
            value = x.get(key)
            for r in value if isinstance(value, list) else ([value] if value else []):
                v = r.get(field)
                expected.append((key, abs(v) if isinstance(v, (int, float)) else None, r.get("date", "")))
        shown = [(k, number(v), date) for k, v, date in boards.get(name, [])]
        if shown != expected:
            problems.append(f"{name}: the page's records {shown[:3]}… are not prs's {expected[:3]}…")
    if len(boards) != len(prs.get("exercises", [])):
        problems.append(f"{len(boards)} record boards on the page, prs has {len(prs.get('exercises', []))}")
    return problems


def print_layout(d):
    """In print (emulated): every chart, figure, row and month kept whole
    by the style (break-inside: avoid), and every folded row printed open."""
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        return d.execute_script("""
            document.querySelectorAll('details').forEach(e => e.open = false);
            const bad = [];
            for (const e of document.querySelectorAll('.chart, .figure, tr, .month, ol.recent li, .plans .card, pre'))
              if (getComputedStyle(e).breakInside !== 'avoid')
                bad.push('may be split by a page break: <' + e.tagName.toLowerCase() + ' class=' + e.className + '>');
            for (const e of document.querySelectorAll('details > :not(summary)'))
              if (!e.getClientRects().length) { bad.push('a folded row does not print open: ' + e.closest('details').id); break; }
            return bad;""")
    finally:
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


EDIT = """
# 2026-03-30 07:00 Lower A

Squat 150kg × 3 ✓
"""


def watch(unit, work, driver):
    """`unit report --watch`: the page follows an edit within 2 s, keeping
    its scroll position and its open rows; the watch ends when killed."""
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    notebook = os.path.join(work, "watched.unit")
    shutil.copy(os.path.join(root, "Samples", "training-log.unit"), notebook)
    page = os.path.join(work, "watched.html")
    p = subprocess.Popen([unit, "report", "--watch", "-o", page, notebook], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True)
    problems = []
    d = driver(False)
    try:
        for _ in range(100):
            if os.path.exists(page + ".watch.js"):
                break
            time.sleep(0.1)
        d.get("file://" + page)
        if d.execute_script("return document.scripts.length") != 1:
            problems.append("a page written with --watch has no script")
        d.execute_script("document.getElementById('x-squat').open = true; window.scrollTo(0, 1500);"
                         "window.unitStill = true;")
        # Nothing changed: the page stays as it is (it looks at its sidecar twice a second).
        time.sleep(1.5)
        if not d.execute_script("return window.unitStill === true"):
            problems.append("the page reloaded though no notebook changed")
        before = d.execute_script("return [window.scrollY, document.querySelector('meta[name=unit-report-version]').content]")
        with open(notebook, "a", encoding="utf-8") as f:
            f.write(EDIT)
        edited = time.time()
        seen = None
        while time.time() - edited < 5:
            try:
                if "150kg × 3" in d.execute_script("return document.getElementById('records').textContent"):
                    seen = time.time() - edited
                    break
            except Exception:  # the page is reloading
                pass
            time.sleep(0.05)
        if seen is None or seen > 2:
            problems.append(f"the edit showed on the page after {seen if seen is None else round(seen, 2)} s (at most 2)")
        time.sleep(0.3)
        after = d.execute_script("""return [window.scrollY, document.getElementById('x-squat').open,
            document.querySelector('meta[name=unit-report-version]').content]""")
        if abs(after[0] - before[0]) > 2:
            problems.append(f"the page scrolled from {before[0]} to {after[0]} px on reloading")
        if not after[1]:
            problems.append("the open row closed on reloading")
        if after[2] == before[1]:
            problems.append("the page's version did not change")
        print(f"--watch: the edit showed after {seen if seen is None else round(seen, 2)} s")
    finally:
        d.quit()
        p.kill()
        p.wait()
    return problems
