/// Routines, their exercises and prescriptions (docs/json.md).
extension JSONReader {
  static let routineKeys: [StaticString] = ["name", "sessionsBefore", "notes", "exercises", "sections"]
  static let sectionKeys: [StaticString] = ["name", "exercisesBefore"]
  static let routineExerciseKeys: [StaticString] = ["name", "superset", "notes", "prescriptions", "trainingMax"]
  /// A prescription's keys in the order an unknown key's message lists
  /// them: the RPE target after the percentage, the rest after the step,
  /// the marks without a place of their own before `amrap`, then a
  /// program's keys.
  static let prescriptionFields: [Field] =
    fields([
      "kind", "bodyweight", "weight", "unit", "sets", "reps", "maxReps", "distance", "distanceUnit", "seconds", "step",
      "stepUnit", "rest", "note", "percent", "rpe",
    ]) + ValuedMark.allCases.filter { $0 != .rpe && $0 != .rest }.map(Field.valued)
    + fields(["amrap", "percentPlus", "percentPlusUnit", "joined", "progression"])
  static let prescriptionKeys: [StaticString] = prescriptionFields.map(\.name)

  /// `{"name": …, "sessionsBefore": 2, "notes": […], "exercises": […]}`, and
  /// where its place (`sessionsBefore`) is written, for the check made once
  /// the sessions are counted.
  mutating func readRoutine(_ first: JSONScanner.Event) throws(JSONStop) -> (routine: Routine, at: Int)? {
    guard first == .objectStart else {
      try mismatch("a routine (an object with a name and exercises)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var routine = Routine(name: "")
    var placeAt = start
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.routineKeys, &seen) {
      let event = try next()
      let at = scanner.eventStart
      if event == .null, k == 1 || k == 2 || k == 4 { continue }
      switch k {
      case 0: routine.name = try readText(event, role: .routineName) ?? ""
      case 1:
        placeAt = at
        if let n = try readWhole(event) {
          if n < 0 { report(.jsonInvalidValue, "expected 0 or more sessions, found \(n)", at: at) }
          routine.sessionsBefore = n
        }
      case 2: routine.notes = try readNotes(event) ?? []
      case 4:
        routine.sections =
          try readList(event, "a list of sections") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readSection(e)
          } ?? []
      default:
        routine.exercises =
          try readList(event, "a list of exercises") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readRoutineExercise(e)
          } ?? []
      }
    }
    path.leave()
    if seen & 1 == 0 { report(.jsonMissingKey, "expected the key \"name\" (the routine's name)", at: start) }
    if seen & 8 == 0 {
      report(.jsonMissingKey, "expected the key \"exercises\" (a list, which may be empty)", at: start)
    }
    var sectionPlace = 0
    for s in routine.sections {
      let problem = Validation.problem(
        exercisesBefore: s.exercisesBefore, previous: sectionPlace, exercises: routine.exercises.count)
      if let problem { report(.jsonInvalidValue, problem, at: start) }
      sectionPlace = Swift.max(sectionPlace, s.exercisesBefore)
    }
    guard sink.errorCount == errorsBefore else { return nil }
    return (routine, placeAt)
  }

  /// `{"name": "Week 1 Squat", "exercisesBefore": 0}`: a section of a routine.
  mutating func readSection(_ first: JSONScanner.Event) throws(JSONStop) -> RoutineSection? {
    guard first == .objectStart else {
      try mismatch("a section (an object with a name and exercisesBefore)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var section = RoutineSection(name: "")
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.sectionKeys, &seen) {
      let event = try next()
      let at = scanner.eventStart
      if k == 0 {
        section.name = try readText(event, role: .sectionName) ?? ""
      } else if let n = try readWhole(event) {
        if n < 0 { report(.jsonInvalidValue, "expected 0 or more exercises, found \(n)", at: at) }
        section.exercisesBefore = n
      }
    }
    path.leave()
    if seen & 1 == 0 { report(.jsonMissingKey, "expected the key \"name\" (the section's name)", at: start) }
    if seen & 2 == 0 {
      report(.jsonMissingKey, "expected the key \"exercisesBefore\" (where the section opens)", at: start)
    }
    return sink.errorCount == errorsBefore ? section : nil
  }

  /// `{"name": …, "superset": …, "notes": […], "prescriptions": […]}`
  mutating func readRoutineExercise(_ first: JSONScanner.Event) throws(JSONStop) -> RoutineExercise? {
    guard first == .objectStart else {
      try mismatch("an exercise (an object with a name and prescriptions)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var x = RoutineExercise(name: "")
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.routineExerciseKeys, &seen) {
      let event = try next()
      if event == .null, k == 1 || k == 2 || k == 4 { continue }
      switch k {
      case 0: x.name = try readText(event, role: .name) ?? ""
      case 1: x.superset = try readLabel(event)
      case 2: x.notes = try readNotes(event) ?? []
      case 4: x.trainingMax = try readTrainingMax(event, inRoutine: true)
      default:
        x.prescriptions =
          try readList(event, "a list of prescriptions") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readPrescription(e)
          } ?? []
      }
    }
    path.leave()
    if seen & 1 == 0 { report(.jsonMissingKey, "expected the key \"name\" (the exercise's name)", at: start) }
    if seen & 8 == 0 {
      report(.jsonMissingKey, "expected the key \"prescriptions\" (a list, which may be empty)", at: start)
    }
    if x.prescriptions.first?.joined ?? false {
      report(
        .jsonInvalidValue,
        "an exercise's first prescription opens its line: it cannot be joined to one before it (\"joined\")", at: start)
    }
    return sink.errorCount == errorsBefore ? x : nil
  }

  /// The fields of a prescription as read.
  private struct PrescriptionFields {
    var measure = MeasureFields()
    var sets: Int?
    var maxReps: Int?
    var maxRepsAt = 0
    var step: DecimalValue?
    var stepUnit: WeightUnit?
    var percent: DecimalValue?
    var percentAt = 0
    var marks = SetMarks()
    var hasSets = false
    var percentPlus: DecimalValue?
    var percentPlusUnit: WeightUnit?
    var joined = false
    var progression: Progression?
  }

  /// `{"weight": 100, "unit": "kg", "sets": 3, "reps": 8, "maxReps": 12, "step": 2.5, "stepUnit": "kg", "rest": 120}`
  mutating func readPrescription(_ first: JSONScanner.Event) throws(JSONStop) -> Prescription? {
    guard first == .objectStart else {
      try mismatch("a prescription (an object with sets, and reps, seconds or a distance)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var f = PrescriptionFields()
    var seen: UInt32 = 0
    var setsAt = start
    while let k = try nextKey(JSONReader.prescriptionKeys, &seen) {
      let event = try next()
      let at = scanner.eventStart
      switch JSONReader.prescriptionFields[k] {
      case .own(let name) where "\(name)" == "sets":
        f.hasSets = true
        setsAt = at
        f.sets = try readWhole(event)
      case _ where event == .null: continue
      case .own(let name): try readOwn(name, event, at: at, into: &f)
      case .valued(let m): try readValued(m, event, at: at, target: true, into: &f.marks)
      case .measure(let m, _): try readMeasure(m, event, at: at, into: &f.measure)
      }
    }
    path.leave()
    guard sink.errorCount == errorsBefore else { return nil }
    return checkPrescription(f, setsAt: setsAt, seen: seen, at: start)
  }

  /// One of a prescription's own keys (but `sets`).
  private mutating func readOwn(
    _ name: StaticString, _ event: JSONScanner.Event, at: Int, into f: inout PrescriptionFields
  )
    throws(JSONStop)
  {
    switch "\(name)" {
    case "maxReps":
      f.maxRepsAt = at
      f.maxReps = try readWhole(event)
    case "step":
      f.step = try readDecimal(event, "a step (a number)")
      if let s = f.step, let p = Validation.problem(step: s) { report(.jsonInvalidValue, p, at: at) }
    case "stepUnit": f.stepUnit = try readWord(event, WeightUnit.self)
    case "percentPlus": f.percentPlus = try readDecimal(event, "a weight added to the percentage (a number)")
    case "percentPlusUnit": f.percentPlusUnit = try readWord(event, WeightUnit.self)
    case "joined": f.joined = try readBool(event) ?? false
    case "progression": f.progression = try readProgression(event)
    default:  // the percentage
      f.percentAt = at
      f.percent = try readDecimal(event, "a percentage of the training max (a number)")
    }
  }

  private mutating func checkPrescription(_ f: PrescriptionFields, setsAt: Int, seen: UInt32, at start: Int)
    -> Prescription?
  {
    let errorsBefore = sink.errorCount
    let load = checkMeasure(f.measure, at: start)
    if f.step != nil, f.stepUnit == nil {
      report(.jsonMissingKey, "a step needs its unit: add \"stepUnit\": \"kg\" or \"lb\"", at: start)
    }
    if f.step == nil, f.stepUnit != nil {
      report(.jsonMissingKey, "\"stepUnit\" is the unit of a step: add \"step\", or leave the unit out", at: start)
    }
    if let m = f.maxReps, let p = Validation.problem(maxReps: m, reps: f.measure.reps) {
      report(.jsonInvalidValue, p, at: f.maxRepsAt, key: "maxReps")
    }
    if !f.hasSets || f.sets == nil {
      report(.jsonMissingKey, "expected the key \"sets\" (the number of sets, 1 or more)", at: start)
    } else if let n = f.sets, let p = Validation.problem(sets: n, hasLoad: load != nil || f.percent != nil || f.joined)
    {
      report(.jsonInvalidValue, p, at: setsAt, key: "sets")
    }
    if let pct = f.percent {
      if let p = Validation.problem(percent: pct) { report(.jsonInvalidValue, p, at: f.percentAt, key: "percent") }
      if load != nil {
        report(
          .jsonInvalidValue, "a prescription has a load or a percentage of the training max, not both", at: f.percentAt)
      }
    }
    let m = f.measure
    var p = Prescription(
      kind: m.kind, load: load, sets: f.sets ?? 1, reps: m.reps, maxReps: f.maxReps, seconds: m.seconds,
      distance: both(m.distance, m.distanceUnit).map { Distance($0, $1) },
      step: both(f.step, f.stepUnit).map { Weight($0, $1) }, note: m.note, percent: f.percent, amrap: m.amrap,
      percentPlus: both(f.percentPlus, f.percentPlusUnit).map { Weight($0, $1) }, joined: f.joined,
      progression: f.progression)
    p.marks = f.marks
    if (f.percentPlus == nil) != (f.percentPlusUnit == nil) {
      report(
        .jsonMissingKey, "a weight added to the percentage needs both \"percentPlus\" and \"percentPlusUnit\"",
        at: start)
    }
    if let problem = Validation.problem(lineOf: p) { report(.jsonInvalidValue, problem, at: start) }
    if let problem = Validation.problem(amountOf: p) { report(.jsonInvalidValue, problem, at: start) }
    if let problem = Validation.problem(amrap: m.amrap, reps: m.reps) { report(.jsonInvalidValue, problem, at: start) }
    return sink.errorCount == errorsBefore ? p : nil
  }
}
