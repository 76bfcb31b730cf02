/// Fitbod's CSV export (`WorkoutExport.csv`): one row per set, newest workout
/// first, the workout's start in UTC on every row, weights always in kg (at
/// full float precision), a warm-up flag, the exercise note repeated per set.
/// The older layout (`Date,Exercise,Sets,Reps,Weight,isWarmup,Note`) has
/// dates without a time.
struct FitbodImporter: CSVImporter {
  var table: CSVTable
  var builder: ImportBuilder
  var date = -1, exercise = -1, sets = -1, reps = -1, weight = -1, duration = -1, distance = -1
  var incline = -1, resistance = -1, warmup = -1, note = -1, multiplier = -1
  var unit = WeightUnit.kg
  var traits = LoadRules.Traits()

  static let newestFirst = true

  init(_ t: CSVTable, options: ImportOptions) throws(ReadError) {
    table = t
    builder = ImportBuilder(options: options)
    date = table.column("Date")
    exercise = table.column("Exercise")
    sets = table.column("Sets")
    reps = table.column("Reps")
    weight = table.column("Weight(kg)", "Weight (kg)")
    duration = table.column("Duration(s)", "Duration (s)")
    distance = table.column("Distance(m)", "Distance (m)")
    incline = table.column("Incline")
    resistance = table.column("Resistance")
    warmup = table.column("isWarmup")
    note = table.column("Note")
    multiplier = table.column("multiplier")
    for (name, col) in [("Date", date), ("Exercise", exercise)] where col < 0 {
      throw ReadError(.importMissingColumn, row: 1, column: 1, "this Fitbod export has no \(name) column")
    }
    if weight < 0 {
      // The older layout's `Weight` has no unit in its header; Fitbod writes kg.
      weight = table.column("Weight")
      unit = options.unit ?? .kg
      if options.unit == nil, weight >= 0 {
        builder.warn(
          .importAssumed,
          row: 1, column: weight + 1,
          "this Fitbod export does not say its weight unit: read as kg, the unit Fitbod writes")
      }
    } else if let u = options.unit {
      builder.warn(
        .importUnitNotUsed,
        row: 1, column: weight + 1,
        "this export says its weight unit itself; the unit given for the import (\(u.rawValue)) is not used")
    }
    builder.warnUnread(&table, by: "Fitbod")
  }

  mutating func run() throws(ReadError) {
    while try table.next() {
      let row = table.row
      if !builder.hasSession || !table.sameAsPrevious(date) {
        guard let when = ImportDate.iso(table.bytes(date)) else {
          throw ReadError(
            .importBadValue,
            row: row, column: date + 1,
            "expected a date such as 2025-12-17 03:24:30 +0000 in Date, found \(table.found(date))")
        }
        if when.hadZone {
          builder.warnOnce(
            .importChanged,
            "utc", row: row, column: date + 1,
            "Fitbod writes workout times in UTC (+0000): the session times are UTC, not the time of day where you trained",
            counting: "workouts")
        }
        builder.beginSession(when, title: nil, row: row, column: date + 1)
      }
      let newBlock = !builder.hasExercise || !table.sameAsPrevious(exercise)
      if newBlock {
        let (name, t) = try builder.exercise(named: table.string(exercise), row: row, column: exercise + 1)
        traits = t
        builder.beginExercise(name)
      }
      if !table.isBlank(note), newBlock || !table.sameAsPrevious(note) { builder.addExerciseNote(table.string(note)) }
      for c in [incline, resistance] where c >= 0 {
        if let v = try table.decimal(c, "a number"), v.significand != 0 {
          builder.warnOnce(
            .importNotImported,
            "col\(c)", row: row, column: c + 1, "\(table.name(c)) is not imported: a notebook has no place for it")
        }
      }
      if let m = try table.decimal(multiplier, "a multiplier"), m.significand != 0, m != DecimalValue(1) {
        builder.warnOnce(
          .importNotImported,
          "multiplier", row: row, column: multiplier + 1,
          "Fitbod's multiplier (2 for a pair of dumbbells) is not imported: the weight is kept as exported")
      }
      try addSets(row)
    }
  }

  private mutating func addSets(_ row: Int) throws(ReadError) {
    var set = WorkoutSet()
    let lowered = table.string(warmup).lowercased()
    if ImportText.trim(lowered) == "true" { set.kind = .warmup }
    if weight < 0 { try table.refuseUnreadWeight(by: "Fitbod", reads: "Weight(kg) or Weight") }
    let w = try table.decimal(weight, "a weight")
    let r = try table.count(reps, "reps")
    let s = try table.decimal(duration, "seconds", within: Validation.problem(seconds:))
      .flatMap { $0.significand == 0 ? nil : $0 }
    let d = try table.decimal(distance, "a distance", within: Validation.problem(distance:))
      .flatMap { $0.significand == 0 ? nil : $0 }
    if let r, r > 0 || (s == nil && d == nil) { set.reps = r }
    set.seconds = s
    set.distance = d.map { Distance($0, .m) }
    set.load = builder.load(
      weight: w, unit: unit, traits: traits, hasReps: set.reps != nil, row: row, column: weight + 1)
    let count = try table.count(sets, "sets") ?? 1
    // A row of many sets is a shorthand, and held to a shorthand's limit.
    guard count <= Validation.maximumSets else {
      throw ReadError(
        .importBadValue,
        row: row, column: sets + 1,
        "expected at most \(Validation.maximumSets) sets in \(table.name(sets)), found \(table.found(sets))")
    }
    for _ in 0..<max(count, 1) { builder.addSet(set, row: row, column: exercise + 1) }
  }
}
