/// A lifter's history, from one or more notebooks: the exercises and how
/// often each was done, last time, the current records and the sets that
/// made them, every record event in date order, series for charts, and the
/// work of each week, month or year — the numbers `unit last`, `unit prs`,
/// `unit stats` and `unit progress` print, as values (docs/history.md).
///
/// Sessions are taken in date order, then start time, then place in the
/// files, wherever they stand in the text; several files are one history.
/// Built in one pass over the text, by the trackers of the questions it
/// answers (`HistoryTracker`): a history read with `read(_:aliases:)` or
/// from notebook values answers every question.
public struct TrainingHistory: Sendable {
  /// The names of the files, in the order given.
  public let files: [String]
  let aliases: ExerciseAliases
  let ids: [String: Int32]
  /// The identity key of each exercise, by id.
  let keys: [String]
  let summaries: [ExerciseSummary]
  /// The body weights recorded, in the history's order (`bodyweight(on:)`).
  let weighIns: [WeighIn]
  let weightUnits: UnitTally<WeightUnit>
  let distanceUnits: UnitTally<DistanceUnit>
  /// What the history was read from: sessions are read back from it.
  let sources: HistorySources
  /// The finished trackers of the questions it was read for.
  let trackers: [any HistoryTracker]

  /// The history a fold (joined, and folded again in order if need be) holds.
  init(_ fold: consuming HistoryFold, files: [String], sources: HistorySources) {
    var f = consume fold
    f.finishNames()
    self.files = files
    aliases = f.aliases
    ids = f.ids
    keys = f.exercises.map(\.key)
    summaries = f.exercises.map(\.summary)
    weighIns = f.bodyweights.weighIns.sorted { $0.key < $1.key }
    weightUnits = f.weightUnits
    distanceUnits = f.distanceUnits
    self.sources = sources
    let finished = FinishedFold(
      files: files, routines: f.routines, declarations: f.declarations, names: summaries.map(\.name), keys: keys,
      sources: sources)
    var trackers = f.trackers
    f.trackers = []
    for k in trackers.indices { trackers[k].finish(finished) }
    self.trackers = trackers
  }

  /// The tracker of one question, when the history was read for it.
  func tracker<T: HistoryTracker>(_ type: T.Type) -> T? {
    trackers.lazy.compactMap { $0 as? T }.first
  }

  /// The history of notebook texts (UTF-8), each with the name it is
  /// reported by, and each text's diagnostics (as `unit check` gives
  /// them). Lines with errors are left out; the rest still counts.
  public static func read(
    _ texts: [(name: String, text: [UInt8])], aliases: ExerciseAliases = ExerciseAliases()
  ) -> (history: TrainingHistory, diagnostics: [[Diagnostic]]) {
    read(texts, aliases: aliases, asking: HistoryQuestion.all)
  }

  /// The history of notebooks, each with the name it is reported by. Sets
  /// have no line or column (a notebook value does not know its text).
  public init(notebooks: [(name: String, notebook: Notebook)], aliases: ExerciseAliases = ExerciseAliases()) {
    self.init(
      TrainingHistory.fold(notebooks: notebooks, aliases: aliases), files: notebooks.map(\.name),
      sources: .notebooks(notebooks.map(\.notebook)))
  }

  /// Every exercise of the history, by name.
  public var exercises: [ExerciseSummary] {
    // Each name keyed once, not once a comparison.
    let byName = summaries.map { (key: ExerciseAliases.key($0.name), summary: $0) }
    return byName.sorted { $0.key < $1.key }.map(\.summary)
  }

  /// The exercise a name stands for (matched as the history matches names,
  /// aliases included), or nil when the history does not know it.
  public func exercise(named name: String) -> ExerciseSummary? {
    id(of: name).map { summaries[Int($0)] }
  }

  /// The current records of an exercise, or of every exercise (nil), in
  /// the order of `RecordKind` (by weight for reps at a weight, by
  /// distance for fastest).
  public func records(of name: String? = nil) -> [PersonalRecord] {
    guard let name else { return exercises.flatMap { records(of: $0.name) } }
    guard let id = id(of: name), let r = tracker(RecordsTracker.self), Int(id) < r.records.count else { return [] }
    return r.records[Int(id)]
  }

  /// Record events in date order, of one exercise or all, between two
  /// dates (inclusive) when given.
  public func events(of name: String? = nil, since: LocalDate? = nil, until: LocalDate? = nil) -> [RecordEvent] {
    let id = name.flatMap { self.id(of: $0) }
    if name != nil && id == nil { return [] }
    let key = id.map { summaries[Int($0)].name }
    let dates = DateSpan(since: since, until: until)
    return (tracker(RecordsTracker.self)?.events ?? []).filter { e in
      (key.map { e.record.exercise == $0 } ?? true) && dates.includes(e.record.set.date)
    }
  }

