/// JEFIT's export (jefit.com, My JEFIT, Settings, Export Data; docs/import.md):
/// the sessions are `WORKOUT SESSIONS` (epoch seconds, UTC), their exercises
/// `EXERCISE LOGS`, each with every set packed in one cell (`logs`,
/// `"60x10,65x8,65x8"`: weight × reps in the unit of `SETTING.mass`, `0x10`
/// bodyweight); `NOTES` are exercises' notes by day. A message's place is
/// the line of the file and the field of the row.
struct JEFITImporter {
  var builder: ImportBuilder
  let bytes: UnsafeBufferPointer<UInt8>
  let lines: LineIndex
  let sections: [JEFITSection]
  var unit = WeightUnit.kg
  /// WORKOUT SESSIONS by `_id`.
  var workouts: [Int64: JEFITWorkout] = [:]
  /// NOTES by day and exercise name, in order.
  var notes: [String: [(line: Int, text: String)]] = [:]
  var traits = LoadRules.Traits()
  /// Numbers rounded to three places: the first one's place, and how many.
  var rounding: (row: Int, column: Int, count: Int)? = nil

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) throws(ReadError) -> ImportResult {
    if let bad = UTF8Check.firstInvalid(bytes) {
      let (line, column) = UTF8Check.place(of: bad, in: bytes)
      throw ReadError(.notUTF8, row: line, column: column, UTF8Check.message)
    }
    var importer = JEFITImporter(
      builder: ImportBuilder(options: options), bytes: bytes, lines: LineIndex(bytes),
      sections: JEFITSection.split(bytes))
    try importer.run()
    return importer.builder.finish(rounding: importer.rounding)
  }

  func section(_ name: String) -> JEFITSection? { sections.first { $0.name == name } }

  func table(_ name: String) throws(ReadError) -> JEFITTable? {
    guard let s = section(name) else { return nil }
    return try JEFITTable(s, in: bytes, lines: lines)
  }

  mutating func run() throws(ReadError) {
    try readUnit()
    try readWorkouts()
    try readNotes()
    guard var logs = try table("EXERCISE LOGS") else {
      throw ReadError(
        .importMissingColumn, row: 1, column: 1,
        "this JEFIT export has no EXERCISE LOGS section: expected a line ### EXERCISE LOGS ### and its table")
    }
    let grouped = try JEFITLogs.read(&logs, builder: &builder)
    for (key, entries) in grouped { try session(key, entries) }
    warnAboutTheRest(used: grouped.map(\.key))
  }

  /// `SETTING.mass`: `" kg"` or `" lbs"`, the unit of every weight in `logs`.
  mutating func readUnit() throws(ReadError) {
    var mass = ""
    var place = (line: 1, column: 1)
    if var t = try table("SETTING") {
      let c = t.column("mass")
      if c >= 0, try t.next() {
        mass = t.string(c)
        place = (t.line, c + 1)
      }
      if t.header.count > 1 {
        builder.warn(
          .importNotImported, row: t.headerLine, column: 1,
          "of SETTING only mass (the weight unit) is read: the app's other settings are not imported")
      }
    }
    if let u = ImportUnits.weight(mass) {
      unit = u
      if let given = builder.options.unit {
        builder.warn(
          .importUnitNotUsed, row: place.line, column: place.column,
          "this export says its weight unit (SETTING mass); the unit given for the import (\(given.rawValue)) is not used"
        )
      }
    } else if let given = builder.options.unit {
      unit = given
    } else {
      throw ReadError(
        .weightUnitNeeded, row: place.line, column: place.column,
        "this JEFIT export does not say whether its weights are kg or lb (SETTING mass \(Excerpt.quoted(mass))): give the unit (unit import --unit kg or --unit lb)"
      )
    }
  }
}

/// A row of WORKOUT SESSIONS: when it started and ended (seconds since
/// 1970, UTC), and what else the app measured.
struct JEFITWorkout {
  var line: Int
  var start: Int64?
  var end: Int64?
  var notes: [String]
}
