/// Sets: each field read on its own, then the rules between fields.
extension JSONReader {
  static let setKeys: [StaticString] = [
    "kind", "bodyweight", "weight", "unit", "reps", "distance", "distanceUnit", "seconds", "status", "rpe", "rest",
    "note", "amrap",
  ]

  /// The fields of a set as read, before the rules between them are checked.
  private struct SetFields {
    var measure = MeasureFields()
    var status: SetStatus?
    var rpe: DecimalValue?
  }

  /// The shared key each of `setKeys` is, by position (nil for a set's own).
  private static let setMeasures: [MeasureKey?] = [
    .kind, .bodyweight, .weight, .unit, .reps, .distance, .distanceUnit, .seconds, nil, nil, .rest, .note, .amrap,
  ]

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
      case 8: f.status = try readWord(event, SetStatus.self)
      case 9:
        f.rpe = try readDecimal(event, "an RPE (a number from 1 to 10)")
        if let r = f.rpe, let p = Validation.problem(rpe: r) { report(.jsonInvalidValue, p, at: at) }
      default:
        if let m = JSONReader.setMeasures[k] { try readMeasure(m, event, at: at, into: &f.measure) }
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
      report(.jsonMissingKey, "expected the key \"status\" (done, failed or planned)", at: start)
    }
    let load = checkMeasure(f.measure, at: start)
    let m = f.measure
    let set = WorkoutSet(
      kind: m.kind, load: load, reps: m.reps, seconds: m.seconds,
      distance: both(m.distance, m.distanceUnit).map { Distance($0, $1) }, rpe: f.rpe,
      status: f.status ?? .planned, note: m.note, rest: m.rest, amrap: m.amrap)
    if let p = Validation.problem(amountOf: set) { report(.jsonInvalidValue, p, at: start) }
    if let p = Validation.problem(amrap: m.amrap, reps: m.reps) { report(.jsonInvalidValue, p, at: start) }
    return sink.errorCount == errorsBefore ? set : nil
  }
}
