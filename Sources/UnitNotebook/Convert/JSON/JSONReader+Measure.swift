/// What a set and a prescription share: their kind, load, amount, rest and
/// note, read key by key and then checked together, once for both.
extension JSONReader {
  /// The keys a set and a prescription have in common.
  enum MeasureKey {
    case kind, bodyweight, weight, unit, reps, distance, distanceUnit, seconds, note, amrap
  }

  /// A key of a set's or a prescription's object, by its name: a shared
  /// one, a mark with a value, or one of the object's own (`own`, read by
  /// the object's reader).
  enum Field {
    case measure(MeasureKey, StaticString)
    case valued(ValuedMark)
    case own(StaticString)

    var name: StaticString {
      switch self {
      case .measure(_, let n), .own(let n): n
      case .valued(let m): m.key
      }
    }
  }

  /// The fields of `names` in order, each a shared key when it is one.
  static func fields(_ names: [StaticString], marks: [ValuedMark] = []) -> [Field] {
    let shared: [(StaticString, MeasureKey)] = [
      ("kind", .kind), ("bodyweight", .bodyweight), ("weight", .weight), ("unit", .unit), ("reps", .reps),
      ("distance", .distance), ("distanceUnit", .distanceUnit), ("seconds", .seconds), ("note", .note),
      ("amrap", .amrap),
    ]
    return names.map { n in
      if let m = ValuedMark.allCases.first(where: { "\($0.key)" == "\(n)" }) { return .valued(m) }
      if let k = shared.first(where: { "\($0.0)" == "\(n)" }) { return .measure(k.1, n) }
      return .own(n)
    }
  }

  /// Reads a mark's value (at byte `at`) into `marks`, reporting a value out
  /// of its range.
  mutating func readValued(
    _ m: ValuedMark, _ event: JSONScanner.Event, at: Int, target: Bool, into marks: inout SetMarks
  ) throws(JSONStop) {
    marks[m] = try readDecimal(event, m.expected(target: target, json: true))
    if let v = marks[m], let p = m.problem(v) { report(.jsonInvalidValue, p, at: at) }
  }

  /// The shared fields as read, before the rules between them are checked.
  struct MeasureFields {
    var kind = SetKind.normal
    var bodyweight = false
    var weight: DecimalValue?
    var weightAt = 0
    var unit: WeightUnit?
    var reps: Int?
    var distance: DecimalValue?
    var distanceUnit: DistanceUnit?
    var seconds: DecimalValue?
    var note: String?
    var amrap = false
  }

  /// Reads the value of `key` (at byte `at`) into `f`, reporting a value
  /// out of its range.
  mutating func readMeasure(
    _ key: MeasureKey, _ event: JSONScanner.Event, at: Int, into f: inout MeasureFields
  )
    throws(JSONStop)
  {
    switch key {
    case .kind: f.kind = try readWord(event, SetKind.self) ?? .normal
    case .bodyweight: f.bodyweight = try readBool(event) ?? false
    case .weight:
      f.weightAt = at
      f.weight = try readDecimal(event, "a weight (a number)")
    case .unit: f.unit = try readWord(event, WeightUnit.self)
    case .reps:
      f.reps = try readWhole(event)
      if let r = f.reps, let p = Validation.problem(reps: r) { report(.jsonInvalidValue, p, at: at) }
    case .distance:
      f.distance = try readDecimal(event, "a distance (a number)")
      if let d = f.distance, let p = Validation.problem(distance: d) { report(.jsonInvalidValue, p, at: at) }
    case .distanceUnit: f.distanceUnit = try readWord(event, DistanceUnit.self)
    case .seconds:
      f.seconds = try readDecimal(event, "a time in seconds (a number)")
      if let t = f.seconds, let p = Validation.problem(seconds: t) { report(.jsonInvalidValue, p, at: at) }
    case .note: f.note = try readText(event, role: .setNote)
    case .amrap:
      f.amrap = try readBool(event) ?? false
    }
  }

  /// The rules between the shared fields (a weight and its unit, a
  /// distance and its unit, the weight's range), reported at the object
  /// starting at `start`; the load they make.
  mutating func checkMeasure(_ f: MeasureFields, at start: Int) -> Load? {
    if f.weight != nil, f.unit == nil {
      report(.jsonMissingKey, "a weight needs its unit: add \"unit\": \"kg\" or \"lb\"", at: f.weightAt)
    }
    if f.weight == nil, f.unit != nil {
      report(.jsonMissingKey, "\"unit\" is the unit of a weight: add \"weight\", or leave the unit out", at: start)
    }
    if f.distance != nil, f.distanceUnit == nil {
      report(.jsonMissingKey, "a distance needs its unit: add \"distanceUnit\": \"m\", \"km\" or \"mi\"", at: start)
    }
    if f.distance == nil, f.distanceUnit != nil {
      report(
        .jsonMissingKey,
        "\"distanceUnit\" is the unit of a distance: add \"distance\", or leave the unit out",
        at: start)
    }
    if let w = f.weight, let p = Validation.problem(weight: w, bodyweight: f.bodyweight) {
      report(.jsonInvalidValue, p, at: f.weightAt, key: "weight")
    }
    if f.bodyweight { return .bodyweight(added: both(f.weight, f.unit).map { Weight($0, $1) }) }
    if let w = f.weight, let u = f.unit { return .weight(Weight(w, u)) }
    return nil
  }
}

/// Both values, or nil when either is missing.
func both<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
  guard let a, let b else { return nil }
  return (a, b)
}
