/// A planned set of LiftMark (a lift.md set line, or a plan's set in its
/// JSON export) and the routine prescription it becomes.
struct LiftMarkTarget: Equatable {
  var weight: DecimalValue? = nil
  var unit: WeightUnit? = nil
  var bodyweight = false
  var reps: Int? = nil
  var seconds: Int? = nil
  var distance: Distance? = nil
  var amrap = false
  var rpe: DecimalValue? = nil
  var rest: Int? = nil
  var dropset = false
  var notes: [String] = []
  /// True when the distance was written in feet or yards (made metres).
  var convertedFromFeet = false

  /// The prescription of one set: a warm-up in a warm-up section, a drop
  /// set when marked so; an AMRAP set without reps is `1+`; a set of reps
  /// without a weight is bodyweight. The weight's unit must be known.
  func prescription(warmup: Bool) -> Prescription {
    var p = Prescription(kind: dropset ? .drop : warmup ? .warmup : .normal)
    p.reps = reps ?? (amrap ? 1 : nil)
    p.amrap = amrap
    p.seconds = seconds.map { DecimalValue($0) }
    p.distance = distance
    p.rpe = rpe
    p.rest = rest.map { DecimalValue($0) }
    if let w = weight, w.significand != 0, let u = unit {
      p.load = .weight(Weight(w, u))
    } else if bodyweight || (p.reps != nil && seconds == nil && distance == nil) {
      p.load = .bodyweight(added: nil)
    }
    let note = ImportText.lines(notes.joined(separator: "; ")).joined(separator: " / ")
    p.note = note.isEmpty ? nil : note
    return p
  }

  /// Consecutive prescriptions alike as one, their sets added
  /// (`- 100 x 5` three times is `100kg 3×5`), within a line's limits.
  static func merged(_ list: [Prescription]) -> [Prescription] {
    var out: [Prescription] = []
    for p in list {
      if var last = out.last {
        var a = last
        a.sets = p.sets
        if a == p, Validation.problem(sets: last.sets + p.sets, hasLoad: p.load != nil) == nil {
          last.sets += p.sets
          out[out.count - 1] = last
          continue
        }
      }
      out.append(p)
    }
    return out
  }
}

/// The plans of LiftMark's full export (`plans`), read as routines.
struct LiftMarkPlans {
  let options: ImportOptions

  static let planKeys: Set<String> = [
    "name", "description", "tags", "defaultWeightUnit", "sourceMarkdown", "isFavorite", "exercises",
  ]
  static let setKeys: Set<String> = [
    "orderIndex", "targetWeight", "targetWeightUnit", "targetReps", "targetTime", "targetRpe", "restSeconds", "tempo",
    "notes", "isDropset", "isPerSide", "isAmrap",
  ]

  /// A plan: its name, description and tags (notes), its exercises with
  /// their planned sets. `sourceMarkdown` holds the same plan as lift.md
  /// text and is not read again.
  func routine(_ plan: ImportJSON, _ r: inout LiftMarkImporter) throws(ReadError) -> Routine {
    r.keys(plan, Self.planKeys, "a plan")
    guard let name = try r.text(plan, "name").map({ ImportText.line($0).text }), !name.isEmpty else {
      throw r.fail(plan, "expected the plan's name in \"name\"")
    }
    var routine = Routine(name: name)
    if let d = try r.text(plan, "description") { routine.notes += ImportText.lines(d) }
    let tags = (plan["tags"]?.items ?? []).compactMap(\.string)
    if !tags.isEmpty { routine.notes.append("tags: " + tags.joined(separator: ", ")) }
    if let fav = plan["isFavorite"], fav.bool == true {
      r.warnOnce(.importNotImported, "favorite", fav, "isFavorite is not imported: a routine has no favourite mark")
    }
    let unit = try r.unit(plan, "defaultWeightUnit")
    var exercises = plan["exercises"]?.items ?? []
    exercises.sort {
      ($0["orderIndex"].map(LiftMarkImporter.order) ?? 0) < ($1["orderIndex"].map(LiftMarkImporter.order) ?? 0)
    }
    var groups = LiftMarkGroups()
    for e in exercises {
      r.keys(e, LiftMarkImporter.exerciseKeys.subtracting(["status"]), "a plan's exercise")
      guard let raw = try r.text(e, "exerciseName") else {
        throw r.fail(e, "expected the exercise's name in \"exerciseName\"")
      }
      let sets = e["sets"]?.items ?? []
      if sets.isEmpty, let type = try r.text(e, "groupType") {
        routine.notes.append("\(type): \(raw)")
        continue
      }
      let (place, column) = r.place(e)
      let (exerciseName, _) = try r.builder.exercise(named: raw, row: place, column: column)
      let group = groups.place(type: try r.text(e, "groupType"), name: try r.text(e, "groupName"))
      var x = RoutineExercise(name: exerciseName, superset: group.superset)
      if let note = group.note { x.notes.append(note) }
      if let n = try r.text(e, "notes") { x.notes += ImportText.lines(n) }
      if let q = try r.text(e, "equipmentType"), let node = e["equipmentType"] {
        r.warnOnce(
          .importNotImported, "equipment", node,
          "equipmentType (\(Excerpt.quoted(q))) is not imported: a notebook has no place for an exercise's equipment")
      }
      var list: [Prescription] = []
      for s in sets { list.append(try target(s, unit: unit, &r).prescription(warmup: group.warmup)) }
      x.prescriptions = LiftMarkTarget.merged(list)
      routine.exercises.append(x)
    }
    return routine
  }

  private func target(_ s: ImportJSON, unit: WeightUnit?, _ r: inout LiftMarkImporter) throws(ReadError)
    -> LiftMarkTarget
  {
    r.keys(s, Self.setKeys, "a plan's set")
    var t = LiftMarkTarget()
    t.weight = try r.number(s, "targetWeight")
    t.unit = try r.unit(s, "targetWeightUnit") ?? unit ?? options.unit
    if let w = t.weight, w.significand != 0, t.unit == nil {
      let (line, column) = r.place(s)
      throw ReadError(
        .weightUnitNeeded, row: line, column: column,
        "this planned weight has no unit (targetWeightUnit): give the unit (unit import --unit kg or --unit lb)")
    }
    t.reps = try r.count(s, "targetReps").flatMap { $0 == 0 ? nil : $0 }
    t.seconds = try r.count(s, "targetTime").flatMap { $0 == 0 ? nil : $0 }
    t.rpe = try r.number(s, "targetRpe").flatMap { Validation.isRPE($0) ? $0 : nil }
    t.rest = try r.count(s, "restSeconds")
    t.amrap = s["isAmrap"]?.bool == true
    t.dropset = s["isDropset"]?.bool == true
    if let n = try r.text(s, "notes") { t.notes.append(n) }
    if let tempo = try r.text(s, "tempo") { t.notes.append("tempo \(tempo)") }
    if s["isPerSide"]?.bool == true { t.notes.append("per side") }
    if t.reps == nil && t.seconds == nil && !t.amrap {
      throw r.fail(s, "expected a planned set with reps or a time (targetReps, targetTime)")
    }
    return t
  }
}
