/// The sessions a planner reads, up to its plan's date: the planning
/// tracker's index, each session read back (once) when a plan asks.
struct PlanningLog {
  let index: PlanningTracker
  let sources: HistorySources
  /// How the exercises of a session read back are keyed (their identity
  /// after the aliases), as the index keys them.
  let aliases: ExerciseAliases
  /// How many of the index's sessions are the planner's (those on or
  /// before its date: the index is in date order).
  let count: Int
  private let read = ReadSessions()

  /// The log of the sessions on or before `date` (every one when nil).
  init(_ index: PlanningTracker, sources: HistorySources, aliases: ExerciseAliases, until date: LocalDate?) {
    self.index = index
    self.sources = sources
    self.aliases = aliases
    count = date.map { d in index.sessions.partitioningIndex { $0.date > d } } ?? index.sessions.count
  }

  var sessions: ArraySlice<LoggedSession> { index.sessions[..<count] }

  func session(_ place: Int) -> Session? { readBack(place)?.session }

  /// The sets of session `place` of the exercise of identity key `key`
  /// (every block of it that day, in order).
  func sets(of key: String, at place: Int) -> Planner.Block? {
    readBack(place).map { Planner.Block(date: $0.session.date, sets: $0.sets(of: key)) }
  }

  private func readBack(_ place: Int) -> ReadSession? {
    guard place >= 0, place < count else { return nil }
    if let known = read.sessions[place] { return known }
    let entry = index.sessions[place].entry
    let session = sources.withAccess { $0.session(entry, tracksLines: false)?.session }
    let grouped = session.map { s in ReadSession(session: s, keys: s.exercises.map { key(of: $0.name) }) }
    read.sessions[place] = grouped
    return grouped
  }

  /// The identity key of an exercise name read back (each name keyed once:
  /// a log writes the same few names in every session).
  private func key(of name: String) -> String {
    if let known = read.keys[name] { return known }
    let key = ExerciseAliases.key(aliases.resolve(name))
    read.keys[name] = key
    return key
  }

  func id(_ key: String) -> Int? { index.ids[key] }

  /// The places of the sessions of a title (identity key).
  func titled(_ key: String) -> ArraySlice<Int32> { mine(index.titled[key] ?? []) }

  /// The date of the last session of a title (identity key) that names an
  /// exercise, over the whole history, whatever the planner's date.
  func lastDate(titled key: String) -> LocalDate? {
    (index.titled[key] ?? []).last { index.sessions[Int($0)].hasExercises }.map { index.sessions[Int($0)].date }
  }

  /// The places of the sessions where exercise `id` has a counted set.
  func counted(_ id: Int) -> ArraySlice<Int32> { id < index.counted.count ? mine(index.counted[id]) : [] }

  /// The planner's sessions of places in order (those before its date).
  private func mine(_ places: [Int32]) -> ArraySlice<Int32> {
    places[..<places.partitioningIndex { Int($0) >= count }]
  }

  /// The places of the sessions where exercise `id` has a working set
  /// done or missed (✓ or ✗).
  func tried(_ id: Int) -> ArraySlice<Int32> { id < index.tried.count ? mine(index.tried[id]) : [] }

  /// The training maxes sessions wrote for exercise `id`.
  func written(_ id: Int) -> ArraySlice<WrittenMax> {
    guard id < index.written.count else { return [] }
    let maxes = index.written[id]
    return maxes[..<(maxes.firstIndex { Int($0.session) >= count } ?? maxes.endIndex)]
  }
}

/// A session read back, and the identity key of each of its exercises.
private struct ReadSession {
  let session: Session
  let keys: [String]

  /// The sets of the exercise of identity key `key` (every block of it
  /// that day, in order).
  func sets(of key: String) -> [WorkoutSet] {
    guard let first = keys.firstIndex(of: key) else { return [] }
    if keys.lastIndex(of: key) == first { return session.exercises[first].sets }
    return keys.indices.filter { keys[$0] == key }.flatMap { session.exercises[$0].sets }
  }
}

/// The sessions a planning log has read back, by place, and the keys of
/// the names they write.
private final class ReadSessions {
  var sessions: [Int: ReadSession?] = [:]
  var keys: [String: String] = [:]
}
