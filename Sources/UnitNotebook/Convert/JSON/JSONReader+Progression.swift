/// A line's rules (docs/json.md, "progression"), read with the checks of
/// the model's `Codable`: what is read prints back.
extension JSONReader {
  static let progressionKeys: [StaticString] = [
    "movesTrainingMax", "repStep", "tiers", "failure", "stages", "then", "test", "round", "roundUnit", "role",
  ]
  static let tierKeys: [StaticString] = ["step", "stepUnit", "reps", "total"]
  static let failureKeys: [StaticString] = ["percent", "weight", "unit", "steps", "after", "cycle"]
  static let schemeKeys: [StaticString] = ["sets", "reps", "amrap"]
  static let thenKeys: [StaticString] = ["step", "stepUnit", "percent", "testReps"]

  /// `{"movesTrainingMax": true, "tiers": […], "failure": {…}, …}`
  mutating func readProgression(_ first: JSONScanner.Event) throws(JSONStop) -> Progression? {
    guard first == .objectStart else {
      try mismatch("a line's rules (an object such as {\"failure\": {\"percent\": 10}})", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var r = Progression()
    var round: DecimalValue?
    var roundUnit: WeightUnit?
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.progressionKeys, &seen) {
      let event = try next()
      if event == .null { continue }
      switch k {
      case 0: r.movesTrainingMax = try readBool(event) ?? false
      case 1: r.repStep = try readWhole(event)
      case 2:
        r.tiers =
          try readList(event, "a list of steps by reps") {
            (j: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try j.readTier(e)
          } ?? []
      case 3: r.failure = try readFailure(event)
      case 4:
        r.stages =
          try readList(event, "a list of stages, each a list of sets × reps") {
            (j: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in
            try j.readList(e, "a stage (a list of sets × reps)") {
              (j2: inout JSONReader, e2: JSONScanner.Event) throws(JSONStop) in try j2.readScheme(e2)
            }
          } ?? []
      case 5: r.reset = try readThen(event)
      case 6: r.test = try readWhole(event)
      case 7: round = try readDecimal(event, "a rounding increment (a number)")
      case 8: roundUnit = try readWord(event, WeightUnit.self)
      default: r.role = try readRole(event)
      }
    }
    path.leave()
    if (round == nil) != (roundUnit == nil) {
      report(.jsonMissingKey, "a rounding needs both \"round\" and \"roundUnit\" (kg or lb)", at: start)
    }
    r.round = both(round, roundUnit).map { Weight($0, $1) }
    if sink.errorCount == errorsBefore, let p = Validation.problem(progression: r) {
      report(.jsonInvalidValue, p, at: start)
    }
    return sink.errorCount == errorsBefore ? r : nil
  }

  /// `{"step": 10, "stepUnit": "lb", "reps": 4, "total": true}`
  mutating func readTier(_ first: JSONScanner.Event) throws(JSONStop) -> StepTier? {
    guard first == .objectStart else {
      try mismatch("a step by reps (an object with step, stepUnit and reps)", first)
      return nil
    }
    let start = scanner.eventStart
    path.enter()
    var step: DecimalValue?
    var unit: WeightUnit?
    var reps: Int?
    var total = false
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.tierKeys, &seen) {
      let event = try next()
      switch k {
      case 0: step = try readDecimal(event, "a step (a number)")
      case 1: unit = try readWord(event, WeightUnit.self)
      case 2: reps = try readWhole(event)
      default: total = try readBool(event) ?? false
      }
    }
    path.leave()
    guard let w = both(step, unit).map({ Weight($0, $1) }), let reps else {
      report(.jsonMissingKey, "a step by reps needs \"step\", \"stepUnit\" and \"reps\"", at: start)
      return nil
    }
    return StepTier(step: w, reps: reps, total: total)
  }

  /// `{"percent": 10, "after": 2}`, `{"weight": 5, "unit": "lb"}`, `{"steps": 3, "cycle": true}`
  mutating func readFailure(_ first: JSONScanner.Event) throws(JSONStop) -> FailureRule? {
    guard first == .objectStart else {
      try mismatch("a failure rule (an object such as {\"percent\": 10, \"after\": 2})", first)
      return nil
    }
    let start = scanner.eventStart
    path.enter()
    var percent: DecimalValue?
    var weight: DecimalValue?
    var unit: WeightUnit?
    var steps: Int?
    var after: Int?
    var cycle = false
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.failureKeys, &seen) {
      let event = try next()
      switch k {
      case 0: percent = try readDecimal(event, "a percentage (a number)")
      case 1: weight = try readDecimal(event, "a weight (a number)")
      case 2: unit = try readWord(event, WeightUnit.self)
      case 3: steps = try readWhole(event)
      case 4: after = try readWhole(event)
      default: cycle = try readBool(event) ?? false
      }
    }
    path.leave()
    let amounts: [FailureRule.Amount] = [
      percent.map { .percent($0) }, both(weight, unit).map { .weight(Weight($0, $1)) }, steps.map { .steps($0) },
    ].compactMap { $0 }
    guard amounts.count == 1, let amount = amounts.first, (weight == nil) == (unit == nil) else {
      report(.jsonInvalidValue, "a failure takes off one of percent, weight (with unit) or steps", at: start)
      return nil
    }
    guard !(cycle && after != nil) else {
      report(.jsonInvalidValue, "a failure counts sessions (after) or a cycle, not both", at: start)
      return nil
    }
    return FailureRule(amount: amount, count: cycle ? .cycle : .sessions(after ?? 1))
  }

  /// `{"sets": 5, "reps": 2, "amrap": true}`
  mutating func readScheme(_ first: JSONScanner.Event) throws(JSONStop) -> SetScheme? {
    guard first == .objectStart else {
      try mismatch("sets × reps (an object with sets and reps)", first)
      return nil
    }
    let start = scanner.eventStart
    path.enter()
    var sets: Int?
    var reps: Int?
    var amrap = false
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.schemeKeys, &seen) {
      let event = try next()
      switch k {
      case 0: sets = try readWhole(event)
      case 1: reps = try readWhole(event)
      default: amrap = try readBool(event) ?? false
      }
    }
    path.leave()
    guard let sets, let reps else {
      report(.jsonMissingKey, "a stage's group needs \"sets\" and \"reps\"", at: start)
      return nil
    }
    return SetScheme(sets: sets, reps: reps, amrap: amrap)
  }

