/// StrongLifts 5×5's CSV export: one row per exercise (not per set), with a
/// `Set N (Reps)`, `Set N (KG)` pair of columns for each set; the unit in the
/// header (`KG` or `LB`); start and end times on a 12-hour clock. The derived
/// columns (`Sets×Reps`, `Top Set`, `e1RM`, `Volume`, `Workout Volume`) are
/// computed from the sets and are not read.
struct StrongLiftsImporter: CSVImporter {
  var table: CSVTable
  var builder: ImportBuilder
  var date = -1, workout = -1, title = -1, program = -1, bodyweight = -1, exercise = -1
  var setsTime = -1, start = -1, end = -1, hours = -1, notes = -1
  /// The (reps, weight) columns of each set, in order.
  var pairs: [(reps: Int, weight: Int)] = []
  var unit = WeightUnit.kg
  var bodyweightUnit = WeightUnit.kg

  init(_ t: CSVTable, options: ImportOptions) throws(ReadError) {
    table = t
    builder = ImportBuilder(options: options)
    date = table.column(prefix: "Date")?.index ?? -1
    workout = table.column("Workout")
    title = table.column("Workout Name")
    program = table.column("Program Name")
    if let (i, name) = table.column(prefix: "Body Weight") {
      bodyweight = i
      bodyweightUnit = ImportUnits.inParentheses(name).flatMap(ImportUnits.weight) ?? .kg
    }
    exercise = table.column("Exercise")
    setsTime = table.column("Sets×Time")
    start = table.column(prefix: "Start Time")?.index ?? -1
    end = table.column(prefix: "End Time")?.index ?? -1
    hours = table.column(prefix: "Duration")?.index ?? -1
    notes = table.column("Notes")
    for (name, col) in [("Date", date), ("Exercise", exercise)] where col < 0 {
      throw ReadError(.importMissingColumn, row: 1, column: 1, "this StrongLifts export has no \(name) column")
    }
    var k = 1
    while true {
      let r = table.column("Set \(k) (Reps)")
      guard r >= 0 else { break }
      let prefix = "set \(k) ("
      guard let w = table.header.indices.first(where: { $0 != r && table.header[$0].lowercased().hasPrefix(prefix) })
      else {
        throw ReadError(
          .importMissingColumn,
          row: 1, column: r + 1, "expected a Set \(k) (KG) or Set \(k) (LB) column beside \(table.name(r))")
      }
      table.markRead(w)
      if k == 1 {
        guard let u = ImportUnits.inParentheses(table.header[w]).flatMap(ImportUnits.weight) else {
          throw ReadError(
            .importBadHeader, row: 1, column: w + 1, "expected the unit in \(table.name(w)) to be KG or LB")
        }
        unit = u
      }
      pairs.append((r, w))
      k += 1
    }
    // Computed from the sets: nothing is lost by not reading them.
    _ = table.column("Sets×Reps")
    _ = table.column("Reps")
    for prefix in ["Top Set", "e1RM", "Volume", "Workout Volume"] { _ = table.column(prefix: prefix) }
    if program >= 0 {
      builder.warn(
        .importNotImported, row: 1, column: program + 1, "Program Name is not imported: a notebook has no place for it")
    }
    if options.unit != nil {
      builder.warn(
        .importUnitNotUsed,
        row: 1, column: 1, "this export says its weight unit itself; the unit given for the import is not used")
    }
    builder.warnUnread(&table, by: "StrongLifts")
  }

  mutating func run() throws(ReadError) {
    while try table.next() {
      let row = table.row
      if !builder.hasSession || !table.sameAsPrevious(date) || !table.sameAsPrevious(workout) {
        try beginSession(row)
      }
      if !table.isBlank(notes) { builder.addSessionNote(table.string(notes)) }
      if !table.isBlank(setsTime) {
        builder.warnOnce(
          .importNotImported,
          "time", row: row, column: setsTime + 1, "timed sets (Sets×Time) are not imported: their layout is not known")
      }
      let (name, traits) = try builder.exercise(named: table.string(exercise), row: row, column: exercise + 1)
      builder.beginExercise(name)
      for (r, w) in pairs where !table.isBlank(r) {
        var set = WorkoutSet()
        set.reps = try table.count(r, "reps")
        let weight = try table.decimal(w, "a weight")
        set.load = LoadRules.load(weight: weight, unit: unit, traits: traits, hasReps: true).load
        builder.addSet(set, row: row, column: r + 1)
      }
    }
  }

  private mutating func beginSession(_ row: Int) throws(ReadError) {
    guard var when = ImportDate.iso(table.bytes(date)) else {
      throw ReadError(
        .importBadValue,
        row: row, column: date + 1,
        "expected a date such as 2026/08/11 in \(table.name(date)), found \(table.found(date))")
    }
    when.time = clock(start, row)
    var endTime = clock(end, row)
    if endTime == nil, let t = when.time, let h = try table.decimal(hours, "hours"), h.doubleValue > 0,
      h.doubleValue < 24
    {
      endTime = TimeOfDay(secondsSinceMidnight: t.secondsSinceMidnight + Int((h.doubleValue * 3600).roundedToWhole))
    }
    builder.beginSession(when, end: endTime, title: title >= 0 ? table.string(title) : nil, row: row, column: title + 1)
    if let bw = try table.decimal(bodyweight, "a body weight"), bw.significand > 0 {
      builder.addSessionNote("Body weight: \(bw)\(bodyweightUnit.rawValue)")
    }
  }

  private mutating func clock(_ c: Int, _ row: Int) -> TimeOfDay? {
    guard c >= 0, !table.isBlank(c) else { return nil }
    var scan = ImportDate.Scan(table.bytes(c))
    scan.skipBlanks()
    guard let t = ImportDate.clock(&scan), scan.atEnd(afterBlanks: true) else {
      builder.warnOnce(
        .importNotImported,
        "clock-\(c)", row: row, column: c + 1,
        "expected a time such as 10:56 PM in \(table.name(c)), found \(table.found(c)): not imported")
      return nil
    }
    return t
  }
}
