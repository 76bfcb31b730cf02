import UnitNotebook

/// The records that fell most recently: the record events of the period
/// (`unit prs --events`) whose record still stands, newest day first, one
/// row an exercise a day (a set that beat its e1RM, its best set and its
/// reps at a weight is one row of three records). An exercise's first
/// session sets its baseline, which is no event: it is not a record that
/// fell.
struct RecentRecords {
  /// One exercise on one day and the records it set.
  struct Row {
    var exercise: String
    var date: LocalDate
    var events: [RecordEvent]

    /// The set the row names: the one that set the most of its records
    /// (a best session's is its last set, named only when it is the only
    /// one); the first of them on a tie.
    var set: HistorySet? {
      let sets = events.filter { $0.record.kind != .bestSession }.map(\.record.set)
      let counts = sets.map { s in sets.filter { $0 == s }.count }
      guard let most = counts.max(), let k = counts.firstIndex(of: most) else { return events.first?.record.set }
      return sets[k]
    }

    /// The records a row shows, the most telling first (`shownEach` at
    /// most; its exercise's board has them all).
    var shown: [RecordEvent] {
      Array(events.sorted { RecentRecords.rank($0.record.kind) < RecentRecords.rank($1.record.kind) }.prefix(shownEach))
    }
  }

  /// The most records a row shows.
  static let shownEach = 3

  /// Which records a row shows first: a lift's strength, then its reps
  /// and work.
  static func rank(_ kind: RecordKind) -> Int {
    let order: [RecordKind] = [
      .e1rm, .heaviest, .mostReps, .longest, .farthest, .fastest, .leastAssistance, .repsAtWeight, .bestSet,
      .bestSession,
    ]
    return order.firstIndex(of: kind) ?? order.count
  }

  /// The most rows the page leads with.
  static let shown = 10

  /// The newest rows, at most `shown`.
  var rows: [Row]
  /// How many of the period's standing records the rows leave out.
  var more: Int
  /// The current records that fell in the period: marked PR.
  var fell: Set<PersonalRecord>

  init(_ history: TrainingHistory, current: [PersonalRecord], since: LocalDate?, until: LocalDate?) {
    let standing = Set(current)
    let events = history.events(since: since, until: until).filter { standing.contains($0.record) }
    fell = Set(events.map(\.record))
    var rows: [Row] = []
    var day = events.endIndex
    // Days newest first; within a day, the sets in the order trained.
    while day > events.startIndex, rows.count < RecentRecords.shown {
      let date = events[day - 1].record.set.date
      var start = day - 1
      while start > events.startIndex, events[start - 1].record.set.date == date { start -= 1 }
      let first = rows.count
      for e in events[start..<day] {
        if let k = rows[first...].firstIndex(where: { $0.exercise == e.record.exercise }) {
          rows[k].events.append(e)
        } else {
          rows.append(Row(exercise: e.record.exercise, date: date, events: [e]))
        }
      }
      day = start
    }
    self.rows = Array(rows.prefix(RecentRecords.shown))
    more = fell.count - self.rows.reduce(0) { $0 + $1.shown.count }
  }
}
