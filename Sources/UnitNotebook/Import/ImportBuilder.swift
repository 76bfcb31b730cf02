/// The codes of the importers' messages (docs/diagnostics.md);
/// `import.weight-unit-needed` is `Diagnostic.Code.weightUnitNeeded`.
extension Diagnostic.Code {
  /// A CSV file whose header no importer recognises.
  public static let importUnknownFormat = Self(rawValue: "import.unknown-format")
  /// The header lacks a column the importer needs.
  public static let importMissingColumn = Self(rawValue: "import.missing-column")
  /// The header is not one the importer reads (an empty file, a unit it does not know).
  public static let importBadHeader = Self(rawValue: "import.bad-header")
  /// A row with more fields than the header.
  public static let importBadRow = Self(rawValue: "import.bad-row")
  /// A value the importer cannot read: the import stops.
  public static let importBadValue = Self(rawValue: "import.bad-value")
  /// A weight in a column the importer does not read, and no weight column.
  public static let importUnreadWeight = Self(rawValue: "import.unread-weight")
  /// A line of an exercise-name map that is not `Exported Name = Notebook Name`.
  public static let importBadNameMap = Self(rawValue: "import.bad-name-map")
  /// A value or column the notebook has no place for: not imported.
  public static let importNotImported = Self(rawValue: "import.not-imported")
  /// A value imported otherwise than the export wrote it.
  public static let importChanged = Self(rawValue: "import.changed")
  /// A value read by an assumption the export does not confirm.
  public static let importAssumed = Self(rawValue: "import.assumed")
  /// The export says its unit: the unit given for the import is not used.
  public static let importUnitNotUsed = Self(rawValue: "import.unit-not-used")
  /// Numbers with more than three decimal places, rounded.
  public static let importRounded = Self(rawValue: "import.rounded")
}

/// Builds the notebook of an import, session by session, and keeps the
/// model's rules on the way: texts are one clean line, notes are kept once
/// and split at line breaks, every set is done, RPE is 1 to 10, an end time
/// needs a start. Whatever it has to change or leave out becomes a warning
/// with its row.
struct ImportBuilder {
  let options: ImportOptions
  private(set) var sessions: [Session] = []
  private var warnings: [Diagnostic] = []
  /// Warnings that would repeat on many rows: the first row, and a count.
  private var grouped: [String: (diagnostic: Diagnostic, count: Int, noun: String)] = [:]
  /// Values read by an assumption (`assume`), by key and value: the
  /// warning's parts, and the rows, in the order first met.
  private var assumptions: [String: Int] = [:]
  private var assumed: [(row: Int, column: Int, what: String, one: String, many: String, rows: [Int])] = []
  /// Exported name → (notebook name, what the name says about its load).
  private var names: [String: (name: String, traits: LoadRules.Traits)] = [:]
  private var lastSessionNote: String? = nil
  private var lastExerciseNote: String? = nil
  /// Where complete sessions go as soon as the next one starts.
  var stream: SessionStream? = nil
  /// What the chronological order needs of the sessions handed on and let
  /// go (`SessionStream.keepsSessions` false).
  private var letGo: [(date: LocalDate, start: Int)] = []
  /// True once a set with a distance was added.
  private(set) var anyDistance = false

  init(options: ImportOptions) {
    self.options = options
  }

  var hasSession: Bool { !sessions.isEmpty }
  var hasExercise: Bool { sessions.last.map { !$0.exercises.isEmpty } ?? false }

  // MARK: - Structure

  /// Starts a session. An end time without a start time is dropped.
  mutating func beginSession(_ when: ImportDateTime, end: TimeOfDay? = nil, title: String?, row: Int, column: Int) {
    var session = Session(date: when.date, start: when.time, end: when.time == nil ? nil : end)
    if let title {
      let clean = ImportText.line(title)
      if clean.changed {
        warnOnce(
          .importChanged,
          "title-lines", row: row, column: column,
          "a workout title had line breaks or control characters: they became spaces", counting: "workouts")
      }
      session.title = clean.text.isEmpty ? nil : clean.text
    }
    if let stream, let last = sessions.last {
      stream.done(last)
      if !stream.keepsSessions {
        letGo.append((last.date, last.start?.secondsSinceMidnight ?? -1))
        sessions.reuse()
      }
    }
    sessions.append(session)
    lastSessionNote = nil
    lastExerciseNote = nil
  }

