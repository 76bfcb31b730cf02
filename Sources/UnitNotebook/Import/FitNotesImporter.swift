/// FitNotes' spreadsheet export (Android): one row per set, a date without a
/// time, so one calendar day is one session; the weight unit on every row
/// (`kgs` or `lbs`), or in the header of older exports (`Weight (kgs)`);
/// times as `H:MM:SS`; a per-set `Comment`.
struct FitNotesImporter: CSVImporter {
  var table: CSVTable
  var builder: ImportBuilder
  var date = -1, exercise = -1, category = -1, weight = -1, weightUnit = -1, reps = -1
  var distance = -1, distanceUnit = -1, time = -1, comment = -1
  var headerUnit: WeightUnit?
  /// Whether slashed dates are day first (`23/12/2025`); decided from the file.
  var dayFirst = true
  var traits = LoadRules.Traits()
  /// Day → session index, so rows of one day form one session.
  var sessionOfDay: [LocalDate: Int] = [:]

  /// Whether slashed dates put the day first, read from the whole export.
  mutating func prepare(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReadError) {
    dayFirst = try FitNotesImporter.slashedDatesAreDayFirst(bytes, &builder)
  }

  init(_ t: CSVTable, options: ImportOptions) throws(ReadError) {
    table = t
    builder = ImportBuilder(options: options)
    date = table.column("Date")
    exercise = table.column("Exercise")
    category = table.column("Category")
    weightUnit = table.column("Weight Unit")
    reps = table.column("Reps")
    distance = table.column("Distance")
    distanceUnit = table.column("Distance Unit")
    time = table.column("Time")
    comment = table.column("Comment")
    weight = table.column("Weight")
    if weight < 0, let (i, name) = table.column(prefix: "Weight (") {
      weight = i
      headerUnit = ImportUnits.inParentheses(name).flatMap(ImportUnits.weight)
      if headerUnit == nil {
        throw ReadError(
          .importBadHeader, row: 1, column: i + 1, "expected the unit in \(table.name(i)) to be kgs or lbs")
      }
    }
    for (name, col) in [("Date", date), ("Exercise", exercise)] where col < 0 {
      throw ReadError(.importMissingColumn, row: 1, column: 1, "this FitNotes export has no \(name) column")
    }
    if category >= 0 {
      builder.warn(
        .importNotImported,
        row: 1, column: category + 1,
        "the Category column (Chest, Back, …) is not imported: a notebook has no place for it")
    }
    if let u = options.unit, headerUnit != nil || weightUnit >= 0 {
      builder.warn(
        .importUnitNotUsed,
        row: 1, column: max(weight, 0) + 1,
        "this export says its weight unit itself; the unit given for the import (\(u.rawValue)) is not used")
    }
    if headerUnit == nil && weightUnit < 0 { headerUnit = options.unit }
    builder.warnUnread(&table, by: "FitNotes")
  }

  /// Reads the Date column once to see whether slashed dates put the day or
  /// the month first (a first number above 12 is a day; a second one above
  /// 12 is a day). When nothing tells, day first, with a warning.
  static func slashedDatesAreDayFirst(_ bytes: UnsafeBufferPointer<UInt8>, _ builder: inout ImportBuilder)
    throws(ReadError) -> Bool
  {
    var t = try CSVTable(bytes)
    let c = t.column("Date")
    var firstAmbiguousRow: Int? = nil
    // A row one field too long is the real pass's to join or report.
    while try t.next(fixExtraField: { $0.dropExtraFields() }) {
      guard let (a, b) = ImportDate.slashedFields(t.bytes(c)) else { return true }
      if a > 12 { return true }
      if b > 12 { return false }
      if firstAmbiguousRow == nil { firstAmbiguousRow = t.row }
    }
    if let r = firstAmbiguousRow {
      builder.warn(
        .importAssumed,
        row: r, column: c + 1, "every date in this file could be day/month or month/day: read as day/month/year")
    }
    return true
  }

  mutating func run() throws(ReadError) {
    let layout = Layout(self)
    var joinedName: String? = nil
    while try table.next(fixExtraField: { t in joinedName = layout.joinSplitName(&t) }) {
      let row = table.row
      if let name = joinedName {
        builder.warnOnce(
          .importAssumed,
          "name-comma", row: row, column: exercise + 1,
          "this row has one field more than the header, and the other fields read as the layout says only with the extra one in the exercise name: it was joined back, \(Excerpt.quoted(name)) (an older FitNotes export leaves a comma in a name unquoted)"
        )
        joinedName = nil
      }
      if !builder.hasSession || !table.sameAsPrevious(date) {
        guard
          let when = ImportDate.iso(table.bytes(date)) ?? ImportDate.dayMonthYear(table.bytes(date), dayFirst: dayFirst)
        else {
          throw ReadError(
            .importBadValue,
            row: row, column: date + 1, "expected a date such as 2026-11-29 in Date, found \(table.found(date))")
        }
        if sessionOfDay[when.date] != nil {
          builder.warnOnce(
            .importChanged,
            "day-again", row: row, column: date + 1,
            "this day's rows are not all together: the later ones are imported as another session on the same day")
        }
        sessionOfDay[when.date] = builder.sessions.count
        builder.beginSession(ImportDateTime(date: when.date, time: nil), title: nil, row: row, column: date + 1)
      }
      if !builder.hasExercise || !table.sameAsPrevious(exercise) {
        let (name, t) = try builder.exercise(named: table.string(exercise), row: row, column: exercise + 1)
        traits = t
        builder.beginExercise(name)
      }
      try addSet(row)
    }
  }

