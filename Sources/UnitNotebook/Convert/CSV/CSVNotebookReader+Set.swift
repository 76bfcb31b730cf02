/// The set cells of a row: kind … note.
extension CSVNotebookReader {
  /// Reads the set of the current row; nil (reported) when a cell is wrong.
  mutating func readSet() -> WorkoutSet? {
    let errorsBefore = sink.errorCount
    let c = readAmountCells()
    let marks = readMarks(target: false)
    let status = word(.status, SetStatus.self)
    if isEmpty(.status) { report(.csvMissingValue, "expected done, failed or planned", column: .status) }
    let note = text(.note, role: .setNote)
    let amrap = flag(.amrap)
    guard sink.errorCount == errorsBefore, let status else { return nil }

    // The rules between cells.
    checkUnits(c)
    checkWeight(c)
    let set = WorkoutSet(
      kind: c.kind, load: c.load, reps: c.reps, seconds: c.seconds, distance: c.distanceWithUnit, status: status,
      note: note, marks: marks, amrap: amrap)
    if let p = Validation.problem(amountOf: set) { report(.csvInvalidValue, p, column: .reps) }
    if let p = Validation.problem(amrap: amrap, reps: c.reps) { report(.csvInvalidValue, p, column: .amrap) }
    return sink.errorCount == errorsBefore ? set : nil
  }

  /// The cells a set and a prescription share, each read and checked alone.
  mutating func readAmountCells() -> AmountCells {
    let kind = word(.kind, SetKind.self) ?? .normal
    let bodyweight = flag(.bodyweight)
    let weight = decimal(.weight, "a weight (a number such as 102.5)")
    let unit = word(.unit, WeightUnit.self)
    let reps = whole(.reps, "a whole number of reps")
    if let r = reps, let p = Validation.problem(reps: r) { report(.csvInvalidValue, p, column: .reps) }
    let seconds = decimal(.seconds, "a time in seconds (a number such as 90)")
    if let t = seconds, let p = Validation.problem(seconds: t) { report(.csvInvalidValue, p, column: .seconds) }
    let distance = decimal(.distance, "a distance (a number such as 5)")
    if let d = distance, let p = Validation.problem(distance: d) { report(.csvInvalidValue, p, column: .distance) }
    return AmountCells(
      kind: kind, bodyweight: bodyweight, weight: weight, unit: unit, reps: reps, seconds: seconds, distance: distance,
      distanceUnit: word(.distanceUnit, DistanceUnit.self))
  }

  /// A weight and a distance each come with its unit.
  mutating func checkUnits(_ c: AmountCells) {
    paired("weight", c.weight != nil, .weight, c.unit != nil, .unit, units: WeightUnit.listed)
    paired("distance", c.distance != nil, .distance, c.distanceUnit != nil, .distanceUnit, units: "m, km or mi")
  }

  /// The weight as the load it makes allows.
  mutating func checkWeight(_ c: AmountCells) {
    if let w = c.weight, let p = Validation.problem(weight: w, bodyweight: c.bodyweight) {
      report(.csvInvalidValue, p, column: .weight)
    }
  }

  /// The marks with a value of the current row, each from its column (of
  /// a prescription, `target`: its RPE is a target).
  mutating func readMarks(target: Bool) -> SetMarks {
    var marks = SetMarks()
    for m in ValuedMark.allCases {
      guard let column = CSVColumn.of(m) else { continue }
      marks[m] = decimal(column, m.expected(target: target))
      if let v = marks[m], let p = m.problem(v) { report(.csvInvalidValue, p, column: column) }
    }
    return marks
  }
}

/// The cells a set and a prescription share: kind, load and amounts.
struct AmountCells {
  var kind: SetKind
  var bodyweight: Bool
  var weight: DecimalValue?
  var unit: WeightUnit?
  var reps: Int?
  var seconds: DecimalValue?
  var distance: DecimalValue?
  var distanceUnit: DistanceUnit?

  /// The load they make: `BW` (with the weight added), or a weight with its unit.
  var load: Load? {
    if bodyweight { return .bodyweight(added: weight.flatMap { w in unit.map { Weight(w, $0) } }) }
    guard let w = weight, let u = unit else { return nil }
    return .weight(Weight(w, u))
  }

  var distanceWithUnit: Distance? { distance.flatMap { d in distanceUnit.map { Distance(d, $0) } } }
}
