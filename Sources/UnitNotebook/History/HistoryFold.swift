/// A run of the history folded in order: what every question needs and the
/// trackers a command asked for, each handed every session
/// (docs/ARCHITECTURE.md, "The history").
struct HistoryFold {
  let aliases: ExerciseAliases
  /// The one exercise followed (an identity key), or nil for every one:
  /// the others are only named (`unit last`, `unit progress`).
  let only: String?
  var startsHistory: Bool
  var trackers: [any HistoryTracker]

  var names = ExerciseNameTable()
  var ids: [String: Int32] = [:]
  var exercises: [FoldedExercise] = []
  /// Every session folded, in the order folded (to fold them again in order).
  var sessions: [SessionEntry] = []
  /// The routines read, in the order written, and where.
  var routines: [(routine: Routine, place: SessionPlace)] = []
  /// The muscles sections read, each with its file (handed again, as the
  /// routines are).
  var declarations: [(list: [WrittenDeclaration], file: Int32)] = []
  /// False once a session came before the one folded last.
  var isSorted = true
  /// The first and the last session folded, and the line and byte offset
  /// of the last one's heading.
  var firstKey: SessionKey? = nil
  var lastKey: SessionKey? = nil
  var lastLine: Int32 = 0
  var lastStart = 0
  /// Done sets by the unit of their weight and distance.
  var weightUnits = UnitTally<WeightUnit>()
  var distanceUnits = UnitTally<DistanceUnit>()
  var bodyweights = BodyweightsInEffect()
  /// Added to the lines of sets (when sessions are folded again one by one).
  var lineBase: Int32 = 0

  // Scratch for the session being folded, reused.
  private var touched: [SessionExercise] = []
  private var nextBlock: [Int32] = []
  /// The id of `only`, once seen.
  private var onlyID: Int32 = -1

  init(aliases: ExerciseAliases, only: String?, trackers: [any HistoryTracker], startsHistory: Bool) {
    self.aliases = aliases
    self.only = only
    self.trackers = trackers
    self.startsHistory = startsHistory
  }

  /// Folds one session. `offset` places it in its file (a byte offset, or
  /// for a model its index); `line` is its heading's line (0 when unknown).
  mutating func add(_ record: SessionRecord, texts: TextReader, file: Int32, offset: Int, line: Int32) {
    let key = SessionKey(record.date, record.start, file: file, offset: offset)
    if let last = lastKey, key < last { isSorted = false }
    if firstKey == nil { firstKey = key }
    (lastKey, lastLine, lastStart) = (key, line, offset)
    let entry = SessionEntry(key: key, line: line)
    sessions.append(entry)
    if let w = record.bodyweight { bodyweights.note(w, key: key, date: record.date) }
    var reader = texts
    gather(record, key: key, texts: &reader)
    var session = FoldedSession(
      record: record, texts: reader, entry: entry, bodyweight: bodyweights.current,
      startsHistory: startsHistory, lineBase: lineBase, exercises: touched, nextBlock: nextBlock)
    for k in trackers.indices { trackers[k].add(&session) }
    for x in touched { finish(x, key: key, date: record.date) }
  }

  /// The session's exercises, each once with its blocks chained, and the
  /// counts of their sets.
  private mutating func gather(_ record: SessionRecord, key: SessionKey, texts: inout TextReader) {
    touched.reuse()
    nextBlock.reuse()
    nextBlock.append(contentsOf: repeatElement(-1, count: record.exercises.count))
    for (b, x) in record.exercises.enumerated() {
      let (id, entry) = exerciseID(x.name, in: record, texts: &texts)
      if only != nil, id != onlyID {
        exercises[Int(id)].named(entry, at: key)
        continue
      }
      // Its place in `touched`, if this session named it before (a search
      // of `touched` made a session of n exercises cost n²).
      var t = Int(exercises[Int(id)].touchedSlot)
      if t >= 0, t < touched.count, touched[t].id == id {
        nextBlock[Int(touched[t].lastBlock)] = Int32(b)
        touched[t].lastBlock = Int32(b)
        touched[t].nameEntry = entry
      } else {
        t = touched.count
        exercises[Int(id)].touchedSlot = Int32(t)
        touched.append(
          SessionExercise(
            id: id, firstBlock: Int32(b), lastBlock: Int32(b), nameEntry: entry,
            isFirstSession: exercises[Int(id)].sessions == 0))
      }
      for i in x.sets where i < record.sets.count && record.sets[i].status == .failed {
        if record.sets[i].kind != .warmup { touched[t].failed += 1 }
      }
      for i in x.sets where i < record.sets.count && record.sets[i].status == .done {
        touched[t].done += 1
        if record.sets[i].kind != .warmup { touched[t].counted += 1 }
        count(record.sets[i])
      }
    }
  }

