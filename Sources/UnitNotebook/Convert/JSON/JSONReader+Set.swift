/// Sets: each field read on its own, then the rules between fields.
extension JSONReader {
  static let setKeys: [StaticString] = [
    "kind", "bodyweight", "weight", "unit", "reps", "distance", "distanceUnit", "seconds", "status", "rpe", "rest",
    "note",
  ]

  /// The fields of a set as read, before the rules between them are checked.
  private struct SetFields {
    var kind = SetKind.normal
    var bodyweight = false
    var weight: DecimalValue?
    var weightAt = 0
    var unit: WeightUnit?
    var reps: Int?
    var distance: DecimalValue?
    var distanceUnit: DistanceUnit?
    var seconds: DecimalValue?
    var status: SetStatus?
    var rpe: DecimalValue?
    var rest: DecimalValue?
    var note: String?
  }

  /// `{"kind": …, "bodyweight": true, "weight": 20, "unit": "kg", "reps": 6, …, "status": "done"}`
  mutating func readSet(_ first: JSONScanner.Event) throws(JSONStop) -> WorkoutSet? {
    guard first == .objectStart else {
      try mismatch("a set (an object with reps, seconds or a distance, and a status)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var f = SetFields()
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.setKeys, &seen) {
      let event = try next()
      let at = scanner.eventStart
      if event == .null, k != 8 { continue }
      switch k {
      case 0: f.kind = try readWord(event, SetKind.self) ?? .normal
      case 1: f.bodyweight = try readBool(event) ?? false
      case 2:
        f.weightAt = at
        f.weight = try readDecimal(event, "a weight (a number)")
      case 3: f.unit = try readWord(event, WeightUnit.self)
      case 4:
        f.reps = try readWhole(event)
        if let r = f.reps, let p = Validation.problem(reps: r) { report(p, at: at) }
      case 5:
        f.distance = try readDecimal(event, "a distance (a number)")
        if let d = f.distance, let p = Validation.problem(distance: d) { report(p, at: at) }
      case 6: f.distanceUnit = try readWord(event, DistanceUnit.self)
      case 7:
        f.seconds = try readDecimal(event, "a time in seconds (a number)")
        if let t = f.seconds, let p = Validation.problem(seconds: t) { report(p, at: at) }
      case 8: f.status = try readWord(event, SetStatus.self)
      case 9:
        f.rpe = try readDecimal(event, "an RPE (a number from 1 to 10)")
        if let r = f.rpe, let p = Validation.problem(rpe: r) { report(p, at: at) }
      case 10:
        f.rest = try readDecimal(event, "a rest in seconds (a number)")
        if let r = f.rest, let p = Validation.problem(rest: r) { report(p, at: at) }
      default: f.note = try readText(event, role: .setNote)
      }
    }
    path.leave()
    // The rules between fields, only when every field read well (one
    // mistake, one message).
    guard sink.errorCount == errorsBefore else { return nil }
    return checkSet(f, seen: seen, at: start)
  }

  private mutating func checkSet(_ f: SetFields, seen: UInt32, at start: Int) -> WorkoutSet? {
    let errorsBefore = sink.errorCount
    if seen & (1 << 8) == 0 {
      report("expected the key \"status\" (done, failed or planned)", at: start)
    }
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
    if let w = f.weight, let p = Validation.problem(weight: w, bodyweight: f.bodyweight) {
      report(p, at: f.weightAt, key: "weight")
    }
    var load: Load?
    if f.bodyweight {
      load = .bodyweight(added: both(f.weight, f.unit).map { Weight($0, $1) })
    } else if let w = f.weight, let u = f.unit {
      load = .weight(Weight(w, u))
    }
    let set = WorkoutSet(
      kind: f.kind, load: load, reps: f.reps, seconds: f.seconds,
      distance: both(f.distance, f.distanceUnit).map { Distance($0, $1) }, rpe: f.rpe,
      status: f.status ?? .planned, note: f.note, rest: f.rest)
    if let p = Validation.problem(amountOf: set) { report(p, at: start) }
    return sink.errorCount == errorsBefore ? set : nil
  }
}

/// Both values, or nil when either is missing.
func both<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
  guard let a, let b else { return nil }
  return (a, b)
}
