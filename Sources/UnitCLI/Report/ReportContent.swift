import UnitNotebook

/// Everything the report shows, taken from the library's values — the
/// same that `prs`, `stats`, `progress` and `next` print — so that the page
/// and the command line cannot disagree. The sections only write it out.
struct ReportContent {
  var files: [String]
  /// The dates asked for (`--since`, `--until`).
  var since: LocalDate?
  var until: LocalDate?
  /// The period's days trained and weeks (nil: no session in it).
  var days: TrainingDays?
  /// The work of each week (or month or year, for a long period), and its total.
  var work: HistoryStats
  /// Each exercise with its current records (as `unit prs`).
  var records: [(exercise: String, records: [PersonalRecord])]
  /// The records that fell most recently, and which current ones fell in
  /// the period (a record event in it: those the page marks PR).
  var recent: RecentRecords
  /// The most trained exercises' e1RM (or, for bodyweight work, reps).
  var strength: [HistorySeries]
  /// Each exercise done in the period: its work, best set and change.
  var exercises: [ExerciseWork]
  /// Timed and distance work, by exercise.
  var conditioning: [Conditioning]
  /// The body weights recorded in the period (nil when the notebooks
  /// record none at all; no points when none falls in the period).
  var bodyweight: HistorySeries?
  /// Every diagnostic of the notebooks, by file.
  var problems: [(file: String, diagnostics: [Diagnostic])]
  /// Sets per muscle group over the last weeks (`ReportMuscles`).
  var muscles = ReportMuscles.Content()

  /// One exercise's work over the period.
  struct ExerciseWork {
    var name: String
    /// As `unit stats -e NAME` counts them (warm-ups are work too).
    var stats: PeriodStats
    /// The series the best set and the change come from: e1RM, or most
    /// reps for bodyweight work; by year (its best is the best session's,
    /// with fewer points to make) and by month for the change (its first
    /// and last month only).
    var byYear: HistorySeries?
    var byMonth: HistorySeries?
    /// The same by session, week, month or year (`chartGrouping`): its
    /// chart.
    var chart: HistorySeries?
    /// Its last sessions in the period, newest first, as logged.
    var last: [LastTime] = []
  }

  /// One exercise's timed and distance work: its pace by year (whose
  /// best is the best session's) and its first and last session's.
  struct Conditioning {
    var name: String
    var stats: PeriodStats
    var paceByYear: HistorySeries?
    var paceEnds: HistorySeries?
  }

  /// The most charts the strength section draws, and the fewest points a
  /// chart may have before it groups sessions by week, month or year.
  static let strengthCharts = 6
  static let mostPoints = 160
  /// The longest period the work chart and table show by week (two
  /// years), then by month (fifteen years); beyond, by year.
  static let mostWeeks = 104
  static let mostMonths = 180
  /// How many last sessions an exercise shows.
  static let lastSessions = 3

  /// The report of a history over a period.
  init(
    _ history: TrainingHistory, files: [String], since: LocalDate?, until: LocalDate?, unit: WeightUnit?,
    problems: [(file: String, diagnostics: [Diagnostic])]
  ) {
    self.files = files
    self.since = since
    self.until = until
    self.problems = problems
    days = history.trainingDays(since: since, until: until)
    work = history.stats(by: ReportContent.grouping(days), since: since, until: until, unit: unit)
    muscles = ReportMuscles.Content(history, days: days, since: since, until: until)
    records = history.exercises.map { ($0.name, history.records(of: $0.name)) }.filter { !$0.1.isEmpty }
    recent = RecentRecords(history, current: records.flatMap(\.records), since: since, until: until)

    // Each exercise with a done set in the period, the most trained first.
    let all = history.exercises
    let totals = all.map {
      ($0, history.stats(by: .year, since: since, until: until, exercise: $0.name, unit: unit).total)
    }
    .filter { $0.1.sets > 0 }
    let read = ReportContent.work(of: totals, history, days, since: since, until: until)
    var exercises = read.map(\.work)
    let conditioning = read.compactMap(\.conditioning)
    exercises.sort { ($1.stats.sessions, $1.stats.sets, $0.name) < ($0.stats.sessions, $0.stats.sets, $1.name) }
    let last = history.lastSessions(
      of: exercises.map(\.name), count: ReportContent.lastSessions, since: since, until: until)
    for k in exercises.indices where k < last.count { exercises[k].last = last[k] }
    self.exercises = exercises
    self.conditioning = conditioning
    strength = exercises.filter { $0.byYear != nil }.prefix(ReportContent.strengthCharts).compactMap(\.chart)

    let weighIns = history.bodyweights(since: since, until: until).count
    bodyweight =
      history.bodyweights().isEmpty ? nil : ReportContent.bodyweightSeries(history, weighIns, days, since, until, unit)

  }

