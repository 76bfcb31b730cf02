import UnitNotebook

/// The period at a glance: its dates, sessions, weeks trained out of the
/// weeks it spans, the longest run of weeks trained, and its total sets,
/// reps, volume, time and distance (the total of `unit stats`). A large
/// volume reads as a person says it (`121.3t`), its exact figure in the
/// title (and in the work table's total).
enum ReportSummary {
  static func section(_ c: ReportContent) -> String {
    guard let d = c.days else {
      return Markup.section("period", "The period", "<p class=\"note\">No sessions in the period.</p>\n")
    }
    let t = c.work.total
    var period = "<span class=\"n\">\(d.first)</span>"
    if d.first != d.last { period += " to <span class=\"n\">\(d.last)</span>" }
    var figures: [(String, String)] = [
      (count(t.sessions), t.sessions == 1 ? "session" : "sessions"),
      ("\(count(d.weeksTrained)) of \(count(d.weeks))", "weeks trained"),
      ("\(count(d.longestRun)) week\(d.longestRun == 1 ? "" : "s")", "the longest run of weeks trained"),
      (count(t.sets), "sets"),
      (ReportPage.grouped(t.reps), "reps"),
    ]
    let exactVolume = ReportPage.grouped(t.volume, c.work.unit.rawValue)
    if !t.volume.isZero { figures.append((ReportAmount.spoken(t.volume, c.work.unit), "volume")) }
    if !t.seconds.isZero { figures.append((HistoryText.duration(t.seconds), "time")) }
    if !t.distance.isZero { figures.append((ReportPage.grouped(t.distance, c.work.distanceUnit.rawValue), "distance")) }
    var body = "<p class=\"period\">\(period)</p>\n<div class=\"figures\">\n"
    for (value, label) in figures {
      let title = label == "volume" && value != exactVolume ? " title=\"\(Markup.escape(exactVolume))\"" : ""
      body +=
        "<p class=\"figure\"><span class=\"n\"\(title)>\(Markup.escape(value))</span> <span class=\"label\">\(Markup.escape(label))</span></p>\n"
    }
    return Markup.section("period", "The period", body + "</div>\n")
  }

  /// `4,160`.
  static func count(_ n: Int) -> String { ReportPage.grouped(HistoryNumber(n)) }
}
