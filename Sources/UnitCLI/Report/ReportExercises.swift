import UnitNotebook

/// By exercise: a row an exercise — its sessions and sets (as `unit stats
/// -e`), its best set and how its e1RM (or reps) changed from the first
/// month to the last — that opens (`<details>`, no script) onto its whole
/// record board, its chart and its last sessions as logged. The most
/// trained come first and show; the long tail is folded under one row,
/// with the exercises that hold records but were not trained in the period.
enum ReportExercises {
  /// The rows shown before the tail is folded, and the fewest rows worth
  /// folding (a tail of one or two is shown).
  static let shown = 10
  static let fewestFolded = 4

  static func section(_ c: ReportContent) -> String {
    let trained = Set(c.exercises.map(\.name))
    let untrained = c.records.filter { !trained.contains($0.exercise) }
    guard !c.exercises.isEmpty || !untrained.isEmpty else {
      return Markup.section("exercises", "By exercise", "<p class=\"note\">No done sets in the period.</p>\n")
    }
    let ids = ReportExercises.ids(c)
    let boards = Dictionary(c.records.map { ($0.exercise, $0.records) }, uniquingKeysWith: { a, _ in a })
    var rows = c.exercises.map { x in row(x.name, work: x, boards[x.name] ?? [], c, id: ids[x.name] ?? "") }
    rows += untrained.map { row($0.exercise, work: nil, $0.records, c, id: ids[$0.exercise] ?? "") }
    var body = "<p class=\"note\">Sets of every kind (warm-ups are work too); the best set by estimated 1RM (most "
    body += "reps for bodyweight work); the change from the first month to the last. Open a row for the "
    body += "exercise’s records, its chart and its last sessions.</p>\n"
    body += "<div class=\"card xlist\">\n<div class=\"xrow xhead\" aria-hidden=\"true\"><span>exercise</span>"
    body += "<span class=\"r\">sessions</span><span class=\"r\">sets</span><span>best set</span>"
    body += "<span>first month to last</span></div>\n"
    let open = rows.count - shown < fewestFolded ? rows.count : shown
    body += rows.prefix(open).joined()
    if open < rows.count {
      let rest = rows.count - open
      let summary = "\(rest) more exercise\(rest == 1 ? "" : "s"), trained less often"
      body += Markup.fold("x-tail", "tail", summary: summary, rows.dropFirst(open).joined())
    }
    return Markup.section("exercises", "By exercise", body + "</div>\n")
  }

  /// Each exercise's row's id (`x-squat`), in the order of the rows: the
  /// trained, then those with records only.
  static func ids(_ c: ReportContent) -> [String: String] {
    var slugs = Slugs()
    var out: [String: String] = [:]
    for name in c.exercises.map(\.name) + c.records.map(\.exercise) where out[name] == nil {
      out[name] = slugs.make("x-" + name)
    }
    return out
  }

  /// An exercise's row and what it opens onto.
  static func row(
    _ name: String, work x: ReportContent.ExerciseWork?, _ records: [PersonalRecord], _ c: ReportContent, id: String
  )
    -> String
  {
    let sessions = x?.stats.sessions ?? 0
    let sets = x?.stats.sets ?? 0
    var out = "<details class=\"x\" id=\"\(id)\"><summary><span class=\"xrow\">"
    out += "<span class=\"name\">\(Markup.escape(name))</span>"
    out += "<span class=\"n r\">\(ReportPage.grouped(HistoryNumber(sessions)))<span class=\"u\"> "
    out += "session\(sessions == 1 ? "" : "s")</span></span>"
    out +=
      "<span class=\"n r\">\(ReportPage.grouped(HistoryNumber(sets)))<span class=\"u\"> set\(sets == 1 ? "" : "s")</span></span>"
    out += "<span class=\"best\">\(x?.byYear.map(bestSet) ?? "")</span>"
    out += "<span class=\"change\">\(x == nil ? "not trained in the period" : x?.byMonth.map(change) ?? "")</span>"
    out += "</span></summary>\n<div class=\"xbody\">\n"
    if let s = x?.chart, let p = c.period {
      out += "<div class=\"chart\">\n\(ReportStrength.figure(s, id: id + "-chart", from: p.first, to: p.last))</div>\n"
    }
    if !records.isEmpty {
      out += "<div class=\"board\">\(ReportRecords.board(name, records, fell: c.recent.fell))</div>\n"
    }
    if let last = x?.last, !last.isEmpty {
      out += "<div class=\"last\"><h3>Last sessions</h3>\n"
      for t in last {
        let text = String(decoding: Notebook(sessions: [t.session]).canonicalUTF8, as: UTF8.self)
        out += "<pre>\(Markup.escape(text))</pre>\n"
      }
      out += "</div>\n"
    }
    return out + "</div>\n</details>\n"
  }

  /// `117.5kg × 5, e1RM 137.1kg`; `BW × 10`: each figure whole on its line.
  static func bestSet(_ s: HistorySeries) -> String {
    guard let best = s.best, let set = best.set else { return "" }
    let text = "<span class=\"n\">\(Markup.escape(HistoryText.set(set)))</span>"
    guard s.metric == .e1rm else { return text }
    return text + ", e1RM <span class=\"n\">\(Markup.escape(SeriesText.value(s, best.value)))</span>"
  }

  /// `up +7.5kg e1RM, 2026-01 to 2026-03`; `level, …`; empty for one month.
  static func change(_ s: HistorySeries) -> String {
    guard let d = s.change, let first = s.points.first, let last = s.points.last else { return "" }
    let months =
      "<span class=\"n\">\(first.date.description.prefix(7))</span> to "
      + "<span class=\"n\">\(last.date.description.prefix(7))</span>"
    if d.significand == 0 { return "level, \(months)" }
    let amount = Markup.escape(SeriesText.value(s, HistoryNumber(d.magnitude)))
    let what = s.metric == .e1rm ? " e1RM" : ""
    let signed = d.isNegative ? "down <span class=\"n\">−\(amount)</span>" : "up <span class=\"n\">+\(amount)</span>"
    return "\(signed)\(what), \(months)"
  }
}

/// Ids for names, each once: the name's letters and digits, lower case,
/// other characters as `-`, and `-2`, `-3`… after a repeat. An id stays
/// the same from one writing of the page to the next (a page written with
/// `--watch` reopens its open rows by them).
struct Slugs {
  var taken: Set<String> = []

  mutating func make(_ name: String) -> String {
    var s = ""
    for c in name.lowercased().unicodeScalars {
      let keep = c.properties.isAlphabetic || ("0"..."9").contains(c)
      if keep { s.unicodeScalars.append(c) } else if !s.hasSuffix("-") { s += "-" }
    }
    while s.hasSuffix("-") { s.removeLast() }
    var id = s
    var n = 2
    while taken.contains(id) {
      id = "\(s)-\(n)"
      n += 1
    }
    taken.insert(id)
    return id
  }
}
