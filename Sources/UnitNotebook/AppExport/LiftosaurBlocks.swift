/// A session's exercises as Liftosaur's text holds them: one line an
/// exercise (a second block of one is joined to the first: Liftosaur
/// refuses a workout that names an exercise twice), done sets with reps,
/// warm-ups in their own section; a warning for each thing that does not
/// come back as the notebook has it (docs/export.md).
enum LiftosaurBlocks {
  struct Block {
    var name: String
    var notes: [String]
    var work: [LiftosaurSet] = []
    var warmups: [LiftosaurSet] = []
  }

  /// Characters a Liftosaur name or label cannot hold.
  static let forbidden: Set<Character> = ["/", "{", "}", "(", ")", "@", "|", "\"", ":", ","]

  static func make(_ s: Session, at p: SessionLines, warnings w: inout ExportWarnings) -> [Block] {
    if s.bodyweight != nil {
      w.add(
        .exportNotWritten, "body-weight", line: p.bodyweight, counting: "body weights",
        "the body weight is not written: Liftosaur's workout text has no place for it")
    }
    var blocks: [Block] = []
    var index: [String: Int] = [:]
    for e in s.exercises.indices {
      guard let block = block(s.exercises[e], e, at: p, &w) else { continue }
      let key = block.name.lowercased()
      if let i = index[key] {
        w.add(
          .exportChanged, "same-exercise", line: p.exercise(e), counting: "exercises",
          "\(Excerpt.cut(block.name)) comes a second time in this session: Liftosaur takes an exercise once a workout, so its sets join the first block's"
        )
        blocks[i].work += block.work
        blocks[i].warmups += block.warmups
        blocks[i].notes += block.notes
      } else {
        index[key] = blocks.count
        blocks.append(block)
      }
    }
    if blocks.isEmpty {
      w.add(
        .exportNotWritten, "empty-session", line: p.heading, counting: "sessions",
        "this session has no done sets with reps: it is left out\(s.notes.isEmpty ? "" : ", with its notes")")
    }
    return blocks
  }

  /// Exercise `e` as a block; nil (with a warning) when no set of it is written.
  static func block(_ x: Exercise, _ e: Int, at p: SessionLines, _ w: inout ExportWarnings) -> Block? {
    let line = p.exercise(e)
    if x.trainingMax != nil {
      w.add(
        .exportNotWritten, "training-max", line: line, counting: "training maxes",
        "the training max (TM) is not written: Liftosaur's workout text has no place for it")
    }
    if let label = x.superset {
      w.add(
        .exportNotWritten, "superset", line: line, counting: "exercises",
        "supersets are not written: Liftosaur's workout text has no place for them (\(label) is left off \(Excerpt.cut(x.name)))"
      )
    }
    var block = Block(name: name(x.name, line: line, &w), notes: x.notes)
    let traits = LoadRules.traits(of: x.name)
    for (k, set) in x.sets.enumerated() {
      guard let ls = LiftosaurSetCells.set(set, traits: traits, line: p.set(e, k), &w) else { continue }
      if set.kind == .warmup {
        if !block.work.isEmpty {
          w.add(
            .exportChanged, "warmup-order", line: p.set(e, k), counting: "sets",
            "a warm-up after a work set is written with the warm-ups: Liftosaur's text keeps them in a section of their own, so it reads back before the work sets"
          )
        }
        block.warmups.append(ls)
      } else {
        block.work.append(ls)
      }
    }
    guard !block.work.isEmpty || !block.warmups.isEmpty else {
      w.add(
        .exportNotWritten, "empty-exercise", line: line, counting: "exercises",
        "\(Excerpt.cut(x.name)) has no done sets with reps: it is left out\(x.notes.isEmpty ? "" : ", with its notes")")
      return nil
    }
    return block
  }

  /// The name as Liftosaur can hold it: `Bench Press (Barbell)` is its own
  /// `Bench Press, Barbell`; other characters it cannot hold, and a second
  /// comma, are spaces.
  static func name(_ n: String, line: Int, _ w: inout ExportWarnings) -> String {
    var t = n
    if t.hasSuffix(")"), let open = t.lastIndex(of: "("), !t[..<open].contains(",") {
      let base = ImportText.trim(String(t[..<open]))
      let inner = ImportText.trim(String(t[t.index(after: open)..<t.index(before: t.endIndex)]))
      if !base.isEmpty, !inner.isEmpty { t = base + ", " + inner }
    }
    var sawComma = false
    let cleaned = String(
      t.map { c -> Character in
        guard forbidden.contains(c) else { return c }
        if c == ",", !sawComma {
          sawComma = true
          return c
        }
        return " "
      })
    var result = ImportText.collapsed(cleaned)
    if result.isEmpty { result = "Exercise" }
    if result != n {
      w.add(
        .exportChanged, "name", line: line, counting: "exercises",
        "Liftosaur's names cannot hold / { } ( ) @ | \" : or a second comma: \(Excerpt.cut(n)) is written \(Excerpt.cut(result)) and reads back so"
      )
    }
    return result
  }
}
