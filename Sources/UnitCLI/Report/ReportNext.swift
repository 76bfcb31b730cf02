import UnitNotebook

/// What's next: for each routine, the session `unit next` plans on the day
/// after the period's last day trained, as it prints it, with why each load
/// is what it is.
enum ReportNext {
  static func section(_ history: TrainingHistory, until: LocalDate?) -> String {
    let plansDate = history.dayAfterLastTraining(until: until)
    let plans = plansDate.map { history.nextSessions(on: $0) } ?? []
    guard let date = plansDate else {
      return Markup.section(
        "next", "What’s next", "<p class=\"note\">No day trained in the period: nothing to plan from.</p>\n")
    }
    guard !plans.isEmpty else {
      return Markup.section("next", "What’s next", "<p class=\"note\">No routines in the notebooks.</p>\n")
    }
    var body =
      "<p class=\"note\">Each routine’s next session as <span class=\"n\">unit next NAME --date \(date)</span> plans it, "
    body += "from the routine and last time.</p>\n"
    for plan in plans {
      let title = plan.session.title ?? ""
      body += "<div class=\"card\">\n<h3>\(Markup.escape(title))</h3>\n"
      let text = String(decoding: Notebook(sessions: [plan.session]).canonicalUTF8, as: UTF8.self)
      body += "<pre>\(Markup.escape(text))</pre>\n"
      if !plan.explanations.isEmpty {
        body += "<ul class=\"why\">\n"
        for e in plan.explanations {
          body += "<li>\(e.isWarning ? "warning: " : "")\(Markup.escape(e.description))</li>\n"
        }
        body += "</ul>\n"
      }
      body += "</div>\n"
    }
    return Markup.section("next", "What’s next", body)
  }
}