  /// The notebook name of an exported exercise name (mapped, cleaned), and
  /// what it says about bodyweight. Each distinct name is worked out once.
  mutating func exercise(named raw: String, row: Int, column: Int) throws(ReadError) -> (
    name: String, traits: LoadRules.Traits
  ) {
    if let known = names[raw] { return known }
    let clean = ImportText.line(raw)
    guard !clean.text.isEmpty else {
      throw ReadError(.importBadValue, row: row, column: column, "expected an exercise name, found an empty field")
    }
    if clean.changed {
      warn(
        .importChanged,
        row: row, column: column,
        "the exercise name \(quoted(clean.text)) had line breaks or control characters: they became spaces")
    }
    var name = clean.text
    if let mapped = options.exerciseNames[name] ?? options.exerciseNames[raw] { name = mapped }
    let entry = (name, LoadRules.traits(of: clean.text))
    names[raw] = entry
    return entry
  }

  /// Starts an exercise block in the current session.
  mutating func beginExercise(_ name: String, superset: String? = nil) {
    guard !sessions.isEmpty else { return }
    var exercise = Exercise(name: name, superset: superset)
    // Room for a usual block's sets at once, rather than growing through
    // one, two and four.
    exercise.sets.reserveCapacity(4)
    sessions[sessions.count - 1].exercises.append(exercise)
    lastExerciseNote = nil
  }

  /// The name of the exercise block being filled, if any.
  var currentExerciseName: String? { sessions.last?.exercises.last?.name }

  /// True when the exercise block being filled has a set.
  var currentHasSets: Bool { sessions.last?.exercises.last.map { !$0.sets.isEmpty } ?? false }

  /// Sets the current session's start, when it has none; false when it had one.
  mutating func setStart(_ t: TimeOfDay) -> Bool {
    guard let s = sessions.indices.last, sessions[s].start == nil else { return false }
    sessions[s].start = t
    return true
  }

  /// Sets the current session's end, when it has a start and no end; false otherwise.
  mutating func setEnd(_ t: TimeOfDay) -> Bool {
    guard let s = sessions.indices.last, sessions[s].start != nil, sessions[s].end == nil else { return false }
    sessions[s].end = t
    return true
  }

  // MARK: - Notes

  /// Adds a workout note once: the same text again on the next row (exports
  /// repeat it on every row) is skipped. Line breaks split it into several
  /// entries.
  mutating func addSessionNote(_ text: String, escapedNewlines: Bool = false) {
    guard !sessions.isEmpty, text != lastSessionNote else { return }
    lastSessionNote = text
    let lines = ImportText.lines(text, escapedNewlines: escapedNewlines)
    let s = sessions.count - 1
    sessions[s].notes.append(contentsOf: lines)
  }

  /// Adds an exercise note once, like `addSessionNote`.
  mutating func addExerciseNote(_ text: String, escapedNewlines: Bool = false) {
    guard let s = sessions.indices.last, let e = sessions[s].exercises.indices.last, text != lastExerciseNote
    else { return }
    lastExerciseNote = text
    sessions[s].exercises[e].notes.append(contentsOf: ImportText.lines(text, escapedNewlines: escapedNewlines))
  }

  // MARK: - Sets

