import UnitNotebook

/// The plot of a series inside a frame — value grid and labels, date
/// ticks, the line, the points and their labels — for the standalone chart
/// (`ProgressChart`) and the report's small multiples alike. Ink line and
/// points, Ash labels, Hairline grid; a record is a diamond with the word
/// PR (Verde fills it, never alone); first, last and best carry their
/// values.
struct ChartPlot {
  let series: HistorySeries
  /// The plot area, in SVG units.
  var left: Double
  var top: Double
  var right: Double
  var bottom: Double
  /// The dates the x axis spans (the series' own, or a report's period).
  var first: LocalDate
  var last: LocalDate
  var fontSize = 12.0
  /// How far right of the plot a label may reach (the card's margin).
  var margin = 24.0

  static let ink = "#0A0A0A"
  static let ash = "#595959"
  static let hairline = "#E5E5E5"
  static let verde = "#34C759"
  static let bond = "#FFFFFF"

  init(_ series: HistorySeries, left: Double, top: Double, right: Double, bottom: Double) {
    self.series = series
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
    first = series.points.first?.date ?? LocalDate.minimum
    last = series.points.last?.date ?? first
  }

  var scale: ChartAxis.Scale { ChartAxis.Scale(series.metric) }

  /// The value axis of the points.
  var axis: ChartAxis.Values {
    let values = series.points.map(\.value.doubleValue)
    return ChartAxis.values(values.min() ?? 0, values.max() ?? 1, scale: scale)
  }

  func x(_ day: Int) -> Double {
    let d0 = Double(first.daysSinceEpoch)
    let d1 = Double(last.daysSinceEpoch)
    guard d1 > d0 else { return (left + right) / 2 }
    return left + (Double(day) - d0) / (d1 - d0) * (right - left)
  }

  func y(_ v: Double, _ a: ChartAxis.Values) -> Double {
    bottom - (v - a.low) / (a.high - a.low) * (bottom - top)
  }

  /// The plot's SVG elements.
  var svg: String {
    let a = axis
    var out = ""
    let mono = "font-family=\"\(ProgressChart.mono)\" font-size=\"\(f(fontSize))\""
    for v in a.ticks {
      let yy = y(v, a)
      out +=
        "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(right))\" y2=\"\(f(yy))\" stroke=\"\(ChartPlot.hairline)\" stroke-opacity=\"0.55\"/>\n"
      out +=
        "<text x=\"\(f(left - 8))\" y=\"\(f(yy + fontSize / 3))\" text-anchor=\"end\" \(mono) fill=\"\(ChartPlot.ash)\">\(ChartAxis.label(v, scale: scale))</text>\n"
    }
    out +=
      "<text x=\"\(f(left - 8))\" y=\"\(f(top - fontSize - 4))\" text-anchor=\"end\" \(mono) fill=\"\(ChartPlot.ash)\">\(xml(SeriesText.axisUnit(series)))</text>\n"
    out += dateTicks(mono)
    out +=
      "<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"\(ChartPlot.ash)\"/>\n"
    let points = series.points.map { (x(x: $0), y($0.value.doubleValue, a)) }
    if points.count > 1 {
      let coords = points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
      out +=
        "<polyline points=\"\(coords)\" fill=\"none\" stroke=\"\(ChartPlot.ink)\" stroke-width=\"2\" stroke-linejoin=\"round\"/>\n"
    }
    for (k, p) in series.points.enumerated() {
      out += mark(p, at: points[k])
    }
    out += labels(points, mono)
    return out
  }

  private func x(x p: SeriesPoint) -> Double { x(p.date.daysSinceEpoch) }

