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
  var title: String { SeriesText.heading(series) }

  /// First, last and best, with dates.
  var description: String { SeriesText.description(series) }

  var svg: String {
    let w = ProgressChart.width
    let h = ProgressChart.height
    let plot = ChartPlot(series, left: 72, top: 124, right: w - 48, bottom: h - 56)
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(w))" height="\(f(h))" viewBox="0 0 \(f(w)) \(f(h))" role="img" aria-labelledby="chart-title chart-desc">
      <title id="chart-title">\(xml(title))</title>
      <desc id="chart-desc">\(xml(description))</desc>
      <rect width="\(f(w))" height="\(f(h))" fill="#F5F5F5"/>
      <rect x="16" y="16" width="\(f(w - 32))" height="\(f(h - 32))" rx="22" fill="#FFFFFF"/>
      <text x="40" y="52" font-family="\(ProgressChart.sans)" font-size="18" font-weight="600" fill="#0A0A0A">\(xml(title))</text>
      <text x="40" y="74" font-family="\(ProgressChart.sans)" font-size="13" font-weight="500" fill="#595959">\(xml(subtitle))</text>

      """
    out += plot.svg
    // The key, only when a diamond is there to explain.
    if series.points.contains(where: \.isRecord) {
      let kx = w - 170
      let ky = 52.0
      out += ChartPlot.diamond(kx, ky, 6) + "\n"
      out +=
        "<text x=\"\(f(kx + 12))\" y=\"\(f(ky + 4))\" font-family=\"\(ProgressChart.sans)\" font-size=\"12\" font-weight=\"500\" fill=\"#595959\">PR: a record</text>\n"
    }
    return out + "</svg>\n"
  }

  /// `12 sessions · 2026-01-05 to 2026-03-30 · best 127.5kg on 2026-03-16`; a
  /// body weight has no best: `… · last 81.2kg on 2026-03-30`.
  var subtitle: String {
    let (word, headline) = SeriesText.headline(series)
    guard let first = series.points.first, let last = series.points.last, let point = headline else { return "" }
    let span = first.date == last.date ? "\(first.date)" : "\(first.date) to \(last.date)"
    return "\(SeriesText.count(series)) · \(span) · \(word) \(SeriesText.value(series, point.value)) on \(point.date)"
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

  /// Text escaped for XML (`Markup`, the one home of escaping).
  func xml(_ s: String) -> String { Markup.escape(s) }

  static func xml(_ s: String) -> String { Markup.escape(s) }
}
