/// Printing a routine (docs/canonical-form.md): the heading `# Routine
/// NAME`, its notes, then its exercises as one table, a prescription a line
/// with the exercise's name on each, unexpanded (`3×8–12`). An exercise
/// that would read back as part of the one above it (the same name), or
/// that a comment splits, prints as a block instead: its name alone, its
/// prescriptions below, indented.
extension Printer {
  mutating func printRoutine(_ r: SessionRecord, comments: CommentTable, texts: inout TextReader) {
    beginHeading()
    let headingSlot = comments[.heading]
    emitBefore(headingSlot, indent: 0)
    beginLine(indent: 0)
    out.append(ascii: "# ")
    out.append(ascii: Lexicon.routineWord)
    out.append(0x20)
    if let name = r.title {
      texts.withBytes(name, in: r) { TextEscaper.append($0, context: .title, to: &out) }
    }
    endLine(headingSlot)
    for (k, note) in r.notes.enumerated() {
      noteLine(note, r, indent: 0, slot: comments[.sessionNote(k)], texts: &texts)
    }
    if !r.exercises.isEmpty { requestBlank() }

    // Which exercises are blocks, and the table's columns over the others.
    var blocks: [Bool] = []
    var columns = RoutineColumns()
    var previousWasBareLine = false
    var nextSection = 0
    for e in r.exercises.indices {
      let x = r.exercises[e]
      // A section line parts the exercise from the one above.
      while nextSection < r.sections.count, r.sections[nextSection].exercisesBefore <= e {
        previousWasBareLine = false
        nextSection += 1
      }
      var block = false
      if !x.sets.isEmpty {
        if previousWasBareLine {
          let p = r.exercises[e - 1]
          block = texts.equal(p.name, x.name, in: r) && sameLabel(p.label, x.label, r, &texts)
        }
        block = block || commentsForceBlock(e, comments)
      }
      blocks.append(block)
      previousWasBareLine = !block && (!x.sets.isEmpty || x.trainingMax != nil) && x.notes.isEmpty
      guard !block, !x.sets.isEmpty || x.trainingMax != nil else { continue }
      columns.name = Swift.max(columns.name, nameWidth(x, r, texts: &texts))
      for line in Printer.lines(of: x, r) { columns.measure(r.prescriptions[line]) }
    }

    nextSection = 0
    for e in r.exercises.indices {
      while nextSection < r.sections.count, r.sections[nextSection].exercisesBefore <= e {
        sectionLine(nextSection, r, comments, texts: &texts)
        nextSection += 1
      }
      let x = r.exercises[e]
      let headerSlot = comments[.exercise(e)]
      if blocks[e] {
        requestBlank()
        emitBefore(headerSlot, indent: 0)
        beginLine(indent: 0)
        appendRoutineExerciseName(x, r, texts: &texts)
        if let tm = x.trainingMax {
          out.append(0x20)
          appendTrainingMax(tm)
        }
        endLine(headerSlot)
        var own = RoutineColumns()
        for line in Printer.lines(of: x, r) { own.measure(r.prescriptions[line]) }
        for line in Printer.lines(of: x, r) {
          let slot = comments[.set(exercise: e, set: line.lowerBound - x.sets.lowerBound)]
          emitBefore(slot, indent: 2)
          beginLine(indent: 2)
          appendCells(r.prescriptions[line], r, own, texts: &texts)
          endLine(slot)
        }
      } else if x.sets.isEmpty || x.trainingMax != nil {
        emitBefore(headerSlot, indent: 0)
        beginLine(indent: 0)
        appendRoutineExerciseName(x, r, texts: &texts)
        if let tm = x.trainingMax {
          padName(x, r, columns, texts: &texts)
          appendTrainingMax(tm)
        }
        endLine(headerSlot)
      }
      if !blocks[e], !x.sets.isEmpty {
        for line in Printer.lines(of: x, r) {
          let k = line.lowerBound - x.sets.lowerBound
          let slot = comments[.set(exercise: e, set: k)]
          let opensExercise = k == 0 && x.trainingMax == nil
          emitBefore(opensExercise ? headerSlot : slot, indent: 0)
          beginLine(indent: 0)
          appendRoutineExerciseName(x, r, texts: &texts)
          padName(x, r, columns, texts: &texts)
          appendCells(r.prescriptions[line], r, columns, texts: &texts)
          if opensExercise {
            endLine(trailing: headerSlot?.trailing ?? slot?.trailing)
            queueAfter(headerSlot)
            queueAfter(slot)
          } else {
            endLine(slot)
          }
        }
      }
      for (k, note) in r.exerciseNotes[x.notes].enumerated() {
        noteLine(note, r, indent: 2, slot: comments[.exerciseNote(exercise: e, note: k)], texts: &texts)
      }
      if blocks[e] { requestBlank() }
    }
    while nextSection < r.sections.count {
      sectionLine(nextSection, r, comments, texts: &texts)
      nextSection += 1
    }
    printEnd(comments)
  }

