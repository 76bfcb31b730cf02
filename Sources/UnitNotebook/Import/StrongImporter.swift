/// Strong's CSV export, in all of its layouts and languages (docs/import.md):
/// 1A comma, no unit anywhere (iPhone); 1B semicolon with `Weight Unit` and
/// `Distance Unit` columns (older Android, with or without `Workout
/// Duration`); 1C all-quoted semicolon with `Workout #`, `Note` and `Rest
/// Timer` rows (current); 2016's `kg`/`lb` and `km`/`mi` columns; and 1A in
/// French, German and Portuguese (`StrongLanguage`). Columns are found by
/// name, once per file (`StrongColumns`), so the layouts share one reader.
struct StrongImporter: CSVImporter {
  var table: CSVTable
  var builder: ImportBuilder
  let c: StrongColumns
  /// What the current exercise's name says about its load.
  var traits = LoadRules.Traits()

  init(_ table: CSVTable, options: ImportOptions) throws(ReadError) {
    var table = table
    var builder = ImportBuilder(options: options)
    c = try StrongColumns(&table, options: options, builder: &builder)
    builder.warnUnread(&table, by: "Strong")
    self.table = table
    self.builder = builder
  }

  mutating func run() throws(ReadError) {
    var blockHasSets = false
    let durationColumn = c.duration
    while try table.next(fixExtraField: { t in
      // `3,527h 3min`: an unquoted thousands separator splits the duration.
      if durationColumn >= 0, t.fields.count == t.header.count + 1,
        t.bytes(durationColumn).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
      {
        t.joinField(durationColumn)
      }
    }) {
      let row = table.row
      let newSession =
        !builder.hasSession
        || (c.number >= 0
          ? !table.sameAsPrevious(c.number)
          : !table.sameAsPrevious(c.date) || !table.sameAsPrevious(c.title))
      if newSession {
        try beginSession(row)
      }
      // Notes repeat on the rows after (1C): only a changed field is read.
      if !table.isBlank(c.workoutNotes), newSession || !table.sameAsPrevious(c.workoutNotes) {
        builder.addSessionNote(table.string(c.workoutNotes), escapedNewlines: true)
      }

      // The Set Order word (nil for a set number); neither is an error.
      var word: StrongOrderWord? = nil
      let order = table.bytes(c.order)
      if order.isEmpty || !order.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        word = StrongImporter.word(order, c) ?? StrongImporter.englishLetter(order) ?? unknownOrder(row)
      }
      if word == .rest {
        try addRest(row)
        continue
      }
      let isNote = word == .note
      let newBlock = newSession || !table.sameAsPrevious(c.exercise) || !builder.hasExercise || (isNote && blockHasSets)
      if newBlock {
        let (name, t) = try builder.exercise(named: table.string(c.exercise), row: row, column: c.exercise + 1)
        builder.beginExercise(name)
        traits = t
        blockHasSets = false
      }
      if !table.isBlank(c.notes), newBlock || !table.sameAsPrevious(c.notes) {
        builder.addExerciseNote(table.string(c.notes), escapedNewlines: true)
      }
      if isNote { continue }
      try addSet(row, word)
      blockHasSets = true
    }
    if c.distanceUnitGuessed, builder.anyDistance {
      builder.warn(
        .importAssumed,
        row: 1, column: c.distance + 1,
        "this Strong export does not say its distance unit: distances were read as \(c.fixedDistanceUnit?.rawValue ?? "km") to go with \(c.fixedUnit?.rawValue ?? "kg")"
      )
    }
  }

  private mutating func beginSession(_ row: Int) throws(ReadError) {
    guard let when = ImportDate.iso(table.bytes(c.date)) else {
      throw ReadError(
        .importBadValue,
        row: row, column: c.date + 1,
        "expected a date and time such as 2026-11-29 07:15:02 in \(table.name(c.date)), found \(table.found(c.date))")
    }
    var end: TimeOfDay? = nil
    if let start = when.time, let seconds = try duration(row) {
      if seconds >= 86_400 {
        builder.warnOnce(
          .importChanged,
          "long-workout", row: row, column: max(c.duration, c.durationSeconds) + 1,
          "this workout lasted \(ImportDuration.written(seconds)) by the export: more than a day, so no end time was set",
          counting: "workouts")
      } else if seconds > 0 {
        end = TimeOfDay(secondsSinceMidnight: start.secondsSinceMidnight + seconds)
      }
    }
    let title = c.title >= 0 ? table.string(c.title) : nil
    builder.beginSession(when, end: end, title: title, row: row, column: c.title + 1)
  }

  /// The workout's length in seconds, from `Duration (sec)` or the `1h 3m` text.
  /// A duration only sets the end time, so one that does not read is no
  /// error: the workout comes without an end, with one warning a value.
  private mutating func duration(_ row: Int) throws(ReadError) -> Int? {
    let column = c.durationSeconds >= 0 ? c.durationSeconds : c.duration
    guard column >= 0, !table.isBlank(column) else { return nil }
    let text = ImportText.trim(table.string(column))
    if c.durationSeconds >= 0, case .value(let v, _) = ImportNumber.decimal(table.bytes(column)), !v.isNegative,
      v.doubleValue < 1e12
    {
      return Int(v.doubleValue.roundedToWhole)
    }
    if c.durationSeconds < 0, let s = ImportDuration.words(Substring(text)) { return s }
    let example = c.durationSeconds >= 0 ? "seconds, such as 4195" : "1h 3m or 45m"
    builder.assume(
      "duration", value: text, row: row, column: column + 1,
      (
        "\(table.name(column)) \(Excerpt.quoted(text)) is not a duration (\(example))",
        "a workout without an end time", "workouts without an end time"
      ))
    return nil
  }

  /// The language's Set Order word `b` spells, ASCII letters in any case.
  /// One by one, not over a list: nothing is made or retained per row.
  private static func word(_ b: UnsafeBufferPointer<UInt8>, _ c: borrowing StrongColumns) -> StrongOrderWord? {
    if let w = c.warmup, equalsFolded(b, w) { return .warmup }
    if let w = c.rest, equalsFolded(b, w) { return .rest }
    if let w = c.drop, equalsFolded(b, w) { return .drop }
    if let w = c.failure, equalsFolded(b, w) { return .failure }
    if let w = c.note, equalsFolded(b, w) { return .note }
    return nil
  }

  private static func equalsFolded(_ b: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    guard b.count == text.utf8CodeUnitCount else { return false }
    let p = text.utf8Start
    for k in 0..<b.count where Lexicon.lower(b[k]) != Lexicon.lower(p[k]) { return false }
    return true
  }

  /// Strong's English set letters, and the words its Dropbox sync writes
  /// for them (`WARM_UP`, `DROP_SET`, `FAILURE`), understood whatever the
  /// header's language.
  private static func englishLetter(_ b: UnsafeBufferPointer<UInt8>) -> StrongOrderWord? {
    if equalsFolded(b, "W") || equalsFolded(b, "WARM_UP") { return .warmup }
    if equalsFolded(b, "D") || equalsFolded(b, "DROP_SET") { return .drop }
    if equalsFolded(b, "F") || equalsFolded(b, "FAILURE") { return .failure }
    return nil
  }

  /// A Set Order value that is no number, no word of the file's language
  /// and no English letter never stops the import: another language's word
  /// is read as what it means there, anything else as a normal set (nil),
  /// with one warning a value naming its rows (`ImportBuilder.assume`).
  private mutating func unknownOrder(_ row: Int) -> StrongOrderWord? {
    let value = ImportText.trim(table.string(c.order))
    let meaning = StrongOrderWord.allCases.first { StrongLanguage.languages(writing: value, for: $0) != nil }
    let name = table.name(c.order)
    let l = c.language
    let parts = { () -> (String, String, String) in
      let shown = value.isEmpty ? "an empty \(name)" : "\(name) \(Excerpt.quoted(value))"
      var expected = ["a set number"]
      for w in StrongOrderWord.allCases {
        guard let word = l.word(w)?.description else { continue }
        expected.append(w == .rest || w == .note ? word : "\(word) (\(w.meaning))")
      }
      let list = expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
      if let meaning, let languages = StrongLanguage.languages(writing: value, for: meaning) {
        return (
          "\(shown) is what Strong writes for a \(meaning.meaning) in \(languages), but this export's header is \(l.name), which writes \(list)",
          "a \(meaning.meaning)", "\(meaning.meaning)s"
        )
      }
      return (
        "\(shown) is not a value Strong writes in \(l.name) (\(list)\(l.name == "English" ? "" : "; W, D and F in any language, and WARM_UP, DROP_SET and FAILURE"))",
        "a normal set", "normal sets"
      )
    }
    builder.assume("set-order", value: value, row: row, column: c.order + 1, parts())
    return meaning
  }

  private mutating func addSet(_ row: Int, _ word: StrongOrderWord?) throws(ReadError) {
    var set = WorkoutSet()
    switch word {
    case .warmup?:
      set.kind = .warmup
      if c.warmupInferred {
        builder.warnOnce(
          .importAssumed,
          "inferred-warmup", row: row, column: c.order + 1,
          "\(table.found(c.order)) was read as a warm-up: Strong's \(c.language.name) letter for a warm-up is inferred from one export, not confirmed (docs/import.md)"
        )
      }
    case .drop?: set.kind = .drop
    case .failure?: set.kind = .failure
    case .rest?, .note?, nil: break
    }
    if c.weight < 0 {
      try table.refuseUnreadWeight(by: "Strong", reads: "Weight, Poids, Gewicht, Peso, Weight (kg), kg or lb")
    }
    let weight = try table.decimal(c.weight, "a weight")
    let reps = try table.count(c.reps, "reps")
    let seconds = try table.decimal(c.seconds, "seconds", within: Validation.problem(seconds:))
      .flatMap { $0.significand == 0 ? nil : $0 }
    let distanceValue = try table.decimal(c.distance, "a distance", within: Validation.problem(distance:))
      .flatMap { $0.significand == 0 ? nil : $0 }
    set.rpe = builder.rpe(&table, c.rpe)
    if let r = reps, r > 0 || (seconds == nil && distanceValue == nil) { set.reps = r }
    set.seconds = seconds
    if let d = distanceValue { set.distance = Distance(d, try distanceUnit(row)) }
    var unit = c.fixedUnit ?? .kg
    if c.fixedUnit == nil, let w = weight, w.significand != 0 {
      guard let u = ImportUnits.weight(table.string(c.weightUnit)) else {
        throw ReadError(
          .importBadValue,
          row: row, column: c.weightUnit + 1, "expected kg or lbs in Weight Unit, found \(table.found(c.weightUnit))")
      }
      unit = u
    }
    set.load = builder.load(
      weight: weight, unit: unit, traits: traits, hasReps: set.reps != nil, row: row, column: c.weight + 1)
    builder.addSet(set, row: row, column: c.order + 1)
  }

  /// A `Rest Timer` row: its `Seconds` are the rest after the set before
  /// it (`rest 2:00`). One with no set before it in its exercise is
  /// reported and skipped.
  private mutating func addRest(_ row: Int) throws(ReadError) {
    let rows = "\(c.rest?.description ?? "Rest Timer") row"
    guard c.seconds >= 0,
      let seconds = try table.decimal(c.seconds, "the rest in seconds", within: Validation.problem(rest:))
    else {
      builder.warnOnce(
        .importNotImported,
        "rest-empty", row: row, column: max(c.seconds, c.order) + 1, "a \(rows) without its seconds: not imported")
      return
    }
    if seconds.significand == 0 {
      builder.warnOnce(
        .importNotImported, "rest-zero", row: row, column: c.seconds + 1,
        "a \(rows) of 0 seconds is no rest: not imported")
      return
    }
    switch builder.restAfterLastSet(seconds) {
    case .placed:
      break
    case .noSetBefore:
      builder.warnOnce(
        .importNotImported,
        "rest-first", row: row, column: c.order + 1, "a \(rows) with no set before it in its exercise: not imported")
    case .alreadyHasRest:
      builder.warnOnce(
        .importNotImported,
        "rest-twice", row: row, column: c.order + 1,
        "a second \(rows) after one set: the set keeps the rest of the first, this one is not imported")
    }
  }

  private func distanceUnit(_ row: Int) throws(ReadError) -> DistanceUnit {
    if let u = c.fixedDistanceUnit { return u }
    guard let u = ImportUnits.distance(table.string(c.distanceUnit)) else {
      throw ReadError(
        .importBadValue,
        row: row, column: max(c.distanceUnit, c.distance) + 1,
        "expected km, mi. or m in Distance Unit, found \(table.found(c.distanceUnit))")
    }
    return u
  }
}