  /// Tick marks and labels of the dates.
  private func dateTicks(_ mono: String) -> String {
    let dates = ChartAxis.dates(first, last, width: right - left, characterWidth: fontSize * 0.6)
    var out = ""
    for (k, d) in dates.ticks.enumerated() {
      let xx = x(d.daysSinceEpoch)
      let label = ChartAxis.dateLabel(d, step: dates.step, isFirst: k == 0, isAlone: !(first < last))
      out +=
        "<line x1=\"\(f(xx))\" y1=\"\(f(bottom))\" x2=\"\(f(xx))\" y2=\"\(f(bottom + 5))\" stroke=\"\(ChartPlot.ash)\"/>\n"
      out +=
        "<text x=\"\(f(xx))\" y=\"\(f(bottom + fontSize + 8))\" text-anchor=\"middle\" \(mono) fill=\"\(ChartPlot.ash)\">\(label)</text>\n"
    }
    return out
  }

  /// A point: a diamond for a record, a dot otherwise, with its title.
  private func mark(_ p: SeriesPoint, at c: (Double, Double)) -> String {
    var tip = "\(p.date): \(SeriesText.value(series, p.value))"
    if let s = p.set { tip += " (\(HistoryText.set(s)))" }
    if p.isRecord { tip += ", PR" }
    var out = "<g><title>\(xml(tip))</title>"
    if p.isRecord {
      out += ChartPlot.diamond(c.0, c.1, 7)
    } else {
      out +=
        "<circle cx=\"\(f(c.0))\" cy=\"\(f(c.1))\" r=\"3.5\" fill=\"\(ChartPlot.ink)\" stroke=\"\(ChartPlot.bond)\" stroke-width=\"1.5\"/>"
    }
    return out + "</g>\n"
  }

  static func diamond(_ x: Double, _ y: Double, _ r: Double) -> String {
    let n = ProgressChart.number
    return
      "<path d=\"M\(n(x)) \(n(y - r)) L\(n(x + r)) \(n(y)) L\(n(x)) \(n(y + r)) L\(n(x - r)) \(n(y)) Z\" fill=\"\(verde)\" stroke=\"\(ink)\" stroke-width=\"1.5\"/>"
  }

  /// A label's box, to keep labels apart.
  private struct Box {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    func overlaps(_ o: Box) -> Bool { x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1 }
  }

  /// The values of the last, best and first points (a value once), then the word PR
  /// above each record where it has room (the diamond says it where it
  /// has none). No label ever covers another or the dates: a value goes
  /// above its point, below, right or left of it — where it covers the
  /// fewest other points' marks and line — and is left out (its card and
  /// description say it) where no place is free. A record's word claims
  /// the space just above its diamond first; its value goes above that.
  private func labels(_ points: [(Double, Double)], _ mono: String) -> String {
    guard let best = series.best, !points.isEmpty else { return "" }
    var placed: [Box] = []
    var out = ""
    func put(_ text: String, _ b: Box, bold: Bool) {
      placed.append(b)
      let weight = bold ? " font-weight=\"700\"" : " font-weight=\"600\""
      out +=
        "<text x=\"\(f((b.x0 + b.x1) / 2))\" y=\"\(f(b.y1 - fontSize * ChartPlot.descent))\" text-anchor=\"middle\" \(mono)\(weight) fill=\"\(ChartPlot.ink)\">\(xml(text))</text>\n"
    }
    // Each point's mark, which a label should not cover.
    let marks = series.points.indices.map { k -> Box in
      let r = series.points[k].isRecord ? 8.0 : 4.5
      return Box(x0: points[k].0 - r, y0: points[k].1 - r, x1: points[k].0 + r, y1: points[k].1 + r)
    }
    // The dates under the axis, and the room above the plot.
    let dates = Box(x0: left - margin, y0: bottom, x1: right + margin, y1: bottom + fontSize + 10)
    func free(_ b: Box) -> Bool {
      b.y0 >= top - fontSize - 20 && !dates.overlaps(b) && !placed.contains { $0.overlaps(b) }
    }
    func covered(_ b: Box, besides k: Int) -> Int {
      let lines = [k - 1, k + 1].filter { points.indices.contains($0) && crosses(b, points[k], points[$0]) }
      return marks.indices.filter { $0 != k && marks[$0].overlaps(b) }.count + lines.count
    }
    // The last, the best and the first point, each once, and a value once:
    // a last point that ties the best is read off the best's label.
    let bestIndex = series.points.firstIndex(of: best) ?? 0
    var labelled: [Int] = []
    for k in [series.points.count - 1, bestIndex, 0] where !labelled.contains(k) {
      let same = labelled.contains { series.points[$0].value == series.points[k].value }
      if same && k == bestIndex { labelled.removeAll { series.points[$0].value == best.value } }
      if !same || k == bestIndex { labelled.append(k) }
    }
    // Record words claim the space just above their diamond first.
    var words: [Int: Box] = [:]
    for k in labelled where series.points[k].isRecord {
      let b = box("PR", points[k].0, points[k].1 - 12)
      if free(b) && !words.values.contains(where: { $0.overlaps(b) }) {
        words[k] = b
        placed.append(b)
      }
    }
    for k in labelled {
      let text = SeriesText.short(series, series.points[k].value)
      let choices = places(text, points[k], isRecord: series.points[k].isRecord).filter(free)
      guard let b = choices.min(by: { covered($0, besides: k) < covered($1, besides: k) }) else { continue }
      put(text, b, bold: false)
    }
    for (k, p) in series.points.enumerated() where p.isRecord {
      if let claimed = words[k] {
        put("PR", claimed, bold: true)
        continue
      }
      let b = box("PR", points[k].0, points[k].1 - 12)
      guard free(b), !marks.indices.contains(where: { $0 != k && marks[$0].overlaps(b) }) else { continue }
      put("PR", b, bold: true)
    }
    return out
  }

