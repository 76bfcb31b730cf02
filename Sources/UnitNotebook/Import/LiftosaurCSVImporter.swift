/// Liftosaur's history CSV (Settings, "Export history to CSV file",
/// `liftosaur_YYYY-MM-DD.csv`): one row a set, a workout's exercises one
/// after the other, each its warm-ups first:
///
///     Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,
///     Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,
///     Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes
///
/// The start is written in UTC only (read by the import's rule). A set
/// without completed reps was not done; the planned ("required") values
/// become a note of the exercise where they say more than the sets done.
struct LiftosaurCSVImporter {
  var table: CSVTable
  var builder: ImportBuilder
  var start = -1, program = -1, day = -1, exercise = -1, warmup = -1, requiredReps = -1, reps = -1, amrap = -1
  var requiredRPE = -1, rpe = -1, logRPE = -1, requiredWeight = -1, requiredUnit = -1, weight = -1, unit = -1
  var askWeight = -1, notes = -1
  var traits = LoadRules.Traits()
  /// The exercise being read: its planned sets (warm-ups and work) and what was done of them.
  var block = LiftosaurPlan()

  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions, stream: SessionStream? = nil
  ) throws(ReadError) -> ImportResult {
    var importer = try LiftosaurCSVImporter(try CSVTable(bytes), options: options)
    importer.builder.stream = stream
    importer.table.feed = stream?.rows.map(CSVRowFeed.init)
    try importer.run()
    return importer.builder.finish(rounding: importer.table.rounding)
  }

  /// Recognises the header by two of its columns.
  static func recognises(_ has: Set<String>) -> Bool {
    has.contains("workout datetime") && has.contains("completed reps")
  }

  init(_ t: CSVTable, options: ImportOptions) throws(ReadError) {
    table = t
    builder = ImportBuilder(options: options)
    start = table.column("Workout DateTime")
    program = table.column("Program")
    day = table.column("Day Name")
    exercise = table.column("Exercise")
    warmup = table.column("Is Warmup Set?")
    requiredReps = table.column("Required Reps")
    reps = table.column("Completed Reps")
    amrap = table.column("Is AMRAP?")
    requiredRPE = table.column("Required RPE")
    rpe = table.column("Completed RPE")
    logRPE = table.column("Log RPE?")
    requiredWeight = table.column("Required Weight Value")
    requiredUnit = table.column("Required Weight Unit")
    weight = table.column("Completed Weight Value")
    unit = table.column("Completed Weight Unit")
    askWeight = table.column("Ask Weight?")
    notes = table.column("Notes")
    for (name, col) in [("Workout DateTime", start), ("Exercise", exercise), ("Completed Reps", reps)] where col < 0 {
      throw ReadError(.importMissingColumn, row: 1, column: 1, "this Liftosaur export has no \(name) column")
    }
    for name in ["Completed Reps Time", "Target Muscles", "Synergist Muscles"] {
      let c = table.column(name)
      if c >= 0 {
        builder.warn(
          .importNotImported, row: 1, column: c + 1,
          "\(name) is not imported: a notebook has no place for \(name == "Completed Reps Time" ? "the time each set was ticked" : "an exercise's muscles")"
        )
      }
    }
    if let u = options.unit {
      builder.warn(
        .importUnitNotUsed, row: 1, column: max(unit, 0) + 1,
        "this export says its weight unit on each row; the unit given for the import (\(u.rawValue)) is not used")
    }
    builder.warnUnread(&table, by: "Liftosaur")
  }

  mutating func run() throws(ReadError) {
    while try table.next() {
      let row = table.row
      let newSession = !builder.hasSession || !table.sameAsPrevious(start)
      if newSession {
        endBlock()
        try beginSession(row)
      }
      if newSession || !table.sameAsPrevious(exercise) {
        endBlock()
        let (name, t) = try builder.exercise(named: table.string(exercise), row: row, column: exercise + 1)
        traits = t
        builder.beginExercise(name)
        if !table.isBlank(notes) { builder.addExerciseNote(table.string(notes)) }
      }
      try readSet(row)
    }
    endBlock()
  }

  private mutating func beginSession(_ row: Int) throws(ReadError) {
    guard let instant = ImportInstant.iso(table.string(start)), let utc = instant.secondsSince1970 else {
      throw ReadError(
        .importBadValue, row: row, column: start + 1,
        "expected a date and time in UTC such as 2026-03-04T07:10:00.000Z in \(table.name(start)), found \(table.found(start))"
      )
    }
    guard let when = builder.local(utc, row: row, column: start + 1, what: "Workout DateTime") else {
      throw ReadError(
        .importBadValue, row: row, column: start + 1, "\(table.found(start)) is outside the years 1 to 9999")
    }
    let dayName = ImportText.trim(table.string(day))
    builder.beginSession(when, title: dayName.isEmpty ? nil : dayName, row: row, column: day + 1)
    let programName = ImportText.trim(table.string(program))
    // Liftosaur names a workout outside a program "Adhoc": no program to keep.
    if !programName.isEmpty && programName != "Adhoc" { builder.addSessionNote("program: \(programName)") }
  }

  /// One row: a done set when it has completed reps; its planned values
  /// go to the block's plan either way.
  private mutating func readSet(_ row: Int) throws(ReadError) {
    let isWarmup = flag(warmup)
    var planned = LiftosaurSet()
    planned.reps = try table.count(requiredReps, "reps")
    planned.amrap = flag(amrap)
    planned.rpe = builder.rpe(&table, requiredRPE)
    planned.logRPE = flag(logRPE)
    planned.weight = try weightCell(requiredWeight, requiredUnit, row)
    planned.askWeight = flag(askWeight)
    var done: LiftosaurSet? = nil
    if weight < 0 { try table.refuseUnreadWeight(by: "Liftosaur", reads: "Completed Weight Value") }
    if let r = try table.count(reps, "reps") {
      var set = LiftosaurSet(reps: r, rpe: builder.rpe(&table, rpe))
      set.weight = try weightCell(weight, unit, row)
      done = set
      var w = WorkoutSet(kind: isWarmup ? .warmup : .normal, reps: r, rpe: set.rpe)
      w.load =
        LoadRules.load(
          weight: set.weight?.value, unit: set.weight?.unit ?? .kg, traits: traits, hasReps: true
        ).load
      builder.addSet(w, row: row, column: reps + 1)
    } else {
      builder.warnOnce(
        .importNotImported, "not-done", row: row, column: reps + 1,
        "a set with no Completed Reps was not done: it is not imported as a set (its planned values are in the exercise's note)"
      )
    }
    block.add(planned: planned, done: done, warmup: isWarmup)
  }

  /// A weight from a value and a unit column; none when the value is empty.
  private mutating func weightCell(_ v: Int, _ u: Int, _ row: Int) throws(ReadError) -> Weight? {
    guard let value = try table.decimal(v, "a weight") else { return nil }
    let text = table.string(u)
    guard let unit = ImportUnits.weight(text) else {
      throw ReadError(
        .importBadValue, row: row, column: (u >= 0 ? u : v) + 1,
        "expected lb or kg in \(u >= 0 ? table.name(u) : "the unit column"), found \(Excerpt.quoted(text))")
    }
    return Weight(value, unit)
  }

  private func flag(_ c: Int) -> Bool { table.field(c, is: "1") }

  /// The planned sets of the exercise just read, as a note, when they say
  /// more than its sets.
  private mutating func endBlock() {
    for note in block.notes() { builder.addExerciseNote(note) }
    block = LiftosaurPlan()
  }
}

