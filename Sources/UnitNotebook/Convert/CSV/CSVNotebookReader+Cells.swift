/// The codes of the CSV reader's messages (docs/diagnostics.md).
extension Diagnostic.Code {
  /// The header is not Unit's CSV header.
  public static let csvBadHeader = Self(rawValue: "csv.bad-header")
  /// A row with another number of cells than the header has columns.
  public static let csvBadRow = Self(rawValue: "csv.bad-row")
  /// A cell that does not read as the kind of value its column holds.
  public static let csvWrongType = Self(rawValue: "csv.wrong-type")
  /// A number with too many digits, or otherwise not a notebook number.
  public static let csvBadNumber = Self(rawValue: "csv.bad-number")
  /// A cell the row needs is empty.
  public static let csvMissingValue = Self(rawValue: "csv.missing-value")
  /// A cell that must be empty in this kind of row.
  public static let csvMisplacedCell = Self(rawValue: "csv.misplaced-cell")
  /// Set or prescription numbers out of order.
  public static let csvSetOrder = Self(rawValue: "csv.set-order")
  /// A value of the right kind that a notebook cannot hold.
  public static let csvInvalidValue = Self(rawValue: "csv.invalid-value")
}

/// Cells of one type each. A wrong cell is reported at its row and column,
/// prefixed with the column's name, and read as nil.
extension CSVNotebookReader {
  mutating func report(_ code: Diagnostic.Code, _ message: String, row: Int, column: Int) {
    sink.report(Diagnostic(.error, CodedMessage(code, message), line: row, column: column))
  }

  mutating func report(_ code: Diagnostic.Code, _ message: String, column: CSVColumn) {
    report(code, column.name + ": " + message, row: row, column: column.number)
  }

  func isEmpty(_ c: CSVColumn) -> Bool { fields[c.rawValue].range.isEmpty }

  /// A value (a weight, a distance, a step) and its unit come together:
  /// either without the other is reported, at the missing one's column.
  mutating func paired(
    _ what: String, _ hasValue: Bool, _ value: CSVColumn, _ hasUnit: Bool, _ unit: CSVColumn, units: String
  ) {
    if hasValue, !hasUnit { report(.csvMissingValue, "expected the \(what)'s unit (\(units))", column: unit) }
    if !hasValue, hasUnit { report(.csvMissingValue, "expected a \(what) for this unit, or no unit", column: value) }
  }

  func bytes(_ c: CSVColumn) -> UnsafeBufferPointer<UInt8> {
    let r = fields[c.rawValue].range
    return UnsafeBufferPointer(rebasing: csv.bytes[r.start..<r.end])
  }

  /// A cell as a message quotes it, cut after 40 bytes.
  func shown(_ c: CSVColumn) -> String {
    "\"" + Excerpt.cut(csv.string(fields[c.rawValue])) + "\""
  }

  // MARK: - Text

  /// True when the cell is valid UTF-8; reports it otherwise (text is never
  /// repaired with `�` behind the user's back).
  mutating func isUTF8(_ c: CSVColumn) -> Bool {
    guard csv.invalidUTF8(in: fields[c.rawValue]) != nil else { return true }
    report(.notUTF8, UTF8Check.message, column: c)
    return false
  }

  /// Free text, without the formula guard's leading `'`; nil when empty.
  mutating func text(_ c: CSVColumn, role: Validation.TextRole) -> String? {
    guard !isEmpty(c), isUTF8(c) else { return nil }
    var value = csv.string(fields[c.rawValue])
    if value.utf8.first == FormulaGuard.mark { value.removeFirst() }
    if let p = Validation.problem(text: value, role: role) {
      report(.csvInvalidValue, p, column: c)
      return nil
    }
    return value
  }