  /// Where the columns are, for a row read before the importer sees it.
  struct Layout {
    let date: Int, exercise: Int, category: Int, weight: Int, weightUnit: Int, reps: Int
    let distance: Int, distanceUnit: Int, time: Int

    init(_ i: borrowing FitNotesImporter) {
      (date, exercise, category, weight, weightUnit) = (i.date, i.exercise, i.category, i.weight, i.weightUnit)
      (reps, distance, distanceUnit, time) = (i.reps, i.distance, i.distanceUnit, i.time)
    }

    /// An older export leaves a comma in a name unquoted (`Overhead Press
    /// (Each Side, Dumbbells)`), which makes the row one field too long.
    /// When the exercise field and the one after it, joined, leave every
    /// other field reading as the layout says (a date, a category with a
    /// letter that is no number, numbers, units, a time), they are joined
    /// and the name is returned; otherwise the row is left as it is (and is
    /// the error it was).
    func joinSplitName(_ t: inout CSVTable) -> String? {
      guard exercise >= 0, t.fields.count == t.header.count + 1 else { return nil }
      var joined = t
      joined.joinField(exercise)
      guard joined.fields.count == t.header.count, reads(joined) else { return nil }
      t = joined
      return t.string(exercise)
    }

    private func reads(_ t: borrowing CSVTable) -> Bool {
      func number(_ c: Int) -> Bool {
        switch ImportNumber.decimal(t.bytes(c)) {
        case .empty, .value: return true
        case .invalid, .tooLarge: return false
        }
      }
      let dateOK =
        ImportDate.iso(t.bytes(date)) != nil || ImportDate.dayMonthYear(t.bytes(date), dayFirst: true) != nil
        || ImportDate.dayMonthYear(t.bytes(date), dayFirst: false) != nil
      let categoryText = category >= 0 ? ImportText.trim(t.string(category)) : "x"
      let categoryOK =
        categoryText.unicodeScalars.contains { $0.properties.isAlphabetic }
        && ImportNumber.decimal(t.bytes(category)) == .invalid || category < 0
      let unitText = ImportText.trim(t.string(weightUnit))
      let unitOK = weightUnit < 0 || unitText.isEmpty || ImportUnits.weight(unitText) != nil
      let distanceUnitText = ImportText.trim(t.string(distanceUnit))
      let distanceUnitOK =
        distanceUnit < 0 || distanceUnitText.isEmpty
        || distanceUnitText.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "." }
      let timeText = ImportText.trim(t.string(time))
      let timeOK = time < 0 || timeText.isEmpty || ImportDuration.clock(Substring(timeText)) != nil
      return dateOK && categoryOK && number(weight) && unitOK && number(reps) && number(distance) && distanceUnitOK
        && timeOK
    }
  }

  private mutating func addSet(_ row: Int) throws(ReadError) {
    var set = WorkoutSet()
    if weight < 0 { try table.refuseUnreadWeight(by: "FitNotes", reads: "Weight, Weight (kgs) or Weight (lbs)") }
    let w = try table.decimal(weight, "a weight")
    let r = try table.count(reps, "reps")
    var seconds: DecimalValue? = nil
    if !table.isBlank(time) {
      guard let s = ImportDuration.clock(Substring(ImportText.trim(table.string(time)))) else {
        throw ReadError(
          .importBadValue,
          row: row, column: time + 1, "expected a time such as 0:05:00 in Time, found \(table.found(time))")
      }
      if s > 0 { seconds = DecimalValue(s) }
    }
    let d = try table.decimal(distance, "a distance", within: Validation.problem(distance:))
      .flatMap { $0.significand == 0 ? nil : $0 }
    if let r, r > 0 || (seconds == nil && d == nil) { set.reps = r }
    set.seconds = seconds
    var unitNote: String? = nil
    if let d {
      let unitText = ImportText.trim(table.string(distanceUnit))
      if let u = ImportUnits.distance(unitText) {
        set.distance = Distance(d, u)
      } else if set.reps != nil || set.seconds != nil, !unitText.isEmpty {
        builder.warnOnce(
          .importChanged,
          "distance-unit", row: row, column: distanceUnit + 1,
          "a notebook writes distances in m, km or mi: \(d) \(Excerpt.cut(unitText)) is kept in the set's note")
        unitNote = "\(d) \(unitText)"
      } else {
        throw ReadError(
          .importBadValue,
          row: row, column: max(distanceUnit, distance) + 1,
          "expected m, km or mi in Distance Unit, found \(table.found(distanceUnit))")
      }
    }
    var unit = headerUnit ?? .kg
    if weightUnit >= 0, let w, w.significand != 0 {
      guard let u = ImportUnits.weight(table.string(weightUnit)) else {
        throw ReadError(
          .importBadValue,
          row: row, column: weightUnit + 1, "expected kgs or lbs in Weight Unit, found \(table.found(weightUnit))")
      }
      unit = u
    } else if headerUnit == nil, let w, w.significand != 0 {
      throw ReadError(
        .weightUnitNeeded,
        row: row, column: weight + 1,
        "this export does not say the unit of its weights: give the unit (unit import --unit kg or --unit lb)")
    }
    set.load = builder.load(
      weight: w, unit: unit, traits: traits, hasReps: set.reps != nil, row: row, column: weight + 1)
    let text = table.string(comment)
    set.note = [text, unitNote ?? ""].filter { !ImportText.trim($0).isEmpty }.joined(separator: " / ")
    if set.note?.isEmpty == true { set.note = nil }
    builder.addSet(set, row: row, column: exercise + 1)
  }
}