  /// `{"step": 15, "stepUnit": "lb"}` or `{"percent": 85, "testReps": 5}`
  mutating func readThen(_ first: JSONScanner.Event) throws(JSONStop) -> StageReset? {
    guard first == .objectStart else {
      try mismatch("what follows the last stage (an object with a step or a test)", first)
      return nil
    }
    let start = scanner.eventStart
    path.enter()
    var step: DecimalValue?
    var unit: WeightUnit?
    var percent: DecimalValue?
    var reps: Int?
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.thenKeys, &seen) {
      let event = try next()
      switch k {
      case 0: step = try readDecimal(event, "a step (a number)")
      case 1: unit = try readWord(event, WeightUnit.self)
      case 2: percent = try readDecimal(event, "a percentage (a number)")
      default: reps = try readWhole(event)
      }
    }
    path.leave()
    if let w = both(step, unit), percent == nil, reps == nil { return .step(Weight(w.0, w.1)) }
    if let percent, let reps, step == nil, unit == nil { return .test(reps: reps, percent: percent) }
    report(.jsonInvalidValue, "then needs a step (step, stepUnit) or a test (percent, testReps)", at: start)
    return nil
  }

  /// A line's role such as `"T2"`; the model's check in the line's.
  private mutating func readRole(_ event: JSONScanner.Event) throws(JSONStop) -> String? {
    guard case .string(let s) = event else {
      try mismatch("a role such as \"T2\"", event)
      return nil
    }
    return scanner.string(s)
  }
}
