import UnitNotebook

/// The work of each week (as `unit stats --by week`; by month or year for a
/// period of many years) as a picture — a chart of the sets and one of the
/// volume, a bar a week — and, one click away, the table of every week.
enum ReportWork {
  static func section(_ c: ReportContent) -> String {
    let per = c.work.grouping.rawValue
    let heading = "Work per \(per)"
    guard !c.work.periods.isEmpty else {
      return Markup.section("work", heading, "<p class=\"note\">No done sets in the period.</p>\n")
    }
    var body = ""
    if c.work.grouping != .week {
      body += "<p class=\"note\">By \(per): the period is longer than "
      body += c.work.grouping == .month ? "two years.</p>\n" : "fifteen years.</p>\n"
    }
    body += "<div class=\"charts\">\n\(ReportWorkChart.card(c.work, .sets, id: "work-sets"))"
    if !c.work.total.volume.isZero { body += ReportWorkChart.card(c.work, .volume, id: "work-volume") }
    body += "</div>\n"
    let summary = "The table: each \(per)’s sessions, sets, reps and volume, every figure exact"
    body += Markup.fold("work-table", "card table", summary: summary, periods(c.work))
    return Markup.section("work", heading, body)
  }

  /// The periods' table and its total row, the columns of `unit stats`
  /// (time and distance only when there is some).
  static func periods(_ s: HistoryStats) -> String {
    let timed = !s.total.seconds.isZero
    let far = !s.total.distance.isZero
    var columns: [Markup.Cell] = [
      .text(s.grouping == .week ? "week of" : s.grouping.rawValue), .number("sessions"), .number("sets"),
      .number("reps"), .number("volume"),
    ]
    if timed { columns.append(.number("time")) }
    if far { columns.append(.number("distance")) }
    func row(_ p: PeriodStats) -> [Markup.Cell] {
      var label = "total"
      if let start = p.start {
        switch s.grouping {
        case .year: label = String(start.year)
        case .month: label = String(start.description.prefix(7))
        default: label = start.description
        }
      }
      var cells: [Markup.Cell] = [
        .text(label, p.start == nil ? "total" : nil), .number(String(p.sessions)),
        .number(ReportPage.grouped(HistoryNumber(p.sets))), .number(ReportPage.grouped(p.reps)),
        .number(p.volume.isZero ? "" : ReportPage.grouped(p.volume, s.unit.rawValue)),
      ]
      if timed { cells.append(.number(p.seconds.isZero ? "" : HistoryText.duration(p.seconds))) }
      if far { cells.append(.number(p.distance.isZero ? "" : "\(p.distance)\(s.distanceUnit.rawValue)")) }
      return cells
    }
    return Markup.table(caption: nil, columns: columns, rows: s.periods.map(row) + [row(s.total)])
  }
}
