/// The last-time question: each exercise's sessions with a counted set,
/// in the history's order. Finished: `TrainingHistory.lastTime(of:before:)`,
/// the latest of them before a date, read back from the sources.
struct LastTimeTracker: HistoryTracker {
  /// Each exercise's sessions with a counted set (by id).
  var sessions: [[SessionEntry]] = []

  init() {}

  mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      if sessions.count <= Int(x.id) {
        sessions.append(contentsOf: repeatElement([], count: Int(x.id) + 1 - sessions.count))
      }
      sessions[Int(x.id)].append(session.entry)
    }
  }

  mutating func join(_ later: LastTimeTracker, _ join: PartJoin) {
    for (k, list) in later.sessions.enumerated() where !list.isEmpty {
      let id = Int(join.id(Int32(k)))
      if sessions.count <= id { sessions.append(contentsOf: repeatElement([], count: id + 1 - sessions.count)) }
      sessions[id] += list.map(join.moved)
    }
  }

  /// The latest session of exercise `id` before `date` (the very latest
  /// when nil): the last of its sessions, which are in the history's order.
  func latest(of id: Int32, before date: LocalDate?) -> SessionEntry? {
    guard Int(id) < sessions.count else { return nil }
    guard let date else { return sessions[Int(id)].last }
    let day = Int32(clamping: date.daysSinceEpoch)
    return sessions[Int(id)].last { $0.key.day < day }
  }
}
