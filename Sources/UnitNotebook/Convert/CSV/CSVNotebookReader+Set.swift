/// The set cells of a row: kind … note.
extension CSVNotebookReader {
  /// Reads the set of the current row; nil (reported) when a cell is wrong.
  mutating func readSet() -> WorkoutSet? {
    let errorsBefore = sink.errorCount
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
    let distanceUnit = word(.distanceUnit, DistanceUnit.self)
    let marks = readMarks(target: false)
    let status = word(.status, SetStatus.self)
    if isEmpty(.status) { report(.csvMissingValue, "expected done, failed or planned", column: .status) }
    let note = text(.note, role: .setNote)
    let amrap = flag(.amrap)
    guard sink.errorCount == errorsBefore, let status else { return nil }

    // The rules between cells.
    if weight != nil, unit == nil {
      report(.csvMissingValue, "expected the weight's unit (\(WeightUnit.listed))", column: .unit)
    }
    if weight == nil, unit != nil {
      report(.csvMissingValue, "expected a weight for this unit, or no unit", column: .weight)
    }
    if distance != nil, distanceUnit == nil {
      report(.csvMissingValue, "expected the distance's unit (m, km or mi)", column: .distanceUnit)
    }
    if distance == nil, distanceUnit != nil {
      report(.csvMissingValue, "expected a distance for this unit, or no unit", column: .distance)
    }
    if let w = weight, let p = Validation.problem(weight: w, bodyweight: bodyweight) {
      report(.csvInvalidValue, p, column: .weight)
    }
    var load: Load?
    if bodyweight {
      load = .bodyweight(added: weight.flatMap { w in unit.map { Weight(w, $0) } })
    } else if let w = weight, let u = unit {
      load = .weight(Weight(w, u))
    }
    let set = WorkoutSet(
      kind: kind, load: load, reps: reps, seconds: seconds,
      distance: distance.flatMap { d in distanceUnit.map { Distance(d, $0) } }, status: status, note: note,
      marks: marks, amrap: amrap)
    if let p = Validation.problem(amountOf: set) { report(.csvInvalidValue, p, column: .reps) }
    if let p = Validation.problem(amrap: amrap, reps: reps) { report(.csvInvalidValue, p, column: .amrap) }
    return sink.errorCount == errorsBefore ? set : nil
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
