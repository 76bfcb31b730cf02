// `Codable` for routines, in the shape of Unit's JSON (docs/json.md), with
// the checks of the hand-written reader: what decodes prints back.

extension Routine: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, sessionsBefore, notes, exercises
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
      exercises: try c.decode([RoutineExercise].self, forKey: .exercises), sessionsBefore: place)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    if sessionsBefore != 0 { try c.encode(sessionsBefore, forKey: .sessionsBefore) }
    if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
    try c.encode(exercises, forKey: .exercises)
  }
}

extension RoutineExercise: Codable {
  enum CodingKeys: String, ExerciseCodingKey, CaseIterable {
    case name, superset, notes, prescriptions
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let head = try c.decodeExerciseHead()
    self.init(
      name: head.name, superset: head.superset, notes: head.notes,
      prescriptions: try c.decode([Prescription].self, forKey: .prescriptions))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeExerciseHead(name: name, superset: superset, notes: notes)
    try c.encode(prescriptions, forKey: .prescriptions)
  }
}

/// The load as a set's (`bodyweight`, `weight`, `unit`), the amount as a
/// set's, then `sets`, `maxReps`, the step as `step` and `stepUnit`, `rest`
/// and `note`.
extension Prescription: Codable {
  enum CodingKeys: String, MeasureCodingKey, CaseIterable {
    case kind, bodyweight, weight, unit, sets, reps, maxReps, distance, distanceUnit, seconds, step, stepUnit, rest,
      note
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let load = try c.decodeLoad()
    let sets = try c.decode(Int.self, forKey: .sets)
    try c.check(Validation.problem(sets: sets, hasLoad: load != nil), at: .sets)
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
    let rest = try c.decodeIfPresent(DecimalValue.self, forKey: .rest)
    if let r = rest { try c.check(Validation.problem(rest: r), at: .rest) }
    self.init(
      kind: try c.decodeIfPresent(SetKind.self, forKey: .kind) ?? .normal, load: load, sets: sets, reps: reps,
      maxReps: maxReps, seconds: seconds, distance: distance,
      step: step.flatMap { s in stepUnit.map { Weight(s, $0) } }, rest: rest,
      note: try c.decodeText(.note, role: .setNote))
    try c.check(Validation.problem(amountOf: self), at: .reps)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind: kind, load: load)
    try c.encode(sets, forKey: .sets)
    try c.encodeIfPresent(reps, forKey: .reps)
    try c.encodeIfPresent(maxReps, forKey: .maxReps)
    try c.encode(distance: distance)
    try c.encodeIfPresent(seconds, forKey: .seconds)
    if let s = step {
      try c.encode(s.value, forKey: .step)
      try c.encode(s.unit, forKey: .stepUnit)
    }
    try c.encodeIfPresent(rest, forKey: .rest)
    try c.encodeIfPresent(note, forKey: .note)
  }
}
