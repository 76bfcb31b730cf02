/// A routine's rows (docs/csv.md): no date, the routine's name in `routine`.
/// They are grouped as a session's are: a row whose routine cell differs
/// from the row above, or a routine row (no exercise), starts a routine;
/// prescription 1, or an exercise row, starts an exercise; prescription N
/// continues the exercise above when that one ended with N−1.
extension CSVNotebookReader {
  /// The cells only a routine's rows fill: empty in a session's.
  static let routineCells: [CSVColumn] = [
    .sets, .maxReps, .step, .stepUnit, .percent, .section, .percentPlus, .percentPlusUnit, .joined, .rules,
  ]
  /// The cells of a set or a prescription after the brief's: `rest`, `amrap`.
  static let laterSetCells: [CSVColumn] = [.rest, .amrap]

  mutating func sessionRowHasNoRoutineCells() -> Bool {
    for c in CSVNotebookReader.routineCells where !isEmpty(c) {
      report(
        .csvMisplacedCell, "expected an empty cell: a row with a date is a session's, and \(c.name) is a routine's",
        column: c)
      return false
    }
    return true
  }

  mutating func readRoutineRow() {
    for c in [CSVColumn.start, .end, .session] where !isEmpty(c) {
      report(
        .csvMisplacedCell,
        "expected an empty cell: a routine's rows have a name in routine, and no date, time or session", column: c)
      return
    }
    for c in [CSVColumn.status] where !isEmpty(c) {
      report(
        .csvMisplacedCell,
        "expected an empty cell: a routine is a plan, so its rows hold no \(c.name) (log sets in a session's rows)",
        column: c)
      return
    }
    guard noBodyweight("a body weight is weighed in a session, not planned in a routine") else { return }
    let continues = routine != nil && sameCells(routineFields, from: CSVColumn.routine.rawValue)
    if isEmpty(.exercise) && !isEmpty(.section) {
      readSectionRow(continues: continues)
    } else if isEmpty(.exercise) {
      readRoutineOnlyRow()
    } else if !isEmpty(.section) {
      report(
        .csvMisplacedCell,
        "expected an empty cell: a section's row has no exercise (a section starts before the row below it)",
        column: .section)
    } else {
      readRoutineExerciseRow(continues: continues)
    }
  }

  /// A routine row (no exercise): a routine, with its notes in session_note.
  private mutating func readRoutineOnlyRow() {
    let cells =
      Array(CSVColumn.superset.rawValue...CSVColumn.exerciseNote.rawValue)
      + CSVNotebookReader.laterSetCells.map(\.rawValue)
      + CSVNotebookReader.routineCells.map(\.rawValue) + CSVColumn.trainingMaxCells.map(\.rawValue)
    for k in cells where !fields[k].range.isEmpty {
      report(
        .csvMissingValue,
        "expected the exercise's name (only a row that stands for a whole routine leaves it empty)", column: .exercise)
      return
    }
    guard let name = text(.routine, role: .routineName), let notes = notes(.sessionNote) else { return }
    startRoutine(name, notes: notes)
  }

  /// A section's row (no exercise): a section of the routine above, or of a
  /// routine it starts (its notes then in session_note), before the
  /// exercises of the rows below.
  private mutating func readSectionRow(continues: Bool) {
    let cells =
      Array(CSVColumn.superset.rawValue...CSVColumn.exerciseNote.rawValue)
      + CSVNotebookReader.laterSetCells.map(\.rawValue)
      + [CSVColumn.sets, .maxReps, .step, .stepUnit, .percent, .percentPlus, .percentPlusUnit, .joined, .rules].map(
        \.rawValue)
      + CSVColumn.trainingMaxCells.map(\.rawValue)
    for k in cells where !fields[k].range.isEmpty {
      report(
        .csvMisplacedCell,
        "expected an empty cell: a section's row holds only the routine's name and the section's", column: .exercise)
      return
    }
    guard let name = text(.section, role: .sectionName) else { return }
    if continues {
      guard isEmpty(.sessionNote) else {
        report(.csvMisplacedCell, "a routine's notes go in the first row of the routine", column: .sessionNote)
        return
      }
    } else {
      guard let routineName = text(.routine, role: .routineName), let notes = notes(.sessionNote) else { return }
      startRoutine(routineName, notes: notes)
    }
    let before = routine?.exercises.count ?? 0
    routine?.sections.append(RoutineSection(name: name, exercisesBefore: before))
    lastSet = 0
  }