  /// Note entries, one a line of the cell; an empty cell is no notes. Nil
  /// when an entry is wrong.
  mutating func notes(_ c: CSVColumn) -> [String]? {
    guard !isEmpty(c) else { return [] }
    guard isUTF8(c) else { return nil }
    var value = csv.string(fields[c.rawValue])
    if value.utf8.first == FormulaGuard.mark { value.removeFirst() }
    var entries: [String] = []
    // Split the bytes: to `String`, a CRLF is one character, not a line feed.
    for line in value.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      let entry = String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
      if let p = Validation.problem(text: entry, role: .note) {
        report(.csvInvalidValue, "entry \(entries.count + 1): " + p, column: c)
        return nil
      }
      entries.append(entry)
    }
    return entries
  }

  /// The superset label, or nil when the cell is empty.
  mutating func label() -> String? {
    guard !isEmpty(.superset) else { return nil }
    let value = csv.string(fields[CSVColumn.superset.rawValue])
    if let p = Validation.problem(label: value) {
      report(.csvInvalidValue, p + ", found " + shown(.superset), column: .superset)
      return nil
    }
    return value
  }

  // MARK: - Heading

  /// date, start, end and session (the title).
  mutating func readHeading() -> Heading? {
    let errorsBefore = sink.errorCount
    var date: LocalDate?
    switch StrictValue.date(bytes(.date)) {
    case .date(let d)?: date = d
    case .notADate?: report(.csvInvalidValue, "\(shown(.date)) is not a date", column: .date)
    case nil: report(.csvWrongType, "expected a date (YYYY-MM-DD), found \(shown(.date))", column: .date)
    }
    let start = time(.start)
    let end = time(.end)
    if let p = Validation.problem(start: start, end: end) { report(.csvInvalidValue, p, column: .end) }
    let title = text(.session, role: .title)
    guard let date, sink.errorCount == errorsBefore else { return nil }
    return Heading(date: date, start: start, end: end, title: title)
  }

  private mutating func time(_ c: CSVColumn) -> TimeOfDay? {
    guard !isEmpty(c) else { return nil }
    switch StrictValue.time(bytes(c)) {
    case .time(let t)?: return t
    case .notATime?: report(.csvInvalidValue, "\(shown(c)) is not a time", column: c)
    case nil: report(.csvWrongType, "expected a time (HH:MM or HH:MM:SS, 24-hour clock), found \(shown(c))", column: c)
    }
    return nil
  }

  // MARK: - Numbers and words

  mutating func decimal(_ c: CSVColumn, _ what: String) -> DecimalValue? {
    guard !isEmpty(c) else { return nil }
    switch StrictValue.decimal(bytes(c)) {
    case .success(let d)?: return d
    case .failure(let p)?: report(.csvBadNumber, JSONNumber.message(p, shown(c)), column: c)
    case nil: report(.csvWrongType, "expected \(what), found \(shown(c))", column: c)
    }
    return nil
  }

  mutating func whole(_ c: CSVColumn, _ what: String) -> Int? {
    guard let d = decimal(c, what) else { return nil }
    guard let n = d.integerValue else {
      report(.csvWrongType, "expected \(what), found \(shown(c))", column: c)
      return nil
    }
    return n
  }

  mutating func word<E: RawRepresentable & CaseIterable>(_ c: CSVColumn, _: E.Type) -> E? where E.RawValue == String {
    guard !isEmpty(c) else { return nil }
    if let value = E(rawValue: csv.string(fields[c.rawValue])) { return value }
    let words = E.allCases.map(\.rawValue)
    report(
      .csvWrongType, "expected \(words.dropLast().joined(separator: ", ")) or \(words.last ?? ""), found \(shown(c))",
      column: c)
    return nil
  }

  /// `true`, `false` or empty (false), in any letter case.
  mutating func flag(_ c: CSVColumn) -> Bool {
    guard !isEmpty(c) else { return false }
    switch csv.string(fields[c.rawValue]).lowercased() {
    case "true": return true
    case "false": return false
    default:
      report(.csvWrongType, "expected true, false or an empty cell, found \(shown(c))", column: c)
      return false
    }
  }

  /// body_weight and body_weight_unit: a session's body weight, on its
  /// first row. False after reporting a problem.
  mutating func bodyweight(into weight: inout Weight?) -> Bool {
    let errorsBefore = sink.errorCount
    let value = decimal(.bodyWeight, "a body weight (a number)")
    let unit = word(.bodyWeightUnit, WeightUnit.self)
    guard sink.errorCount == errorsBefore else { return false }
    switch (value, unit) {
    case (let v?, let u?):
      let w = Weight(v, u)
      if let p = Validation.problem(bodyweight: w) {
        report(.csvInvalidValue, p, column: .bodyWeight)
        return false
      }
      weight = w
    case (_?, nil):
      report(.csvMissingValue, "a body weight needs its unit: expected \(WeightUnit.listed)", column: .bodyWeightUnit)
      return false
    case (nil, _?):
      report(
        .csvMissingValue, "body_weight_unit is the unit of a body weight: expected the body weight", column: .bodyWeight
      )
      return false
    case (nil, nil):
      break
    }
    return true
  }

  /// A row that is not its session's first leaves body_weight and
  /// body_weight_unit empty.
  mutating func noBodyweight(_ why: String) -> Bool {
    for c in [CSVColumn.bodyWeight, .bodyWeightUnit] where !isEmpty(c) {
      report(.csvMisplacedCell, "expected an empty cell: \(why)", column: c)
      return false
    }
    return true
  }

  /// tm_bodyweight … tm_round_unit: an exercise's training max, on its
  /// first row. False after reporting a problem.
  mutating func trainingMax(into tm: inout TrainingMax?, inRoutine: Bool) -> Bool {
    let errorsBefore = sink.errorCount
    let bodyweight = flag(.tmBodyweight)
    let value = decimal(.tm, "a training max (a number)")
    let unit = word(.tmUnit, WeightUnit.self)
    let step = decimal(.tmStep, "a step (a number)")
    let stepUnit = word(.tmStepUnit, WeightUnit.self)
    let round = decimal(.tmRound, "a rounding increment (a number)")
    let roundUnit = word(.tmRoundUnit, WeightUnit.self)
    guard sink.errorCount == errorsBefore else { return false }
    for (v, u, c) in [
      (value != nil, unit != nil, CSVColumn.tmUnit), (step != nil, stepUnit != nil, .tmStepUnit),
      (round != nil, roundUnit != nil, .tmRoundUnit),
    ] where v != u {
      report(.csvMissingValue, "expected a number and its unit (\(WeightUnit.listed)) together", column: c)
      return false
    }
    let added = both(value, unit).map { Weight($0, $1) }
    let load: Load? = bodyweight ? .bodyweight(added: added) : added.map(Load.weight)
    guard let load else {
      if step != nil || round != nil {
        report(.csvMissingValue, "a training max's step and rounding need its load", column: .tm)
      }
      return step == nil && round == nil
    }
    let value_ = TrainingMax(
      load: load, step: both(step, stepUnit).map { Weight($0, $1) },
      round: both(round, roundUnit).map { Weight($0, $1) })
    if let p = Validation.problem(trainingMax: value_, inRoutine: inRoutine) {
      report(.csvInvalidValue, p, column: .tm)
      return false
    }
    tm = value_
    return true
  }

  /// A row that does not open an exercise leaves the training max's cells empty.
  mutating func noTrainingMax(_ why: String) -> Bool {
    for c in CSVColumn.trainingMaxCells where !isEmpty(c) {
      report(.csvMisplacedCell, "expected an empty cell: \(why)", column: c)
      return false
    }
    return true
  }
}
