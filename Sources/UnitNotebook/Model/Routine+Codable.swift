// `Codable` for routines, in the shape of Unit's JSON (docs/json.md), with
// the checks of the hand-written reader: what decodes prints back.

extension Routine: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, sessionsBefore, notes, sections, exercises
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard let name = try c.decodeText(.name, role: .routineName) else {
      throw DecodingError.keyNotFound(
        CodingKeys.name, .init(codingPath: c.codingPath, debugDescription: "expected the routine's name"))
    }
    let place = try c.decodeIfPresent(Int.self, forKey: .sessionsBefore) ?? 0
    try c.check(place < 0 ? "expected 0 or more sessions, found \(place)" : nil, at: .sessionsBefore)
    self.init(
      name: name, notes: try c.decodeNotes(.notes),
      exercises: try c.decode([RoutineExercise].self, forKey: .exercises), sessionsBefore: place,
      sections: try c.decodeIfPresent([RoutineSection].self, forKey: .sections) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    if sessionsBefore != 0 { try c.encode(sessionsBefore, forKey: .sessionsBefore) }
    if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
    if !sections.isEmpty { try c.encode(sections, forKey: .sections) }
    try c.encode(exercises, forKey: .exercises)
  }
}

extension RoutineSection: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, exercisesBefore
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard let name = try c.decodeText(.name, role: .sectionName) else {
      throw DecodingError.keyNotFound(
        CodingKeys.name, .init(codingPath: c.codingPath, debugDescription: "expected the section's name"))
    }
    let place = try c.decode(Int.self, forKey: .exercisesBefore)
    try c.check(place < 0 ? "expected 0 or more exercises, found \(place)" : nil, at: .exercisesBefore)
    self.init(name: name, exercisesBefore: place)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(exercisesBefore, forKey: .exercisesBefore)
  }
}

extension RoutineExercise: Codable {
  enum CodingKeys: String, ExerciseCodingKey, CaseIterable {
    case name, superset, notes, trainingMax, prescriptions
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let head = try c.decodeExerciseHead()
    let tm = try c.decodeIfPresent(TrainingMax.self, forKey: .trainingMax)
    try c.check(tm.flatMap { Validation.problem(trainingMax: $0, inRoutine: true) }, at: .trainingMax)
    self.init(
      name: head.name, superset: head.superset, notes: head.notes,
      prescriptions: try c.decode([Prescription].self, forKey: .prescriptions), trainingMax: tm)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeExerciseHead(name: name, superset: superset, notes: notes)
    try c.encodeIfPresent(trainingMax, forKey: .trainingMax)
    try c.encode(prescriptions, forKey: .prescriptions)
  }
}

/// `{"weight": 140, "unit": "kg", "step": 5, "stepUnit": "kg", "round": 1,
/// "roundUnit": "kg"}` (docs/json.md); the load as a set's.
extension TrainingMax: Codable {
  enum CodingKeys: String, MeasureCodingKey, CaseIterable {
    case kind, bodyweight, weight, unit, distance, distanceUnit, step, stepUnit, round, roundUnit
  }

