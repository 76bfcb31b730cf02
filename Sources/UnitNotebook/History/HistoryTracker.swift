/// One question the history answers, followed while the sessions are
/// folded (docs/ARCHITECTURE.md, "The history"): a new question is a new
/// tracker in a file of its own, never a switch on the fold.
protocol HistoryTracker: Sendable {
  /// Takes in one session (its exercises are the fold's: `session.exercises`).
  mutating func add(_ session: inout FoldedSession)
  /// Takes in the same tracker of the part of the history that follows.
  mutating func join(_ later: Self, _ join: PartJoin)
  /// Makes what it answers with, once every part is joined (and folded
  /// again in order, when the parts were not).
  mutating func finish(_ fold: FinishedFold)
}

extension HistoryTracker {
  mutating func finish(_ fold: FinishedFold) {}

  /// `join(_:_:)` of a tracker the fold holds as any tracker.
  mutating func join(any later: any HistoryTracker, _ join: PartJoin) {
    if let same = later as? Self { self.join(same, join) }
  }
}

/// What a tracker needs to take in a later part: where the part starts in
/// its file (zero for a file of its own) and its exercises' ids in the whole.
struct PartJoin {
  /// Lines and bytes of the file before the later part.
  var lines: Int32
  var bytes: Int
  /// The whole's id of each exercise of the later part, by the part's id.
  var ids: [Int32]

  /// The whole's id of the later part's exercise `id`.
  func id(_ id: Int32) -> Int32 { Int(id) < ids.count ? ids[Int(id)] : id }

  func moved(_ entry: SessionEntry) -> SessionEntry { entry.moved(lines: lines, bytes: bytes) }
  func moved(_ set: KeptSet) -> KeptSet {
    var k = set
    k.spot = set.spot.moved(lines: lines, bytes: bytes)
    return k
  }

  /// Adds a later part's lists by exercise (by its ids), each element
  /// moved, to the whole's.
  func add<T>(_ later: [[T]], to lists: inout [[T]], moving move: (T) -> T = { $0 }) {
    for (k, list) in later.enumerated() where !list.isEmpty {
      let whole = id(Int32(k))
      lists.grow(toHold: whole)
      lists[Int(whole)] += list.map(move)
    }
  }
}

/// What the history's trackers are finished with: the exercises' names,
/// the routines and the muscles sections, and where to read the sessions
/// back from.
struct FinishedFold {
  let files: [String]
  let routines: [(routine: Routine, place: SessionPlace)]
  /// The muscles sections read, each with its file, in the order read.
  let declarations: [(list: [WrittenDeclaration], file: Int32)]
  /// Each exercise's name as shown and identity key, by id.
  let names: [String]
  let keys: [String]
  let sources: HistorySources
}

/// A session as every tracker sees it while the history is folded: the
/// record, where it stands, the body weight in effect, and each exercise
/// it names, once (its blocks that day chained).
struct FoldedSession {
  let record: SessionRecord
  var texts: TextReader
  let entry: SessionEntry
  /// The body weight in effect (the latest recorded, this session's included).
  let bodyweight: Weight?
  /// Whether this part of the history starts it: nothing before it can
  /// make a record of this part an event or not.
  let startsHistory: Bool
  /// Added to the record's lines (a session read again alone).
  let lineBase: Int32
  /// The exercises of the session, each once, in the order first named;
  /// `nextBlock` chains each one's blocks (indices into `record.exercises`).
  let exercises: [SessionExercise]
  let nextBlock: [Int32]
  /// Each block's name, decoded the first time a tracker asks.
  var names: [String?] = []

  var key: SessionKey { entry.key }
  var date: LocalDate { record.date }

  /// The name of block `b` as written there.
  mutating func name(ofBlock b: Int) -> String {
    if b < names.count, let known = names[b] { return known }
    guard b < record.exercises.count else { return "" }
    let name = texts.string(record.exercises[b].name, in: record)
    if names.isEmpty { names = Array(repeating: nil, count: record.exercises.count) }
    names[b] = name
    return name
  }

  /// The 1-based line of set `i` (0 when unknown).
  func line(ofSet i: Int) -> Int32 {
    i < record.setLines.count ? Int32(clamping: record.setLines[i]) + lineBase : 0
  }

  /// Set `i` as the history keeps it (a record, an event, a previous
  /// record, a series point's set), named as its block `b` is.
  mutating func keep(_ i: Int, block b: Int) -> KeptSet {
    let s = record.sets[i]
    return KeptSet(
      name: name(ofBlock: b), date: date, start: record.start, kind: s.kind, load: s.load, reps: s.reps,
      seconds: s.seconds, distance: s.distance,
      spot: SetSpot(file: key.file, session: key.offset, set: Int32(i), line: line(ofSet: i), headingLine: entry.line),
      bodyweight: BodyweightLoad.isBodyweight(s.load) ? bodyweight : nil)
  }
}

/// The sets of an exercise in the session being folded, in the order
/// written: each set's index in the record and its block. A walk, not a
/// closure, so a tracker may change the session (its names) between sets.
struct SetWalk {
  private var block: Int
  private var set = 0

  init(_ x: SessionExercise) { block = Int(x.firstBlock) }

  mutating func next(in session: FoldedSession) -> (set: Int, block: Int)? {
    let record = session.record
    while block >= 0, block < record.exercises.count {
      let sets = record.exercises[block].sets
      if set < sets.count {
        let i = sets.lowerBound + set
        set += 1
        if i < record.sets.count { return (i, block) }
        continue
      }
      block = block < session.nextBlock.count ? Int(session.nextBlock[block]) : -1
      set = 0
    }
    return nil
  }
}

/// An exercise within the session being folded.
struct SessionExercise {
  var id: Int32
  /// Its first and last block in the session (indices into `record.exercises`).
  var firstBlock: Int32
  var lastBlock: Int32
  /// The name table's entry of its last block's spelling.
  var nameEntry: Int32
  /// Its first session with a counted set in this part (a baseline: no events).
  var isFirstSession: Bool
  /// Its done sets, and those of them that count (not warm-ups).
  var done = 0
  var counted = 0
  /// Its working sets marked ✗ (their reps were tried: a program judges them).
  var failed = 0
}

/// Whether a set counts toward records, series, last times and plans:
/// done, and not a warm-up (as written, and as a value).
extension SetRecord {
  var counts: Bool { status == .done && kind != .warmup }
}

extension WorkoutSet {
  package var counts: Bool { status == .done && kind != .warmup }
}

extension Array {
  /// Room for list `id` and those before it (a tracker's lists by exercise id).
  mutating func grow<T>(toHold id: Int32) where Element == [T] {
    if count <= Int(id) { append(contentsOf: repeatElement([], count: Int(id) + 1 - count)) }
  }
}
