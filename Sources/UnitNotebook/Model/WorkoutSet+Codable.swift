/// `Codable` for a set, in the shape of Unit's JSON (docs/json.md): the load
/// is spread over `bodyweight`, `weight` and `unit`, the distance over
/// `distance` and `distanceUnit`; a normal kind and a missing value are left out.
extension WorkoutSet: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, bodyweight, weight, unit, reps, distance, distanceUnit, seconds, status, rpe, rest, note
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let bodyweight = try c.decodeIfPresent(Bool.self, forKey: .bodyweight) ?? false
    let weight = try c.decodeIfPresent(DecimalValue.self, forKey: .weight)
    let unit = try c.decodeIfPresent(WeightUnit.self, forKey: .unit)
    try c.check(weight != nil && unit == nil ? "a weight needs its unit: add \"unit\": \"kg\" or \"lb\"" : nil, at: .weight)
    try c.check(weight == nil && unit != nil ? "\"unit\" is the unit of a weight: add \"weight\"" : nil, at: .unit)
    if let w = weight { try c.check(Validation.problem(weight: w, bodyweight: bodyweight), at: .weight) }
    var load: Load?
    if bodyweight {
      load = .bodyweight(added: weight.flatMap { w in unit.map { Weight(w, $0) } })
    } else if let w = weight, let u = unit {
      load = .weight(Weight(w, u))
    }

    var reps: Int?
    if let r = try c.decodeIfPresent(DecimalValue.self, forKey: .reps) {
      try c.check(r.isWhole ? nil : "expected a whole number, found \(r)", at: .reps)
      reps = r.integerValue
      if let n = reps { try c.check(Validation.problem(reps: n), at: .reps) }
    }
    let distance = try c.decodeIfPresent(DecimalValue.self, forKey: .distance)
    let distanceUnit = try c.decodeIfPresent(DistanceUnit.self, forKey: .distanceUnit)
    try c.check(
      distance != nil && distanceUnit == nil ? "a distance needs its unit: add \"distanceUnit\"" : nil, at: .distance)
    try c.check(
      distance == nil && distanceUnit != nil ? "\"distanceUnit\" is the unit of a distance: add \"distance\"" : nil,
      at: .distanceUnit)
    if let d = distance { try c.check(Validation.problem(distance: d), at: .distance) }
    let seconds = try c.decodeIfPresent(DecimalValue.self, forKey: .seconds)
    if let t = seconds { try c.check(Validation.problem(seconds: t), at: .seconds) }
    let rpe = try c.decodeIfPresent(DecimalValue.self, forKey: .rpe)
    if let r = rpe { try c.check(Validation.problem(rpe: r), at: .rpe) }
    let rest = try c.decodeIfPresent(DecimalValue.self, forKey: .rest)
    if let r = rest { try c.check(Validation.problem(rest: r), at: .rest) }

    self.init(
      kind: try c.decodeIfPresent(SetKind.self, forKey: .kind) ?? .normal, load: load, reps: reps,
      seconds: seconds, distance: distance.flatMap { d in distanceUnit.map { Distance(d, $0) } }, rpe: rpe,
      status: try c.decode(SetStatus.self, forKey: .status), note: try c.decodeText(.note, role: .setNote),
      rest: rest)
    try c.check(Validation.problem(amountOf: self), at: .reps)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if kind != .normal { try c.encode(kind, forKey: .kind) }
    switch load {
    case .weight(let w)?:
      try c.encode(w.value, forKey: .weight)
      try c.encode(w.unit, forKey: .unit)
    case .bodyweight(let added)?:
      try c.encode(true, forKey: .bodyweight)
      if let w = added {
        try c.encode(w.value, forKey: .weight)
        try c.encode(w.unit, forKey: .unit)
      }
    case nil:
      break
    }
    try c.encodeIfPresent(reps, forKey: .reps)
    if let d = distance {
      try c.encode(d.value, forKey: .distance)
      try c.encode(d.unit, forKey: .distanceUnit)
    }
    try c.encodeIfPresent(seconds, forKey: .seconds)
    try c.encode(status, forKey: .status)
    try c.encodeIfPresent(rpe, forKey: .rpe)
    try c.encodeIfPresent(rest, forKey: .rest)
    try c.encodeIfPresent(note, forKey: .note)
  }
}
