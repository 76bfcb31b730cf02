extension LiftosaurTextImporter {
  /// `Squat, Barbell / 3x5 185lb / warmup: 1x5 95lb / target: 3x5 185lb 120s`.
  mutating func exerciseLine(_ line: [Unicode.Scalar], from first: Int, row: Int) throws(ReadError) {
    let parts = ImportText.split(line, at: "/", from: first)
    let name = ImportText.collapsed(ImportText.text(line, parts[0]))
    guard !name.isEmpty else {
      throw ReadError(.importBadValue, row: row, column: first + 1, "expected an exercise's name before /")
    }
    let (notebookName, t) = try builder.exercise(named: name, row: row, column: first + 1)
    traits = t
    builder.beginExercise(notebookName)
    if !comments.isEmpty { builder.addExerciseNote(takeComments()) }
    var done: (sets: [LiftosaurSet], column: Int)? = nil
    var warmups: (sets: [LiftosaurSet], column: Int)? = nil
    var target: (sets: [LiftosaurSet], text: String)? = nil
    for part in parts.dropFirst() {
      let (keyword, setsStart) = Self.keyword(line, part)
      let sets = try LiftosaurSetReader.parse(line, from: setsStart, to: part.upperBound, line: row)
      switch keyword {
      case nil:
        if done != nil {
          builder.warn(
            .importNotImported, row: row, column: part.lowerBound + 1,
            "a second section of completed sets: the first is not imported (Liftosaur reads the last)")
        }
        done = (sets, part.lowerBound + 1)
      case "warmup"?: warmups = (sets, setsStart + 1)
      case "target"?: target = (sets, ImportText.trim(ImportText.text(line, part)))
      default:
        // Liftosaur reads and ignores other sections: the note keeps them.
        builder.addExerciseNote(ImportText.trim(ImportText.text(line, part)))
      }
    }
    for g in warmups?.sets ?? [] { add(g, kind: .warmup, row: row, column: warmups?.column ?? 1) }
    for g in done?.sets ?? [] { add(g, kind: .normal, row: row, column: done?.column ?? 1) }
    if let target, !Self.same(target.sets, as: done?.sets ?? []) {
      builder.addExerciseNote(target.text)
    }
  }

  /// The keyword of a section (`warmup:`, `target:`) and where its sets
  /// start; nil for the completed sets, which have none.
  static func keyword(_ line: [Unicode.Scalar], _ part: Range<Int>) -> (String?, Int) {
    var i = part.lowerBound
    while i < part.upperBound, line[i] == " " || line[i] == "\t" { i += 1 }
    let start = i
    while i < part.upperBound, line[i].isASCII,
      line[i].properties.isAlphabetic || line[i] == "_" || (i > start && line[i].properties.numericType != nil)
    {
      i += 1
    }
    let word = ImportText.text(line, start..<i)
    while i < part.upperBound, line[i] == " " || line[i] == "\t" { i += 1 }
    guard i > start, !word.isEmpty, i < part.upperBound, line[i] == ":" else { return (nil, part.lowerBound) }
    return (word, i + 1)
  }

  /// True when the planned sets say nothing the done sets do not: the same
  /// reps, weights and RPE, set for set, and no range, AMRAP, ask, timer or
  /// label of their own.
  static func same(_ planned: [LiftosaurSet], as done: [LiftosaurSet]) -> Bool {
    let p = LiftosaurSet.expanded(planned)
    let d = LiftosaurSet.expanded(done)
    guard p.count == d.count else { return false }
    for (a, b) in zip(p, d) {
      guard a.minReps == nil, !a.amrap, !a.askWeight, !a.logRPE, a.timer == nil, a.label == nil, a.repsLeft == nil,
        a.reps == b.reps, a.weight == b.weight, a.signed == b.signed, a.rpe == b.rpe
      else { return false }
    }
    return true
  }

  /// Adds a group's sets: a signed weight is bodyweight plus or minus it,
  /// none (or 0) is bodyweight, another is read by the exercise's name
  /// (docs/import.md, Loads); the label, the left side's reps, an AMRAP
  /// mark and a range become the set's note; a timer its rest.
  mutating func add(_ g: LiftosaurSet, kind: SetKind, row: Int, column: Int) {
    var set = WorkoutSet(kind: kind, reps: g.reps, rpe: g.rpe)
    set.rest = g.timer.map { DecimalValue($0) }
    if let w = g.weight, g.signed {
      set.load = w.value.significand == 0 ? .bodyweight(added: nil) : .bodyweight(added: w)
    } else {
      set.load =
        LoadRules.load(weight: g.weight?.value, unit: g.weight?.unit ?? .kg, traits: traits, hasReps: true).load
    }
    var note: [String] = []
    if let l = g.label { note.append(l) }
    if let left = g.repsLeft { note.append("left \(left)") }
    if g.amrap { note.append("AMRAP") }
    if let m = g.minReps { note.append("range \(m)-\(g.reps ?? 0)") }
    set.note = note.isEmpty ? nil : note.joined(separator: "; ")
    if g.askWeight || g.logRPE {
      builder.warnOnce(
        .importNotImported, "ask-marks", row: row, column: column,
        "a + after a done set's weight or RPE (Liftosaur's mark that the app asks for it) is not imported")
    }
    for _ in 0..<g.count { builder.addSet(set, row: row, column: column) }
  }
}
