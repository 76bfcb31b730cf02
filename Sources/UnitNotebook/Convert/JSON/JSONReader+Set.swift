/// Sets: each field read on its own, then the rules between fields.
extension JSONReader {
  /// A set's keys in the order an unknown key's message lists them: the
  /// shared ones, its status, its marks with a value, then its note.
  static let setFields: [Field] =
    fields(["kind", "bodyweight", "weight", "unit", "reps", "distance", "distanceUnit", "seconds", "status"])
    + ValuedMark.allCases.map(Field.valued) + fields(["note", "amrap"])
  static let setKeys: [StaticString] = setFields.map(\.name)

  /// The fields of a set as read, before the rules between them are checked.
  private struct SetFields {
    var measure = MeasureFields()
    var status: SetStatus?
    var hasStatus = false
    var marks = SetMarks()
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
      switch JSONReader.setFields[k] {
      case .own:  // the status
        f.hasStatus = true
        f.status = try readWord(event, SetStatus.self)
      case .valued(let m) where event != .null: try readValued(m, event, at: at, target: false, into: &f.marks)
      case .measure(let m, _) where event != .null: try readMeasure(m, event, at: at, into: &f.measure)
      default: continue
      }
    }
    path.leave()
    // The rules between fields, only when every field read well (one
    // mistake, one message).
    guard sink.errorCount == errorsBefore else { return nil }
    return checkSet(f, at: start)
  }

  private mutating func checkSet(_ f: SetFields, at start: Int) -> WorkoutSet? {
    let errorsBefore = sink.errorCount
    if !f.hasStatus {
      report(.jsonMissingKey, "expected the key \"status\" (done, failed or planned)", at: start)
    }
    let load = checkMeasure(f.measure, at: start)
    let m = f.measure
    let set = WorkoutSet(
      kind: m.kind, load: load, reps: m.reps, seconds: m.seconds,
      distance: both(m.distance, m.distanceUnit).map { Distance($0, $1) }, status: f.status ?? .planned,
      note: m.note, marks: f.marks, amrap: m.amrap)
    if let p = Validation.problem(amountOf: set) { report(.jsonInvalidValue, p, at: start) }
    if let p = Validation.problem(amrap: m.amrap, reps: m.reps) { report(.jsonInvalidValue, p, at: start) }
    return sink.errorCount == errorsBefore ? set : nil
  }
}
