import UnitNotebook

/// The lifter's body weight over the period (`Bodyweight 82.4kg` lines):
/// the chart `unit progress Bodyweight --svg` draws, on the period's
/// dates, with first, last, lowest and highest in words. Left out of the
/// page when the notebooks record no body weight at all.
enum ReportBodyweight {
  static func section(_ c: ReportContent) -> String {
    guard let s = c.bodyweight else { return "" }
    guard let p = c.period, !s.points.isEmpty else {
      return Markup.section(
        "bodyweight", "Body weight", "<p class=\"note\">No body weight recorded in the period.</p>\n")
    }
    var body = "<p class=\"note\">The body weight on each weigh-in"
    if s.grouping != .session { body += " (the last of each \(s.grouping.rawValue))" }
    body += "; bodyweight sets count it in their volume.</p>\n<div class=\"charts\">\n"
    body += ReportStrength.chart(s, id: "bodyweight-chart", from: p.first, to: p.last)
    return Markup.section("bodyweight", "Body weight", body + "</div>\n")
  }
}
