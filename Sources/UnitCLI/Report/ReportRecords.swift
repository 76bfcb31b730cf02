import UnitNotebook

/// The current records of each exercise, as `unit prs` lists them (record,
/// value, the set that made it, its date); those set within the period
/// carry the word PR.
enum ReportRecords {
  static func section(_ c: ReportContent) -> String {
    guard !c.records.isEmpty else {
      return Markup.section("records", "Records", "<p class=\"note\">No records: no counted set.</p>\n")
    }
    let inPeriod = { (r: PersonalRecord) in
      guard let p = c.period else { return false }
      return p.first <= r.set.date && r.set.date <= p.last
    }
    let set = c.records.flatMap(\.records).filter(inPeriod).count
    var note = "Current records, as <span class=\"n\">unit prs</span> lists them. "
    note += set == 1 ? "One was set in the period: marked PR." : "\(set) were set in the period: each is marked PR."
    var body = "<p class=\"note\">\(note)</p>\n<div class=\"card\"><div class=\"scroll\"><table class=\"records\">"
    body += "<thead><tr><th scope=\"col\">record</th><th scope=\"col\" class=\"r\">value</th><th scope=\"col\">set</th>"
    body +=
      "<th scope=\"col\">date</th><th scope=\"col\"><span class=\"hidden\">in the period</span></th></tr></thead>\n"
    // A group of rows an exercise, headed by its name.
    for (exercise, records) in c.records {
      body += "<tbody><tr><th scope=\"rowgroup\" colspan=\"5\" class=\"group\">\(Markup.escape(exercise))</th></tr>\n"
      for r in records {
        body += "<tr data-record=\"\(r.kind.rawValue)\"><td>\(Markup.escape(HistoryText.title(r)))</td>"
        body +=
          "<td class=\"r\">\(Markup.escape(HistoryText.value(r)))</td><td>\(Markup.escape(HistoryText.evidence(r)))</td>"
        body += "<td>\(r.set.date)</td><td>\(inPeriod(r) ? Markup.record : "")</td></tr>\n"
      }
      body += "</tbody>\n"
    }
    return Markup.section("records", "Records", body + "</table></div></div>\n")
  }
}
