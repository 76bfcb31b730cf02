/// The keys a set and a prescription share in Unit's JSON shape: the load
/// spread over `bodyweight`, `weight` and `unit`, the distance over
/// `distance` and `distanceUnit` (docs/json.md). Both `Codable`s read and
/// write them here, once.
protocol MeasureCodingKey: CodingKey {
  static var kind: Self { get }
  static var bodyweight: Self { get }
  static var weight: Self { get }
  static var unit: Self { get }
  static var distance: Self { get }
  static var distanceUnit: Self { get }
}

extension KeyedDecodingContainer where Key: MeasureCodingKey {
  /// The load, with its rules: a weight needs its unit and a unit its
  /// weight; the weight in range.
  func decodeLoad() throws -> Load? {
    let bodyweight = try decodeIfPresent(Bool.self, forKey: .bodyweight) ?? false
    let weight = try decodeIfPresent(DecimalValue.self, forKey: .weight)
    let unit = try decodeIfPresent(WeightUnit.self, forKey: .unit)
    try check(
      weight != nil && unit == nil
        ? "a weight needs its unit: add \"unit\": \"kg\" or \"lb\"" : nil, at: .weight)
    try check(
      weight == nil && unit != nil ? "\"unit\" is the unit of a weight: add \"weight\"" : nil,
      at: .unit)
    if let w = weight {
      try check(Validation.problem(weight: w, bodyweight: bodyweight), at: .weight)
    }
    if bodyweight { return .bodyweight(added: weight.flatMap { w in unit.map { Weight(w, $0) } }) }
    if let w = weight, let u = unit { return .weight(Weight(w, u)) }
    return nil
  }

  /// The marks with a value (`ValuedMark`: each by its name, checked).
  func decodeMarks() throws -> SetMarks {
    var marks = SetMarks()
    for m in ValuedMark.allCases {
      guard let key = Key(stringValue: m.rawValue), let v = try decodeIfPresent(DecimalValue.self, forKey: key)
      else { continue }
      try check(m.problem(v), at: key)
      marks[m] = v
    }
    return marks
  }

  /// The distance, with its rules: a distance needs its unit and a unit its
  /// distance; the distance in range.
  func decodeDistance() throws -> Distance? {
    let distance = try decodeIfPresent(DecimalValue.self, forKey: .distance)
    let distanceUnit = try decodeIfPresent(DistanceUnit.self, forKey: .distanceUnit)
    try check(
      distance != nil && distanceUnit == nil
        ? "a distance needs its unit: add \"distanceUnit\"" : nil, at: .distance)
    try check(
      distance == nil && distanceUnit != nil
        ? "\"distanceUnit\" is the unit of a distance: add \"distance\"" : nil,
      at: .distanceUnit)
    if let d = distance { try check(Validation.problem(distance: d), at: .distance) }
    return distance.flatMap { d in distanceUnit.map { Distance(d, $0) } }
  }
}

extension KeyedEncodingContainer where Key: MeasureCodingKey {
  /// The kind when it is not normal, and the load.
  mutating func encode(kind: SetKind, load: Load?) throws {
    if kind != .normal { try encode(kind, forKey: .kind) }
    switch load {
    case .weight(let w)?:
      try encode(w.value, forKey: .weight)
      try encode(w.unit, forKey: .unit)
    case .bodyweight(let added)?:
      try encode(true, forKey: .bodyweight)
      if let w = added {
        try encode(w.value, forKey: .weight)
        try encode(w.unit, forKey: .unit)
      }
    case nil:
      break
    }
  }

  /// The marks with a value, each by its name.
  mutating func encode(marks: SetMarks) throws {
    for m in ValuedMark.allCases {
      if let v = marks[m], let key = Key(stringValue: m.rawValue) { try encode(v, forKey: key) }
    }
  }

  mutating func encode(distance: Distance?) throws {
    if let d = distance {
      try encode(d.value, forKey: .distance)
      try encode(d.unit, forKey: .distanceUnit)
    }
  }
}

/// The keys an exercise of a session and one of a routine share: its name,
/// superset label and notes.
protocol ExerciseCodingKey: CodingKey {
  static var name: Self { get }
  static var superset: Self { get }
  static var notes: Self { get }
}

extension KeyedDecodingContainer where Key: ExerciseCodingKey {
  /// The name (required), the superset label (checked) and the notes.
  func decodeExerciseHead() throws -> (name: String, superset: String?, notes: [String]) {
    guard let name = try decodeText(.name, role: .name) else {
      throw DecodingError.keyNotFound(
        Key.name, .init(codingPath: codingPath, debugDescription: "expected the exercise's name"))
    }
    let superset = try decodeIfPresent(String.self, forKey: .superset)
    if let label = superset { try check(Validation.problem(label: label), at: .superset) }
    return (name, superset, try decodeNotes(.notes))
  }
}

extension KeyedEncodingContainer where Key: ExerciseCodingKey {
  mutating func encodeExerciseHead(name: String, superset: String?, notes: [String]) throws {
    try encode(name, forKey: .name)
    try encodeIfPresent(superset, forKey: .superset)
    if !notes.isEmpty { try encode(notes, forKey: .notes) }
  }
}
