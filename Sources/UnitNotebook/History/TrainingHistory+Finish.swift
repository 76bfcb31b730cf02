/// The texts or notebooks a history is being finished from: where it reads
/// the columns of its sets and the sessions of its last times.
struct HistoryAccess {
  var texts: [UnsafeBufferPointer<UInt8>] = []
  var notebooks: [Notebook] = []

  /// The 1-based column (in Unicode scalars) where the set of a spot starts.
  func column(of spot: SetSpot) -> Int? {
    guard spot.line > 0, spot.headingLine > 0, Int(spot.file) < texts.count else { return nil }
    let b = texts[Int(spot.file)]
    var i = Swift.min(Swift.max(spot.session, 0), b.count)
    var line = spot.headingLine
    while line < spot.line, i < b.count {
      if b[i] == 0x0A { line += 1 }
      i += 1
    }
    guard line == spot.line else { return nil }
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
  init(_ segment: HistorySegment, files: [String], access: HistoryAccess, sources: HistorySources) {
    var s = segment
    s.finishNames()
    self.files = files
    aliases = s.aliases
    ids = s.ids
    sessionDigests = s.sessionDigests
    exerciseDigests = s.exerciseDigests
    digestBests = s.digestBests
    plannedPeriods = s.periods
    kgSets = s.kgSets
    lbSets = s.lbSets
    kmSets = s.kmSets
    miSets = s.miSets
    self.sources = sources
    plannedLastTimeBefore = s.plan.lastTimeBefore
    keepsSessionBests = s.plan.keepsSessionBests
    summaries = s.exercises.map {
      ExerciseSummary(name: $0.name, sessions: $0.sessions, sets: $0.sets, first: $0.firstDate, last: $0.lastDate)
    }
    var columns: [SetSpot: Int?] = [:]
    func set(_ k: KeptSet) -> HistorySet {
      if columns[k.spot] == nil { columns[k.spot] = .some(s.plan.readsColumns ? access.column(of: k.spot) : nil) }
      let file = Int(k.spot.file) < files.count ? files[Int(k.spot.file)] : ""
      return HistorySet(
        name: k.name, date: k.date, start: k.start, kind: k.kind, load: k.load, reps: k.reps, seconds: k.seconds,
        distance: k.distance, file: file, line: k.spot.line > 0 ? Int(k.spot.line) : nil,
        column: columns[k.spot] ?? nil)
    }
    func record(_ exercise: String, _ kind: RecordKind, _ v: Scored) -> PersonalRecord {
      let (value, at) = TrainingHistory.value(kind, v.set)
      return PersonalRecord(
        exercise: exercise, kind: kind, value: value, at: at, set: set(v.set),
        sessionSets: kind == .bestSession ? v.set.sessionSets : nil)
    }
    recordsByExercise = s.exercises.map { x in
      var out: [PersonalRecord] = []
      for kind in RecordKind.allCases {
        switch kind {
        case .repsAtWeight: out += x.board.repsAtWeight.steps.map { record(x.name, kind, $0.best) }
        case .fastest: out += x.board.fastest.steps.map { record(x.name, kind, $0.best) }
        default:
          if let k = ScalarKind.from(kind), let v = x.board.scalars[k.rawValue] { out.append(record(x.name, kind, v)) }
        }
      }
      return out
    }
    let order = Dictionary(uniqueKeysWithValues: RecordKind.allCases.enumerated().map { ($1, $0) })
    let sorted = s.candidates.sorted { a, b in
      let x = a.value.set
      let y = b.value.set
      let kx = (x.date, x.start?.secondsSinceMidnight ?? -1, x.spot.file, x.spot.session, x.spot.set)
      let ky = (y.date, y.start?.secondsSinceMidnight ?? -1, y.spot.file, y.spot.session, y.spot.set)
      if kx != ky { return kx < ky }
      return (order[a.kind] ?? 0) < (order[b.kind] ?? 0)
    }
    let confirmed = sorted.filter { $0.prior != nil }
    eventSpots = confirmed.map(\.value.set.spot)
    allEvents = confirmed.compactMap { c -> RecordEvent? in
      guard let p = c.prior else { return nil }
      let name = s.exercises[Int(c.exercise)].name
      let r = record(name, c.kind, c.value)
      return RecordEvent(record: r, was: TrainingHistory.value(c.kind, p.set).0, wasSet: set(p.set))
    }
    latest = s.exercises.map { x in
      guard let entry = x.lastSession, let found = access.session(entry) else { return nil }
      return TrainingHistory.lastTime(x, found, entry, aliases: s.aliases, files: files)
    }
  }

  /// A session's blocks of one exercise, with the heading.
  static func lastTime(
    _ x: ExerciseState, _ found: (session: Session, exerciseLines: [Int]), _ entry: SessionEntry,
    aliases: ExerciseAliases, files: [String]
  ) -> LastTime? {
    let all = found.session.exercises
    let mine = all.indices.filter { ExerciseAliases.key(aliases.resolve(all[$0].name)) == x.key }
    guard let first = mine.first else { return nil }
    var heading = found.session
    heading.notes = []
    heading.exercises = mine.map { all[$0] }
    let file = Int(entry.key.file) < files.count ? files[Int(entry.key.file)] : ""
    let line = first < found.exerciseLines.count ? found.exerciseLines[first] : nil
    return LastTime(exercise: x.name, session: heading, file: file, line: line)
  }

  /// A record's value, in its set's unit, and what it is at.
  static func value(_ kind: RecordKind, _ k: KeptSet) -> (RecordValue, RecordValue?) {
    let weight = k.countedWeight
    switch kind {
    case .heaviest: return (weight.map(RecordValue.init) ?? .weight(.zero, .kg), nil)
    case .e1rm:
      guard let w = weight, let r = k.reps else { return (.weight(.zero, .kg), nil) }
      let tenths = ExactAmount(w.value.significand.magnitude).times(UInt64(r <= 1 ? 30 : 30 + r) * 10)
        .rounded(dividingBy: 30, tenToThe: Int(w.value.scale))
      return (.weight(HistoryNumber(tenths, places: 1), w.unit), nil)
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
  var countedWeight: Weight? {
    switch load {
    case .weight(let w)?: return w
    case .bodyweight(let a?)? where !a.value.isNegative: return a
    default: return nil
    }
  }
}
