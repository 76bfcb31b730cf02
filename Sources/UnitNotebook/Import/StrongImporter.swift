/// Strong's CSV export, in all three of its layouts (docs/import.md):
/// 1A comma, no unit anywhere (iPhone); 1B semicolon with `Weight Unit` and
/// `Distance Unit` columns (older Android, with or without `Workout
/// Duration`); 1C all-quoted semicolon with `Workout #`, `Note` and `Rest
/// Timer` rows (current). Columns are found by name, so the layouts share
/// one reader.
struct StrongImporter {
  var table: CSVTable
  var builder: ImportBuilder
  let c: Columns
  /// What the current exercise's name says about its load.
  var traits = LoadRules.Traits()

  struct Columns {
    var number = -1, date = -1, title = -1, exercise = -1, order = -1
    var weight = -1, weightUnit = -1, reps = -1, rpe = -1
    var distance = -1, distanceUnit = -1, seconds = -1
    var notes = -1, workoutNotes = -1
    var duration = -1, durationSeconds = -1
    /// The unit of every weight, when the header or the options give it.
    var fixedUnit: WeightUnit?
    var fixedDistanceUnit: DistanceUnit?
    /// True when the distance unit is a guess from the weight unit (1A).
    var distanceUnitGuessed = false
  }

  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions, stream: SessionStream? = nil
  ) throws(ReadError) -> ImportResult {
    var importer = try StrongImporter(try CSVTable(bytes), options: options)
    importer.builder.stream = stream
    importer.table.feed = stream?.rows.map(CSVRowFeed.init)
    try importer.run()
    return importer.builder.finish(rounding: importer.table.rounding)
  }

  init(_ table: CSVTable, options: ImportOptions) throws(ReadError) {
    self.table = table
    builder = ImportBuilder(options: options)
    var c = Columns()
    c.number = table.column("Workout #")
    c.date = table.column("Date")
    c.title = table.column("Workout Name")
    c.exercise = table.column("Exercise Name")
    c.order = table.column("Set Order")
    c.weightUnit = table.column("Weight Unit")
    c.reps = table.column("Reps")
    c.rpe = table.column("RPE")
    c.distanceUnit = table.column("Distance Unit")
    c.seconds = table.column("Seconds")
    c.notes = table.column("Notes")
    c.workoutNotes = table.column("Workout Notes")
    c.duration = table.column("Duration", "Workout Duration")
    c.durationSeconds = table.column("Duration (sec)", "Duration (seconds)")
    for (name, col) in [("Date", c.date), ("Exercise Name", c.exercise), ("Set Order", c.order)] where col < 0 {
      throw ReadError(row: 1, column: 1, "this Strong export has no \(name) column")
    }
    c.weight = table.column("Weight")
    if c.weight < 0, let (i, name) = table.column(prefix: "Weight (") ?? table.column(prefix: "Weight(") {
      c.weight = i
      guard let u = ImportUnits.inParentheses(name).flatMap(ImportUnits.weight) else {
        throw ReadError(row: 1, column: i + 1, "expected the unit in \(table.name(i)) to be kg or lbs")
      }
      c.fixedUnit = u
    }
    c.distance = table.column("Distance")
    if c.distance < 0, let (i, name) = table.column(prefix: "Distance (") ?? table.column(prefix: "Distance(") {
      c.distance = i
      guard let u = ImportUnits.inParentheses(name).flatMap(ImportUnits.distance) else {
        throw ReadError(row: 1, column: i + 1, "expected the unit in \(table.name(i)) to be meters, km or miles")
      }
      c.fixedDistanceUnit = u
    }
    if c.fixedUnit == nil && c.weightUnit < 0 {
      guard let u = options.unit else {
        throw ReadError(
          row: 1, column: max(c.weight, 0) + 1,
          "this Strong export (the iPhone layout) does not say whether its weights are kg or lb: give the unit (unit import --unit kg or --unit lb)")
      }
      c.fixedUnit = u
      if c.distanceUnit < 0 && c.fixedDistanceUnit == nil {
        c.fixedDistanceUnit = u == .kg ? .km : .mi
        c.distanceUnitGuessed = true
      }
    } else if let u = options.unit {
      builder.warn(
        row: 1, column: max(c.weight, c.weightUnit) + 1,
        "this export says its weight unit itself; the unit given for the import (\(u.rawValue)) is not used")
    }
    self.c = c
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
        builder.addSessionNote(table.string(c.workoutNotes))
      }

      if table.field(c.order, is: "Rest Timer") {
        try addRest(row)
        continue
      }
      let isNote = table.field(c.order, is: "Note")
      let newBlock = newSession || !table.sameAsPrevious(c.exercise) || !builder.hasExercise || (isNote && blockHasSets)
      if newBlock {
        let (name, t) = try builder.exercise(named: table.string(c.exercise), row: row, column: c.exercise + 1)
        builder.beginExercise(name)
        traits = t
        blockHasSets = false
      }
      if !table.isBlank(c.notes), newBlock || !table.sameAsPrevious(c.notes) {
        builder.addExerciseNote(table.string(c.notes))
      }
      if isNote { continue }
      try addSet(row)
      blockHasSets = true
    }
    if c.distanceUnitGuessed, builder.anyDistance {
      builder.warn(
        row: 1, column: c.distance + 1,
        "this Strong export does not say its distance unit: distances were read as \(c.fixedDistanceUnit?.rawValue ?? "km") to go with \(c.fixedUnit?.rawValue ?? "kg")")
    }
  }

  private mutating func beginSession(_ row: Int) throws(ReadError) {
    guard let when = ImportDate.iso(table.bytes(c.date)) else {
      throw ReadError(
        row: row, column: c.date + 1,
        "expected a date and time such as 2026-11-29 07:15:02 in Date, found \(table.found(c.date))")
    }
    var end: TimeOfDay? = nil
    if let start = when.time, let seconds = try duration(row) {
      if seconds >= 86_400 {
        builder.warn(
          row: row, column: max(c.duration, c.durationSeconds) + 1,
          "this workout lasted \(table.string(max(c.duration, c.durationSeconds))) by the export: more than a day, so no end time was set")
      } else if seconds > 0 {
        end = TimeOfDay(secondsSinceMidnight: start.secondsSinceMidnight + seconds)
      }
    }
    let title = c.title >= 0 ? table.string(c.title) : nil
    builder.beginSession(when, end: end, title: title, row: row, column: c.title + 1)
  }

  /// The workout's length in seconds, from `Duration (sec)` or the `1h 3m` text.
  private mutating func duration(_ row: Int) throws(ReadError) -> Int? {
    if c.durationSeconds >= 0 {
      guard let v = try table.decimal(c.durationSeconds, "a duration in seconds") else { return nil }
      return Int(v.doubleValue.rounded())
    }
    guard c.duration >= 0, !table.isBlank(c.duration) else { return nil }
    let text = table.string(c.duration)
    guard let s = ImportDuration.words(Substring(text)) else {
      throw ReadError(
        row: row, column: c.duration + 1, "expected a duration such as 1h 3m or 45m in \(table.name(c.duration)), found \(table.found(c.duration))")
    }
    return s
  }

  private mutating func addSet(_ row: Int) throws(ReadError) {
    var set = WorkoutSet()
    let order = table.bytes(c.order)
    if order.count == 1, let k = order.first {
      switch k | 0x20 {
      case UInt8(ascii: "w"): set.kind = .warmup
      case UInt8(ascii: "d"): set.kind = .drop
      case UInt8(ascii: "f"): set.kind = .failure
      default: break
      }
    }
    if set.kind == .normal, !order.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) || order.isEmpty {
      throw ReadError(
        row: row, column: c.order + 1,
        "expected a set number, W (warm-up), D (drop set), F (failure), Rest Timer or Note in Set Order, found \(table.found(c.order))")
    }
    let weight = try table.decimal(c.weight, "a weight")
    let reps = try table.count(c.reps, "reps")
    let seconds = try table.decimal(c.seconds, "seconds").flatMap { $0.significand == 0 ? nil : $0 }
    let distanceValue = try table.decimal(c.distance, "a distance").flatMap { $0.significand == 0 ? nil : $0 }
    set.rpe = try table.decimal(c.rpe, "an RPE").flatMap { $0.significand == 0 ? nil : $0 }
    if let r = reps, r > 0 || (seconds == nil && distanceValue == nil) { set.reps = r }
    if let s = seconds {
      guard !s.isNegative else {
        throw ReadError(row: row, column: c.seconds + 1, "expected seconds of 0 or more, found \(table.found(c.seconds))")
      }
      set.seconds = s
    }
    if let d = distanceValue {
      guard !d.isNegative else {
        throw ReadError(row: row, column: c.distance + 1, "expected a distance of 0 or more, found \(table.found(c.distance))")
      }
      set.distance = Distance(d, try distanceUnit(row))
    }
    var unit = c.fixedUnit ?? .kg
    if c.fixedUnit == nil, let w = weight, w.significand != 0 {
      guard let u = ImportUnits.weight(table.string(c.weightUnit)) else {
        throw ReadError(row: row, column: c.weightUnit + 1, "expected kg or lbs in Weight Unit, found \(table.found(c.weightUnit))")
      }
      unit = u
    }
    let (load, negative) = LoadRules.load(weight: weight, unit: unit, traits: traits, hasReps: set.reps != nil)
    if negative {
      builder.warn(row: row, column: c.weight + 1, "a negative weight reads as assistance: imported as BW\(weight?.description ?? "")\(unit.rawValue)")
    }
    set.load = load
    builder.addSet(set, row: row, column: c.order + 1)
  }

  /// A `Rest Timer` row: its `Seconds` are the rest after the set before
  /// it (`rest 2:00`). One with no set before it in its exercise is
  /// reported and skipped.
  private mutating func addRest(_ row: Int) throws(ReadError) {
    guard c.seconds >= 0, let seconds = try table.decimal(c.seconds, "the rest in seconds") else {
      builder.warnOnce(
        "rest-empty", row: row, column: max(c.seconds, c.order) + 1, "a Rest Timer row without its seconds: not imported")
      return
    }
    if let p = Validation.problem(rest: seconds) {
      throw ReadError(row: row, column: c.seconds + 1, p + " in \(table.name(c.seconds))")
    }
    switch builder.restAfterLastSet(seconds) {
    case .placed:
      break
    case .noSetBefore:
      builder.warnOnce(
        "rest-first", row: row, column: c.order + 1, "a Rest Timer row with no set before it in its exercise: not imported")
    case .alreadyHasRest:
      builder.warnOnce(
        "rest-twice", row: row, column: c.order + 1,
        "a second Rest Timer row after one set: the set keeps the rest of the first, this one is not imported")
    }
  }

  private func distanceUnit(_ row: Int) throws(ReadError) -> DistanceUnit {
    if let u = c.fixedDistanceUnit { return u }
    guard let u = ImportUnits.distance(table.string(c.distanceUnit)) else {
      throw ReadError(
        row: row, column: max(c.distanceUnit, c.distance) + 1,
        "expected km, mi. or m in Distance Unit, found \(table.found(c.distanceUnit))")
    }
    return u
  }
}
