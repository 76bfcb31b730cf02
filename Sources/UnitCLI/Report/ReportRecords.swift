import UnitNotebook

/// The records: the page leads with those that fell most recently (a row
/// a set, newest first, with what each beat), and each exercise's whole
/// board — its current records as `unit prs` lists them — opens under its
/// row in By exercise, those that fell in the period marked PR.
enum ReportRecords {
  static func section(_ c: ReportContent) -> String {
    let heading = "Recent records"
    guard !c.records.isEmpty else {
      return Markup.section("records", heading, "<p class=\"note\">No records: no counted set.</p>\n")
    }
    let r = c.recent
    guard !r.rows.isEmpty else {
      var body = "<p class=\"note\">No record fell in the period (an exercise’s first session sets its baseline). "
      body += "Every exercise’s records are under <a href=\"#exercises\">By exercise</a>.</p>\n"
      return Markup.section("records", heading, body)
    }
    let ids = ReportExercises.ids(c)
    var body = "<div class=\"card\"><ol class=\"recent\">\n"
    for row in r.rows { body += item(row, id: ids[row.exercise]) }
    body += "</ol>\n"
    if r.more > 0 {
      body += "<p class=\"more\">and <span class=\"n\">\(ReportPage.grouped(HistoryNumber(r.more)))</span> more "
      body += "record\(r.more == 1 ? "" : "s") set in the period, each under its exercise in "
      body += "<a href=\"#exercises\">By exercise</a>.</p>\n"
    }
    return Markup.section("records", heading, body + "</div>\n")
  }

  /// One exercise on one day and the records it set: `2026-03-28 Squat
  /// 117.5kg × 5`, then `e1RM 137.1kg was 134.2kg · …` (a record set by
  /// another set of the day names it).
  static func item(_ row: RecentRecords.Row, id: String?) -> String {
    let set = row.set
    var out = "<li><time class=\"n\" datetime=\"\(row.date)\">\(row.date)</time>"
    out += "<span class=\"x\">\(Markup.escape(row.exercise))</span>"
    out += "<span class=\"n set\">\(set.map { Markup.escape(HistoryText.set($0)) } ?? "")</span><span class=\"fell\">"
    for (k, e) in row.shown.enumerated() {
      let r = e.record
      out += k == 0 ? "" : "<span class=\"sep\"> · </span>"
      out += "<span class=\"rec\">\(Markup.escape(HistoryText.title(r))) "
      out += value(r, tag: "b")
      if r.kind == .bestSession || r.set != set {
        out += " <span class=\"was\">(\(Markup.escape(HistoryText.evidence(r))))</span>"
      }
      out += " <span class=\"was\">was <span class=\"n\">\(Markup.escape(HistoryText.was(e)))</span></span></span>"
    }
    let hidden = row.events.count - row.shown.count
    if hidden > 0 {
      let more = "\(hidden) more"
      out += "<span class=\"sep\"> · </span><span class=\"was\">"
      out += id.map { "<a href=\"#\($0)\">\(more)</a>" } ?? more
      out += "</span>"
    }
    return out + "</span></li>\n"
  }

  /// An exercise's board: its current records (record, value, set, date),
  /// those that fell in the period marked PR.
  static func board(_ exercise: String, _ records: [PersonalRecord], fell: Set<PersonalRecord>) -> String {
    var out = "<table class=\"records\" data-exercise=\"\(Markup.escape(exercise))\">"
    out += "<caption>Records<span class=\"hidden\"> of \(Markup.escape(exercise))</span></caption>"
    out += "<thead><tr><th scope=\"col\">record</th><th scope=\"col\" class=\"r\">value</th><th scope=\"col\">set</th>"
    out += "<th scope=\"col\">date</th><th scope=\"col\"><span class=\"hidden\">fell in the period</span></th></tr>"
    out += "</thead><tbody>\n"
    for r in records {
      out += "<tr data-record=\"\(r.kind.rawValue)\"><td>\(Markup.escape(HistoryText.title(r)))</td>"
      out += "<td class=\"r\">\(value(r))</td><td>\(Markup.escape(HistoryText.evidence(r)))</td>"
      out += "<td>\(r.set.date)</td><td>\(fell.contains(r) ? Markup.record : "")</td></tr>\n"
    }
    return out + "</tbody></table>\n"
  }

  /// A record's value, its figure whole: `137.1kg`, and for a bodyweight
  /// e1RM what makes it after the figure (`110.3kg: 72.1kg body weight +
  /// 15kg`).
  static func value(_ r: PersonalRecord, tag: String = "span") -> String {
    let text = HistoryText.value(r)
    guard r.kind == .e1rm, let colon = text.firstIndex(of: ":") else {
      return "<\(tag) class=\"n\">\(Markup.escape(text))</\(tag)>"
    }
    return "<\(tag) class=\"n\">\(Markup.escape(String(text[..<colon])))</\(tag)>"
      + "<span class=\"made\">\(Markup.escape(String(text[colon...])))</span>"
  }
}
