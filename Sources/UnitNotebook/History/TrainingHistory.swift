/// A lifter's history, from one or more notebooks: the exercises and how
/// often each was done, last time, the current records and the sets that
/// made them, every record event in date order, series for charts, and the
/// work of each week, month or year — the numbers `unit last`, `unit prs`,
/// `unit stats` and `unit progress` print, as values (docs/history.md).
///
/// Sessions are taken in date order, then start time, then place in the
/// files, wherever they stand in the text; several files are one history.
/// Built in one pass over the text; it keeps a digest per session and per
/// exercise in it, never the sets.
public struct TrainingHistory: Sendable {
  /// The names of the files, in the order given.
  public let files: [String]
  let aliases: ExerciseAliases
  let ids: [String: Int32]
  /// The identity key of each exercise, by id.
  let keys: [String]
  let summaries: [ExerciseSummary]
  let recordsByExercise: [[PersonalRecord]]
  let allEvents: [RecordEvent]
  /// Where each event's set is (parallel to `allEvents`).
  let eventSpots: [SetSpot]
  /// For each exercise (by id), where its events are in `allEvents`: a
  /// series marks its records from its own (a report asks for a series of
  /// every exercise).
  let eventsOfExercise: [[Int32]]
  /// Each exercise's last time, by id (only those read back and found: a
  /// history of a million names that reads one, or none, holds one, or
  /// none).
  let latest: [Int32: LastTime]
  let sessionDigests: PartedArray<SessionDigest>
  let exerciseDigests: PartedArray<ExerciseDigest>
  /// For each exercise (by id), where its digests are in `exerciseDigests`,
  /// in history order: a series or an exercise's stats reads its own, not
  /// every exercise's (a report asks for each exercise's).
  let digestsOfExercise: [[Int32]]
  let digestBests: PartedArray<DigestBests>
  /// The session bests' sets, their names (`PointSet.name`), and their
  /// time and distance (`DigestBests.timed`).
  let pointSets: PartedArray<PointSet>
  let pointNames: [String]
  let digestTimed: PartedArray<TimedSums>
  let plannedPeriods: PeriodTable?
  /// The body weights recorded, in the history's order (`bodyweight(on:)`).
  let weighIns: [WeighIn]
  let weightUnits: WeightUnitTally
  let distanceUnits: DistanceUnitTally
  let sources: HistorySources
  /// The cut-off date last times were taken before, if any.
  let plannedLastTimeBefore: LocalDate?
  /// Whether the sessions' best sets were kept (`HistoryPlan`): without
  /// them there is no series of e1RM, heaviest or reps.
  let keepsSessionBests: Bool
  /// Each exercise's series made while folding (by id), and their dates
  /// (`HistoryPlan.seriesWhileReading`).
  let foldedSeries: [FoldedSeries?]
  let seriesPeriod: DateSpan?
  /// The planner of the next sessions, made while reading
  /// (`HistoryPlan.plansNext`), and the day it plans for: it plans when
  /// asked (a report asks on a thread of its own while it reads the rest).
  let plannedNext: (date: LocalDate, planner: Planner)?

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
    guard let id = id(of: name) else { return [] }
    return recordsByExercise[Int(id)]
  }

  /// Record events in date order, of one exercise or all, between two
  /// dates (inclusive) when given.
  public func events(of name: String? = nil, since: LocalDate? = nil, until: LocalDate? = nil) -> [RecordEvent] {
    let id = name.flatMap { self.id(of: $0) }
    if name != nil && id == nil { return [] }
    let key = id.map { summaries[Int($0)].name }
    return allEvents.filter { e in
      (key.map { e.record.exercise == $0 } ?? true) && (since.map { e.record.set.date >= $0 } ?? true)
        && (until.map { e.record.set.date <= $0 } ?? true)
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
    let key = Array(ExerciseAliases.key(name).unicodeScalars)
    let scored = summaries.map { s -> (Int, String) in
      let other = Array(ExerciseAliases.key(s.name).unicodeScalars)
      var d = TrainingHistory.editDistance(key, other)
      if other.starts(with: key) || key.starts(with: other) { d = Swift.min(d, 1) }
      return (d, s.name)
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.1)
  }

  // MARK: - Building

  /// The history of notebook texts (UTF-8), each with the name it is
  /// reported by, and each text's diagnostics (as `unit check` gives
  /// them). Lines with errors are left out; the rest still counts.
  public static func read(
    _ texts: [(name: String, text: [UInt8])], aliases: ExerciseAliases = ExerciseAliases()
  ) -> (history: TrainingHistory, diagnostics: [[Diagnostic]]) {
    let arrays = texts.map(\.text)
    return TrainingHistory.withBuffers(arrays[...], []) { buffers in
      let reader = HistoryReader(names: texts.map(\.name), aliases: aliases, plan: HistoryPlan())
      // Each file starts at the body weight the files before it end with.
      var parts: [HistoryPart] = []
      var inEffect: Weight? = nil
      for k in buffers.indices {
        let part = reader.fold(buffers[k], file: k, isFirst: k == 0, bodyweight: inEffect)
        inEffect = part.lastBodyweight ?? inEffect
        parts.append(part)
      }
      let history = reader.finish(parts.map { ($0, 0, 0) }, buffers: buffers, sources: .texts(arrays))
      return (history, parts.map(\.diagnostics))
    }
  }

  /// The history of notebooks, each with the name it is reported by. Sets
  /// have no line or column (a notebook value does not know its text).
  public init(notebooks: [(name: String, notebook: Notebook)], aliases: ExerciseAliases = ExerciseAliases()) {
    var order: [(key: SessionKey, file: Int, index: Int)] = []
    for (f, n) in notebooks.enumerated() {
      for (i, s) in n.notebook.sessions.enumerated() {
        let key = SessionKey(
          day: Int32(s.date.daysSinceEpoch), start: s.start.map { Int32($0.secondsSinceMidnight) } ?? -1,
          file: Int32(f), offset: i)
        order.append((key, f, i))
      }
    }
    order.sort { $0.key < $1.key }
    var segment = HistorySegment(plan: HistoryPlan(), aliases: aliases, isFirst: true)
    var record = SessionRecord()
    var texts = TextReader.forModel
    for o in order {
      record.fill(from: notebooks[o.file].notebook.sessions[o.index])
      segment.add(record, texts: &texts, file: Int32(o.file), range: o.index..<o.index, line: 0)
    }
    let models = notebooks.map(\.notebook)
    self.init(
      consume segment, files: notebooks.map(\.name), access: HistoryAccess(texts: [], notebooks: models),
      sources: .notebooks(models))
  }

  /// The last session before `date` (or the very last, when nil) in which
  /// the exercise had a counted set, with its block as logged. A history
  /// built with a cut-off date for last times (the command line's `last
  /// --before`) answers for that date only.
  public func lastTime(of name: String, before date: LocalDate? = nil) -> LastTime? {
    lastTimes(of: [name], before: date).first ?? nil
  }

  // MARK: - The next session

  /// The next session of a routine, or the last session with that title
  /// repeated: `plans().nextSession(for:on:)`, which says how. Reads the
  /// notebooks for this one plan: keep `plans()` to make many.
  public func nextSession(for name: String, on date: LocalDate) -> SessionPlan? {
    plans().nextSession(for: name, on: date)
  }

  /// The sets to plan for one exercise: `plans().nextSets(of:in:on:)`.
  /// Reads the notebooks for this one plan: keep `plans()` to make many.
  public func nextSets(of exercise: String, in routine: String? = nil, on date: LocalDate? = nil) -> ExercisePlan? {
    plans().nextSets(of: exercise, in: routine, on: date)
  }

  /// The next session of every routine of the notebooks, planned on
  /// `date` from the history up to that day (that day included): what
  /// `unit next NAME --date DATE` prints for each. Each name once (the
  /// routine last written with it), in the order the names first appear.
  public func nextSessions(on date: LocalDate) -> [SessionPlan] {
    makeNextSessions(on: date)
  }

  /// The next sessions of a share of the routines, `part` (from 0) of
  /// `parts` in order: `nextSessions(on:)` is every part's one after the
  /// other (a report plans them on two threads).
  package func nextSessions(on date: LocalDate, part: Int, of parts: Int) -> [SessionPlan] {
    makeNextSessions(on: date, part: part, of: parts)
  }

  /// The day after the last day trained (a session with a done set) on or
  /// before `until`, or after the last of all when nil: the day a report
  /// plans the next sessions for. Nil with no such day.
  public func dayAfterLastTraining(until: LocalDate? = nil) -> LocalDate? {
    TrainingHistory.dayAfterLastTraining(sessionDigests, until: until)
  }

  /// The routine names and session titles of the history nearest to
  /// `name`, nearest first (each once): what an unknown name suggests.
  /// Reads the notebooks for this answer: keep `plans()` to ask many.
  public func planNames(nearest name: String, limit: Int = 5) -> [String] {
    plans().planNames(nearest: name, limit: limit)
  }

  /// The routines of the notebooks, in the order written. Reads the
  /// notebooks for this answer: keep `plans()` to ask many.
  public var routines: [Routine] { plans().routines }

  /// The history read once for planning: its notebooks as values, which
  /// every plan then asks without reading them again. Costs a reading of
  /// the notebooks (about 60–90 ms for 2 MB); a history made from notebook
  /// values costs nothing more.
  public func plans() -> TrainingPlans {
    switch sources {
    case .notebooks(let n): return TrainingPlans(notebooks: n, aliases: aliases)
    case .texts(let t): return TrainingPlans(notebooks: t.map { Notebook.parse(utf8: $0).notebook }, aliases: aliases)
    case .none: return TrainingPlans(notebooks: [], aliases: aliases)
    }
  }

  /// The planner of the sources the history was read from, with the
  /// sessions up to a date.
  func planner(until date: LocalDate?) -> Planner {
    plans().planner(until: date)
  }

  // MARK: - Series and stats

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
    makeSeries([SeriesRequest(name: name, metric: metric, groupings: [grouping])], since: since, until: until)
      .first.flatMap { $0?.first }
  }

  /// Several series at once, from one pass over the sessions: for each
  /// request (an exercise, a metric, groupings), its series by each of
  /// its groupings in their order, as `series(of:metric:by:since:until:)`
  /// gives them (a report shows every exercise by year, by month and in a
  /// chart); nil for an exercise the history does not know.
  package func series(_ requests: [SeriesRequest], since: LocalDate? = nil, until: LocalDate? = nil)
    -> [[HistorySeries]?]
  {
    makeSeries(requests, since: since, until: until)
  }

  /// Work by week, month or year, and its total: sessions with a done set,
  /// done sets of every kind (warm-ups are work too), their reps, volume,
  /// time and distance. Dates are inclusive; `exercise` limits it to one
  /// exercise; `unit` is the volume's (the usual unit when nil).
  public func stats(
    by grouping: HistoryGrouping = .week, since: LocalDate? = nil, until: LocalDate? = nil,
    exercise: String? = nil, unit: WeightUnit? = nil
  ) -> HistoryStats {
    makeStats(by: grouping, since: since, until: until, exercise: exercise, unit: unit)
  }
  /// The stats of several exercises at once, each as `stats(by:since:until:exercise:unit:)`
  /// gives it, from one pass over the sessions (a report shows every exercise's).
  package func stats(
    ofEach names: [String], by grouping: HistoryGrouping = .week, since: LocalDate? = nil, until: LocalDate? = nil,
    unit: WeightUnit? = nil
  ) -> [HistoryStats] {
    makeStats(ofEach: names, by: grouping, since: since, until: until, unit: unit)
  }

  /// The body weight on a date: the latest recorded (`Bodyweight 82.4kg`)
  /// on or before it; nil before the first. Bodyweight sets count it in
  /// volume and e1RM (docs/history.md, Body weight).
  public func bodyweight(on date: LocalDate) -> Weight? {
    weighInOn(date)
  }

  /// Every body weight recorded between two dates (inclusive), oldest
  /// first, as written: one point a weigh-in (`unit progress Bodyweight`).
  public func bodyweights(since: LocalDate? = nil, until: LocalDate? = nil) -> [BodyweightPoint] {
    weighIns(since: since, until: until)
  }

  /// The body weights as a series for a chart (`unit progress Bodyweight`):
  /// a weight series (`metric` is `.heaviest`) named `Bodyweight`, one
  /// point a weigh-in, or the last of each week or month; in `unit`, else
  /// the unit most weigh-ins use. Never a record.
  public func bodyweightSeries(by grouping: HistoryGrouping = .session, unit: WeightUnit? = nil) -> HistorySeries {
    makeBodyweightSeries(by: grouping, unit: unit)
  }

  /// Whether a name asks for the body weight (`Bodyweight`, `body weight`,
  /// any case) rather than an exercise.
  public static func namesBodyweight(_ name: String) -> Bool {
    bodyweightKeys.contains(ExerciseAliases.key(name))
  }

  /// The days trained between two dates (inclusive), or over the whole
  /// history, with the weeks they span: how regularly the lifter trained.
  /// Nil when there is no day to show (no session, and no span given).
  public func trainingDays(since: LocalDate? = nil, until: LocalDate? = nil) -> TrainingDays? {
    makeTrainingDays(since: since, until: until)
  }

  func id(of name: String) -> Int32? {
    ids[ExerciseAliases.key(aliases.resolve(name))]
  }

  /// The most scalars of each name `editDistance` compares: suggestions are
  /// for typos, and no name may make them quadratic in its length (two
  /// names of a megabyte would take 10¹² steps).
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

/// What a history can read its sessions back from, for last time before
/// any date: the texts or notebooks it was built from, or nothing.
package enum HistorySources: Sendable {
  case texts([[UInt8]])
  case notebooks([Notebook])
  case none
}
