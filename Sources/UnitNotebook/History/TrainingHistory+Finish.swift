/// The texts or notebooks a history is being finished from: where it reads
/// the columns of its sets and the sessions of its last times.
struct HistoryAccess {
  var texts: [UnsafeBufferPointer<UInt8>] = []
  var notebooks: [Notebook] = []

  /// The 1-based column (in Unicode scalars) where the set of each spot
  /// starts, for those whose line is found. The spots are taken in order
  /// of their sessions and lines, so each session's lines are walked once
  /// however many sets of it are asked for (walking from the heading for
  /// each set made a session of n records cost n²).
  func columns(of spots: [SetSpot]) -> [SetSpot: Int] {
    let sorted = spots.sorted {
      ($0.file, $0.session, $0.headingLine, $0.line) < ($1.file, $1.session, $1.headingLine, $1.line)
    }
    var out: [SetSpot: Int] = [:]
    // Where the walk is: a spot's session, and a line of it and its start.
    var at: (spot: SetSpot, line: Int32, offset: Int)? = nil
    var column: Int? = nil
    for spot in sorted {
      guard spot.line > 0, spot.headingLine > 0, Int(spot.file) < texts.count else { continue }
      let b = texts[Int(spot.file)]
      var line = spot.headingLine
      var i = Swift.min(Swift.max(spot.session, 0), b.count)
      if let a = at, a.spot.file == spot.file, a.spot.session == spot.session, a.spot.headingLine == spot.headingLine,
        a.line <= spot.line
      {
        if a.line == spot.line {
          // Another set of the same line: the same column.
          if let c = column { out[spot] = c }
          continue
        }
        (line, i) = (a.line, a.offset)
      }
      while line < spot.line, i < b.count {
        if b[i] == 0x0A { line += 1 }
        i += 1
      }
      at = (spot, line, i)
      column = line == spot.line ? HistoryAccess.setColumn(b, lineStart: i) : nil
      if let c = column { out[spot] = c }
    }
    return out
  }

  /// The 1-based column where the set of the line starting at `lineStart`
  /// starts (or its content, on a line that holds no set).
  static func setColumn(_ b: UnsafeBufferPointer<UInt8>, lineStart i: Int) -> Int? {
    var end = i
    while end < b.count, b[end] != 0x0A { end += 1 }
    let slice = UnsafeBufferPointer(rebasing: b[i..<end])
    var parser = Parser(slice)
    var sink = DiagnosticSink()
    var syntax = LineSyntax()
    var extra: [AmountSyntax] = []
    guard let scanned = parser.scanner.nextLine() else { return nil }
    parser.parseLine(scanned, into: &syntax, extra: &extra, sink: &sink)
    let start: Int
    switch syntax.kind {
    case .set: start = syntax.set.range.start
    case .exercise where syntax.exercise.hasSet: start = syntax.set.range.start
    default: start = scanned.contentStart
    }
    return Scanner.column(of: start, lineStart: 0, in: slice)
  }

  /// Where the session whose heading starts at `start` ends: at the next
  /// line that opens with `#` (after blanks), or the end of the text.
  static func sessionEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    while i < b.count, b[i] != 0x0A { i += 1 }
    while i < b.count {
      let lineStart = i + 1
      var end = lineStart
      while end < b.count, b[end] != 0x0A { end += 1 }
      if Lexicon.isHeadingLine(b, lineStart, end) { return lineStart }
      i = end
    }
    return b.count
  }

  /// A session of the history read back, with the 1-based line of each of
  /// its exercises (empty when the text is not known).
  func session(_ entry: SessionEntry) -> (session: Session, exerciseLines: [Int])? {
    let file = Int(entry.key.file)
    if file < notebooks.count {
      let sessions = notebooks[file].sessions
      guard entry.key.offset >= 0, entry.key.offset < sessions.count else { return nil }
      return (sessions[entry.key.offset], [])
    }
    guard file < texts.count else { return nil }
    let b = texts[file]
    let lower = Swift.min(Swift.max(entry.start, 0), b.count)
    let upper = HistoryAccess.sessionEnd(b, from: lower)
    var sink = DiagnosticSink()
    var found: (Session, [Int])? = nil
    Pipeline.runRecords(UnsafeBufferPointer(rebasing: b[lower..<upper]), sink: &sink, tracksLines: true) {
      chunk, record, texts, _ in
      guard !chunk.isPreamble, !chunk.isRoutine, chunk.isValid, found == nil else { return }
      let base = Int(entry.line) - 1
      found = (record.session(texts: &texts), record.exerciseLines.map { $0.lowerBound + base })
    }
    return found
  }
}

