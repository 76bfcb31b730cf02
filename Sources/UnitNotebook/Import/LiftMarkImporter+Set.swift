extension LiftMarkImporter {
  static let setKeys: Set<String> = [
    "orderIndex", "targetWeight", "targetWeightUnit", "targetReps", "targetTime", "targetRpe", "restSeconds",
    "actualWeight", "actualWeightUnit", "actualReps", "actualTime", "actualRpe", "completedAt", "status", "notes",
    "tempo", "isDropset", "isPerSide", "isAmrap",
  ]

  /// What a set planned or did: its weight and unit, reps, time, RPE.
  struct Values: Equatable {
    var weight: DecimalValue?
    var unit: WeightUnit?
    var reps: Int?
    var time: Int?
    var rpe: DecimalValue?

    var isEmpty: Bool { weight == nil && reps == nil && time == nil }

    /// `225lb × 5 @8`, `60s`, as a note writes the plan.
    var text: String {
      var parts: [String] = []
      if let w = weight { parts.append("\(w)\(unit?.rawValue ?? "")") }
      if let r = reps { parts.append(parts.isEmpty ? "\(r)" : "× \(r)") }
      if let t = time { parts.append(ImportDuration.written(t)) }
      if let r = rpe { parts.append("@\(r)") }
      return parts.joined(separator: " ")
    }
  }

  func values(_ s: ImportJSON, _ prefix: String) throws(ReadError) -> Values {
    Values(
      weight: try number(s, prefix + "Weight"), unit: try unit(s, prefix + "WeightUnit"),
      reps: try count(s, prefix + "Reps"), time: try count(s, prefix + "Time"), rpe: try number(s, prefix + "Rpe"))
  }

  /// One set: done when completed, ✗ when failed; skipped and pending sets
  /// are not imported. What it did is the set; its plan, where it differs,
  /// its note (with its tempo and per-side mark).
  mutating func set(_ s: ImportJSON, warmup: Bool) throws(ReadError) {
    keys(s, Self.setKeys, "a set")
    let status = try text(s, "status") ?? "completed"
    let node = s["status"] ?? s
    switch status {
    case "completed", "failed": break
    case "skipped", "pending":
      warnOnce(.importNotImported, "not-done", node, "a set that was \(status) (not done) is not imported")
      return
    default:
      warnOnce(
        .importAssumed, "status-\(status)", node, "a set whose status is \(Excerpt.quoted(status)) is read as done")
    }
    if let at = s["completedAt"], !at.isNull {
      warnOnce(
        .importNotImported, "completed-at", at,
        "completedAt (when each set was done) is not imported: a notebook has no place for it")
    }
    let planned = try values(s, "target")
    var done = try values(s, "actual")
    if done.isEmpty {
      if !planned.isEmpty {
        warnOnce(.importAssumed, "no-actual", s, "a done set without actual values is read as its target values")
      }
      done = Values(weight: planned.weight, unit: planned.unit, reps: planned.reps, time: planned.time, rpe: done.rpe)
    }
    var set = WorkoutSet(kind: warmup ? .warmup : .normal, reps: done.reps, rpe: done.rpe)
    if s["isDropset"]?.bool == true { set.kind = .drop }
    set.seconds = done.time.map { DecimalValue($0) }
    set.rest = try count(s, "restSeconds").map { DecimalValue($0) }
    set.load = try load(done, planned: planned, at: s)
    set.note = try note(s, planned: planned, done: done)
    let (row, column) = place(s)
    builder.addSet(set, row: row, column: column, status: status == "failed" ? .failed : .done)
  }

  /// The weight: none (or 0) is bodyweight; on an exercise whose equipment
  /// is bodyweight it is added load; else the exercise's name decides
  /// (docs/import.md, Loads). A weight without a unit takes the plan's,
  /// else the unit given; with neither the import stops.
  func load(_ v: Values, planned: Values, at s: ImportJSON) throws(ReadError) -> Load? {
    guard let w = v.weight, w.significand != 0 else {
      return LoadRules.load(weight: nil, unit: .kg, traits: traits, hasReps: v.reps != nil).load
    }
    guard let unit = v.unit ?? planned.unit ?? builder.options.unit else {
      let (line, column) = place(s)
      throw ReadError(
        .weightUnitNeeded, row: line, column: column,
        "this set's weight has no unit (actualWeightUnit): give the unit (unit import --unit kg or --unit lb)")
    }
    if bodyweightEquipment { return .bodyweight(added: Weight(w, unit)) }
    return LoadRules.load(weight: w, unit: unit, traits: traits, hasReps: v.reps != nil).load
  }

  func note(_ s: ImportJSON, planned: Values, done: Values) throws(ReadError) -> String? {
    var parts: [String] = []
    if let n = try text(s, "notes") { parts.append(n) }
    let plan = Values(
      weight: planned.weight, unit: planned.weight == nil ? nil : planned.unit, reps: planned.reps,
      time: planned.time, rpe: planned.rpe)
    var did = done
    did.unit = done.weight == nil ? nil : done.unit ?? planned.unit
    if !plan.isEmpty && plan != did
      && plan != Values(weight: did.weight, unit: did.unit, reps: did.reps, time: did.time)
    {
      parts.append("target " + plan.text)
    }
    if let t = try text(s, "tempo") { parts.append("tempo \(t)") }
    if s["isPerSide"]?.bool == true { parts.append("per side") }
    if s["isAmrap"]?.bool == true { parts.append("AMRAP") }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}