  /// Adds a done set (or, where an export says so, a failed or a planned
  /// one) to the current exercise, keeping the model's rules.
  /// Its numbers are within the notebook's limits (`Validation`): each
  /// importer refuses one that is not at its row and column, where it reads
  /// it (`CSVTable.decimal(_:_:within:)`, `ShareTextSet`).
  mutating func addSet(_ set: consuming WorkoutSet, row: Int, column: Int, status: SetStatus = .done) {
    guard let s = sessions.indices.last, let e = sessions[s].exercises.indices.last else { return }
    set.status = status
    if set.reps == nil && set.seconds == nil && set.distance == nil {
      set.reps = 0
      warnOnce(
        .importChanged, "no-amount", row: row, column: column, "a set has no reps, time or distance: imported as 0 reps"
      )
    }
    if let r = set.rpe, !Validation.isRPE(r) {
      warnOnce(.importNotImported, "rpe-range", row: row, column: column, "RPE \(r) is not between 1 and 10: not kept")
      set.rpe = nil
    }
    if let n = set.note {
      let parts = ImportText.lines(n)
      if parts.count > 1 {
        warnOnce(
          .importChanged,
          "set-note-lines", row: row, column: column, "a set note had several lines: joined with \" / \" into one")
      }
      set.note = parts.isEmpty ? nil : parts.joined(separator: " / ")
    }
    if set.distance != nil { anyDistance = true }
    sessions[s].exercises[e].sets.append(consume set)
  }

  /// Where a rest timer's rest went.
  enum RestPlacement {
    case placed
    case noSetBefore
    case alreadyHasRest
  }

  /// Gives the last set of the current exercise the rest taken after it.
  mutating func restAfterLastSet(_ seconds: DecimalValue) -> RestPlacement {
    guard let s = sessions.indices.last, let e = sessions[s].exercises.indices.last,
      let k = sessions[s].exercises[e].sets.indices.last
    else { return .noSetBefore }
    guard sessions[s].exercises[e].sets[k].rest == nil else { return .alreadyHasRest }
    sessions[s].exercises[e].sets[k].rest = seconds
    return .placed
  }

  // MARK: - Warnings

  /// Warns once for each column of the header that the importer does not
  /// read (`CSVTable.unreadColumns`): whatever it holds is not imported, and
  /// the warning says so rather than let it go unnoticed.
  /// Past a hundred of them (a header no app writes), the rest are one
  /// warning with their count.
  mutating func warnUnread(_ table: inout CSVTable, by importer: String) {
    let unread = table.unreadColumns()
    let limit = 100
    for c in unread.prefix(limit) {
      let name = table.header[c].isEmpty ? "with no name" : "'\(table.name(c))'"
      warn(
        .importNotImported,
        row: 1, column: c + 1,
        "column \(c + 1) (\(name)) is not one the \(importer) importer reads: its values are not imported")
    }
    if unread.count > limit, let first = unread.dropFirst(limit).first {
      warn(
        .importNotImported,
        row: 1, column: first + 1,
        "\(unread.count - limit) more columns, from column \(first + 1) on, are not ones the \(importer) importer reads: their values are not imported"
      )
    }
  }

  mutating func warn(_ code: Diagnostic.Code, row: Int, column: Int, _ message: String) {
    warnings.append(Diagnostic(.warning, CodedMessage(code, message), line: row, column: column))
  }

  /// The load a set's weight stands for (`LoadRules.load`); a negative
  /// weight reads as assistance, said once (at `row` and `column`).
  mutating func load(
    weight w: DecimalValue?, unit: WeightUnit, traits: LoadRules.Traits, hasReps: Bool, row: Int, column: Int
  ) -> Load? {
    let (load, negative) = LoadRules.load(weight: w, unit: unit, traits: traits, hasReps: hasReps)
    if negative {
      warnOnce(
        .importChanged, "negative-weight", row: row, column: column,
        "a negative weight reads as assistance: imported as BW\(w?.description ?? "")\(unit.rawValue)")
    }
    return load
  }

  /// A warning that many rows may share: reported once, at the first row,
  /// with the number of rows like it.
  /// `noun` names what is counted: `rows`, `workouts`.
  /// The message is made only the first time.
  mutating func warnOnce(
    _ code: Diagnostic.Code, _ key: String, row: Int, column: Int, _ message: @autoclosure () -> String,
    counting noun: String = "rows"
  ) {
    if let g = grouped[key] {
      grouped[key] = (g.diagnostic, g.count + 1, g.noun)
    } else {
      grouped[key] = (Diagnostic(.warning, CodedMessage(code, message()), line: row, column: column), 1, noun)
    }
  }