  /// Counts a done set's units, and whether it is a bodyweight set.
  private mutating func count(_ s: SetRecord) {
    if BodyweightLoad.isBodyweight(s.load) { bodyweights.countSet(startsHistory: startsHistory) }
    if let unit = s.load?.writtenUnit { weightUnits.count(unit) }
    if let d = s.distance { distanceUnits.count(d.unit) }
  }

  /// After the trackers: the exercise's name and counts.
  private mutating func finish(_ x: SessionExercise, key: SessionKey, date: LocalDate) {
    let i = Int(x.id)
    exercises[i].named(x.nameEntry, at: key)
    guard x.counted > 0 else { return }
    exercises[i].sessions += 1
    exercises[i].sets += x.counted
    exercises[i].took(key, date)
  }

  /// The exercise id of a name and the name table's entry for its
  /// spelling (the name as written, still escaped in the source).
  mutating func exerciseID(_ name: TextRef, in record: SessionRecord, texts: inout TextReader) -> (
    id: Int32, entry: Int32
  ) {
    if let found = texts.withBytes(name, in: record, { names.lookup($0) }) { return (found.id, found.entry) }
    let key = ExerciseAliases.key(aliases.resolve(texts.string(name, in: record)))
    let id = id(ofKey: key)
    let entry = texts.withBytes(name, in: record) { names.insert($0, id: id) }
    return (id, entry)
  }

  /// The id of an identity key, made when new.
  mutating func id(ofKey key: String) -> Int32 {
    if let known = ids[key] { return known }
    let id = Int32(exercises.count)
    ids[key] = id
    if key == only { onlyID = id }
    exercises.append(FoldedExercise(key: key))
    return id
  }

  /// Gives every exercise its shown name: the alias target when one maps
  /// to it, else the spelling of its most recent session.
  mutating func finishNames() {
    for i in exercises.indices where exercises[i].name.isEmpty {
      let (key, entry) = (exercises[i].key, exercises[i].nameEntry)
      exercises[i].name = aliases.targets[key] ?? (entry >= 0 ? names.spelling(entry) : key)
    }
  }
}

/// An exercise of a part of the history: its name and how often it counted.
struct FoldedExercise {
  var key: String
  /// The spelling of its most recent session (an entry of the name table)
  /// and that session's key.
  var nameEntry: Int32 = -1
  var nameKey = SessionKey.earliest
  /// The name shown, once the part is finished (`finishNames`).
  var name = ""
  /// Sessions with a counted set, and those sets.
  var sessions = 0
  var sets = 0
  var first: SessionKey? = nil
  var firstDate: LocalDate? = nil
  var lastDate: LocalDate? = nil
  /// Its place in the fold's scratch while a session that names it is
  /// folded; left behind after, so only a place whose entry has this id counts.
  var touchedSlot: Int32 = -1

  /// Named `entry` in the session at `key`: the name it goes by when that
  /// session is its latest.
  mutating func named(_ entry: Int32, at key: SessionKey) {
    guard !(key < nameKey) else { return }
    nameEntry = entry
    nameKey = key
  }

  /// A session with a counted set, at `key` on `date`.
  mutating func took(_ key: SessionKey, _ date: LocalDate) {
    if first.map({ key < $0 }) ?? true {
      first = key
      firstDate = date
    }
    if lastDate.map({ $0 < date }) ?? true { lastDate = date }
  }

  var summary: ExerciseSummary {
    ExerciseSummary(name: name, sessions: sessions, sets: sets, first: firstDate, last: lastDate)
  }
}

extension Load {
  /// The unit of the weight written in the load (a weight's, or a
  /// bodyweight set's added or assisting weight's).
  var writtenUnit: WeightUnit? {
    switch self {
    case .weight(let w): return w.unit
    case .bodyweight(let a?): return a.unit
    case .bodyweight(nil): return nil
    }
  }
}
