/// Routines, their exercises and prescriptions (docs/json.md).
extension JSONReader {
  static let routineKeys: [StaticString] = ["name", "sessionsBefore", "notes", "exercises"]
  static let routineExerciseKeys: [StaticString] = ["name", "superset", "notes", "prescriptions"]
  static let prescriptionKeys: [StaticString] = [
    "kind", "bodyweight", "weight", "unit", "sets", "reps", "maxReps", "distance", "distanceUnit", "seconds", "step",
    "stepUnit", "rest", "note",
  ]

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
      if event == .null, k == 1 || k == 2 { continue }
      switch k {
      case 0: routine.name = try readText(event, role: .routineName) ?? ""
      case 1:
        placeAt = at
        if let n = try readWhole(event) {
          if n < 0 { report("expected 0 or more sessions, found \(n)", at: at) }
          routine.sessionsBefore = n
        }
      case 2: routine.notes = try readNotes(event) ?? []
      default:
        routine.exercises =
          try readList(event, "a list of exercises") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readRoutineExercise(e)
          } ?? []
      }
    }
    path.leave()
    if seen & 1 == 0 { report("expected the key \"name\" (the routine's name)", at: start) }
    if seen & 8 == 0 { report("expected the key \"exercises\" (a list, which may be empty)", at: start) }
    guard sink.errorCount == errorsBefore else { return nil }
    return (routine, placeAt)
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
      if event == .null, k == 1 || k == 2 { continue }
      switch k {
      case 0: x.name = try readText(event, role: .name) ?? ""
      case 1: x.superset = try readLabel(event)
      case 2: x.notes = try readNotes(event) ?? []
      default:
        x.prescriptions =
          try readList(event, "a list of prescriptions") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readPrescription(e)
          } ?? []
      }
    }
    path.leave()
    if seen & 1 == 0 { report("expected the key \"name\" (the exercise's name)", at: start) }
    if seen & 8 == 0 { report("expected the key \"prescriptions\" (a list, which may be empty)", at: start) }
    return sink.errorCount == errorsBefore ? x : nil
  }

  /// The fields of a prescription as read.
  private struct PrescriptionFields {
    var kind = SetKind.normal
    var bodyweight = false
    var weight: DecimalValue?
    var weightAt = 0
    var unit: WeightUnit?
    var sets: Int?
    var reps: Int?
    var maxReps: Int?
    var maxRepsAt = 0
    var distance: DecimalValue?
    var distanceUnit: DistanceUnit?
    var seconds: DecimalValue?
    var step: DecimalValue?
    var stepUnit: WeightUnit?
    var rest: DecimalValue?
    var note: String?
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
      if event == .null, k != 4 { continue }
      switch k {
      case 0: f.kind = try readWord(event, SetKind.self) ?? .normal
      case 1: f.bodyweight = try readBool(event) ?? false
      case 2:
        f.weightAt = at
        f.weight = try readDecimal(event, "a weight (a number)")
      case 3: f.unit = try readWord(event, WeightUnit.self)
      case 4:
        setsAt = at
        f.sets = try readWhole(event)
      case 5:
        f.reps = try readWhole(event)
        if let r = f.reps, let p = Validation.problem(reps: r) { report(p, at: at) }
      case 6:
        f.maxRepsAt = at
        f.maxReps = try readWhole(event)
      case 7:
        f.distance = try readDecimal(event, "a distance (a number)")
        if let d = f.distance, let p = Validation.problem(distance: d) { report(p, at: at) }
      case 8: f.distanceUnit = try readWord(event, DistanceUnit.self)
      case 9:
        f.seconds = try readDecimal(event, "a time in seconds (a number)")
        if let t = f.seconds, let p = Validation.problem(seconds: t) { report(p, at: at) }
      case 10:
        f.step = try readDecimal(event, "a step (a number)")
        if let s = f.step, let p = Validation.problem(step: s) { report(p, at: at) }
      case 11: f.stepUnit = try readWord(event, WeightUnit.self)
      case 12:
        f.rest = try readDecimal(event, "a rest in seconds (a number)")
        if let r = f.rest, let p = Validation.problem(rest: r) { report(p, at: at) }
      default: f.note = try readText(event, role: .setNote)
      }
    }
    path.leave()
    guard sink.errorCount == errorsBefore else { return nil }
    return checkPrescription(f, setsAt: setsAt, seen: seen, at: start)
  }

  private mutating func checkPrescription(_ f: PrescriptionFields, setsAt: Int, seen: UInt32, at start: Int)
    -> Prescription?
  {
    let errorsBefore = sink.errorCount
    if f.weight != nil, f.unit == nil {
      report("a weight needs its unit: add \"unit\": \"kg\" or \"lb\"", at: f.weightAt)
    }
    if f.weight == nil, f.unit != nil {
      report("\"unit\" is the unit of a weight: add \"weight\", or leave the unit out", at: start)
    }
    if f.distance != nil, f.distanceUnit == nil {
      report("a distance needs its unit: add \"distanceUnit\": \"m\", \"km\" or \"mi\"", at: start)
    }
    if f.distance == nil, f.distanceUnit != nil {
      report("\"distanceUnit\" is the unit of a distance: add \"distance\", or leave the unit out", at: start)
    }
    if f.step != nil, f.stepUnit == nil {
      report("a step needs its unit: add \"stepUnit\": \"kg\" or \"lb\"", at: start)
    }
    if f.step == nil, f.stepUnit != nil {
      report("\"stepUnit\" is the unit of a step: add \"step\", or leave the unit out", at: start)
    }
    if let w = f.weight, let p = Validation.problem(weight: w, bodyweight: f.bodyweight) {
      report(p, at: f.weightAt, key: "weight")
    }
    if let m = f.maxReps, let p = Validation.problem(maxReps: m, reps: f.reps) { report(p, at: f.maxRepsAt, key: "maxReps") }
    var load: Load?
    if f.bodyweight {
      load = .bodyweight(added: both(f.weight, f.unit).map { Weight($0, $1) })
    } else if let w = f.weight, let u = f.unit {
      load = .weight(Weight(w, u))
    }
    if seen & (1 << 4) == 0 || f.sets == nil {
      report("expected the key \"sets\" (the number of sets, 1 or more)", at: start)
    } else if let n = f.sets, let p = Validation.problem(sets: n, hasLoad: load != nil) {
      report(p, at: setsAt, key: "sets")
    }
    let p = Prescription(
      kind: f.kind, load: load, sets: f.sets ?? 1, reps: f.reps, maxReps: f.maxReps, seconds: f.seconds,
      distance: both(f.distance, f.distanceUnit).map { Distance($0, $1) },
      step: both(f.step, f.stepUnit).map { Weight($0, $1) }, rest: f.rest, note: f.note)
    if let problem = Validation.problem(amountOf: p) { report(problem, at: start) }
    return sink.errorCount == errorsBefore ? p : nil
  }
}
