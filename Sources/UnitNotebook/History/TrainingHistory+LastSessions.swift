extension TrainingHistory {
  /// The last `count` sessions of each exercise between two dates
  /// (inclusive), newest first, each as `lastTime(of:before:)` gives one:
  /// the session's heading and the exercise's blocks as logged. An answer
  /// over the last-time tracker (none without it); every session is read
  /// back once, however many of the exercises it holds (the report shows
  /// each exercise's last sessions).
  package func lastSessions(of names: [String], count: Int, since: LocalDate?, until: LocalDate?) -> [[LastTime]] {
    guard let tracked = tracker(LastTimeTracker.self), count > 0 else { return names.map { _ in [] } }
    let first = since.map(\.daysSinceEpoch) ?? Int.min
    let last = until.map(\.daysSinceEpoch) ?? Int.max
    var wanted: [LastTimeQuery] = []
    var owners: [Int] = []
    for (k, name) in names.enumerated() {
      guard let id = id(of: name), Int(id) < tracked.sessions.count else { continue }
      var taken = 0
      for entry in tracked.sessions[Int(id)].reversed() where taken < count {
        guard first...last ~= Int(entry.key.day) else { continue }
        wanted.append(LastTimeQuery(entry: entry, key: keys[Int(id)], name: summaries[Int(id)].name))
        owners.append(k)
        taken += 1
      }
    }
    let found = sources.withAccess { TrainingHistory.lastTimes(wanted, $0, aliases: aliases, files: files) }
    var out = names.map { _ in [LastTime]() }
    for (k, last) in found.enumerated() {
      if let last { out[owners[k]].append(last) }
    }
    return out
  }
}