/// An exercise's planned sets beside the sets done of them (the history
/// CSV's required and completed values), and the note that keeps the plan.
struct LiftosaurPlan {
  var warmups: (planned: [LiftosaurSet], done: [LiftosaurSet]) = ([], [])
  var work: (planned: [LiftosaurSet], done: [LiftosaurSet]) = ([], [])

  mutating func add(planned: LiftosaurSet, done: LiftosaurSet?, warmup: Bool) {
    let hasPlan = planned.reps != nil || planned.weight != nil
    if warmup {
      if hasPlan { warmups.planned.append(planned) }
      if let done { warmups.done.append(done) }
    } else {
      if hasPlan { work.planned.append(planned) }
      if let done { work.done.append(done) }
    }
  }

  /// `target: 3x5 100lb, 1x5+ 100lb` (and `warmup target: …`), in
  /// Liftosaur's notation, for the plans the done sets do not already say.
  func notes() -> [String] {
    var out: [String] = []
    for (name, part) in [("warmup target", warmups), ("target", work)]
    where !part.planned.isEmpty && !LiftosaurTextImporter.same(part.planned, as: part.done) {
      out.append(name + ": " + LiftosaurSet.grouped(part.planned).map(\.text).joined(separator: ", "))
    }
    return out
  }
}