  /// The keys a training max has (`CodingKeys` has a measure's others).
  enum WrittenKeys: String, CodingKey, CaseIterable {
    case bodyweight, weight, unit, step, stepUnit, round, roundUnit
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(WrittenKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard let load = try c.decodeLoad() else {
      throw c.corrupted(.weight, "a training max needs its load: add weight and unit (or bodyweight: true)")
    }
    self.init(
      load: load, step: try c.decodeWeight(.step, .stepUnit, "a step"),
      round: try c.decodeWeight(.round, .roundUnit, "a rounding increment"))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch load {
    case .weight(let w):
      try c.encodeWeight(w, .weight, .unit)
    case .bodyweight(let added):
      try c.encode(true, forKey: .bodyweight)
      try c.encodeWeight(added, .weight, .unit)
    }
    try c.encodeWeight(step, .step, .stepUnit)
    try c.encodeWeight(round, .round, .roundUnit)
  }
}

extension KeyedEncodingContainer {
  /// A weight spread over a value key and a unit key, when there is one
  /// (read back by `decodeWeight`).
  mutating func encodeWeight(_ w: Weight?, _ value: Key, _ unit: Key) throws {
    guard let w else { return }
    try encode(w.value, forKey: value)
    try encode(w.unit, forKey: unit)
  }
}

extension KeyedDecodingContainer {
  /// A weight spread over a value key and a unit key: both or neither.
  func decodeWeight(_ value: Key, _ unit: Key, _ what: String) throws -> Weight? {
    let v = try decodeIfPresent(DecimalValue.self, forKey: value)
    let u = try decodeIfPresent(WeightUnit.self, forKey: unit)
    if (v == nil) != (u == nil) {
      throw corrupted(value, "\(what) needs both its number and its unit (\(WeightUnit.listed))")
    }
    return both(v, u).map { Weight($0, $1) }
  }
}

/// The load as a set's (`bodyweight`, `weight`, `unit`), the amount as a
/// set's, then `sets`, `maxReps`, the step as `step` and `stepUnit`, `rest`
/// and `note`.
extension Prescription: Codable {
  enum CodingKeys: String, MeasureCodingKey, CaseIterable {
    case kind, bodyweight, weight, unit, percent, percentPlus, percentPlusUnit, sets, reps, amrap, maxReps, distance,
      distanceUnit, seconds, rpe, step, stepUnit, rest, note, joined, progression
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let load = try c.decodeLoad()
    let percent = try c.decodeIfPresent(DecimalValue.self, forKey: .percent)
    if let pct = percent {
      try c.check(Validation.problem(percent: pct), at: .percent)
      try c.check(load != nil ? "a prescription has a load or a percentage, not both" : nil, at: .percent)
    }
    let sets = try c.decode(Int.self, forKey: .sets)
    let joined = try c.decodeIfPresent(Bool.self, forKey: .joined) ?? false
    try c.check(Validation.problem(sets: sets, hasLoad: load != nil || percent != nil || joined), at: .sets)
    let reps = try c.decodeIfPresent(Int.self, forKey: .reps)
    if let r = reps { try c.check(Validation.problem(reps: r), at: .reps) }
    let maxReps = try c.decodeIfPresent(Int.self, forKey: .maxReps)
    if let m = maxReps { try c.check(Validation.problem(maxReps: m, reps: reps), at: .maxReps) }
    let distance = try c.decodeDistance()
    let seconds = try c.decodeIfPresent(DecimalValue.self, forKey: .seconds)
    if let t = seconds { try c.check(Validation.problem(seconds: t), at: .seconds) }
    let step = try c.decodeIfPresent(DecimalValue.self, forKey: .step)
    let stepUnit = try c.decodeIfPresent(WeightUnit.self, forKey: .stepUnit)
    try c.check(step != nil && stepUnit == nil ? "a step needs its unit: add \"stepUnit\"" : nil, at: .step)
    try c.check(
      step == nil && stepUnit != nil ? "\"stepUnit\" is the unit of a step: add \"step\"" : nil, at: .stepUnit)
    if let s = step { try c.check(Validation.problem(step: s), at: .step) }
    let marks = try c.decodeMarks()
    self.init(
      kind: try c.decodeIfPresent(SetKind.self, forKey: .kind) ?? .normal, load: load, sets: sets, reps: reps,
      maxReps: maxReps, seconds: seconds, distance: distance,
      step: step.flatMap { s in stepUnit.map { Weight(s, $0) } }, note: try c.decodeText(.note, role: .setNote),
      percent: percent, amrap: try c.decodeIfPresent(Bool.self, forKey: .amrap) ?? false,
      percentPlus: try c.decodeWeight(.percentPlus, .percentPlusUnit, "a weight added to the percentage"),
      joined: joined,
      progression: try c.decodeIfPresent(Progression.self, forKey: .progression))
    self.marks = marks
    try c.check(Validation.problem(amountOf: self), at: .reps)
    try c.check(Validation.problem(amrap: amrap, reps: reps), at: .amrap)
    try c.check(Validation.problem(lineOf: self), at: .joined)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind: kind, load: load)
    try c.encodeIfPresent(percent, forKey: .percent)
    try c.encodeWeight(percentPlus, .percentPlus, .percentPlusUnit)
    try c.encode(sets, forKey: .sets)
    try c.encodeIfPresent(reps, forKey: .reps)
    if amrap { try c.encode(true, forKey: .amrap) }
    try c.encodeIfPresent(maxReps, forKey: .maxReps)
    try c.encode(distance: distance)
    try c.encodeIfPresent(seconds, forKey: .seconds)
    try c.encodeWeight(step, .step, .stepUnit)
    try c.encode(marks: marks)
    try c.encodeIfPresent(note, forKey: .note)
    if joined { try c.encode(true, forKey: .joined) }
    try c.encodeIfPresent(progression, forKey: .progression)
  }
}
