// `Codable` for a line's rules, in the shape of Unit's JSON (docs/json.md,
// "progression"), with the checks of the hand-written reader.

extension Progression: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case movesTrainingMax, repStep, tiers, failure, stages, then, test, round, roundUnit, role
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      movesTrainingMax: try c.decodeIfPresent(Bool.self, forKey: .movesTrainingMax) ?? false,
      repStep: try c.decodeIfPresent(Int.self, forKey: .repStep),
      tiers: try c.decodeIfPresent([StepTier].self, forKey: .tiers) ?? [],
      failure: try c.decodeIfPresent(FailureRule.self, forKey: .failure),
      stages: try c.decodeIfPresent([[SetScheme]].self, forKey: .stages) ?? [],
      reset: try c.decodeIfPresent(StageReset.self, forKey: .then),
      test: try c.decodeIfPresent(Int.self, forKey: .test),
      round: try c.decodeWeight(.round, .roundUnit, "a rounding increment"),
      role: try c.decodeIfPresent(String.self, forKey: .role))
    try c.check(Validation.problem(progression: self), at: .tiers)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if movesTrainingMax { try c.encode(true, forKey: .movesTrainingMax) }
    try c.encodeIfPresent(repStep, forKey: .repStep)
    if !tiers.isEmpty { try c.encode(tiers, forKey: .tiers) }
    try c.encodeIfPresent(failure, forKey: .failure)
    if !stages.isEmpty { try c.encode(stages, forKey: .stages) }
    try c.encodeIfPresent(reset, forKey: .then)
    try c.encodeIfPresent(test, forKey: .test)
    try c.encodeWeight(round, .round, .roundUnit)
    try c.encodeIfPresent(role, forKey: .role)
  }
}

/// `{"step": 10, "stepUnit": "lb", "reps": 4, "total": true}`
extension StepTier: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case step, stepUnit, reps, total
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard let step = try c.decodeWeight(.step, .stepUnit, "a step") else {
      throw c.corrupted(.step, "a step by reps needs its step and stepUnit")
    }
    self.init(
      step: step, reps: try c.decode(Int.self, forKey: .reps),
      total: try c.decodeIfPresent(Bool.self, forKey: .total) ?? false)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeWeight(step, .step, .stepUnit)
    try c.encode(reps, forKey: .reps)
    if total { try c.encode(true, forKey: .total) }
  }
}

/// `{"percent": 10, "after": 2}`, `{"weight": 5, "unit": "lb"}`, `{"steps": 3, "cycle": true}`
extension FailureRule: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case percent, weight, unit, steps, after, cycle
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let percent = try c.decodeIfPresent(DecimalValue.self, forKey: .percent)
    let weight = try c.decodeWeight(.weight, .unit, "a failure's weight")
    let steps = try c.decodeIfPresent(Int.self, forKey: .steps)
    let amounts = [
      percent.map { FailureRule.Amount.percent($0) }, weight.map { .weight($0) }, steps.map { .steps($0) },
    ]
    .compactMap { $0 }
    guard amounts.count == 1, let amount = amounts.first else {
      throw c.corrupted(.percent, "a failure takes off one of percent, weight (with unit) or steps")
    }
    let after = try c.decodeIfPresent(Int.self, forKey: .after)
    let cycle = try c.decodeIfPresent(Bool.self, forKey: .cycle) ?? false
    try c.check(cycle && after != nil ? "a failure counts sessions (after) or a cycle, not both" : nil, at: .cycle)
    self.init(amount: amount, count: cycle ? .cycle : .sessions(after ?? 1))
    try c.check(Validation.problem(failure: self), at: .after)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch amount {
    case .percent(let p): try c.encode(p, forKey: .percent)
    case .weight(let w):
      try c.encodeWeight(w, .weight, .unit)
    case .steps(let n): try c.encode(n, forKey: .steps)
    }
    switch count {
    case .sessions(1): break
    case .sessions(let n): try c.encode(n, forKey: .after)
    case .cycle: try c.encode(true, forKey: .cycle)
    }
  }
}

/// `{"sets": 5, "reps": 2, "amrap": true}`
extension SetScheme: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case sets, reps, amrap
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      sets: try c.decode(Int.self, forKey: .sets), reps: try c.decode(Int.self, forKey: .reps),
      amrap: try c.decodeIfPresent(Bool.self, forKey: .amrap) ?? false)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(sets, forKey: .sets)
    try c.encode(reps, forKey: .reps)
    if amrap { try c.encode(true, forKey: .amrap) }
  }
}

/// `{"step": 15, "stepUnit": "lb"}` or `{"percent": 85, "testReps": 5}`
extension StageReset: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case step, stepUnit, percent, testReps
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let step = try c.decodeWeight(.step, .stepUnit, "a step") {
      try c.check(c.contains(.percent) || c.contains(.testReps) ? "then is a step or a test, not both" : nil, at: .step)
      self = .step(step)
      return
    }
    guard let pct = try c.decodeIfPresent(DecimalValue.self, forKey: .percent),
      let reps = try c.decodeIfPresent(Int.self, forKey: .testReps)
    else {
      throw c.corrupted(.step, "then needs a step (step, stepUnit) or a test (percent, testReps)")
    }
    self = .test(reps: reps, percent: pct)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .step(let w):
      try c.encodeWeight(w, .step, .stepUnit)
    case .test(let reps, let pct):
      try c.encode(pct, forKey: .percent)
      try c.encode(reps, forKey: .testReps)
    }
  }
}
