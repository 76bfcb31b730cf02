import UnitNotebook

/// Timed and distance work, by exercise: sessions, distance and time (as
/// `unit stats -e` adds them), and the best and last pace (as
/// `unit progress --metric pace`).
enum ReportConditioning {
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
    let rows = c.conditioning.map { x -> [Markup.Cell] in
      [
        .text(x.name, "name"), .number(String(x.stats.sessions)),
        .number(x.stats.distance.isZero ? "" : "\(x.stats.distance)\(du)"),
        .number(x.stats.seconds.isZero ? "" : HistoryText.duration(x.stats.seconds)),
        .number(x.paceByYear.flatMap { s in s.best.map { SeriesText.value(s, $0.value) } } ?? ""),
        .number(x.paceEnds.flatMap { s in s.points.last.map { SeriesText.value(s, $0.value) } } ?? ""),
      ]
    }
    var body = "<p class=\"note\">Distance and time of every done set (warm-ups too, as the stats add them); "
    body += "pace over the sets with both a time and a distance.</p>\n"
    body += "<div class=\"card\">\n\(Markup.table(caption: nil, columns: columns, rows: rows))</div>\n"
    return Markup.section("conditioning", "Conditioning", body)
  }
}