  /// `## Week 1 Squat`, a blank line on either side.
  private mutating func sectionLine(_ k: Int, _ r: SessionRecord, _ comments: CommentTable, texts: inout TextReader) {
    let slot = comments[.section(k)]
    requestBlank()
    emitBefore(slot, indent: 0)
    beginLine(indent: 0)
    out.append(ascii: "## ")
    texts.withBytes(r.sections[k].name, in: r) { TextEscaper.append($0, context: .title, to: &out) }
    endLine(slot)
    requestBlank()
  }

  /// The blanks after a name on a line of the table, up to its next column.
  private mutating func padName(_ x: ExerciseRecord, _ r: SessionRecord, _ c: RoutineColumns, texts: inout TextReader) {
    out.appendSpaces(c.name - nameWidth(x, r, texts: &texts) + 2)
  }

  /// The lines of an exercise's prescriptions: each a prescription and
  /// the groups joined to it (`4×3, 1×3+`), as ranges of `r.prescriptions`.
  /// An exercise's first prescription always opens a line.
  static func lines(of x: ExerciseRecord, _ r: SessionRecord) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    for j in x.sets {
      if j > x.sets.lowerBound, r.prescriptions[j].joined, let last = lines.popLast() {
        lines.append(last.lowerBound..<(j + 1))
      } else {
        lines.append(j..<(j + 1))
      }
    }
    return lines
  }

  /// `warmup  60kg 2×5`, `100kg 3×8–12  +2.5kg  rest 2:00 > note`,
  /// `185lb 4×3, 1×3+ → 5×2, 1×2+  +10lb`: the cells of a line, padded to
  /// `c`; no blanks at the end.
  mutating func appendCells(
    _ line: ArraySlice<PrescriptionRecord>, _ r: SessionRecord, _ c: RoutineColumns, texts: inout TextReader
  ) {
    guard let p = line.first else { return }
    let w = RoutineColumns.CellWidth(line)
    if c.left > 0 {
      out.appendKind(p.kind)
      if let l = p.load {
        out.appendSpaces(c.left - w.kind - w.load)
        out.appendLoad(l)
      } else if p.percent != nil {
        out.appendSpaces(c.left - w.kind - w.load)
        out.appendPercentLoad(p)
      } else {
        out.appendSpaces(c.left - w.kind)
      }
      out.append(0x20)
    }
    out.appendSpaces(c.sets - w.sets)
    out.appendInt(p.sets)
    out.append(ascii: "×")
    out.appendLineAmount(line)
    let rest = p.marks.rest
    let hasRules = p.step != nil || p.progression != nil
    if hasRules || rest != nil {
      out.appendSpaces(c.amount - w.amount + 2)
      if hasRules {
        out.appendRules(p)
        if rest != nil { out.appendSpaces(c.step - w.step + 2) }
      } else if c.step > 0 {
        out.appendSpaces(c.step + 2)
      }
      if let rest { out.appendValued(.rest, rest) }
    }
    // The marks that have no column of their own (the RPE is the amount's,
    // the rest has its column), after the rest.
    for m in ValuedMark.allCases where m != .rpe && m != .rest {
      if let v = p.marks[m] {
        out.append(0x20)
        out.appendValued(m, v)
      }
    }
    if let note = p.note {
      out.append(0x20)
      out.appendMark(.note)
      texts.withBytes(note, in: r) { TextEscaper.append($0, context: .note, to: &out) }
    }
  }

  /// A routine's exercise name: its label, the name escaped, and its `:`
  /// when it needs one in a routine (`TextEscaper.routineNameNeedsColon`).
  private mutating func appendRoutineExerciseName(_ x: ExerciseRecord, _ r: SessionRecord, texts: inout TextReader) {
    if let label = x.label {
      texts.withBytes(label, in: r) { out.append($0) }
      out.append(ascii: ". ")
    }
    let before = out.count
    texts.withBytes(x.name, in: r) { TextEscaper.append($0, context: .name, to: &out) }
    let colon = out.withUnsafeBufferPointer {
      TextEscaper.routineNameNeedsColon(UnsafeBufferPointer(rebasing: $0[before...]))
    }
    if colon { out.append(UInt8(ascii: ":")) }
  }

  /// The characters `appendRoutineExerciseName` writes for `x`.
  private func nameWidth(_ x: ExerciseRecord, _ r: SessionRecord, texts: inout TextReader) -> Int {
    var scratch = ByteBuffer(capacity: 64)
    var width = 0
    if let label = x.label { width += texts.withBytes(label, in: r) { CellWidths.characters($0) } + 2 }
    texts.withBytes(x.name, in: r) { TextEscaper.append($0, context: .name, to: &scratch) }
    return scratch.withUnsafeBufferPointer { b in
      width + CellWidths.characters(b) + (TextEscaper.routineNameNeedsColon(b) ? 1 : 0)
    }
  }
}