extension TrainingHistory {
  /// The history a folded (and, if need be, re-folded in order) segment holds.
  init(_ segment: consuming HistorySegment, files: [String], access: HistoryAccess, sources: HistorySources) {
    var s = consume segment
    s.finishNames()
    self.files = files
    aliases = s.aliases
    ids = s.ids
    sessionDigests = s.sessionDigests
    exerciseDigests = s.exerciseDigests
    digestsOfExercise = TrainingHistory.index(s.exerciseDigests, exercises: s.exercises.count)
    digestBests = s.digestBests
    pointNames = s.pointNames
    pointSets = s.pointSets
    digestTimed = s.digestTimed
    plannedPeriods = s.periods
    weighIns = s.weighIns.sorted { $0.key < $1.key }
    weightUnits = s.weightUnits
    distanceUnits = s.distanceUnits
    self.sources = sources
    plannedLastTimeBefore = s.plan.lastTimeBefore
    keepsSessionBests = s.plan.keepsSessionBests
    seriesPeriod = s.plan.seriesWhileReading
    foldedSeries = s.plan.seriesWhileReading == nil ? [] : s.exercises.map(\.series)
    plannedNext = TrainingHistory.plannerWhileReading(s, access)
    summaries = s.exercises.map {
      ExerciseSummary(name: $0.name, sessions: $0.sessions, sets: $0.sets, first: $0.firstDate, last: $0.lastDate)
    }
    // The columns of every set reported (the records and the events, and
    // the sets those beat), in one walk over the sessions' lines.
    var spots: [SetSpot] = []
    if s.plan.readsColumns {
      for x in s.exercises { x.board.forEachSet { spots.append($0.spot) } }
      for c in s.candidates {
        guard let p = c.prior else { continue }
        spots.append(c.value.set.spot)
        spots.append(p.set.spot)
      }
    }
    let columns = access.columns(of: spots)
    func set(_ k: KeptSet) -> HistorySet {
      let file = Int(k.spot.file) < files.count ? files[Int(k.spot.file)] : ""
      return HistorySet(
        name: k.name, date: k.date, start: k.start, kind: k.kind, load: k.load, reps: k.reps, seconds: k.seconds,
        distance: k.distance, file: file, line: k.spot.line > 0 ? Int(k.spot.line) : nil,
        column: columns[k.spot], bodyweight: k.bodyweight)
    }
    func record(_ exercise: String, _ kind: RecordKind, _ v: Scored) -> PersonalRecord {
      let (value, at) = TrainingHistory.value(kind, v)
      return PersonalRecord(
        exercise: exercise, kind: kind, value: value, at: at, set: set(v.set),
        sessionSets: kind == .bestSession ? v.set.sessionSets : nil)
    }
    // Each board let go once its records are made: held to the end, the
    // boards of a million exercises and their records were twice the memory.
    var records: [[PersonalRecord]] = []
    records.reserveCapacity(s.exercises.count)
    for i in s.exercises.indices {
      let (name, board) = (s.exercises[i].name, s.exercises[i].board)
      s.exercises[i].board = RecordBoard()
      var out: [PersonalRecord] = []
      for kind in RecordKind.allCases {
        switch kind {
        case .repsAtWeight: out += board.repsAtWeight.steps.map { record(name, kind, $0.best) }
        case .fastest: out += board.fastest.steps.map { record(name, kind, $0.best) }
        default:
          if let k = kind.scalar, let v = board.scalar(k) { out.append(record(name, kind, v)) }
        }
      }
      records.append(out)
    }
    recordsByExercise = records
    let order = Dictionary(uniqueKeysWithValues: RecordKind.allCases.enumerated().map { ($1, $0) })
    // The confirmed candidates in order, in place: sorted and filtered into
    // copies, the candidates were held three times over while the events
    // were made (the sort is stable: the same order either way).
    var confirmed = s.candidates
    s.candidates = []
    confirmed.removeAll { $0.prior == nil }
    confirmed.sort { a, b in
      let x = a.value.set
      let y = b.value.set
      let kx = (x.date, x.start?.secondsSinceMidnight ?? -1, x.spot.file, x.spot.session, x.spot.set)
      let ky = (y.date, y.start?.secondsSinceMidnight ?? -1, y.spot.file, y.spot.session, y.spot.set)
      if kx != ky { return kx < ky }
      return (order[a.kind] ?? 0) < (order[b.kind] ?? 0)
    }
    eventSpots = confirmed.map(\.value.set.spot)
    var eventsOf = Array(repeating: [Int32](), count: s.exercises.count)
    for (k, c) in confirmed.enumerated() where c.exercise >= 0 && Int(c.exercise) < eventsOf.count {
      eventsOf[Int(c.exercise)].append(Int32(k))
    }
    eventsOfExercise = eventsOf
    allEvents = confirmed.compactMap { c -> RecordEvent? in
      guard let p = c.prior else { return nil }
      let name = s.exercises[Int(c.exercise)].name
      let r = record(name, c.kind, c.value)
      return RecordEvent(record: r, was: TrainingHistory.value(c.kind, p).0, wasSet: set(p.set))
    }
    keys = s.exercises.map(\.key)
    var latest: [Int32: LastTime] = [:]
    if s.plan.readsLastTimes {
      let ids = s.exercises.indices.filter { s.exercises[$0].lastSession != nil }
      let found = TrainingHistory.lastTimes(
        ids.map {
          LastTimeQuery(entry: s.exercises[$0].lastSession, key: s.exercises[$0].key, name: s.exercises[$0].name)
        },
        access, aliases: s.aliases, files: files)
      for (id, last) in zip(ids, found) { latest[Int32(id)] = last }
    }
    self.latest = latest
  }

