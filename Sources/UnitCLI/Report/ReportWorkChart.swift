import UnitNotebook

/// The work of each week (month, year) as a picture: a bar a period, of
/// its sets or its volume, on the dates of the periods, in a small chart
/// the size of the strength charts. Each bar's title holds its exact
/// figure, and the table under the charts holds them all.
enum ReportWorkChart {
  /// What a chart's bars measure.
  enum Measure {
    case sets
    case volume
  }

  static let width = 360.0
  static let height = 230.0
  static let left = 56.0
  static let top = 44.0
  static let right = width - 24
  static let bottom = height - 34
  static let fontSize = 11.0

  /// The chart's card: what it measures, its last and highest bars in
  /// words, and the SVG with its title and description.
  static func card(_ s: HistoryStats, _ measure: Measure, id: String) -> String {
    let periods = s.periods.filter { $0.start != nil }
    guard let first = periods.first?.start, let lastStart = periods.last?.start else { return "" }
    let scale = Scale(s, measure, periods)
    let values = periods.map { scale.value($0) }
    let per = s.grouping.rawValue
    let top = values.indices.max { values[$0] < values[$1] } ?? 0
    var out = "<div class=\"card chart\">\n<h3>\(measure == .sets ? "Sets" : "Volume") per \(per)</h3>\n"
    out += "<p class=\"note\">last <span class=\"n\">\(scale.spoken(periods[periods.count - 1]))</span> · "
    out += "most <span class=\"n\">\(scale.spoken(periods[top]))</span></p>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\" aria-labelledby=\"\(id)-t \(id)-d\">\n"
    out += "<title id=\"\(id)-t\">\(measure == .sets ? "Sets" : "Volume") per \(per)\(scale.unitWords)</title>\n"
    out += "<desc id=\"\(id)-d\">\(Markup.escape(description(s, periods, scale, top)))</desc>\n"
    let end = ReportWorkChart.end(of: lastStart, s.grouping)
    let axis = ChartAxis.values(0, Swift.max(values.max() ?? 1, 1), scale: measure == .sets ? .whole : .decimal)
    out += grid(axis, unit: scale.axisUnit)
    for (k, p) in periods.enumerated() {
      guard let start = p.start else { continue }
      out += bar(values[k], from: start, to: ReportWorkChart.end(of: start, s.grouping), axis, first, end)
      out += "<title>\(label(start, s.grouping)): \(Markup.escape(scale.exact(p)))</title></rect>\n"
    }
    out += dates(first, end)
    return out + "</svg>\n</div>\n"
  }

  /// `12 weeks, from the week of 2026-01-05 to the week of 2026-03-23;
  /// most 30 sets in the week of 2026-02-02; last 28 sets.`
  static func description(_ s: HistoryStats, _ periods: [PeriodStats], _ scale: Scale, _ top: Int) -> String {
    let n = periods.count
    let firstLabel = periods.first?.start.map { label($0, s.grouping) } ?? ""
    let lastLabel = periods.last?.start.map { label($0, s.grouping) } ?? ""
    var out = "\(n) \(s.grouping.rawValue)\(n == 1 ? "" : "s") with work, from the \(firstLabel) to the \(lastLabel); "
    out += "most \(scale.exact(periods[top])) in the \(periods[top].start.map { label($0, s.grouping) } ?? ""); "
    return out + "last \(scale.exact(periods[n - 1]))."
  }

  /// `week of 2026-01-05`, `2026-01`, `2026`.
  static func label(_ start: LocalDate, _ grouping: HistoryGrouping) -> String {
    switch grouping {
    case .year: return "year \(start.year)"
    case .month: return "month \(start.description.prefix(7))"
    default: return "week of \(start)"
    }
  }

  /// The first day after a period.
  static func end(of start: LocalDate, _ grouping: HistoryGrouping) -> LocalDate {
    switch grouping {
    case .year: return LocalDate(year: start.year + 1, month: 1, day: 1) ?? start
    case .month:
      let (y, m) = start.month == 12 ? (start.year + 1, 1) : (start.year, start.month + 1)
      return LocalDate(year: y, month: m, day: 1) ?? start
    default: return start.adding(days: 7) ?? start
    }
  }

  /// The value grid: a hairline and a label a tick, the unit above.
  static func grid(_ a: ChartAxis.Values, unit: String) -> String {
    var out = ""
    let mono = "font-family=\"\(ProgressChart.mono)\" font-size=\"\(f(fontSize))\" fill=\"\(ChartPlot.ash)\""
    for v in a.ticks {
      let yy = y(v, a)
      out +=
        "<line x1=\"\(f(left))\" y1=\"\(f(yy))\" x2=\"\(f(right))\" y2=\"\(f(yy))\" stroke=\"\(ChartPlot.hairline)\" stroke-opacity=\"0.55\"/>\n"
      out +=
        "<text x=\"\(f(left - 8))\" y=\"\(f(yy + fontSize / 3))\" text-anchor=\"end\" \(mono)>\(ChartAxis.label(v, scale: .decimal))</text>\n"
    }
    out += "<text x=\"\(f(left - 8))\" y=\"\(f(top - fontSize - 4))\" text-anchor=\"end\" \(mono)>\(unit)</text>\n"
    return out
  }

