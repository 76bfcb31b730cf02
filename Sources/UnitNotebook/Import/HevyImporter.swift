/// Hevy's CSV export (`workout_data.csv`): one row per set, newest workout
/// first, the units in the header (`weight_kg` or `weight_lbs`, and
/// independently `distance_km` or `distance_miles`), `\n` written for line
/// breaks inside notes, supersets as a small `superset_id` per workout.
struct HevyImporter: CSVImporter {
  var table: CSVTable
  var builder: ImportBuilder
  var title = -1, start = -1, end = -1, description = -1, exercise = -1, superset = -1
  var notes = -1, type = -1, weight = -1, reps = -1, distance = -1, duration = -1, rpe = -1
  var weightUnit = WeightUnit.kg
  var distanceUnit = DistanceUnit.km
  /// superset_id → group letter index, in order of first appearance in the workout.
  var groups: [String: (group: Int, members: Int)] = [:]
  var traits = LoadRules.Traits()

  static let newestFirst = true

  init(_ table: CSVTable, options: ImportOptions) throws(ReadError) {
    self.table = table
    builder = ImportBuilder(options: options)
    try findColumns()
    builder.warnUnread(&self.table, by: "Hevy")
    if let u = options.unit {
      builder.warn(
        .importUnitNotUsed,
        row: 1, column: max(weight, 0) + 1,
        "this export says its weight unit itself; the unit given for the import (\(u.rawValue)) is not used")
    }
  }

  private mutating func findColumns() throws(ReadError) {
    title = table.column("title")
    start = table.column("start_time")
    end = table.column("end_time")
    description = table.column("description")
    exercise = table.column("exercise_title")
    superset = table.column("superset_id")
    notes = table.column("exercise_notes")
    type = table.column("set_type")
    reps = table.column("reps")
    duration = table.column("duration_seconds")
    rpe = table.column("rpe")
    // Rows come in set order: set_index says nothing more.
    _ = table.column("set_index")
    for (name, col) in [("start_time", start), ("exercise_title", exercise)] where col < 0 {
      throw ReadError(.importMissingColumn, row: 1, column: 1, "this Hevy export has no \(name) column")
    }
    if let (i, name) = table.column(prefix: "weight_") {
      weight = i
      switch name.lowercased() {
      case "weight_kg": weightUnit = .kg
      case "weight_lbs", "weight_lb": weightUnit = .lb
      default:
        throw ReadError(
          .importBadHeader, row: 1, column: i + 1, "expected the column weight_kg or weight_lbs, found \(table.name(i))"
        )
      }
    }
    if let (i, name) = table.column(prefix: "distance_") {
      distance = i
      switch name.lowercased() {
      case "distance_km": distanceUnit = .km
      case "distance_miles", "distance_mi": distanceUnit = .mi
      case "distance_meters", "distance_m": distanceUnit = .m
      default:
        throw ReadError(
          .importBadHeader,
          row: 1, column: i + 1, "expected the column distance_km or distance_miles, found \(table.name(i))")
      }
    }
  }

  mutating func run() throws(ReadError) {
    while try table.next() {
      let row = table.row
      let newSession =
        !builder.hasSession || !table.sameAsPrevious(start) || !table.sameAsPrevious(title)
        || !table.sameAsPrevious(end)
      if newSession { try beginSession(row) }
      // Notes repeat on every row: only a changed field is read.
      if !table.isBlank(description), newSession || !table.sameAsPrevious(description) {
        builder.addSessionNote(table.string(description), escapedNewlines: true)
      }
      let newBlock = newSession || !table.sameAsPrevious(exercise) || !table.sameAsPrevious(superset)
      if newBlock {
        let (name, t) = try builder.exercise(named: table.string(exercise), row: row, column: exercise + 1)
        traits = t
        builder.beginExercise(name, superset: label(row))
      }
      if !table.isBlank(notes), newBlock || !table.sameAsPrevious(notes) {
        builder.addExerciseNote(table.string(notes), escapedNewlines: true)
      }
      try addSet(row)
    }
  }

