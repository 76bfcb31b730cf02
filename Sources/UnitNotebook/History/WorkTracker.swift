/// The work question: the work of every session, and of each exercise in
/// each session where it has a done set (warm-ups are work too).
struct WorkTracker: HistoryTracker {
  /// Each session's work, in the order folded.
  var sessions: [DatedWork] = []
  /// Each exercise's work by session (by id), in the order folded.
  var exercises: [[DatedWork]] = []

  mutating func add(_ session: inout FoldedSession) {
    let date = session.date
    let record = session.record
    let seconds = Work.sessionSeconds(start: record.start, end: record.end)
    var all = Work(sessionSeconds: seconds)
    for x in session.exercises where x.done > 0 {
      var work = Work(sessionSeconds: seconds)
      var walk = SetWalk(x)
      while let (i, _) = walk.next(in: session) {
        guard record.sets[i].status == .done else { continue }
        work.add(record.sets[i], bodyweight: session.bodyweight)
      }
      all.add(sets: work)
      exercises.grow(toHold: x.id)
      exercises[Int(x.id)].append(DatedWork(date: date, work: work))
    }
    sessions.append(DatedWork(date: date, work: all))
  }

  mutating func join(_ later: WorkTracker, _ join: PartJoin) {
    sessions += later.sessions
    join.add(later.exercises, to: &exercises)
  }
}

/// The work of one session (all its exercises, or one of them), on its date.
struct DatedWork: Hashable, Sendable {
  var date: LocalDate
  var work: Work
}

extension Work {
  /// The work of a session (of `seconds` from its start to its end) with
  /// no set yet: one session, when it comes to have a done set.
  init(sessionSeconds seconds: Int) {
    self.init()
    sessions = 1
    sessionSeconds = seconds
  }

  /// Adds the sets of another's work to the same session's.
  mutating func add(sets o: Work) {
    let (n, s) = (sessions, sessionSeconds)
    add(o)
    (sessions, sessionSeconds) = (n, s)
  }
}