  /// A bar from one day to another (its title follows, inside it).
  static func bar(
    _ v: Double, from: LocalDate, to: LocalDate, _ a: ChartAxis.Values, _ first: LocalDate, _ end: LocalDate
  )
    -> String
  {
    let x0 = x(from, first, end)
    let x1 = x(to, first, end)
    let gap = x1 - x0 > 3 ? 1.0 : 0
    let yy = y(v, a)
    return
      "<rect x=\"\(f(x0))\" y=\"\(f(yy))\" width=\"\(f(Swift.max(x1 - x0 - gap, 0.5)))\" height=\"\(f(bottom - yy))\" fill=\"\(ChartPlot.ink)\">"
  }

  /// The date axis: its line, ticks and labels.
  static func dates(_ first: LocalDate, _ end: LocalDate) -> String {
    let lastDay = end.adding(days: -1) ?? end
    let d = ChartAxis.dates(first, lastDay, width: right - left, characterWidth: fontSize * 0.6)
    let mono = "font-family=\"\(ProgressChart.mono)\" font-size=\"\(f(fontSize))\" fill=\"\(ChartPlot.ash)\""
    var out =
      "<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"\(ChartPlot.ash)\"/>\n"
    for (k, t) in d.ticks.enumerated() {
      let xx = x(t, first, end)
      let label = ChartAxis.dateLabel(t, step: d.step, isFirst: k == 0, isAlone: !(first < lastDay))
      out +=
        "<line x1=\"\(f(xx))\" y1=\"\(f(bottom))\" x2=\"\(f(xx))\" y2=\"\(f(bottom + 5))\" stroke=\"\(ChartPlot.ash)\"/>\n"
      out +=
        "<text x=\"\(f(xx))\" y=\"\(f(bottom + fontSize + 8))\" text-anchor=\"middle\" \(mono)>\(label)</text>\n"
    }
    return out
  }

  static func x(_ d: LocalDate, _ first: LocalDate, _ end: LocalDate) -> Double {
    let span = Double(Swift.max(end.daysSinceEpoch - first.daysSinceEpoch, 1))
    return left + Double(d.daysSinceEpoch - first.daysSinceEpoch) / span * (right - left)
  }

  static func y(_ v: Double, _ a: ChartAxis.Values) -> Double {
    bottom - (v - a.low) / (a.high - a.low) * (bottom - top)
  }

  static func f(_ v: Double) -> String { ProgressChart.number(v) }
}

extension ReportWorkChart {
  /// How a measure's values are drawn and written: sets as they are; a
  /// volume in its unit, or in tonnes (thousands of pounds) when the
  /// largest bar reaches ten thousand.
  struct Scale {
    var measure: Measure
    var unit: WeightUnit
    var thousands: Bool

    init(_ s: HistoryStats, _ measure: Measure, _ periods: [PeriodStats]) {
      self.measure = measure
      unit = s.unit
      let most = periods.map(\.volume.doubleValue).max() ?? 0
      thousands = measure == .volume && most >= ReportAmount.spokenFrom
    }

    func value(_ p: PeriodStats) -> Double {
      guard measure == .volume else { return Double(p.sets) }
      return thousands ? p.volume.doubleValue / 1000 : p.volume.doubleValue
    }

    /// What the axis carries above its labels: `sets`, `kg`, `t`, `k lb`.
    var axisUnit: String {
      guard measure == .volume else { return "sets" }
      guard thousands else { return unit.rawValue }
      return unit == .kg ? "t" : "k lb"
    }

    /// The unit in a chart's title: `, kg`, `, tonnes`.
    var unitWords: String {
      guard measure == .volume else { return "" }
      guard thousands else { return ", \(unit.rawValue)" }
      return unit == .kg ? ", tonnes" : ", thousands of lb"
    }

    /// `28 sets`, `10,937.5kg`: every digit.
    func exact(_ p: PeriodStats) -> String {
      guard measure == .volume else { return "\(p.sets) set\(p.sets == 1 ? "" : "s")" }
      return ReportPage.grouped(p.volume, unit.rawValue)
    }

    /// `28`, `10.9t`: as a person says it.
    func spoken(_ p: PeriodStats) -> String {
      measure == .volume ? ReportAmount.spoken(p.volume, unit) : ReportPage.grouped(HistoryNumber(p.sets))
    }
  }
}
