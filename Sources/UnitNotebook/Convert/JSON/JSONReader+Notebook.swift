/// Sessions and exercises.
extension JSONReader {
  static let sessionKeys: [StaticString] = [
    "date", "start", "end", "title", "notes", "exercises", "bodyweight", "bodyweightUnit",
  ]
  static let exerciseKeys: [StaticString] = ["name", "superset", "notes", "sets", "trainingMax"]
  static let trainingMaxKeys: [StaticString] = [
    "bodyweight", "weight", "unit", "step", "stepUnit", "round", "roundUnit",
  ]

  /// `{"date": …, "start": …, "end": …, "title": …, "notes": […], "exercises": […]}`
  mutating func readSession(_ first: JSONScanner.Event) throws(JSONStop) -> Session? {
    guard first == .objectStart else {
      try mismatch("a session (an object with a date and exercises)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var date: LocalDate?
    var startTime: TimeOfDay?
    var endTime: TimeOfDay?
    var endAt = start
    var title: String?
    var notes: [String] = []
    var exercises: [Exercise] = []
    var bodyweight: DecimalValue?
    var bodyweightAt = start
    var bodyweightUnit: WeightUnit?
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.sessionKeys, &seen) {
      let event = try next()
      if event == .null, k != 0, k != 5 { continue }
      switch k {
      case 0: date = try readDate(event)
      case 1: startTime = try readTime(event)
      case 2:
        endAt = scanner.eventStart
        endTime = try readTime(event)
      case 3: title = try readText(event, role: .title)
      case 4: notes = try readNotes(event) ?? []
      case 6:
        bodyweightAt = scanner.eventStart
        bodyweight = try readDecimal(event, "a body weight (a number)")
      case 7: bodyweightUnit = try readWord(event, WeightUnit.self)
      default:
        exercises =
          try readList(event, "a list of exercises") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readExercise(e)
          } ?? []
      }
    }
    path.leave()
    if seen & 1 == 0 {
      report(.jsonMissingKey, "expected the key \"date\" (the session's date, YYYY-MM-DD)", at: start)
    }
    if seen & 32 == 0 {
      report(.jsonMissingKey, "expected the key \"exercises\" (a list, which may be empty)", at: start)
    }
    if seen & 2 == 0, let p = Validation.problem(start: startTime, end: endTime) {
      report(.jsonInvalidValue, p, at: endAt, key: "end")
    }
    let weighed = checkBodyweight(bodyweight, bodyweightUnit, at: bodyweightAt, session: start)
    guard let date, sink.errorCount == errorsBefore else { return nil }
    return Session(
      date: date, start: startTime, end: endTime, title: title, notes: notes, bodyweight: weighed,
      exercises: exercises)
  }

  /// A session's body weight and its unit: both or neither, in range.
  mutating func checkBodyweight(_ value: DecimalValue?, _ unit: WeightUnit?, at: Int, session: Int) -> Weight? {
    switch (value, unit) {
    case (let v?, let u?):
      let w = Weight(v, u)
      if let p = Validation.problem(bodyweight: w) {
        report(.jsonInvalidValue, p, at: at, key: "bodyweight")
        return nil
      }
      return w
    case (_?, nil):
      report(.jsonMissingKey, "a body weight needs its unit: add \"bodyweightUnit\": \"kg\" or \"lb\"", at: at)
    case (nil, _?):
      report(
        .jsonMissingKey, "\"bodyweightUnit\" is the unit of a body weight: add \"bodyweight\", or leave the unit out",
        at: session)
    case (nil, nil):
      break
    }
    return nil
  }

