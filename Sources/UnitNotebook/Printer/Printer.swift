/// Prints the model in the canonical form, putting comments back where the
/// comment table says. Layout rules (docs/canonical-form.md):
///
/// - one blank line between sessions, after a session's heading and notes, and
///   around an exercise block; none between short-form exercises;
/// - an exercise with one set prints on one line, one with several as a block
///   whose set lines are indented two spaces and aligned in columns;
/// - own-line comments keep their place; a comment takes the indentation of
///   the line it sits on top of.
struct Printer: ~Copyable {
  /// The printed bytes (written by the extensions too).
  var out: ByteWriter
  /// A blank line is owed before the next printed line.
  private var wantBlank = false
  /// No blank line before the next heading (a comment sits right on top of it).
  private var glueNextHeading = false
  /// Comments that follow the last line; their indentation depends on what is
  /// printed next (see `beginLine`).
  private var pendingAfter: [CommentLine] = []
  private var previousIndent = 0

  var names = NameCache()
  /// Measures cells by writing them.
  private var measure = CellWidths()
  /// The widths of a block's load and amount cells, measured once per block.
  private var cellWidths: [(load: Int, amount: Int)] = []

  init(capacity: Int = 0) {
    out = ByteWriter(capacity: capacity)
  }

  /// Takes the printed bytes out as a buffer (no copy), leaving the printer
  /// empty.
  mutating func takeBuffer() -> ByteBuffer {
    out.takeBuffer()
  }

  // MARK: - Notebook parts

  /// Prints the notebook notes (the preamble record's notes) and the comments
  /// before the first session.
  mutating func printPreamble(_ r: SessionRecord, comments: CommentTable, texts: inout TextReader) {
    for (k, note) in r.notes.enumerated() {
      noteLine(note, r, indent: 0, slot: comments[.notebookNote(k)], texts: &texts)
    }
    if !r.declarations.isEmpty { printMuscles(r, comments: comments, texts: &texts) }
    printEnd(comments)
    if !glueNextHeading { requestBlank() }
  }

  /// Owes the blank line before a heading, unless a comment sits right on
  /// top of it.
  mutating func beginHeading() {
    if glueNextHeading {
      glueNextHeading = false
    } else {
      requestBlank()
    }
  }

  /// Prints one session.
  mutating func printSession(_ r: SessionRecord, comments: CommentTable, texts: inout TextReader) {
    beginHeading()
    let headingSlot = comments[.heading]
    emitBefore(headingSlot, indent: 0)
    beginLine(indent: 0)
    appendHeading(r, texts: &texts)
    endLine(headingSlot)
    for (k, note) in r.notes.enumerated() {
      noteLine(note, r, indent: 0, slot: comments[.sessionNote(k)], texts: &texts)
    }
    if !r.exercises.isEmpty || r.bodyweight != nil { requestBlank() }
    if let w = r.bodyweight { bodyweightLine(w, slot: comments[.bodyweight]) }
    var previousWasBareShort = false
    for e in r.exercises.indices {
      let x = r.exercises[e]
      var joinsPrevious = false
      if previousWasBareShort {
        let p = r.exercises[e - 1]
        joinsPrevious = texts.equal(p.name, x.name, in: r) && sameLabel(p.label, x.label, r, &texts)
      }
      let short = x.sets.count == 1 && x.trainingMax == nil && !joinsPrevious && !commentsForceBlock(e, comments)
      printExercise(r, e, short: short, comments: comments, texts: &texts)
      previousWasBareShort = short && x.notes.isEmpty
    }
    printEnd(comments)
  }

  /// Ends the output: places comments still waiting.
  mutating func finish() {
    flushAfter(indent: previousIndent)
  }

  // MARK: - Exercises