  /// A row with an exercise: an exercise without prescriptions, or one of them.
  private mutating func readRoutineExerciseRow(continues: Bool) {
    let errorsBefore = sink.errorCount
    var number = 0
    let prescriptionCells =
      Array(CSVColumn.setCells) + (CSVNotebookReader.laterSetCells + CSVNotebookReader.routineCells).map(\.rawValue)
    if !isEmpty(.set) {
      guard let n = whole(.set, "the prescription's number (1, 2, 3, …)"), n >= 1 else {
        if sink.errorCount == errorsBefore {
          report(.csvMissingValue, "expected the prescription's number (1, 2, 3, …)", column: .set)
        }
        return
      }
      number = n
    } else if prescriptionCells.contains(where: { !fields[$0].range.isEmpty }) {
      report(
        .csvMissingValue, "expected the prescription's number (1, 2, 3, …): this row holds a prescription", column: .set
      )
      return
    }
    if number > 1 {
      continuePrescriptions(number, continues: continues)
      return
    }
    let routineName = continues ? nil : text(.routine, role: .routineName)
    let name = text(.exercise, role: .name)
    let label = self.label()
    let exerciseNotes = notes(.exerciseNote)
    var routineNotes: [String]? = []
    if continues {
      if !isEmpty(.sessionNote) {
        report(.csvMisplacedCell, "a routine's notes go in the first row of the routine", column: .sessionNote)
      }
    } else {
      routineNotes = notes(.sessionNote)
    }
    var tm: TrainingMax? = nil
    _ = trainingMax(into: &tm, inRoutine: true)
    let p = number == 1 ? readPrescription() : nil
    if p?.joined ?? false {
      report(
        .csvInvalidValue, "an exercise's first prescription opens its line: it cannot be joined to one before it",
        column: .joined)
    }
    guard sink.errorCount == errorsBefore, let name, let exerciseNotes, let routineNotes else { return }
    if !continues {
      guard let routineName else { return }
      startRoutine(routineName, notes: routineNotes)
    }
    routine?.exercises.append(
      RoutineExercise(
        name: name, superset: label, notes: exerciseNotes, prescriptions: p.map { [$0] } ?? [], trainingMax: tm))
    exerciseFields = Array(fields[CSVColumn.exercise.rawValue...CSVColumn.superset.rawValue])
    lastSet = number
  }

  /// Prescription N (N > 1): the next one of the exercise above.
  private mutating func continuePrescriptions(_ number: Int, continues: Bool) {
    guard continues, lastSet > 0, let r = routine, let x = r.exercises.last,
      isSameExercise(name: x.name, superset: x.superset)
    else {
      report(
        .csvSetOrder,
        "expected prescription 1, found prescription \(number): an exercise's prescriptions count from 1, and \(number) follows \(number - 1) of the same exercise in the same routine",
        column: .set)
      return
    }
    guard lastSet == number - 1 else {
      report(
        .csvSetOrder,
        "expected prescription \(lastSet + 1) (the next of the exercise above) or 1 (a new exercise), found \(number)",
        column: .set)
      return
    }
    let errorsBefore = sink.errorCount
    if !isEmpty(.exerciseNote) {
      report(
        .csvMisplacedCell, "exercise notes go in the first row of their exercise (prescription 1)",
        column: .exerciseNote)
    }
    _ = noTrainingMax("an exercise's training max goes in its first row")
    if !isEmpty(.sessionNote) {
      report(.csvMisplacedCell, "a routine's notes go in the first row of the routine", column: .sessionNote)
    }
    guard let p = readPrescription(), sink.errorCount == errorsBefore else { return }
    routine?.exercises[r.exercises.count - 1].prescriptions.append(p)
    lastSet = number
  }

