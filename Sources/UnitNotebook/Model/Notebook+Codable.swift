// `Codable` for the notebook, its sessions and exercises, in the shape of
// Unit's JSON (docs/json.md), so apps can use Foundation's coders directly.
// Encoding leaves out what the hand-written writer leaves out; decoding
// refuses what the hand-written reader refuses. Key order is the coder's
// business: Foundation's `JSONEncoder` does not keep it (use `.sortedKeys`
// for stable bytes, or `NotebookJSON.write` for the documented order).

extension Notebook: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case format, version, notes, muscles, sessions, routines
  }

  /// The name and version of the format, as the document states them. The
  /// decoder reads every version up to this one (docs/json.md).
  static let formatName = "unit-notebook"
  static let formatVersion = 3

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let format = try c.decode(String.self, forKey: .format)
    try c.check(
      format == Notebook.formatName
        ? nil : "expected \"unit-notebook\", found \"\(format)\": this is not a Unit notebook",
      at: .format)
    let version = try c.decode(Int.self, forKey: .version)
    if version > Notebook.formatVersion {
      try c.check(
        "this notebook is written in version \(version) of Unit's JSON format, and this unit reads versions 1 to \(Notebook.formatVersion): update unit to read it",
        at: .version)
    }
    try c.check(version >= 1 ? nil : "expected \(Notebook.formatVersion), found \(version)", at: .version)
    try decoder.rejectUnknownKeys(CodingKeys.self)
    self.init(
      notes: try c.decodeNotes(.notes), sessions: try c.decode([Session].self, forKey: .sessions),
      routines: try c.decodeIfPresent([Routine].self, forKey: .routines) ?? [],
      muscles: try c.decodeIfPresent([MuscleDeclaration].self, forKey: .muscles) ?? [])
    var previous = 0
    for r in routines {
      try c.check(
        Validation.problem(sessionsBefore: r.sessionsBefore, previous: previous, sessions: sessions.count),
        at: .routines)
      previous = r.sessionsBefore
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Notebook.formatName, forKey: .format)
    try c.encode(Notebook.formatVersion, forKey: .version)
    if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
    if !muscles.isEmpty { try c.encode(muscles, forKey: .muscles) }
    try c.encode(sessions, forKey: .sessions)
    if !routines.isEmpty { try c.encode(routines, forKey: .routines) }
  }
}

extension Session: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case date, start, end, title, notes, bodyweight, bodyweightUnit, exercises
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let start = try c.decodeIfPresent(TimeOfDay.self, forKey: .start)
    let end = try c.decodeIfPresent(TimeOfDay.self, forKey: .end)
    try c.check(Validation.problem(start: start, end: end), at: .end)
    let value = try c.decodeIfPresent(DecimalValue.self, forKey: .bodyweight)
    let unit = try c.decodeIfPresent(WeightUnit.self, forKey: .bodyweightUnit)
    var bodyweight: Weight? = nil
    if let value {
      guard let unit else { throw c.corrupted(.bodyweightUnit, "a body weight needs its unit (\(WeightUnit.listed))") }
      bodyweight = Weight(value, unit)
      try c.check(bodyweight.flatMap(Validation.problem(bodyweight:)), at: .bodyweight)
    } else if unit != nil {
      throw c.corrupted(.bodyweight, "bodyweightUnit is the unit of a body weight: add bodyweight")
    }
    self.init(
      date: try c.decode(LocalDate.self, forKey: .date), start: start, end: end,
      title: try c.decodeText(.title, role: .title), notes: try c.decodeNotes(.notes), bodyweight: bodyweight,
      exercises: try c.decode([Exercise].self, forKey: .exercises))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(date, forKey: .date)
    try c.encodeIfPresent(start, forKey: .start)
    try c.encodeIfPresent(end, forKey: .end)
    try c.encodeIfPresent(title, forKey: .title)
    if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
    try c.encodeWeight(bodyweight, .bodyweight, .bodyweightUnit)
    try c.encode(exercises, forKey: .exercises)
  }
}

extension Exercise: Codable {
  enum CodingKeys: String, ExerciseCodingKey, CaseIterable {
    case name, superset, notes, trainingMax, sets
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let head = try c.decodeExerciseHead()
    let tm = try c.decodeIfPresent(TrainingMax.self, forKey: .trainingMax)
    try c.check(tm.flatMap { Validation.problem(trainingMax: $0, inRoutine: false) }, at: .trainingMax)
    self.init(
      name: head.name, superset: head.superset, notes: head.notes,
      sets: try c.decode([WorkoutSet].self, forKey: .sets), trainingMax: tm)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeExerciseHead(name: name, superset: superset, notes: notes)
    try c.encodeIfPresent(trainingMax, forKey: .trainingMax)
    try c.encode(sets, forKey: .sets)
  }
}

extension MuscleDeclaration: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case exercise, primary, secondary
  }

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(CodingKeys.self)
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      exercise: try c.decodeText(.exercise, role: .name) ?? "",
      primary: try c.decode([MuscleGroup].self, forKey: .primary),
      secondary: try c.decodeIfPresent([MuscleGroup].self, forKey: .secondary) ?? [])
    for (key, problem) in Validation.problems(in: self) {
      try c.check(problem, at: key.hasPrefix("exercise") ? .exercise : key.hasPrefix("primary") ? .primary : .secondary)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(exercise, forKey: .exercise)
    try c.encode(primary, forKey: .primary)
    if !secondary.isEmpty { try c.encode(secondary, forKey: .secondary) }
  }
}