  private mutating func beginSession(_ row: Int) throws(ReadError) {
    guard let when = ImportTextDate.parse(table.string(start)) else {
      throw dateError(row, column: start, example: "15 Sep 2025, 07:48", what: "a start time")
    }
    var endTime: TimeOfDay? = nil
    if !table.isBlank(end) {
      // The end only sets the end time: one that does not read is a
      // warning, and the workout comes without it.
      guard let e = ImportTextDate.parse(table.string(end)) else {
        let text = ImportText.trim(table.string(end))
        builder.assume(
          "end-time", value: text, row: row, column: end + 1,
          (
            "end_time \(Excerpt.quoted(text)) is not a date and time such as \"15 Sep 2025, 09:13\"",
            "a workout without an end time", "workouts without an end time"
          ))
        builder.beginSession(
          when, end: nil, title: title >= 0 ? table.string(title) : nil, row: row, column: title + 1)
        groups.removeAll(keepingCapacity: true)
        return
      }
      let seconds =
        (e.date.daysSinceEpoch - when.date.daysSinceEpoch) * 86_400
        + (e.time?.secondsSinceMidnight ?? 0) - (when.time?.secondsSinceMidnight ?? 0)
      if seconds >= 0 && seconds < 86_400 {
        endTime = e.time
      } else if seconds < 0 {
        builder.warnOnce(
          .importChanged,
          "ends-before", row: row, column: end + 1,
          "this workout ends \(ImportDuration.written(-seconds)) before it starts: no end time was set",
          counting: "workouts")
      } else {
        builder.warnOnce(
          .importChanged,
          "ends-late", row: row, column: end + 1,
          "this workout ends \(ImportDuration.written(seconds)) after it starts, more than a day: no end time was set",
          counting: "workouts")
      }
    }
    builder.beginSession(when, end: endTime, title: title >= 0 ? table.string(title) : nil, row: row, column: title + 1)
    groups.removeAll(keepingCapacity: true)
  }

  /// A date that does not read: the word in place of its month when there
  /// is one (a language whose month names are not known), else the shape
  /// expected.
  private func dateError(_ row: Int, column: Int, example: String, what: String) -> ReadError {
    if let word = ImportTextDate.unknownWord(table.string(column)) {
      return ReadError(
        .importBadValue,
        row: row, column: column + 1,
        "unknown month \(Excerpt.quoted(word)) in \(table.name(column)) (\(table.found(column))): Hevy's month names are read in \(ImportTextDate.languages) (docs/import.md)"
      )
    }
    return ReadError(
      .importBadValue,
      row: row, column: column + 1,
      "expected \(what) such as \"\(example)\" in \(table.name(column)), found \(table.found(column))")
  }

  /// The superset label of the exercise on this row: `A1`, `A2`, `B1`…, the
  /// letter in the order the supersets first appear in the workout, the
  /// number in the order their exercises appear.
  private mutating func label(_ row: Int) -> String? {
    guard !table.isBlank(superset) else { return nil }
    let id = ImportText.trim(table.string(superset))
    var entry = groups[id] ?? (groups.count, 0)
    entry.members += 1
    groups[id] = entry
    guard let label = SupersetLabel.label(group: entry.group, member: entry.members) else {
      builder.warnOnce(
        .importChanged,
        "superset-labels", row: row, column: superset + 1,
        "too many supersets in one workout to label: this one is imported without a label")
      return nil
    }
    return label
  }

  private mutating func addSet(_ row: Int) throws(ReadError) {
    var set = WorkoutSet()
    if type >= 0 && !table.isBlank(type) {
      if table.field(type, is: "normal") {
        set.kind = .normal
      } else if table.field(type, is: "warmup") {
        set.kind = .warmup
      } else if table.field(type, is: "failure") {
        set.kind = .failure
      } else if table.field(type, is: "dropset") {
        set.kind = .drop
      } else {
        let value = ImportText.trim(table.string(type))
        builder.assume(
          "set-type", value: value, row: row, column: type + 1,
          (
            "set_type \(Excerpt.quoted(value)) is not one Hevy writes (normal, warmup, failure or dropset)",
            "a normal set", "normal sets"
          ))
      }
    }
    if weight < 0 { try table.refuseUnreadWeight(by: "Hevy", reads: "weight_kg or weight_lbs") }
    let w = try table.decimal(weight, "a weight")
    let r = try table.count(reps, "reps")
    let seconds = try table.decimal(duration, "seconds", within: Validation.problem(seconds:))
      .flatMap { $0.significand == 0 ? nil : $0 }
    let d = try table.decimal(distance, "a distance", within: Validation.problem(distance:))
      .flatMap { $0.significand == 0 ? nil : $0 }
    set.rpe = builder.rpe(&table, rpe)
    if let r, r > 0 || (seconds == nil && d == nil) { set.reps = r }
    set.seconds = seconds
    set.distance = d.map { Distance($0, distanceUnit) }
    set.load = builder.load(
      weight: w, unit: weightUnit, traits: traits, hasReps: set.reps != nil, row: row, column: weight + 1)
    builder.addSet(set, row: row, column: exercise + 1)
  }
}