  /// A value the importer does not know, read by an assumption rather than
  /// refused: one warning for each distinct value (under `key`), at its
  /// first row, naming its rows and what they were read as:
  /// `\(what): rows 3 and 5 were read as \(many)`.
  mutating func assume(
    _ key: String, value: String, row: Int, column: Int,
    _ parts: @autoclosure () -> (what: String, one: String, many: String)
  ) {
    let id = key + "\u{0}" + value
    if let k = assumptions[id] {
      assumed[k].rows.append(row)
    } else {
      let p = parts()
      assumptions[id] = assumed.count
      assumed.append((row, column, p.what, p.one, p.many, [row]))
    }
  }

  /// A set's RPE from column `c`: none for empty or 0. It does not decide
  /// the set, so a value that is no number is not an error: the set is
  /// imported without it, with one warning a value naming its rows.
  mutating func rpe(_ table: inout CSVTable, _ c: Int) -> DecimalValue? {
    guard c >= 0 else { return nil }
    switch ImportNumber.decimal(table.bytes(c)) {
    case .empty: return nil
    case .value:
      let v = try? table.decimal(c, "an RPE")
      return v.flatMap { $0.significand == 0 ? nil : $0 }
    case .invalid, .tooLarge:
      let value = ImportText.trim(table.string(c))
      assume(
        "rpe", value: value, row: table.row, column: c + 1,
        (
          "\(table.name(c)) \(Excerpt.quoted(value)) is not an RPE (a number, 1 to 10)", "a set without an RPE",
          "sets without an RPE"
        ))
      return nil
    }
  }

  // MARK: - Result

  /// The notebook, sessions in chronological order (a stable sort by date
  /// and start time; sessions without a start time come first on their day).
  func finish(newestFirst: Bool = false, rounding: (row: Int, column: Int, count: Int)? = nil) -> ImportResult {
    var keys = letGo + sessions.map { ($0.date, $0.start?.secondsSinceMidnight ?? -1) }
    if newestFirst { keys.reverse() }
    let order = keys.indices.sorted { a, b in (keys[a].date, keys[a].start, a) < (keys[b].date, keys[b].start, b) }
    // For each session of the notebook, where it came in the export.
    let n = keys.count
    let arrival = order.map { newestFirst ? n - 1 - $0 : $0 }
    // The sessions kept are the last ones that arrived.
    let sorted = stream?.keepsSessions == false ? [] : arrival.map { sessions[$0 - letGo.count] }
    if let stream {
      if let last = sessions.last { stream.done(last) }
      stream.order(arrival)
    }
    var all = warnings
    for a in assumed {
      let many = a.rows.count > 1
      all.append(
        Diagnostic(
          severity: .warning,
          message:
            "\(a.what): \(ImportBuilder.rowList(a.rows)) \(many ? "were read as \(a.many)" : "was read as \(a.one)")",
          line: a.row, column: a.column, code: .importAssumed))
    }
    if let r = rounding {
      all.append(
        Diagnostic(
          severity: .warning,
          message: "a number with more than three decimal places was rounded to three"
            + (r.count > 1 ? " (\(r.count) numbers like this; this is the first)" : ""),
          line: r.row, column: r.column, code: .importRounded))
    }
    for (_, g) in grouped {
      var d = g.diagnostic
      if g.count > 1 { d.message += " (\(g.count) \(g.noun) like this; this is the first)" }
      all.append(d)
    }
    all.sort { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
    return ImportResult(notebook: Notebook(sessions: sorted), diagnostics: DiagnosticSink.capped(all))
  }

  /// Rows as a message lists them: `row 3`, `rows 3 and 5`, `rows 3, 5
  /// and 9`; past eight, the first seven, the last and the count
  /// (`rows 3, 5, 9, 12, 14, 15, 20, … and 41 (12 rows)`).
  static func rowList(_ rows: [Int]) -> String {
    guard let last = rows.last else { return "no row" }
    if rows.count == 1 { return "row \(last)" }
    if rows.count <= 8 {
      return "rows " + rows.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
    }
    return "rows " + rows.prefix(7).map(String.init).joined(separator: ", ") + ", … and \(last) (\(rows.count) rows)"
  }

  /// A text as a message quotes it: `'abc'`, cut after 40 bytes.
  func quoted(_ s: String) -> String { Excerpt.quoted(s) }
}
