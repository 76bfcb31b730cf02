/// What the planner reads, as an index: every session's place, date and
/// title, the sessions where each exercise has a counted set, the training
/// maxes the sessions wrote, and the routines. The sets are read back when
/// a plan asks for them (`PlanningLog`).
struct PlanningTracker: HistoryTracker {
  /// Every session, in the history's order.
  private(set) var sessions: [LoggedSession] = []
  /// For each exercise (by id), the places in `sessions` where it has a
  /// counted set, in order.
  private(set) var counted: [[Int32]] = []
  /// For each exercise (by id), the places where it has a working set done
  /// or missed (✓ or ✗): the sessions a program's rules judge.
  private(set) var tried: [[Int32]] = []
  /// For each exercise (by id), the training maxes sessions wrote on its
  /// lines, in order.
  private(set) var written: [[WrittenMax]] = []
  /// The places of the sessions of each title (identity key), in order.
  private(set) var titled: [String: [Int32]] = [:]
  /// Once finished: the routines (each with the number of sessions before
  /// it in its file) and each exercise's id by identity key.
  private(set) var finishedRoutines: [Routine] = []
  private(set) var ids: [String: Int] = [:]

  mutating func add(_ session: inout FoldedSession) {
    let place = Int32(sessions.count)
    let record = session.record
    var hasCounted = false
    for x in session.exercises {
      var b = Int(x.firstBlock)
      while b >= 0, b < record.exercises.count {
        if let tm = record.exercises[b].trainingMax {
          written.grow(toHold: x.id)
          written[Int(x.id)].append(WrittenMax(session: place, date: session.date, trainingMax: tm))
        }
        b = b < session.nextBlock.count ? Int(session.nextBlock[b]) : -1
      }
      if x.counted > 0 || x.failed > 0 {
        tried.grow(toHold: x.id)
        tried[Int(x.id)].append(place)
      }
      guard x.counted > 0 else { continue }
      hasCounted = true
      counted.grow(toHold: x.id)
      counted[Int(x.id)].append(place)
    }
    let title = record.title.map { session.texts.string($0, in: record) }
    if let t = title { titled[ExerciseAliases.key(t), default: []].append(place) }
    sessions.append(
      LoggedSession(
        entry: session.entry, date: session.date, title: title, hasExercises: !record.exercises.isEmpty,
        hasCounted: hasCounted))
  }

  mutating func join(_ later: PlanningTracker, _ join: PartJoin) {
    let base = Int32(sessions.count)
    sessions += later.sessions.map { s in
      var m = s
      m.entry = join.moved(s.entry)
      return m
    }
    join.add(later.counted, to: &counted) { $0 + base }
    join.add(later.tried, to: &tried) { $0 + base }
    join.add(later.written, to: &written) { w in
      var m = w
      m.session += base
      return m
    }
    for (key, places) in later.titled { titled[key, default: []] += places.map { $0 + base } }
  }

  /// Each routine with the number of sessions before it in its file, as a
  /// notebook holds it; each exercise's id by its identity key.
  mutating func finish(_ fold: FinishedFold) {
    var starts: [Int32: [Int]] = [:]
    for s in sessions { starts[s.entry.key.file, default: []].append(s.entry.key.offset) }
    for k in starts.keys { starts[k]?.sort() }
    finishedRoutines = fold.routines.map { r in
      var routine = r.routine
      let offsets = starts[r.place.file] ?? []
      routine.sessionsBefore = offsets.partitioningIndex { $0 >= r.place.offset }
      return routine
    }
    for (id, key) in fold.keys.enumerated() { ids[key] = id }
  }
}

/// A session of the planner's index: where it is, its date and title,
/// whether it names an exercise and whether one has a counted set.
struct LoggedSession: Sendable {
  var entry: SessionEntry
  var date: LocalDate
  var title: String?
  var hasExercises: Bool
  var hasCounted: Bool
}

/// A training max a session wrote on an exercise's line: the session's
/// place in the index, its date and the TM.
struct WrittenMax: Sendable {
  var session: Int32
  var date: LocalDate
  var trainingMax: TrainingMax
}

extension RandomAccessCollection where Index == Int {
  /// The first index whose element is where `belongs` turns true, the
  /// elements being sorted so that it is false before and true after.
  func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var (lo, hi) = (startIndex, endIndex)
    while lo < hi {
      let mid = (lo + hi) / 2
      if belongs(self[mid]) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }
}
