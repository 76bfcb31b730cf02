import UnitNotebook

/// A series as a self-contained SVG chart in the Lab Notebook's materials
/// (docs/history.md): Milk page, Bond card, Ink line and points, Ash labels,
/// Hairline grid; numbers in a monospaced face. Flat: no gradient, shadow,
/// script or external resource. A record is a diamond with the word PR
/// (Verde fills it, never alone). `role="img"`, a `<title>`, a `<desc>`,
/// and a `<title>` on every point.
struct ProgressChart {
  let series: HistorySeries
  static let width = 720.0
  static let height = 400.0
  static let mono = "Geist Mono, ui-monospace, SFMono-Regular, Menlo, monospace"
  static let sans = "Geist, system-ui, sans-serif"

  init(_ series: HistorySeries) {
    self.series = series
  }

  /// `Squat — estimated 1RM, kg`.
  var title: String { ProgressCommand.heading(series) }

  /// `100 kg`, `12 reps`.
  func spoken(_ v: HistoryNumber) -> String {
    series.unit.map { "\(v) \($0.rawValue)" } ?? (v == HistoryNumber(1) ? "1 rep" : "\(v) reps")
  }

  /// First, last and best, with dates.
  var description: String {
    guard let first = series.points.first, let last = series.points.last else { return "No sessions." }
    var best = first
    for p in series.points where best.value.doubleValue < p.value.doubleValue { best = p }
    let records = series.points.filter(\.isRecord).count
    let count = series.points.count
    let unit = series.grouping == .session ? "session" : series.grouping.rawValue
    return "\(count) \(unit)\(count == 1 ? "" : "s"): first \(spoken(first.value)) on \(first.date), "
      + "last \(spoken(last.value)) on \(last.date), best \(spoken(best.value)) on \(best.date); "
      + "\(records) record\(records == 1 ? "" : "s") (PR)."
  }

  var svg: String {
    let w = ProgressChart.width
    let h = ProgressChart.height
    let left = 64.0
    let right = w - 40
    let top = 116.0
    let bottom = h - 56
    let values = series.points.map(\.value.doubleValue)
    let (lo, hi, step) = ProgressChart.ticks(values.min() ?? 0, values.max() ?? 1)
    let days = series.points.map { Double($0.date.daysSinceEpoch) }
    let d0 = days.first ?? 0
    let d1 = Swift.max(days.last ?? 1, d0 + 1)
    func x(_ d: Double) -> Double { series.points.count == 1 ? (left + right) / 2 : left + (d - d0) / (d1 - d0) * (right - left) }
    func y(_ v: Double) -> Double { bottom - (v - lo) / (hi - lo) * (bottom - top) }

    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(w))" height="\(f(h))" viewBox="0 0 \(f(w)) \(f(h))" role="img" aria-labelledby="chart-title chart-desc">
      <title id="chart-title">\(xml(title))</title>
      <desc id="chart-desc">\(xml(description))</desc>
      <rect width="\(f(w))" height="\(f(h))" fill="#F5F5F5"/>
      <rect x="16" y="16" width="\(f(w - 32))" height="\(f(h - 32))" rx="12" fill="#FFFFFF" stroke="#E5E5E5"/>
      <text x="40" y="52" font-family="\(ProgressChart.sans)" font-size="18" font-weight="600" fill="#0A0A0A">\(xml(title))</text>
      <text x="40" y="74" font-family="\(ProgressChart.sans)" font-size="13" fill="#595959">\(xml(subtitle))</text>