  /// The weight unit most weighted done sets use (kg on a tie): the unit of
  /// totals when none is asked for.
  public var usualUnit: WeightUnit { weightUnits.usual }

  /// Kilometres, or miles when most distance sets are in miles.
  public var usualDistanceUnit: DistanceUnit { distanceUnits.usual }

  /// Known exercise names nearest to `name` (by edit distance of their
  /// identity), nearest first: what an error suggests for a typo.
  public func nearestNames(to name: String, limit: Int = 3) -> [String] {
    TrainingHistory.nearest(to: name, among: summaries.map(\.name), limit: limit)
  }

  /// The names nearest to `name` by the edit distance of their identities
  /// (one holding the other at its start is 1 away), nearest first.
  static func nearest(to name: String, among names: [String], limit: Int) -> [String] {
    let key = Array(ExerciseAliases.key(name).unicodeScalars)
    let scored = names.map { n -> (Int, String) in
      let other = Array(ExerciseAliases.key(n).unicodeScalars)
      var d = TrainingHistory.editDistance(key, other)
      if other.starts(with: key) || key.starts(with: other) { d = Swift.min(d, 1) }
      return (d, n)
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.1)
  }

  /// The last session before `date` (or the very last, when nil) in which
  /// the exercise had a counted set, with its block as logged.
  public func lastTime(of name: String, before date: LocalDate? = nil) -> LastTime? {
    lastTimes(of: [name], before: date).first ?? nil
  }

  /// An exercise's series of a metric, by session, week or month (or
  /// year): one point per session or period with a counted set, of the
  /// sessions between two dates (inclusive) when given. Weights are in the
  /// unit most of the exercise's weighted sets use (kg on a tie),
  /// distances in the usual distance unit. Nil when the exercise is
  /// unknown.
  public func series(
    of name: String, metric: HistoryMetric, by grouping: HistoryGrouping = .session, since: LocalDate? = nil,
    until: LocalDate? = nil
  ) -> HistorySeries? {
    series([SeriesRequest(name: name, metric: metric, groupings: [grouping])], since: since, until: until)
      .first.flatMap { $0?.first }
  }

  /// Sets per muscle group by week, month or year, and their total:
  /// counted sets (done, not warm-ups), a primary group counting a whole
  /// set and a secondary half. What an exercise trains is resolved by its
  /// name: the notebooks' `# Muscles` sections first (a later notebook's
  /// declaration of an exercise wins), then the aliases and the catalogue
  /// (docs/muscles.md). Dates are inclusive; `exercise` limits it to one.
  public func muscleSets(
    by grouping: HistoryGrouping = .week, since: LocalDate? = nil, until: LocalDate? = nil, exercise: String? = nil
  ) -> MuscleStats {
    makeMuscleSets(by: grouping, since: since, until: until, exercise: exercise)
  }

  /// The counted sets between two dates (inclusive), how many of them
  /// resolve to muscles, and the exercises that do not, most sets first.
  public func muscleCoverage(since: LocalDate? = nil, until: LocalDate? = nil) -> MuscleCoverage {
    makeMuscleCoverage(since: since, until: until)
  }

  /// What an exercise trains as this history resolves names: with its
  /// notebooks' declarations (`DeclarationPlace.notebook` is a file's
  /// place in `files`), and their `conflicts`.
  public var muscleResolver: MuscleResolver { tracker(MuscleTracker.self)?.resolver ?? MuscleResolver() }

  /// The days trained between two dates (inclusive), or over the whole
  /// history, with the weeks they span: how regularly the lifter trained.
  /// Nil when there is no day to show (no session, and no span given).
  public func trainingDays(since: LocalDate? = nil, until: LocalDate? = nil) -> TrainingDays? {
    tracker(WorkTracker.self)?.trainingDays(in: DateSpan(since: since, until: until))
  }

  /// The day after the last day trained (a session with a done set) on or
  /// before `until`, or after the last of all when nil: the day a report
  /// plans the next sessions for. Nil with no such day.
  public func dayAfterLastTraining(until: LocalDate? = nil) -> LocalDate? {
    tracker(WorkTracker.self)?.dayAfterLastTraining(until: until)
  }

  func id(of name: String) -> Int32? {
    ids[ExerciseAliases.key(aliases.resolve(name))]
  }

  /// The most scalars of each name `editDistance` compares: suggestions are
  /// for typos, and no name may make them quadratic in its length.
  static let editDistanceScope = 64