  /// Where a point's value may go, best first: above it (above its word
  /// PR, for a record), below, right, left.
  private func places(_ text: String, _ c: (Double, Double), isRecord: Bool) -> [Box] {
    let (cx, cy) = c
    let r = isRecord ? 8.0 : 4.5
    let w = width(text)
    let middle = cy + fontSize * 0.35
    return [
      box(text, cx, cy - (isRecord ? 12 + fontSize * (ChartPlot.ascent + ChartPlot.descent) + 1 : 9)),
      box(text, cx, cy + (isRecord ? 10 : 7) + fontSize),
      box(text, cx + r + 3 + w / 2, middle),
      box(text, cx - r - 3 - w / 2, middle),
    ]
  }

  /// The box of a text centred on `cx` (kept inside the card) with its
  /// baseline at `baseline`: a monospaced face's advance, ascent and
  /// descent, a little generous.
  private func box(_ text: String, _ cx: Double, _ baseline: Double) -> Box {
    let w = width(text)
    let x0 = Swift.min(Swift.max(cx - w / 2, left - 4), right + margin - w)
    return Box(
      x0: x0, y0: baseline - fontSize * ChartPlot.ascent, x1: x0 + w, y1: baseline + fontSize * ChartPlot.descent)
  }

  private func width(_ text: String) -> Double { Double(text.unicodeScalars.count) * fontSize * ChartPlot.advance }

  /// A monospaced face's measures, in ems (DejaVu Sans Mono's, the widest
  /// of the usual fallbacks: 0.602, 0.928, 0.236), rounded up.
  static let advance = 0.62
  static let ascent = 0.95
  static let descent = 0.25

  /// Whether the line from `a` to `b` passes through a box (a point of it
  /// every twentieth of the way in it).
  private func crosses(_ box: Box, _ a: (Double, Double), _ b: (Double, Double)) -> Bool {
    (1...20).contains { i in
      let t = Double(i) / 20
      let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
      return x > box.x0 && x < box.x1 && y > box.y0 && y < box.y1
    }
  }

  func f(_ v: Double) -> String { ProgressChart.number(v) }
  func xml(_ s: String) -> String { ProgressChart.xml(s) }
}
