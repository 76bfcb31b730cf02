/// The last-time question: each exercise's sessions with a counted set,
/// in the history's order (`TrainingHistory.lastTime(of:before:)`).
struct LastTimeTracker: HistoryTracker {
  /// Each exercise's sessions with a counted set (by id).
  var sessions: [[SessionEntry]] = []

  mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      sessions.grow(toHold: x.id)
      sessions[Int(x.id)].append(session.entry)
    }
  }

  mutating func join(_ later: LastTimeTracker, _ join: PartJoin) {
    join.add(later.sessions, to: &sessions, moving: join.moved)
  }

  /// The latest session of exercise `id` before `date` (the very latest
  /// when nil): the last of its sessions, which are in the history's order.
  func latest(of id: Int32, before date: LocalDate?) -> SessionEntry? {
    guard Int(id) < sessions.count else { return nil }
    let day = date.map { Int32(clamping: $0.daysSinceEpoch) } ?? .max
    return sessions[Int(id)].last { $0.key.day < day }
  }
}
