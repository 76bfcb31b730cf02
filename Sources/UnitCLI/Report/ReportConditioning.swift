import UnitNotebook

/// Timed and distance work, by exercise: sessions, distance and time (as
/// `unit stats -e` adds them), and the best and last pace (as
/// `unit progress --metric pace`). The most done first; past five, the
/// rest are folded (their table has the same columns, of the same widths).
enum ReportConditioning {
  static let shown = 5

  static func section(_ c: ReportContent) -> String {
    guard !c.conditioning.isEmpty else {
      return Markup.section(
        "conditioning", "Conditioning", "<p class=\"note\">No timed or distance work in the period.</p>\n")
    }
    let du = c.work.distanceUnit.rawValue
    let columns: [Markup.Cell] = [
      .text("exercise", "name"), .number("sessions"), .number("distance"), .number("time"), .number("best pace"),
      .number("last pace"),
    ]
    let sorted = c.conditioning.sorted { ($1.stats.sessions, $0.name) < ($0.stats.sessions, $1.name) }
    let rows = sorted.map { x -> [Markup.Cell] in
      [
        .text(x.name, "name"), .number(ReportSummary.count(x.stats.sessions)),
        .number(x.stats.distance.isZero ? "" : ReportPage.grouped(x.stats.distance, du)),
        .number(x.stats.seconds.isZero ? "" : HistoryText.duration(x.stats.seconds)),
        .number(x.paceByYear.flatMap { s in s.best.map { SeriesText.value(s, $0.value) } } ?? ""),
        .number(x.paceEnds.flatMap { s in s.points.last.map { SeriesText.value(s, $0.value) } } ?? ""),
      ]
    }
    var body = "<p class=\"note\">Distance and time of every done set (warm-ups too, as the stats add them); "
    body += "pace over the sets with both a time and a distance.</p>\n"
    let open = rows.count - shown < 3 ? rows.count : shown
    body += "<div class=\"card cond\">\n\(Markup.table(caption: nil, columns: columns, rows: Array(rows.prefix(open))))"
    if open < rows.count {
      let rest = rows.count - open
      let table = Markup.table(caption: nil, columns: columns, rows: Array(rows.dropFirst(open)))
      body += Markup.fold("conditioning-rest", "earlier", summary: "\(rest) more, done less often", table)
    }
    body += "</div>\n"
    return Markup.section("conditioning", "Conditioning", body)
  }
}
