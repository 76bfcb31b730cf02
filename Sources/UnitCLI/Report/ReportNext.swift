import UnitNotebook

/// What's next: for each routine, the session `unit next` plans on the day
/// after the period's last day trained, as it prints it, with why each load
/// is what it is. The routines trained in the last eight weeks before that
/// day are open; the others (an old program's, one never done) are folded.
enum ReportNext {
  /// How far back a routine counts as one the lifter is on.
  static let recentDays = 56

  static func section(_ history: TrainingHistory, until: LocalDate?) -> String {
    guard let date = history.dayAfterLastTraining(until: until) else {
      return Markup.section(
        "next", "What’s next", "<p class=\"note\">No day trained in the period: nothing to plan from.</p>\n")
    }
    let made = cards(history, date)
    guard made.count > 0 else {
      return Markup.section("next", "What’s next", "<p class=\"note\">No routines in the notebooks.</p>\n")
    }
    var body =
      "<p class=\"note\">Each routine’s next session as <span class=\"n\">unit next NAME --date \(date)</span> plans it, "
    body += "from the routine and last time.</p>\n"
    body += made.html
    return Markup.section("next", "What’s next", body)
  }

  /// The routines' cards: how many, and their markup (those not trained
  /// lately folded after the others).
  static func cards(_ history: TrainingHistory, _ date: LocalDate) -> (count: Int, html: String) {
    let plans = history.nextSessions(on: date)
    let since = date.adding(days: -recentDays) ?? date
    let recent = plans.filter { p in p.lastDate.map { $0 >= since } ?? false }
    let rest = plans.filter { p in !(p.lastDate.map { $0 >= since } ?? false) }
    var html = "<div class=\"plans\">\n\(cards(recent))</div>\n"
    if recent.isEmpty { html = "<p class=\"note\">No routine was trained in the last eight weeks.</p>\n" }
    if !rest.isEmpty {
      let summary = "\(rest.count) routine\(rest.count == 1 ? "" : "s") not trained in the last eight weeks"
      html += Markup.fold("next-rest", "earlier", summary: summary, "<div class=\"plans\">\n\(cards(rest))</div>\n")
    }
    return (plans.count, html)
  }

  /// A card a plan: its title, the session as `unit next` prints it, why.
  static func cards(_ plans: [SessionPlan]) -> String {
    var html = ""
    for plan in plans {
      let title = plan.session.title ?? ""
      html += "<div class=\"card\">\n<h3>\(Markup.escape(title))</h3>\n"
      let text = String(decoding: Notebook(sessions: [plan.session]).canonicalUTF8, as: UTF8.self)
      html += "<pre>\(Markup.escape(text))</pre>\n"
      if !plan.explanations.isEmpty {
        html += "<ul class=\"why\">\n"
        for e in plan.explanations {
          html += "<li>\(e.isWarning ? "warning: " : "")\(Markup.escape(e.description))</li>\n"
        }
        html += "</ul>\n"
      }
      html += "</div>\n"
    }
    return html
  }
}
