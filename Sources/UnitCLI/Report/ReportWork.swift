import UnitNotebook

/// The work of each week (as `unit stats --by week`; by month or year for a
/// period of many years), and of each exercise: its sessions and sets (as
/// `unit stats -e`), its best set, and how its e1RM (or reps) changed from
/// the first month to the last, in words and numbers.
enum ReportWork {
  static func section(_ c: ReportContent) -> String {
    let heading = "Work per \(c.work.grouping.rawValue)"
    guard !c.work.periods.isEmpty else {
      return Markup.section("work", heading, "<p class=\"note\">No done sets in the period.</p>\n")
    }
    var body = ""
    if c.work.grouping != .week {
      body += "<p class=\"note\">By \(c.work.grouping.rawValue): the period is longer than "
      body += c.work.grouping == .month ? "three years.</p>\n" : "fifteen years.</p>\n"
    }
    body += "<div class=\"card\">\n\(periods(c.work))</div>\n"
    body += "<h3 id=\"work-exercises\">By exercise</h3>\n<p class=\"note\">Sets of every kind (warm-ups are work too); "
    body +=
      "the best set by estimated 1RM (most reps for bodyweight work); the change from the first month to the last.</p>\n"
    body += "<div class=\"card\">\n\(exercises(c))</div>\n"
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

  /// One row an exercise: sessions, sets, best set, change.
  static func exercises(_ c: ReportContent) -> String {
    let columns: [Markup.Cell] = [
      .text("exercise", "name"), .number("sessions"), .number("sets"), .text("best set"), .text("first month to last"),
    ]
    let rows = c.exercises.map { x -> [Markup.Cell] in
      [
        .text(x.name, "name"), .number(String(x.stats.sessions)),
        .number(ReportPage.grouped(HistoryNumber(x.stats.sets))),
        .text(x.byYear.map(bestSet) ?? ""), .text(x.byMonth.map(change) ?? ""),
      ]
    }
    return Markup.table(caption: nil, columns: columns, rows: rows)
  }

  /// `117.5kg × 5, e1RM 137.1kg`; `BW × 10`.
  static func bestSet(_ s: HistorySeries) -> String {
    guard let best = s.best, let set = best.set else { return "" }
    let text = HistoryText.set(set)
    return s.metric == .e1rm ? "\(text), e1RM \(SeriesText.value(s, best.value))" : text
  }

  /// `up +7.5kg e1RM, 2026-01 to 2026-03`; `level, …`; empty for one month.
  static func change(_ s: HistorySeries) -> String {
    guard let d = s.change, let first = s.points.first, let last = s.points.last else { return "" }
    let months = "\(first.date.description.prefix(7)) to \(last.date.description.prefix(7))"
    if d.significand == 0 { return "level, \(months)" }
    let amount = SeriesText.value(s, HistoryNumber(d.magnitude))
    let what = s.metric == .e1rm ? " e1RM" : ""
    return d.isNegative ? "down −\(amount)\(what), \(months)" : "up +\(amount)\(what), \(months)"
  }
}
