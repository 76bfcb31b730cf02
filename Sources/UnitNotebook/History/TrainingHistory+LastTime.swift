extension TrainingHistory {
  /// The last times of several exercises (`lastTime(of:before:)`, each nil
  /// when there is none); none without the last-time tracker.
  package func lastTimes(of names: [String], before date: LocalDate?) -> [LastTime?] {
    guard let tracked = tracker(LastTimeTracker.self) else { return names.map { _ in nil } }
    let wanted = names.map { name in
      id(of: name).map {
        LastTimeQuery(
          entry: tracked.latest(of: $0, before: date), key: keys[Int($0)], name: summaries[Int($0)].name)
      } ?? LastTimeQuery(entry: nil, key: "", name: "")
    }
    return sources.withAccess { TrainingHistory.lastTimes(wanted, $0, aliases: aliases, files: files) }
  }

  /// The last times of exercises, each from the session given (nil without
  /// one): each session read back once, in order, and let go after.
  static func lastTimes(
    _ wanted: [LastTimeQuery], _ access: HistoryAccess, aliases: ExerciseAliases, files: [String]
  ) -> [LastTime?] {
    var out = [LastTime?](repeating: nil, count: wanted.count)
    var order = wanted.indices.compactMap { i in wanted[i].entry.map { (query: i, entry: $0) } }
    order.sort { $0.entry.key < $1.entry.key }
    var read: (entry: SessionEntry, session: ReadBackSession?)? = nil
    for q in order {
      if read?.entry != q.entry {
        read = (q.entry, access.session(q.entry).map { ReadBackSession($0, aliases: aliases) })
      }
      out[q.query] = read?.session?.lastTime(of: wanted[q.query], q.entry, files: files)
    }
    return out
  }

  /// The last times of exercises taken from one session an editor found
  /// itself, as `lastTime(of:before:)` gives them: `shownAs` is the name
  /// the history shows; `exerciseLines` the 1-based line of each exercise
  /// of the session (empty when unknown).
  package static func lastTimes(
    of names: [(name: String, shownAs: String)], in session: Session, exerciseLines: [Int], file: String,
    aliases: ExerciseAliases
  ) -> [LastTime?] {
    let read = ReadBackSession((session, exerciseLines), aliases: aliases)
    let entry = SessionEntry(key: SessionKey(day: 0, start: 0, file: 0, offset: 0), line: 0)
    return names.map { n in
      let query = LastTimeQuery(entry: entry, key: ExerciseAliases.key(aliases.resolve(n.name)), name: n.shownAs)
      return read.lastTime(of: query, entry, files: [file])
    }
  }
}

/// An exercise whose last time is asked for: the session it is taken from
/// (nil when none), the exercise's identity key and its name as shown.
struct LastTimeQuery {
  var entry: SessionEntry?
  var key: String
  var name: String
}

/// A session read back for the last times taken from it, with its blocks
/// by exercise identity (aliases resolved), each name keyed once.
struct ReadBackSession {
  let session: Session
  /// The 1-based line of each exercise (empty when the text is not known).
  let exerciseLines: [Int]
  /// The blocks of each exercise, in the order written.
  let blocks: [String: [Int]]

  init(_ found: (session: Session, exerciseLines: [Int]), aliases: ExerciseAliases) {
    session = found.session
    exerciseLines = found.exerciseLines
    var blocks: [String: [Int]] = [:]
    for (k, x) in found.session.exercises.enumerated() {
      blocks[ExerciseAliases.key(aliases.resolve(x.name)), default: []].append(k)
    }
    self.blocks = blocks
  }

  /// The session's blocks of one exercise, with the heading.
  func lastTime(of q: LastTimeQuery, _ entry: SessionEntry, files: [String]) -> LastTime? {
    guard let mine = blocks[q.key], let first = mine.first else { return nil }
    var heading = session
    heading.notes = []
    heading.exercises = mine.map { session.exercises[$0] }
    let file = Int(entry.key.file) < files.count ? files[Int(entry.key.file)] : ""
    let line = first < exerciseLines.count ? exerciseLines[first] : nil
    return LastTime(exercise: q.name, session: heading, file: file, line: line)
  }
}