  /// Each exercise's digests, in history order.
  static func index(_ digests: PartedArray<ExerciseDigest>, exercises: Int) -> [[Int32]] {
    var out = Array(repeating: [Int32](), count: exercises)
    // Folded in order already, unless parts were joined out of order.
    var last = [SessionKey?](repeating: nil, count: exercises)
    var ordered = [Bool](repeating: true, count: exercises)
    digests.forEachIndexed { k, d in
      let x = Int(d.exercise)
      guard x >= 0, x < exercises else { return }
      if let l = last[x], !(l < d.session.key) { ordered[x] = false }
      last[x] = d.session.key
      out[x].append(Int32(k))
    }
    for e in out.indices where !ordered[e] {
      out[e].sort { digests[Int($0)].session.key < digests[Int($1)].session.key }
    }
    return out
  }

  /// The last times of exercises, each from the session given (nil without
  /// one). The sessions are read back in order, each once, and let go
  /// after: reading a session back for each of its exercises made a
  /// session of n exercises cost n².
  static func lastTimes(
    _ wanted: [LastTimeQuery], _ access: HistoryAccess, aliases: ExerciseAliases, files: [String]
  ) -> [LastTime?] {
    var out = [LastTime?](repeating: nil, count: wanted.count)
    var order = wanted.indices.compactMap { i in wanted[i].entry.map { (query: i, entry: $0) } }
    order.sort { $0.entry.key < $1.entry.key }
    var k = 0
    while k < order.count {
      let entry = order[k].entry
      var end = k + 1
      while end < order.count, order[end].entry == entry { end += 1 }
      if let found = access.session(entry) {
        let session = ReadBackSession(found, aliases: aliases)
        for q in order[k..<end] {
          out[q.query] = session.lastTime(of: wanted[q.query], entry, files: files)
        }
      }
      k = end
    }
    return out
  }

  /// A record's value, in its set's unit, and what it is at. A bodyweight
  /// set's e1RM is on body weight plus load, in the body weight's unit.
  static func value(_ kind: RecordKind, _ scored: Scored) -> (RecordValue, RecordValue?) {
    let k = scored.set
    let weight = k.countedWeight
    switch kind {
    case .heaviest: return (weight.map(RecordValue.init) ?? .weight(.zero, .kg), nil)
    case .e1rm:
      if let bw = k.bodyweight {
        return (.weight(HistoryNumber(Epley.tenths(ofScore: scored.score, in: bw.unit), places: 1), bw.unit), nil)
      }
      guard let w = weight, let r = k.reps else { return (.weight(.zero, .kg), nil) }
      return (.weight(HistoryNumber(Epley.tenths(of: w, reps: r), places: 1), w.unit), nil)
    case .mostReps: return (.reps(k.reps ?? 0), nil)
    case .repsAtWeight: return (.reps(k.reps ?? 0), weight.map(RecordValue.init))
    case .bestSet:
      guard let w = weight, let r = k.reps else { return (.weight(.zero, .kg), nil) }
      let product = ExactAmount(w.value.significand.magnitude).times(UInt64(Swift.max(r, 0)))
      return (.weight(HistoryNumber(product, places: Int(w.value.scale)), w.unit), nil)
    case .bestSession:
      let unit = k.sessionUnit ?? .kg
      return (.weight(HistoryNumber((k.sessionVolume ?? .zero).tenths(of: unit), places: 1), unit), nil)
    case .longest: return (.duration(k.seconds ?? .zero), nil)
    case .farthest: return (.distance(k.distance ?? Distance(.zero, .m)), nil)
    case .fastest: return (.duration(k.seconds ?? .zero), k.distance.map { .distance($0) })
    case .leastAssistance:
      guard case .bodyweight(let a?)? = k.load else { return (.weight(.zero, .kg), nil) }
      return (RecordValue(a), nil)
    }
  }
}

extension RecordValue {
  /// A set's weight as written (its magnitude: the assistance of `BW-X`).
  init(_ w: Weight) { self = .weight(HistoryNumber(w.value), w.unit) }
}

extension KeptSet {
  /// The weight a set's weight records count: a weight, or `BW+X`'s X.
  var countedWeight: Weight? { KeptSet.countedWeight(load) }

  /// The weight of a load that weight records count: a weight, or `BW+X`'s X.
  static func countedWeight(_ load: Load?) -> Weight? {
    switch load {
    case .weight(let w)?: return w
    case .bodyweight(let a?)? where !a.value.isNegative: return a
    default: return nil
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