  private mutating func startRoutine(_ name: String, notes: [String]) {
    closeSession()
    closeRoutine()
    routine = Routine(name: name, notes: notes, sessionsBefore: sessionCount)
    routineFields = [fields[CSVColumn.routine.rawValue]]
    // A session after the routine starts anew, whatever its heading.
    heading = nil
    headingFields = []
    lastSet = 0
  }

  mutating func closeRoutine() {
    if let r = routine { notebook.routines.append(r) }
    routine = nil
    routineFields = []
  }

  /// The prescription of the current row; nil (reported) when a cell is wrong.
  mutating func readPrescription() -> Prescription? {
    let errorsBefore = sink.errorCount
    let c = readAmountCells()
    let note = text(.note, role: .setNote)
    let marks = readMarks(target: true)
    let sets = whole(.sets, "a whole number of sets")
    if isEmpty(.sets) { report(.csvMissingValue, "expected the number of sets (1 or more)", column: .sets) }
    let maxReps = whole(.maxReps, "a whole number of reps (the top of a rep range)")
    let step = decimal(.step, "a step (a number such as 2.5)")
    if let s = step, let p = Validation.problem(step: s) { report(.csvInvalidValue, p, column: .step) }
    let stepUnit = word(.stepUnit, WeightUnit.self)
    let amrap = flag(.amrap)
    let percent = decimal(.percent, "a percentage of the training max (a number such as 85)")
    if let pct = percent, let p = Validation.problem(percent: pct) { report(.csvInvalidValue, p, column: .percent) }
    let plus = decimal(.percentPlus, "a weight added to the percentage (a number such as 5)")
    let plusUnit = word(.percentPlusUnit, WeightUnit.self)
    let joined = flag(.joined)
    let progression = rules()
    guard sink.errorCount == errorsBefore, let sets else { return nil }

    // The rules between cells.
    checkUnits(c)
    paired("step", step != nil, .step, stepUnit != nil, .stepUnit, units: WeightUnit.listed)
    checkWeight(c)
    if let m = maxReps, let p = Validation.problem(maxReps: m, reps: c.reps) {
      report(.csvInvalidValue, p, column: .maxReps)
    }
    let load = c.load
    if percent != nil, load != nil {
      report(
        .csvInvalidValue, "a prescription has a load or a percentage of the training max, not both", column: .percent)
    }
    paired(
      "weight added to the percentage", plus != nil, .percentPlus, plusUnit != nil, .percentPlusUnit,
      units: WeightUnit.listed)
    if let p = Validation.problem(sets: sets, hasLoad: load != nil || percent != nil || joined) {
      report(.csvInvalidValue, p, column: .sets)
    }
    var p = Prescription(
      kind: c.kind, load: load, sets: sets, reps: c.reps, maxReps: maxReps, seconds: c.seconds,
      distance: c.distanceWithUnit,
      step: step.flatMap { s in stepUnit.map { Weight(s, $0) } }, note: note, percent: percent, amrap: amrap,
      percentPlus: both(plus, plusUnit).map { Weight($0, $1) }, joined: joined, progression: progression)
    p.marks = marks
    if let problem = Validation.problem(lineOf: p) { report(.csvInvalidValue, problem, column: .joined) }
    if let problem = Validation.problem(amountOf: p) { report(.csvInvalidValue, problem, column: .reps) }
    if let problem = Validation.problem(amrap: amrap, reps: c.reps) {
      report(.csvInvalidValue, problem, column: .amrap)
    }
    return sink.errorCount == errorsBefore ? p : nil
  }

  /// The line's rules, from their text in `rules` (nil when empty or wrong,
  /// which is reported).
  mutating func rules() -> Progression? {
    guard let text = text(.rules, role: .setNote) else { return nil }
    let (value, problem) = Parser.progression(from: text)
    if let problem { report(.csvInvalidValue, problem, column: .rules) }
    return value
  }
}
