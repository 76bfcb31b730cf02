extension RecordsTracker {
  /// The records of every exercise and the events in date order, each
  /// set with its file, line and column (when asked for).
  mutating func finish(_ fold: FinishedFold) {
    let columns = readsColumns ? fold.sources.withAccess { $0.columns(of: reportedSpots) } : [:]
    let made = RecordsMaker(files: fold.files, columns: columns)
    // Each board let go once its records are made (not both held at once).
    var records: [[PersonalRecord]] = []
    records.reserveCapacity(fold.names.count)
    for i in fold.names.indices {
      var board = RecordBoard()
      if i < boards.count { swap(&board, &boards[i]) }
      records.append(made.records(of: fold.names[i], board))
    }
    self.records = records
    boards = []
    var confirmed = candidates
    candidates = []
    confirmed.removeAll { $0.prior == nil }
    confirmed.sort(by: RecordsTracker.inDateOrder)
    eventSpots = confirmed.map(\.value.set.spot)
    var eventsOf = Array(repeating: [Int32](), count: fold.names.count)
    for (k, c) in confirmed.enumerated() where c.exercise >= 0 && Int(c.exercise) < eventsOf.count {
      eventsOf[Int(c.exercise)].append(Int32(k))
    }
    eventsOfExercise = eventsOf
    events = confirmed.compactMap { c -> RecordEvent? in
      guard let p = c.prior, Int(c.exercise) < fold.names.count else { return nil }
      let r = made.record(fold.names[Int(c.exercise)], c.kind, c.value)
      return RecordEvent(record: r, was: RecordsMaker.value(c.kind, p).0, wasSet: made.set(p.set))
    }
  }

  /// The sets whose columns are reported: the records', and the events'
  /// with the sets they beat.
  private var reportedSpots: [SetSpot] {
    var spots: [SetSpot] = []
    for b in boards { b.forEachSet { spots.append($0.spot) } }
    for c in candidates {
      guard let p = c.prior else { continue }
      spots.append(c.value.set.spot)
      spots.append(p.set.spot)
    }
    return spots
  }

  /// Events in the order of their sets (date, start, file, session, set),
  /// then of `RecordKind`.
  static func inDateOrder(_ a: EventCandidate, _ b: EventCandidate) -> Bool {
    let (x, y) = (a.value.set, b.value.set)
    let kx = (x.date, x.start?.secondsSinceMidnight ?? -1, x.spot.file, x.spot.session, x.spot.set)
    let ky = (y.date, y.start?.secondsSinceMidnight ?? -1, y.spot.file, y.spot.session, y.spot.set)
    if kx != ky { return kx < ky }
    return (kindOrder[a.kind] ?? 0) < (kindOrder[b.kind] ?? 0)
  }

  static let kindOrder = Dictionary(uniqueKeysWithValues: RecordKind.allCases.enumerated().map { ($1, $0) })

  /// The sessions where an exercise set a record of the kind a metric's
  /// points mark.
  func recordSessions(of id: Int32, _ metric: HistoryMetric) -> Set<SessionPlace> {
    let kind = metric.recordKind
    let mine = (Int(id) < eventsOfExercise.count ? eventsOfExercise[Int(id)] : []).lazy.map { Int($0) }.filter {
      $0 < events.count && $0 < eventSpots.count && events[$0].record.kind == kind
    }
    return Set(mine.map { SessionPlace(file: eventSpots[$0].file, offset: eventSpots[$0].session) })
  }
}

/// Makes the public records of the sets the history kept: each in its
/// set's unit, with its file, line and column.
struct RecordsMaker {
  let files: [String]
  let columns: [SetSpot: Int]

  func set(_ k: KeptSet) -> HistorySet {
    let file = Int(k.spot.file) < files.count ? files[Int(k.spot.file)] : ""
    return HistorySet(
      name: k.name, date: k.date, start: k.start, kind: k.kind, load: k.load, reps: k.reps, seconds: k.seconds,
      distance: k.distance, file: file, line: k.spot.line > 0 ? Int(k.spot.line) : nil, column: columns[k.spot],
      bodyweight: k.bodyweight)
  }

  func record(_ exercise: String, _ kind: RecordKind, _ v: Scored) -> PersonalRecord {
    let (value, at) = RecordsMaker.value(kind, v)
    return PersonalRecord(
      exercise: exercise, kind: kind, value: value, at: at, set: set(v.set),
      sessionSets: kind == .bestSession ? v.set.sessionSets : nil)
  }

  /// The records of a board, in the order of `RecordKind` (by weight for
  /// reps at a weight, by distance for fastest).
  func records(of name: String, _ board: RecordBoard) -> [PersonalRecord] {
    var out: [PersonalRecord] = []
    for kind in RecordKind.allCases {
      switch kind {
      case .repsAtWeight: out += board.repsAtWeight.steps.map { record(name, kind, $0.best) }
      case .fastest: out += board.fastest.steps.map { record(name, kind, $0.best) }
      default:
        if let k = kind.scalar, let v = board.scalar(k) { out.append(record(name, kind, v)) }
      }
    }
    return out
  }
}

extension RecordValue {
  /// A set's weight as written (its magnitude: the assistance of `BW-X`).
  init(_ w: Weight) { self = .weight(HistoryNumber(w.value), w.unit) }
}

extension KeptSet {
  /// The weight a set's weight records count: a weight, or `BW+X`'s X.
  var countedWeight: Weight? {
    switch load {
    case .weight(let w)?: return w
    case .bodyweight(let a?)? where !a.value.isNegative: return a
    default: return nil
    }
  }
}
