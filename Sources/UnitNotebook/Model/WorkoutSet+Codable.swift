/// `Codable` for a set, in the shape of Unit's JSON (docs/json.md): the load
/// is spread over `bodyweight`, `weight` and `unit`, the distance over
/// `distance` and `distanceUnit`; a normal kind and a missing value are left out.
extension WorkoutSet: Codable {
  enum CodingKeys: String, MeasureCodingKey, CaseIterable {
    case kind, bodyweight, weight, unit, reps, amrap, distance, distanceUnit, seconds, status, rpe, rest, note
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let load = try c.decodeLoad()

    var reps: Int?
    if let r = try c.decodeIfPresent(DecimalValue.self, forKey: .reps) {
      try c.check(r.isWhole ? nil : "expected a whole number, found \(r)", at: .reps)
      reps = r.integerValue
      if let n = reps { try c.check(Validation.problem(reps: n), at: .reps) }
    }
    let distance = try c.decodeDistance()
    let seconds = try c.decodeIfPresent(DecimalValue.self, forKey: .seconds)
    if let t = seconds { try c.check(Validation.problem(seconds: t), at: .seconds) }
    let marks = try c.decodeMarks()

    self.init(
      kind: try c.decodeIfPresent(SetKind.self, forKey: .kind) ?? .normal, load: load, reps: reps,
      seconds: seconds, distance: distance, status: try c.decode(SetStatus.self, forKey: .status),
      note: try c.decodeText(.note, role: .setNote), marks: marks,
      amrap: try c.decodeIfPresent(Bool.self, forKey: .amrap) ?? false)
    try c.check(Validation.problem(amountOf: self), at: .reps)
    try c.check(Validation.problem(amrap: amrap, reps: reps), at: .amrap)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind: kind, load: load)
    try c.encodeIfPresent(reps, forKey: .reps)
    if amrap { try c.encode(true, forKey: .amrap) }
    try c.encode(distance: distance)
    try c.encodeIfPresent(seconds, forKey: .seconds)
    try c.encode(status, forKey: .status)
    try c.encode(marks: marks)
    try c.encodeIfPresent(note, forKey: .note)
  }
}
