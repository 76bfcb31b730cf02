import UnitNotebook

/// A calendar of the period, one cell per day, Monday first, the days
/// trained inked (and named so to a screen reader: colour is never alone).
/// The last twelve months are open; up to two years before them are
/// folded under one row.
enum ReportCalendar {
  static let mostMonths = 36
  static let openMonths = 12
  static let weekdays = [
    ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday"),
    ("S", "Sunday"),
  ]

  static func section(_ c: ReportContent) -> String {
    guard let d = c.days, !d.days.isEmpty else {
      return Markup.section("consistency", "Consistency", "<p class=\"note\">No days trained in the period.</p>\n")
    }
    let trained = Set(d.days.map(\.daysSinceEpoch))
    var months: [LocalDate] = []
    var y = d.last.year
    var m = d.last.month
    while let first = LocalDate(year: y, month: m, day: 1), months.count < mostMonths {
      months.insert(first, at: 0)
      if first <= d.first { break }
      (y, m) = m == 1 ? (y - 1, 12) : (y, m - 1)
    }
    let n = { (v: Int) in "<span class=\"n\">\(ReportSummary.count(v))</span>" }
    var body = "<p class=\"note\">\(n(d.days.count)) day\(d.days.count == 1 ? "" : "s") trained; "
    body += "\(n(d.weeksTrained)) of \(n(d.weeks)) weeks.</p>\n"
    if let shown = months.first, d.first < shown {
      body += "<p class=\"note\">The calendar shows the last \(mostMonths) months, from \(shown).</p>\n"
    }
    let earlier = months.dropLast(openMonths)
    body += "<div class=\"card\"><div class=\"months\">\n"
    for first in months.suffix(openMonths) { body += month(first, trained: trained) }
    body += "</div>\n"
    if let from = earlier.first {
      var summary = "\(earlier.count) earlier month\(earlier.count == 1 ? "" : "s"), from "
      summary += "<span class=\"n\">\(ReportPage.month(from)) \(from.year)</span>"
      let folded = "<div class=\"months\">\n" + earlier.map { month($0, trained: trained) }.joined() + "</div>\n"
      body += Markup.fold("earlier-months", "earlier", summary: summary, folded)
    }
    return Markup.section("consistency", "Consistency", body + "</div>\n")
  }

  /// One month as a small table: a row a week, a cell a day.
  static func month(_ first: LocalDate, trained: Set<Int>) -> String {
    let start = first.daysSinceEpoch
    var next = first.adding(days: 27) ?? first
    while next.month == first.month, let later = next.adding(days: 1) { next = later }
    let count = next.daysSinceEpoch - start
    let days = (0..<count).filter { trained.contains(start + $0) }.count
    let lead = ((start + 3) % 7 + 7) % 7  // 1970-01-01 was a Thursday; Monday is 0
    var out =
      "<table class=\"month\"><caption>\(ReportPage.month(first)) \(first.year) · \(days) day\(days == 1 ? "" : "s")</caption><thead><tr>"
    for (short, name) in weekdays { out += "<th scope=\"col\" abbr=\"\(name)\">\(short)</th>" }
    out += "</tr></thead><tbody>"
    var cell = 0
    while cell < lead + count {
      out += "<tr>"
      for _ in 0..<7 {
        let day = cell - lead
        if day < 0 || day >= count {
          out += "<td class=\"out\"></td>"
        } else if trained.contains(start + day) {
          out += "<td class=\"on\">\(day + 1)<span class=\"hidden\"> trained</span></td>"
        } else {
          out += "<td>\(day + 1)</td>"
        }
        cell += 1
      }
      out += "</tr>"
    }
    return out + "</tbody></table>\n"
  }
}