  /// `{"name": …, "superset": …, "notes": […], "sets": […]}`
  mutating func readExercise(_ first: JSONScanner.Event) throws(JSONStop) -> Exercise? {
    guard first == .objectStart else {
      try mismatch("an exercise (an object with a name and sets)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var name: String?
    var superset: String?
    var notes: [String] = []
    var sets: [WorkoutSet] = []
    var trainingMax: TrainingMax?
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.exerciseKeys, &seen) {
      let event = try next()
      if event == .null, k == 1 || k == 2 || k == 4 { continue }
      switch k {
      case 0: name = try readText(event, role: .name)
      case 1: superset = try readLabel(event)
      case 2: notes = try readNotes(event) ?? []
      case 4: trainingMax = try readTrainingMax(event, inRoutine: false)
      default:
        sets =
          try readList(event, "a list of sets") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readSet(e)
          } ?? []
      }
    }
    path.leave()
    if seen & 1 == 0 { report(.jsonMissingKey, "expected the key \"name\" (the exercise's name)", at: start) }
    if seen & 8 == 0 { report(.jsonMissingKey, "expected the key \"sets\" (a list, which may be empty)", at: start) }
    guard let name, sink.errorCount == errorsBefore else { return nil }
    return Exercise(name: name, superset: superset, notes: notes, sets: sets, trainingMax: trainingMax)
  }

  /// `{"weight": 140, "unit": "kg", "step": 5, "stepUnit": "kg", "round": 1, "roundUnit": "kg"}`
  /// (`"bodyweight": true` for `TM BW+20kg`); a session's has no step and no round.
  mutating func readTrainingMax(_ first: JSONScanner.Event, inRoutine: Bool) throws(JSONStop) -> TrainingMax? {
    guard first == .objectStart else {
      try mismatch("a training max (an object with a weight and its unit)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var f = MeasureFields()
    var step: DecimalValue?
    var stepUnit: WeightUnit?
    var round: DecimalValue?
    var roundUnit: WeightUnit?
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.trainingMaxKeys, &seen) {
      let event = try next()
      let at = scanner.eventStart
      if event == .null { continue }
      switch k {
      case 0: try readMeasure(.bodyweight, event, at: at, into: &f)
      case 1: try readMeasure(.weight, event, at: at, into: &f)
      case 2: try readMeasure(.unit, event, at: at, into: &f)
      case 3: step = try readDecimal(event, "a step (a number)")
      case 4: stepUnit = try readWord(event, WeightUnit.self)
      case 5: round = try readDecimal(event, "a rounding increment (a number)")
      default: roundUnit = try readWord(event, WeightUnit.self)
      }
    }
    path.leave()
    let load = checkMeasure(f, at: start)
    if load == nil, sink.errorCount == errorsBefore {
      report(
        .jsonMissingKey, "a training max needs its load: add \"weight\" and \"unit\" (or \"bodyweight\": true)",
        at: start)
    }
    if (step == nil) != (stepUnit == nil) {
      report(
        .jsonMissingKey, "a training max's step needs both \"step\" and \"stepUnit\" (\(WeightUnit.listed))", at: start)
    }
    if (round == nil) != (roundUnit == nil) {
      report(
        .jsonMissingKey, "a training max's rounding needs both \"round\" and \"roundUnit\" (\(WeightUnit.listed))",
        at: start)
    }
    guard let load, sink.errorCount == errorsBefore else { return nil }
    let tm = TrainingMax(
      load: load, step: both(step, stepUnit).map { Weight($0, $1) },
      round: both(round, roundUnit).map { Weight($0, $1) })
    if let p = Validation.problem(trainingMax: tm, inRoutine: inRoutine) {
      report(.jsonInvalidValue, p, at: start, key: "trainingMax")
      return nil
    }
    return tm
  }

  /// A superset label such as `"A1"`.
  mutating func readLabel(_ event: JSONScanner.Event) throws(JSONStop) -> String? {
    guard case .string(let s) = event else {
      try mismatch("a superset label such as \"A1\"", event)
      return nil
    }
    let label = scanner.string(s)
    if let p = Validation.problem(label: label) {
      report(.jsonInvalidValue, p + ", found " + describe(event), at: scanner.eventStart)
      return nil
    }
    return label
  }
}
