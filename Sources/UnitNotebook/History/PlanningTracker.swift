/// What the planner reads: the routines, in the order written, and every
/// session as a value, in the history's order. Finished: the history's
/// `plans()` (Planning/), which plans from them and nothing else.
package struct PlanningTracker: HistoryTracker {
  private(set) var sessions: [KeyedSession] = []
  private var routines: [(routine: Routine, place: SessionPlace)] = []
  /// The routines, each with the number of sessions before it in its file.
  private(set) var finishedRoutines: [Routine] = []

  package init() {}

  package mutating func add(_ session: inout FoldedSession) {
    let value = session.model ?? session.record.session(texts: &session.texts)
    sessions.append(KeyedSession(key: session.key, session: value))
  }

  package mutating func addRoutine(_ routine: Routine, at place: SessionPlace) {
    routines.append((routine, place))
  }

  package mutating func join(_ later: PlanningTracker, _ join: PartJoin) {
    sessions += later.sessions.map { KeyedSession(key: join.moved($0.key), session: $0.session) }
    routines += later.routines.map {
      ($0.routine, SessionPlace(file: $0.place.file, offset: $0.place.offset + join.bytes))
    }
  }

  /// Each routine with the number of sessions before it in its file, as
  /// a notebook holds it.
  package mutating func finish(_ fold: FinishedFold) {
    var starts: [Int32: [Int]] = [:]
    for s in sessions { starts[s.key.file, default: []].append(s.key.offset) }
    for k in starts.keys { starts[k]?.sort() }
    finishedRoutines = routines.map { r in
      var routine = r.routine
      let offsets = starts[r.place.file] ?? []
      routine.sessionsBefore = offsets.partitioningIndex { $0 >= r.place.offset }
      return routine
    }
    routines = []
  }
}

/// A session as a value, where it stands in the history.
package struct KeyedSession: Sendable {
  var key: SessionKey
  package var session: Session
}

extension Array where Element: Comparable {
  /// The first index whose element is where `belongs` turns true, the
  /// elements being sorted so that it is false before and true after.
  func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var (lo, hi) = (0, count)
    while lo < hi {
      let mid = (lo + hi) / 2
      if belongs(self[mid]) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }
}