  /// The edit distance of the first `editDistanceScope` scalars of each.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    let a = a.prefix(editDistanceScope)
    let b = b.prefix(editDistanceScope)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var diagonal = row[0]
      row[0] = i
      for j in 1...b.count {
        let up = row[j]
        row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
        diagonal = up
      }
    }
    return row[b.count]
  }
}

extension TrainingHistory {
  /// Work by week, month or year, and its total: sessions with a done set,
  /// done sets of every kind (warm-ups are work too), their reps, volume,
  /// time and distance. Dates are inclusive; `exercise` limits it to one
  /// exercise; `unit` is the volume's (the usual unit when nil).
  public func stats(
    by grouping: HistoryGrouping = .week, since: LocalDate? = nil, until: LocalDate? = nil,
    exercise: String? = nil, unit: WeightUnit? = nil
  ) -> HistoryStats {
    let work = tracker(WorkTracker.self)
    let works = exercise.map { work?.works(of: id(of: $0)) ?? [] } ?? work?.sessions ?? []
    let periods = WorkTracker.periods(works, by: grouping, in: DateSpan(since: since, until: until))
    let u = unit ?? usualUnit
    let du = usualDistanceUnit
    var total = Work.zero
    var stats: [PeriodStats] = []
    stats.reserveCapacity(periods.count)
    for p in periods {
      total.add(p.work)
      var s = p.work.stats(start: p.start, unit: u, distanceUnit: du)
      s.bodyweight = bodyweight(on: HistoryPeriods.end(of: p.start, grouping))
      stats.append(s)
    }
    var all = total.stats(start: nil, unit: u, distanceUnit: du)
    all.bodyweight = until.map { bodyweight(on: $0) } ?? weighIns.last?.weight
    return HistoryStats(grouping: grouping, unit: u, distanceUnit: du, periods: stats, total: all)
  }

  /// The body weight on a date: the latest recorded (`Bodyweight 82.4kg`)
  /// on or before it; nil before the first. Bodyweight sets count it in
  /// volume and e1RM (docs/history.md, Body weight).
  public func bodyweight(on date: LocalDate) -> Weight? {
    // The one before the first weigh-in after the date.
    let after = weighIns.partitioningIndex { $0.date > date }
    return after > 0 ? weighIns[after - 1].weight : nil
  }

  /// Every body weight recorded between two dates (inclusive), oldest
  /// first, as written: one point a weigh-in (`unit progress Bodyweight`).
  public func bodyweights(since: LocalDate? = nil, until: LocalDate? = nil) -> [BodyweightPoint] {
    let dates = DateSpan(since: since, until: until)
    return weighIns.filter { dates.includes($0.date) }.map { BodyweightPoint(date: $0.date, weight: $0.weight) }
  }

  /// Whether a name asks for the body weight (`Bodyweight`, `body weight`,
  /// any case) rather than an exercise.
  public static func namesBodyweight(_ name: String) -> Bool {
    bodyweightKeys.contains(ExerciseAliases.key(name))
  }

  /// The identity keys of the names that ask for the body weight.
  static let bodyweightKeys: Set<String> = [
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweight.spellings.printed)"),
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweightPair.0) \(Lexicon.LineWord.bodyweightPair.1)"),
  ]

  /// The body weights as a series for a chart (`unit progress Bodyweight`):
  /// a weight series (`metric` is `.heaviest`) named `Bodyweight`, one
  /// point a weigh-in, or the last of each week or month; in `unit`, else
  /// the unit most weigh-ins use; a value as written when in the series'
  /// unit, else converted to 0.1. Never a record.
  public func bodyweightSeries(by grouping: HistoryGrouping = .session, unit: WeightUnit? = nil) -> HistorySeries {
    var units = UnitTally<WeightUnit>()
    for w in weighIns { units.count(w.weight.unit) }
    let u = unit ?? units.usual
    var points: [SeriesPoint] = []
    for w in weighIns {
      let date = HistoryPeriods.start(of: w.date, grouping)
      let value =
        w.weight.unit == u
        ? HistoryNumber(w.weight.value) : HistoryNumber(ExactAmount.mass(w.weight).tenths(of: u), places: 1)
      var point = SeriesPoint(date: date, value: value, isRecord: false, set: nil, sessions: 1)
      // By period, the period's last weigh-in.
      if grouping != .session, let last = points.last, last.date == date {
        point.sessions += points.removeLast().sessions
      }
      points.append(point)
    }
    return HistorySeries(
      exercise: "\(Lexicon.LineWord.bodyweight.spellings.printed)", metric: .heaviest, grouping: grouping, unit: u,
      points: points, isBodyweight: true)
  }
}
