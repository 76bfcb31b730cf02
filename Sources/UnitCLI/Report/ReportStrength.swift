import UnitNotebook

/// Small multiples of the most trained exercises: each one's e1RM (most
/// reps for bodyweight work) over the period, on one scale of dates, drawn
/// by the same plot as `unit progress --svg` (`ChartPlot`).
enum ReportStrength {
  static let width = 360.0
  static let height = 230.0

  static func section(_ c: ReportContent) -> String {
    guard let p = c.period, !c.strength.isEmpty else {
      return Markup.section(
        "strength", "Strength", "<p class=\"note\">No lifts with weight or reps in the period.</p>\n")
    }
    var body = "<p class=\"note\">The most trained exercises, on the dates of the period: estimated 1RM "
    body += "(Epley, sets of 1–12 reps), or most reps for bodyweight work. A diamond is a record (PR); "
    body += "first, last and best carry their values.</p>\n<div class=\"charts\">\n"
    for (k, s) in c.strength.enumerated() {
      body += chart(s, id: "chart-\(k + 1)", from: p.first, to: p.last)
    }
    return Markup.section("strength", "Strength", body + "</div>\n")
  }

  /// One small chart in its card: the exercise, what is charted, and an
  /// inline SVG with its title and description.
  static func chart(_ s: HistorySeries, id: String, from first: LocalDate, to last: LocalDate) -> String {
    // Under the section's own heading, a body weight's card is its weigh-ins.
    let heading = s.isBodyweight ? "Weigh-ins" : s.exercise
    return "<div class=\"card chart\">\n<h3>\(Markup.escape(heading))</h3>\n"
      + figure(s, id: id, from: first, to: last) + "</div>\n"
  }

  /// What is charted (`estimated 1RM · best 137.1kg`) and the SVG, with
  /// its title and description: a chart's card without its heading (an
  /// exercise's row in By exercise has its name already).
  static func figure(_ s: HistorySeries, id: String, from first: LocalDate, to last: LocalDate) -> String {
    var plot = ChartPlot(s, left: 56, top: 44, right: width - 24, bottom: height - 34)
    plot.first = first
    plot.last = last
    plot.fontSize = 11
    plot.margin = 16
    let (word, headline) = SeriesText.headline(s)
    var what = SeriesText.title(s.metric)
    if s.isBodyweight { what = headline.map { "last " + SeriesText.value(s, $0.value) } ?? "body weight" }
    if s.grouping != .session { what += ", \(word) of each \(s.grouping.rawValue)" }
    var out = "<p class=\"note\">\(Markup.escape(what))"
    if !s.isBodyweight, let best = s.best {
      out += " · best <span class=\"n\">\(Markup.escape(SeriesText.value(s, best.value)))</span>"
    }
    out += "</p>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\" aria-labelledby=\"\(id)-t \(id)-d\">\n"
    out += "<title id=\"\(id)-t\">\(Markup.escape(SeriesText.heading(s)))</title>\n"
    out += "<desc id=\"\(id)-d\">\(Markup.escape(SeriesText.description(s)))</desc>\n"
    out += plot.svg
    return out + "</svg>\n"
  }

  static func f(_ v: Double) -> String { ProgressChart.number(v) }
}