  /// Exercises' work over the period (each with its total, which has a
  /// done set), and the conditioning of those with time or distance.
  static func work(
    of exercises: [(ExerciseSummary, PeriodStats)], _ history: TrainingHistory, _ days: TrainingDays?,
    since: LocalDate?, until: LocalDate?
  ) -> [(work: ExerciseWork, conditioning: Conditioning?)] {
    // Each one's e1RM by year (the best set: the best session's, with
    // fewer points to make), by month (the change) and for its chart; its
    // pace when it is timed; then the most reps of those with no e1RM
    // (bodyweight work), none for timed work.
    // By year, by month (its first and last month) and the chart's.
    func groupings(_ total: PeriodStats) -> [HistoryGrouping] {
      [.year, .month, chartGrouping(sessions: total.sessions, days)]
    }
    func isTimed(_ total: PeriodStats) -> Bool { !total.seconds.isZero || !total.distance.isZero }
    var asked: [SeriesRequest] = []
    for (x, total) in exercises {
      asked.append(SeriesRequest(name: x.name, metric: .e1rm, groupings: groupings(total)))
      if isTimed(total) {
        asked.append(SeriesRequest(name: x.name, metric: .pace, groupings: [.year, .session]))
      }
    }
    let found = history.series(asked, since: since, until: until)
    var out: [(work: ExerciseWork, conditioning: Conditioning?)] = []
    var k = 0
    for (x, total) in exercises {
      var work = ExerciseWork(name: x.name, stats: total)
      if k < found.count, let s = found[k], s.count == 3, !s[0].points.isEmpty {
        (work.byYear, work.byMonth, work.chart) = (s[0], s[1], s[2])
      }
      k += 1
      var conditioning: Conditioning? = nil
      if isTimed(total) {
        let pace = k < found.count ? found[k].flatMap { $0.count == 2 && !$0[0].points.isEmpty ? $0 : nil } : nil
        conditioning = Conditioning(name: x.name, stats: total, paceByYear: pace?[0], paceEnds: pace?[1])
        k += 1
      }
      out.append((work, conditioning))
    }
    let noE1RM = exercises.indices.filter { out[$0].work.byYear == nil }
    let reps = history.series(
      noE1RM.map {
        SeriesRequest(name: exercises[$0].0.name, metric: .reps, groupings: groupings(exercises[$0].1))
      },
      since: since, until: until)
    for (j, i) in noE1RM.enumerated() {
      guard j < reps.count, let s = reps[j], s.count == 3, !s[0].points.isEmpty else { continue }
      (out[i].work.byYear, out[i].work.byMonth, out[i].work.chart) = (s[0], s[1], s[2])
    }
    return out
  }

  /// The body weights of the period, by weigh-in, or by week, month or
  /// year when there are too many to read (as a strength chart groups).
  static func bodyweightSeries(
    _ h: TrainingHistory, _ weighIns: Int, _ days: TrainingDays?, _ since: LocalDate?, _ until: LocalDate?,
    _ unit: WeightUnit?
  ) -> HistorySeries {
    var s = h.bodyweightSeries(by: chartGrouping(sessions: weighIns, days), unit: unit)
    s.points.removeAll { p in since.map { p.date < $0 } ?? false || until.map { p.date > $0 } ?? false }
    return s
  }

  /// A chart's grouping, fine enough to read: by session when there are at
  /// most `mostPoints` of them, else by week, month or year.
  static func chartGrouping(sessions: Int, _ days: TrainingDays?) -> HistoryGrouping {
    guard sessions > mostPoints, let d = days else { return .session }
    if d.weeks <= mostPoints { return .week }
    let months = (d.last.year - d.first.year) * 12 + d.last.month - d.first.month + 1
    return months <= mostPoints ? .month : .year
  }

  /// Weeks for a period of up to two years, months up to fifteen, then years.
  static func grouping(_ days: TrainingDays?) -> HistoryGrouping {
    guard let d = days else { return .week }
    if d.weeks <= mostWeeks { return .week }
    let months = (d.last.year - d.first.year) * 12 + d.last.month - d.first.month + 1
    return months <= mostMonths ? .month : .year
  }

  /// The period's first and last day, when it has any.
  var period: (first: LocalDate, last: LocalDate)? { days.map { ($0.first, $0.last) } }

  /// True when the notebooks have an error (the page lists it).
  var hasErrors: Bool { problems.contains { $0.diagnostics.contains { $0.severity == .error } } }
}
