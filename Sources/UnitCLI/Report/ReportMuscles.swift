import UnitNotebook

/// Sets per muscle group over the last twelve weeks of the period (as
/// `unit stats --by week --muscles` counts them): a column a week, oldest
/// first, every week of the twelve written even without a set, read down
/// (a week's sets of each group, the numbers right-aligned), a row a group
/// trained; every cell's number written (0 for none), no colour. The last
/// week's sets of each group lead, in words; the table is one click away
/// (the page stays short enough to read from the top). Under it, the
/// counted sets of exercises with no muscles known.
enum ReportMuscles {
  /// The weeks the section shows.
  static let weeks = 12

  /// What the section shows, read from the history with the page.
  struct Content {
    /// The Mondays of the weeks shown, oldest first (none: no day trained).
    var mondays: [LocalDate] = []
    var stats: MuscleStats? = nil
    var coverage: MuscleCoverage? = nil

    init() {}

    /// The last twelve weeks up to the period's last day, none before
    /// its first (`--since`, else the first day trained).
    init(_ history: TrainingHistory, days: TrainingDays?, since: LocalDate?, until: LocalDate?) {
      guard let days else { return }
      var monday = ReportMuscles.monday(of: days.last)
      let first = ReportMuscles.monday(of: days.first)
      while mondays.count < ReportMuscles.weeks, first <= monday {
        mondays.insert(monday, at: 0)
        guard let earlier = monday.adding(days: -7) else { break }
        monday = earlier
      }
      guard let start = mondays.first else { return }
      let from = since.map { Swift.max($0, start) } ?? start
      stats = history.muscleSets(by: .week, since: from, until: until)
      coverage = history.muscleCoverage(since: from, until: until)
    }
  }

  /// The Monday of the ISO week of `d`.
  static func monday(of d: LocalDate) -> LocalDate {
    let weekday = ((d.daysSinceEpoch + 3) % 7 + 7) % 7  // 1970-01-01 was a Thursday; Monday is 0
    return d.adding(days: -weekday) ?? d
  }

  static func section(_ c: ReportContent) -> String {
    let heading = "Sets per muscle"
    guard let stats = c.muscles.stats, stats.total.sets > 0 else {
      return Markup.section("muscles", heading, "<p class=\"note\">No counted sets in the last weeks.</p>\n")
    }
    let mondays = c.muscles.mondays
    var body = lastWeek(stats, mondays: mondays)
    var table = "<p class=\"note\">"
    if let first = mondays.first, let last = mondays.last {
      table +=
        mondays.count == 1
        ? "The week of \(first): "
        : "The last \(mondays.count) weeks, \(first) to \(last), a column a week (its Monday): "
    }
    table += "counted sets (done, not warm-ups, no ✗), a primary muscle a whole set and a secondary half, "
    table += "as <span class=\"n\">unit stats --muscles</span> counts them.</p>\n"
    table += self.table(stats, mondays: mondays)
    if let coverage = c.muscles.coverage { table += unknown(coverage) }
    var summary = "The table: each week’s sets of every muscle group, read down a week"
    if let c = c.muscles.coverage, !c.unknown.isEmpty { summary += ", and the exercises with no muscles known" }
    body += Markup.fold("muscles-table", "card table", summary: summary, table)
    return Markup.section("muscles", heading, body)
  }

  /// A row a muscle group trained in the weeks, a column a week (those
  /// without a set too, oldest first) and the total: reading down a week
  /// gives its sets of every group; the last row, each week's counted sets.
  static func table(_ s: MuscleStats, mondays: [LocalDate]) -> String {
    var byStart: [LocalDate: MuscleSets] = [:]
    for p in s.periods { if let start = p.start { byStart[start] = p } }
    let weeks = mondays.map { byStart[$0] }
    let columns: [Markup.Cell] =
      [.text("muscle", "name")] + mondays.map { .markup(weekLabel($0), "r") } + [.number("total")]
    func number(_ halves: Int) -> Markup.Cell { .number(sets(halves: halves)) }
    var rows = s.groups.map { g -> [Markup.Cell] in
      [.text(g.name)] + weeks.map { number($0?.halves(of: g) ?? 0) } + [number(s.total.halves(of: g))]
    }
    rows.append(
      [.text("counted sets", "total")] + weeks.map { .number(ReportPage.grouped(HistoryNumber($0?.sets ?? 0))) }
        + [.number(ReportPage.grouped(HistoryNumber(s.total.sets)))])
    return Markup.table(caption: nil, columns: columns, rows: rows)
  }

  /// The last week's sets of each group trained, most first, in words: the
  /// week a lifter steers the next by, with the weeks' table one click away.
  static func lastWeek(_ s: MuscleStats, mondays: [LocalDate]) -> String {
    guard let monday = mondays.last, let week = s.periods.first(where: { $0.start == monday }) else {
      return "<p>No counted sets in the last week.</p>\n"
    }
    let trained = MuscleGroup.allCases.map { ($0, week.halves(of: $0)) }.filter { $0.1 > 0 }
      .sorted { ($1.1, $0.0.name) < ($0.1, $1.0.name) }
    var out = "<p>Last week, of \(weekLabel(monday)): <span class=\"n\">"
    out += ReportPage.grouped(HistoryNumber(week.sets)) + "</span> counted " + (week.sets == 1 ? "set" : "sets")
    if !trained.isEmpty {
      out +=
        "; " + trained.map { "\($0.0.name) <span class=\"n\">\(sets(halves: $0.1))</span>" }.joined(separator: ", ")
    }
    return out + ".</p>\n"
  }

  /// Sets counted in halves, as the table writes them (`5.5`).
  static func sets(halves: Int) -> String {
    var w = ByteWriter(capacity: 16)
    MuscleOutput.appendSets(halves: halves, to: &w)
    return w.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  /// `5 Jan`, the week's Monday, with its date for machines and screen
  /// readers (`week of 2026-01-05`).
  static func weekLabel(_ monday: LocalDate) -> String {
    "<time datetime=\"\(monday)\" title=\"week of \(monday)\">\(monday.day) \(ReportPage.month(monday))</time>"
  }

  /// The exercises whose sets are in no column, most first: what to declare.
  static func unknown(_ c: MuscleCoverage) -> String {
    guard !c.unknown.isEmpty else { return "" }
    let unknown = c.sets - c.resolved
    var out = "<p class=\"note\"><span class=\"n\">\(ReportPage.grouped(HistoryNumber(unknown)))</span> counted "
    out += unknown == 1 ? "set is" : "sets are"
    out += " of exercises with no muscles known, in no column: "
    let shown = c.unknown.prefix(10).map {
      "\(Markup.escape(Excerpt.cut($0.exercise))) (<span class=\"n\">\(ReportPage.grouped(HistoryNumber($0.sets)))</span>)"
    }
    out += shown.joined(separator: ", ")
    if c.unknown.count > shown.count { out += " and \(c.unknown.count - shown.count) more" }
    out += ". Say what they train in a notebook's <span class=\"n\"># Muscles</span> section "
    out += "(<span class=\"n\">unit muscles</span> lists them all).</p>\n"
    return out
  }
}
