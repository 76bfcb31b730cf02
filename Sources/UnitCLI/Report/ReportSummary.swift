import UnitNotebook

/// The period at a glance: its dates, sessions, weeks trained out of the
/// weeks it spans, the longest run of weeks trained, and its total sets,
/// reps, volume, time and distance (the total of `unit stats`).
enum ReportSummary {
  static func section(_ c: ReportContent) -> String {
    guard let d = c.days else {
      return Markup.section("period", "The period", "<p class=\"note\">No sessions in the period.</p>\n")
    }
    let t = c.work.total
    let period = d.first == d.last ? "\(d.first)" : "\(d.first) to \(d.last)"
    var figures: [(String, String)] = [
      (String(t.sessions), t.sessions == 1 ? "session" : "sessions"),
      ("\(d.weeksTrained) of \(d.weeks)", "weeks trained"),
      ("\(d.longestRun) week\(d.longestRun == 1 ? "" : "s")", "the longest run of weeks trained"),
      (ReportPage.grouped(HistoryNumber(t.sets)), "sets"),
      (ReportPage.grouped(t.reps), "reps"),
    ]
    if !t.volume.isZero { figures.append((ReportPage.grouped(t.volume, c.work.unit.rawValue), "volume")) }
    if !t.seconds.isZero { figures.append((HistoryText.duration(t.seconds), "time")) }
    if !t.distance.isZero { figures.append(("\(t.distance)\(c.work.distanceUnit.rawValue)", "distance")) }
    var body = "<p class=\"period\"><span class=\"n\">\(period)</span></p>\n<div class=\"figures\">\n"
    for (value, label) in figures {
      body +=
        "<p class=\"card figure\"><span class=\"n\">\(Markup.escape(value))</span> <span class=\"label\">\(Markup.escape(label))</span></p>\n"
    }
    return Markup.section("period", "The period", body + "</div>\n")
  }
}