      """
    // Grid and y labels, with the unit above them.
    var v = lo
    while v <= hi + step / 1000 {
      let yy = y(v)
      out += "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(right))\" y2=\"\(f(yy))\" stroke=\"#E5E5E5\" stroke-opacity=\"0.55\"/>\n"
      out += "<text x=\"\(f(left - 8))\" y=\"\(f(yy + 4))\" text-anchor=\"end\" font-family=\"\(ProgressChart.mono)\" font-size=\"12\" fill=\"#595959\">\(ProgressChart.number(v))</text>\n"
      v += step
    }
    out += "<text x=\"\(f(left - 8))\" y=\"\(f(top - 14))\" text-anchor=\"end\" font-family=\"\(ProgressChart.mono)\" font-size=\"12\" fill=\"#595959\">\(xml(series.unit?.rawValue ?? "reps"))</text>\n"
    // X labels: the first day of each month (every other when crowded).
    let months = ProgressChart.monthTicks(series.points.first?.date, series.points.last?.date)
    let every = Swift.max(1, (months.count + 5) / 6)
    for (k, m) in months.enumerated() where k % every == 0 {
      let xx = x(Double(m.daysSinceEpoch))
      guard xx >= left - 1, xx <= right + 1 else { continue }
      out += "<line x1=\"\(f(xx))\" y1=\"\(f(bottom))\" x2=\"\(f(xx))\" y2=\"\(f(bottom + 5))\" stroke=\"#595959\"/>\n"
      out += "<text x=\"\(f(xx))\" y=\"\(f(bottom + 20))\" text-anchor=\"middle\" font-family=\"\(ProgressChart.mono)\" font-size=\"12\" fill=\"#595959\">\(String(m.description.prefix(7)))</text>\n"
    }
    out += "<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"#595959\"/>\n"
    // The line, then the points on it.
    let coords = zip(days, values).map { "\(f(x($0))),\(f(y($1)))" }.joined(separator: " ")
    if series.points.count > 1 {
      out += "<polyline points=\"\(coords)\" fill=\"none\" stroke=\"#0A0A0A\" stroke-width=\"2\" stroke-linejoin=\"round\"/>\n"
    }
    for (k, p) in series.points.enumerated() {
      let xx = x(days[k])
      let yy = y(values[k])
      var tip = "\(p.date): \(spoken(p.value))"
      if let s = p.set { tip += " (\(HistoryText.set(s)))" }
      if p.isRecord { tip += ", PR" }
      out += "<g><title>\(xml(tip))</title>"
      if p.isRecord {
        let r = 7.0
        out += "<path d=\"M\(f(xx)) \(f(yy - r)) L\(f(xx + r)) \(f(yy)) L\(f(xx)) \(f(yy + r)) L\(f(xx - r)) \(f(yy)) Z\" fill=\"#34C759\" stroke=\"#0A0A0A\" stroke-width=\"1.5\"/>"
        out += "<text x=\"\(f(xx))\" y=\"\(f(yy - r - 5))\" text-anchor=\"middle\" font-family=\"\(ProgressChart.mono)\" font-size=\"11\" font-weight=\"700\" fill=\"#0A0A0A\">PR</text>"
      } else {
        out += "<circle cx=\"\(f(xx))\" cy=\"\(f(yy))\" r=\"3.5\" fill=\"#0A0A0A\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/>"
      }
      out += "</g>\n"
    }
    // The key: what a diamond means.
    let kx = right - 130
    let ky = 52.0
    out += "<path d=\"M\(f(kx)) \(f(ky - 6)) L\(f(kx + 6)) \(f(ky)) L\(f(kx)) \(f(ky + 6)) L\(f(kx - 6)) \(f(ky)) Z\" fill=\"#34C759\" stroke=\"#0A0A0A\" stroke-width=\"1.5\"/>\n"
    out += "<text x=\"\(f(kx + 12))\" y=\"\(f(ky + 4))\" font-family=\"\(ProgressChart.sans)\" font-size=\"12\" fill=\"#595959\">PR: a record</text>\n"
    return out + "</svg>\n"
  }

  /// `12 sessions · 2026-01-05 to 2026-03-30 · best 127.5 kg`.
  var subtitle: String {
    guard let first = series.points.first, let last = series.points.last else { return "" }
    var best = first
    for p in series.points where best.value.doubleValue < p.value.doubleValue { best = p }
    let n = series.points.count
    let unit = series.grouping == .session ? "session" : series.grouping.rawValue
    return "\(n) \(unit)\(n == 1 ? "" : "s") · \(first.date) to \(last.date) · best \(spoken(best.value)) on \(best.date)"
  }

  /// A lower and upper bound and a step of 1, 2, 2.5 or 5 × 10ⁿ giving four
  /// to seven gridlines around the values.
  static func ticks(_ low: Double, _ high: Double) -> (Double, Double, Double) {
    var lo = low
    var hi = high
    if hi - lo < 1e-9 {
      lo -= Swift.max(1, abs(lo) * 0.05)
      hi += Swift.max(1, abs(hi) * 0.05)
    }
    let raw = (hi - lo) / 5
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    var step = magnitude
    for m in [1.0, 2, 2.5, 5, 10] where m * magnitude >= raw {
      step = m * magnitude
      break
    }
    let start = (lo / step).rounded(.down) * step
    let end = (hi / step).rounded(.up) * step
    return (start, end == start ? start + step : end, step)
  }

  /// The first day of each month from the one after `first` to `last`'s.
  static func monthTicks(_ first: LocalDate?, _ last: LocalDate?) -> [LocalDate] {
    guard let a = first, let b = last else { return [] }
    var out: [LocalDate] = []
    var y = a.year
    var m = a.month
    if a.day > 1 { (y, m) = m == 12 ? (y + 1, 1) : (y, m + 1) }
    while let d = LocalDate(year: y, month: m, day: 1), d <= b, out.count < 240 {
      out.append(d)
      (y, m) = m == 12 ? (y + 1, 1) : (y, m + 1)
    }
    if out.isEmpty { out.append(a) }
    return out
  }

  /// `120`, `117.5`.
  static func number(_ v: Double) -> String {
    // Beyond what a notebook number holds (a volume of absurd sets), plain digits.
    guard v.isFinite, abs(v) < 1e15 else { return v.isFinite ? String(v) : "0" }
    let tenths = Int((v * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// Coordinates to 0.1.
  func f(_ v: Double) -> String { ProgressChart.number(v) }

  /// Text escaped for XML.
  func xml(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