  func sameLabel(_ a: TextRef?, _ b: TextRef?, _ r: SessionRecord, _ texts: inout TextReader) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let x?, let y?): return texts.equal(x, y, in: r)
    default: return false
    }
  }

  func commentsForceBlock(_ e: Int, _ comments: CommentTable) -> Bool {
    guard !comments.isEmpty else { return false }
    let header = comments[.exercise(e)]
    let set = comments[.set(exercise: e, set: 0)]
    if let s = set, !s.before.isEmpty { return true }
    if let h = header, !h.after.isEmpty { return true }
    return header?.trailing != nil && set?.trailing != nil
  }

  private mutating func printExercise(
    _ r: SessionRecord, _ e: Int, short: Bool, comments: CommentTable, texts: inout TextReader
  ) {
    let x = r.exercises[e]
    let block = !short && !x.sets.isEmpty
    if block { requestBlank() }
    let headerSlot = comments[.exercise(e)]
    emitBefore(headerSlot, indent: 0)
    beginLine(indent: 0)
    appendExerciseHeading(x, r, texts: &texts)
    if short {
      out.append(0x20)
      appendShortSet(r.sets[x.sets.lowerBound], r, texts: &texts)
      let setSlot = comments[.set(exercise: e, set: 0)]
      endLine(trailing: headerSlot?.trailing ?? setSlot?.trailing)
      queueAfter(headerSlot)
      queueAfter(setSlot)
    } else {
      endLine(headerSlot)
      if block { printBlockSets(x, e, r, comments: comments, texts: &texts) }
    }
    for (k, note) in r.exerciseNotes[x.notes].enumerated() {
      noteLine(note, r, indent: 2, slot: comments[.exerciseNote(exercise: e, note: k)], texts: &texts)
    }
    if block { requestBlank() }
  }

  /// `TM 140kg`, and a routine's ` +5kg` and ` round 1kg`.
  mutating func appendTrainingMax(_ tm: TrainingMax) {
    out.append(spelling: Lexicon.LineWord.trainingMax.spellings)
    out.append(0x20)
    out.appendLoad(tm.load)
    if let s = tm.step {
      out.append(ascii: "  ")
      out.appendStep(s)
    }
    if let r = tm.round {
      out.append(ascii: "  ")
      out.append(spelling: Lexicon.LineWord.round.spellings)
      out.append(0x20)
      out.appendWeight(r)
    }
  }

  /// The exercise's name, and its training max when its line declares one.
  mutating func appendExerciseHeading(_ x: ExerciseRecord, _ r: SessionRecord, texts: inout TextReader) {
    appendExerciseName(x, r, texts: &texts)
    if let tm = x.trainingMax {
      out.append(0x20)
      appendTrainingMax(tm)
    }
  }

  /// `A1. Bench Press`, with a `:` when the name needs one to read back.
  mutating func appendExerciseName(_ x: ExerciseRecord, _ r: SessionRecord, texts: inout TextReader) {
    if let label = x.label {
      texts.withBytes(label, in: r) { out.append($0) }
      out.append(ascii: ". ")
    }
    texts.withBytes(x.name, in: r) { name in names.append(name, to: &out) }
  }

  /// `warmup 60kg × 5 ✓ @8 > note`: a set on the exercise's own line.
  private mutating func appendShortSet(_ s: SetRecord, _ r: SessionRecord, texts: inout TextReader) {
    out.appendSetCells(
      kind: s.kind, load: s.load, reps: s.reps, distance: s.distance, seconds: s.seconds, amrap: s.amrap,
      status: s.status, marks: s.marks)
    appendNote(s, r, texts: &texts)
  }

  /// ` ✓ @8 rest 2:00 > note`: status, RPE, rest, note, each after a space;
  /// nothing for a planned set without them.
  private mutating func appendMarks(_ s: SetRecord, _ r: SessionRecord, texts: inout TextReader) {
    out.appendMarks(status: s.status, s.marks)
    appendNote(s, r, texts: &texts)
  }

  /// ` > note`, escaped.
  @inline(__always)
  private mutating func appendNote(_ s: SetRecord, _ r: SessionRecord, texts: inout TextReader) {
    if let note = s.note {
      out.append(0x20)
      out.appendMark(.note)
      texts.withBytes(note, in: r) { TextEscaper.append($0, context: .note, to: &out) }
    }
  }

  /// The set lines of a block: kinds on the left, loads right-aligned so the
  /// `×` signs line up, amounts right-aligned, then the marks. The cells
  /// are measured by writing them (`measureBlock`) before the first line.
  private mutating func printBlockSets(
    _ x: ExerciseRecord, _ e: Int, _ r: SessionRecord, comments: CommentTable, texts: inout TextReader
  ) {
    let (leftWidth, amountWidth, anyLoad) = measureBlock(x, r)
    let times = Printer.timesCell
    let timesWidth = Printer.timesWidth
    let marksRoom = Printer.marksRoom
    for j in x.sets {
      let k = j - x.sets.lowerBound
      let s = r.sets[j]
      let slot = comments.isEmpty ? nil : comments[.set(exercise: e, set: k)]
      emitBefore(slot, indent: 2)
      beginLine(indent: 2)
      let kind = s.kind.spellings
      let (load, amount) = cellWidths[k]
      // The bytes the line takes up to its note: the kind, the padding of
      // the left cell, the load and ` × ` (or as many spaces), the
      // amount's padding, the amount, and at most `marksRoom` of marks.
      let leftPadding = leftWidth - kind.width - load
      let timesBytes = s.load != nil ? times.utf8CodeUnitCount : anyLoad ? timesWidth : leftWidth > 0 ? 1 : 0
      let amountPadding = amountWidth - amount
      let room =
        kind.printed.utf8CodeUnitCount + leftPadding + load + timesBytes + amountPadding + amount + marksRoom
      out.withRoom(room) { line in
        line.append(ascii: kind.printed)
        line.appendSpaces(leftPadding)
        if let l = s.load {
          line.appendLoad(l)
          line.append(ascii: times)
        } else if anyLoad {
          line.appendSpaces(timesWidth)
        } else if leftWidth > 0 {
          line.append(0x20)
        }
        line.appendSpaces(amountPadding)
        line.appendAmount(reps: s.reps, distance: s.distance, seconds: s.seconds, amrap: s.amrap)
        line.appendMarks(status: s.status, s.marks)
      }
      appendNote(s, r, texts: &texts)
      endLine(slot)
    }
  }

  /// Measures a block's load and amount cells into `cellWidths` by writing
  /// them (`CellWidths`); the width of its left column (kind and load) and
  /// of its amounts, and whether a set has a load.
  @inline(never)
  private mutating func measureBlock(_ x: ExerciseRecord, _ r: SessionRecord) -> (Int, Int, Bool) {
    var leftWidth = 0
    var amountWidth = 0
    var anyLoad = false
    // The array is reused from block to block: grown when short, then
    // written over through one pointer (one uniqueness check a block, not
    // one a set).
    if cellWidths.count < x.sets.count {
      cellWidths.append(contentsOf: repeatElement((load: 0, amount: 0), count: x.sets.count - cellWidths.count))
    }
    cellWidths.withUnsafeMutableBufferPointer { widths in
      // A block's sets often share their load: it is measured once.
      var measured: (load: Load, width: Int)? = nil
      for (k, j) in x.sets.enumerated() {
        let s = r.sets[j]
        var load = 0
        if let l = s.load {
          if let m = measured, m.load == l {
            load = m.width
          } else {
            load = measure.of { $0.appendLoad(l) }
            measured = (l, load)
          }
          anyLoad = true
        }
        let amount = measure.of {
          $0.appendAmount(reps: s.reps, distance: s.distance, seconds: s.seconds, amrap: s.amrap)
        }
        widths[k] = (load, amount)
        let kind = s.kind.spellings.width
        leftWidth = Swift.max(leftWidth, kind + (kind > 0 && load > 0 ? 2 : 0) + load)
        amountWidth = Swift.max(amountWidth, amount)
      }
    }
    return (leftWidth, amountWidth, anyLoad)
  }

  /// More bytes than the marks of any set take (`appendMarks`: a status,
  /// an RPE, a rest), measured once by writing the widest there are: each
  /// status, and an RPE and a rest of each extreme a `DecimalValue` holds
  /// (the least and greatest significand, and ±1, at every scale). The
  /// three are written one after the other, so the widest of each add up
  /// to the widest marks (`ReservedRoomTests` prints them in a block).
  static let marksRoom: Int = {
    var measure = CellWidths()
    var extremes: [DecimalValue] = []
    for scale in 0...UInt8(DecimalValue.maximumDigits) {
      for significand: Int64 in [.min, .max, -1, 1] {
        extremes.append(DecimalValue(uncheckedSignificand: significand, scale: scale))
      }
    }
    let status = SetStatus.allCases.map { s in measure.of { $0.appendMarks(status: s, SetMarks()) } }
    let valued = ValuedMark.allCases.map { m in
      extremes.map { d in
        measure.of {
          var marks = SetMarks()
          marks[m] = d
          $0.appendMarks(status: .planned, marks)
        }
      }.max() ?? 0
    }
    return (status.max() ?? 0) + valued.reduce(0, +)
  }()

  /// The sign between a set's load and its amount, and its width.
  static let timesCell: StaticString = " × "
  static var timesWidth: Int {
    CellWidths.characters(UnsafeBufferPointer(start: timesCell.utf8Start, count: timesCell.utf8CodeUnitCount))
  }

  // MARK: - Notes

  /// `Bodyweight 82.4kg`, right after the session's notes.
  mutating func bodyweightLine(_ w: Weight, slot: SlotComments?) {
    emitBefore(slot, indent: 0)
    beginLine(indent: 0)
    out.append(spelling: Lexicon.LineWord.bodyweight.spellings)
    out.append(0x20)
    out.appendWeight(w)
    endLine(slot)
  }

  mutating func noteLine(
    _ note: TextRef, _ r: SessionRecord, indent: Int, slot: SlotComments?, texts: inout TextReader
  ) {
    emitBefore(slot, indent: indent)
    beginLine(indent: indent)
    out.append(ascii: "> ")
    texts.withBytes(note, in: r) { TextEscaper.append($0, context: .note, to: &out) }
    endLine(slot)
  }

  // MARK: - Lines, blank lines, comments

  mutating func requestBlank() {
    if out.count > 0 || !pendingAfter.isEmpty { wantBlank = true }
  }

  /// Starts a line. Comments waiting from above go before the blank line owed
  /// (with the indentation of the line they followed), or, when no blank line
  /// is owed, right above this line with its indentation.
  @inline(__always)
  mutating func beginLine(indent: Int) {
    if wantBlank {
      flushAfter(indent: previousIndent)
      out.append(0x0A)
      wantBlank = false
    } else {
      flushAfter(indent: indent)
    }
    out.appendSpaces(indent)
    previousIndent = indent
  }

  @inline(__always)
  mutating func endLine(_ slot: SlotComments?) {
    endLine(trailing: slot?.trailing)
    queueAfter(slot)
  }

  mutating func endLine(trailing: String?) {
    if let t = trailing {
      out.append(0x20)
      out.append(t)
    }
    out.append(0x0A)
  }

  mutating func queueAfter(_ slot: SlotComments?) {
    if let s = slot, !s.after.isEmpty { pendingAfter.append(contentsOf: s.after) }
  }

  mutating func emitBefore(_ slot: SlotComments?, indent: Int) {
    guard let s = slot, !s.before.isEmpty else { return }
    emitComments(s.before, indent: indent)
  }

  private mutating func emitComments(_ lines: [CommentLine], indent: Int) {
    for c in lines {
      beginLine(indent: indent)
      out.append(c.text)
      out.append(0x0A)
      if c.blankAfter { requestBlank() }
    }
  }

  private mutating func flushAfter(indent: Int) {
    guard !pendingAfter.isEmpty else { return }
    for c in pendingAfter {
      out.appendSpaces(indent)
      out.append(c.text)
      out.append(0x0A)
    }
    pendingAfter.removeAll()
  }

  /// Comments at the end of a chunk: right above the next heading, or at the
  /// end of the file, after a blank line.
  mutating func printEnd(_ comments: CommentTable) {
    guard let end = comments[.end], !end.before.isEmpty else { return }
    requestBlank()
    emitComments(end.before, indent: 0)
    glueNextHeading = !(end.before.last?.blankAfter ?? false)
  }
}
