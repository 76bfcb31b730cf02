/// Where a set is, before its column is worked out: the file, its
/// session's place there, the set's number within the session, and lines.
struct SetSpot: Hashable {
  var file: Int32
  /// The session's byte offset in the file (for a model: its index).
  var session: Int
  /// Index of the set in its session record (the order of the text).
  var set: Int32
  /// 1-based lines of the set and of its session's heading; 0 when unknown.
  var line: Int32
  var headingLine: Int32

  /// The spot in a part of a file that starts `lines` lines and `bytes`
  /// bytes into it.
  func moved(lines: Int32, bytes: Int) -> SetSpot {
    var s = self
    s.session += bytes
    if s.line > 0 { s.line += lines }
    if s.headingLine > 0 { s.headingLine += lines }
    return s
  }
}

/// A set the history holds on to (a record, an event, a previous record).
struct KeptSet: Hashable {
  var name: String
  var date: LocalDate
  var start: TimeOfDay?
  var kind: SetKind
  var load: Load?
  var reps: Int?
  var seconds: DecimalValue?
  var distance: Distance?
  var spot: SetSpot
  /// The body weight in effect, for a bodyweight set (nil when none).
  var bodyweight: Weight? = nil
  /// For a best session: its volume's display unit and counted sets (its
  /// volume is the record's score).
  var sessionUnit: WeightUnit? = nil
  var sessionSets: Int? = nil
}

/// One record's holder: its exact score (higher is better) and the set.
struct Scored: Hashable {
  var score: ExactAmount
  var set: KeptSet
}

/// The records of one kind that depend on a threshold (the most reps at a
/// weight or heavier, the fastest over a distance or more): keys ascending,
/// values strictly descending, the best at or above a key the first step
/// whose key reaches it.
struct Staircase: Hashable {
  /// The steps, lowest key first.
  var steps: [Step] = []

  struct Step: Hashable {
    var key: ExactAmount
    var best: Scored
  }

  /// The first step whose key is at least `key`.
  private func firstIndex(atLeast key: ExactAmount) -> Int {
    steps.partitioningIndex { !($0.key < key) }
  }

  /// The best at `key` or above.
  func best(atLeast key: ExactAmount) -> Scored? {
    let i = firstIndex(atLeast: key)
    return i < steps.count ? steps[i].best : nil
  }

  /// Does a value beat the best at its key or above?
  func beats(_ score: ExactAmount, at key: ExactAmount) -> Bool {
    let i = firstIndex(atLeast: key)
    return i >= steps.count || steps[i].best.score < score
  }

  /// Adds a value that beats the best at its key or above; steps at lower
  /// keys that it now covers go.
  mutating func insert(_ value: Scored, at key: ExactAmount) {
    let i = firstIndex(atLeast: key)
    if i < steps.count, steps[i].key == key {
      steps[i].best = value
    } else {
      steps.insert(Step(key: key, best: value), at: i)
    }
    var k = i
    while k > 0, steps[k - 1].best.score <= value.score { k -= 1 }
    steps.removeSubrange(k..<i)
  }
}

/// Every record of one exercise.
struct RecordBoard: Hashable {
  /// The single records, by `ScalarKind`; empty until the first record.
  private(set) var scalars: [Scored?] = []
  var repsAtWeight = Staircase()
  var fastest = Staircase()

  /// The record of kind `k`, if any.
  func scalar(_ k: ScalarKind) -> Scored? {
    k.rawValue < scalars.count ? scalars[k.rawValue] : nil
  }

  /// Whether `score` beats the record of kind `k` (or there is none yet).
  func beaten(_ k: ScalarKind, by score: ExactAmount) -> Bool {
    guard k.rawValue < scalars.count, let held = scalars[k.rawValue]?.score else { return true }
    return held < score
  }

  mutating func setScalar(_ k: ScalarKind, _ value: Scored) {
    if scalars.isEmpty { scalars = Array(repeating: nil, count: ScalarKind.allCases.count) }
    scalars[k.rawValue] = value
  }

  /// Moves the sets of the records into the later part `join` takes in
  /// (their scores stay).
  mutating func moveSets(_ join: PartJoin) {
    guard join.lines != 0 || join.bytes != 0 else { return }
    for k in scalars.indices { if let s = scalars[k]?.set { scalars[k]?.set = join.moved(s) } }
    for k in repsAtWeight.steps.indices { repsAtWeight.steps[k].best.set = join.moved(repsAtWeight.steps[k].best.set) }
    for k in fastest.steps.indices { fastest.steps[k].best.set = join.moved(fastest.steps[k].best.set) }
  }

  /// Calls `body` with the set of each record.
  func forEachSet(_ body: (KeptSet) -> Void) {
    for case let s? in scalars { body(s.set) }
    for s in repsAtWeight.steps { body(s.best.set) }
    for s in fastest.steps { body(s.best.set) }
  }

  /// The best before a value of `kind` at `key` (for staircases), or nil.
  func prior(_ kind: RecordKind, at key: ExactAmount) -> Scored? {
    switch kind {
    case .repsAtWeight: return repsAtWeight.best(atLeast: key)
    case .fastest: return fastest.best(atLeast: key)
    default:
      guard let s = kind.scalar else { return nil }
      return scalar(s)
    }
  }

  /// Takes in the records of a later part of the history.
  mutating func absorb(_ later: RecordBoard) {
    for k in ScalarKind.allCases {
      if let b = later.scalar(k), beaten(k, by: b.score) { setScalar(k, b) }
    }
    for s in later.repsAtWeight.steps where repsAtWeight.beats(s.best.score, at: s.key) {
      repsAtWeight.insert(s.best, at: s.key)
    }
    for s in later.fastest.steps where fastest.beats(s.best.score, at: s.key) {
      fastest.insert(s.best, at: s.key)
    }
  }
}
