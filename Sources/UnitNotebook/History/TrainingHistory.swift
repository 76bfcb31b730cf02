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
  let summaries: [ExerciseSummary]
  let recordsByExercise: [[PersonalRecord]]
  let allEvents: [RecordEvent]
  /// Where each event's set is (parallel to `allEvents`).
  let eventSpots: [SetSpot]
  let latest: [LastTime?]
  let sessionDigests: [SessionDigest]
  let exerciseDigests: [ExerciseDigest]
  let plannedPeriods: PeriodTable?
  let kgSets: Int
  let lbSets: Int
  let kmSets: Int
  let miSets: Int
  let sources: HistorySources
  /// The cut-off date last times were taken before, if any.
  let plannedLastTimeBefore: LocalDate?

  /// Every exercise of the history, by name.
  public var exercises: [ExerciseSummary] {
    summaries.sorted { ExerciseAliases.key($0.name) < ExerciseAliases.key($1.name) }
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
  public var usualUnit: WeightUnit { lbSets > kgSets ? .lb : .kg }

  /// Kilometres, or miles when most distance sets are in miles.
  public var usualDistanceUnit: DistanceUnit { miSets > kmSets ? .mi : .km }

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

  func id(of name: String) -> Int32? {
    ids[ExerciseAliases.key(aliases.resolve(name))]
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
