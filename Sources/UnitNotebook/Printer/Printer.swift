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
    if !r.exercises.isEmpty { requestBlank() }
    var previousWasBareShort = false
    for e in r.exercises.indices {
      let x = r.exercises[e]
      var joinsPrevious = false
      if previousWasBareShort {
        let p = r.exercises[e - 1]
        joinsPrevious = texts.equal(p.name, x.name, in: r) && sameLabel(p.label, x.label, r, &texts)
      }
      let short = x.sets.count == 1 && !joinsPrevious && !commentsForceBlock(e, comments)
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
    appendExerciseName(x, r, texts: &texts)
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
    if s.kind != .normal {
      out.appendKind(s.kind)
      out.append(0x20)
    }
    if let l = s.load {
      out.appendLoad(l)
      out.append(ascii: " × ")
    }
    out.appendAmount(reps: s.reps, distance: s.distance, seconds: s.seconds)
    appendMarks(s, r, texts: &texts)
  }

  /// ` ✓ @8 rest 2:00 > note`: status, RPE, rest, note, each after a space;
  /// nothing for a planned set without them.
  private mutating func appendMarks(_ s: SetRecord, _ r: SessionRecord, texts: inout TextReader) {
    Printer.appendMarks(s, to: &out)
    appendNote(s, r, texts: &texts)
  }

  /// ` ✓ @8 rest 2:00`: the marks but the note, at most `marksRoom` bytes.
  @inline(__always)
  static func appendMarks<Out: ByteSink & ~Copyable>(_ s: SetRecord, to out: inout Out) {
    switch s.status {
    case .done: out.append(ascii: " ✓")
    case .failed: out.append(ascii: " ✗")
    case .planned: break
    }
    if let rpe = s.rpe {
      out.append(ascii: " @")
      out.appendDecimal(rpe)
    }
    if let rest = s.rest {
      out.append(ascii: " rest ")
      out.appendDuration(rest)
    }
  }

  /// More bytes than `appendMarks(_:to:)` can write: a status (4), ` @`
  /// and a decimal (2 + at most 22: a sign, an Int64's nineteen digits, a
  /// point and a leading zero), ` rest ` and a duration (6 + at most 42:
  /// hours of up to sixteen digits, `:MM:SS`, a point and nineteen digits):
  /// 76, rounded up.
  static let marksRoom = 96

  /// ` > note`, escaped.
  private mutating func appendNote(_ s: SetRecord, _ r: SessionRecord, texts: inout TextReader) {
    if let note = s.note {
      out.append(ascii: " > ")
      texts.withBytes(note, in: r) { TextEscaper.append($0, context: .note, to: &out) }
    }
  }

  /// The set lines of a block: kinds on the left, loads right-aligned so the
  /// `×` signs line up, amounts right-aligned, then the marks.
  private mutating func printBlockSets(
    _ x: ExerciseRecord, _ e: Int, _ r: SessionRecord, comments: CommentTable, texts: inout TextReader
  ) {
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
      for (k, j) in x.sets.enumerated() {
        let s = r.sets[j]
        var load = 0
        if let l = s.load {
          load = CellWidths.load(l)
          anyLoad = true
        }
        let amount = CellWidths.amount(reps: s.reps, distance: s.distance, seconds: s.seconds)
        widths[k] = (load, amount)
        let kind = Printer.kindWidth(s.kind)
        leftWidth = Swift.max(leftWidth, kind + (kind > 0 && load > 0 ? 2 : 0) + load)
        amountWidth = Swift.max(amountWidth, amount)
      }
    }
    for j in x.sets {
      let k = j - x.sets.lowerBound
      let s = r.sets[j]
      let slot = comments.isEmpty ? nil : comments[.set(exercise: e, set: k)]
      emitBefore(slot, indent: 2)
      beginLine(indent: 2)
      let kind = Printer.kindWidth(s.kind)
      let widths = cellWidths[k]
      // The cells fill `leftWidth`, then ` × ` (4 bytes) or at most three
      // spaces, then `amountWidth`; the marks follow.
      out.withRoom(leftWidth + 4 + amountWidth + Printer.marksRoom) { line in
        line.appendKind(s.kind)
        if let l = s.load {
          line.appendSpaces(leftWidth - kind - widths.load)
          line.appendLoad(l)
          line.append(ascii: " × ")
        } else {
          line.appendSpaces(leftWidth - kind)
          if anyLoad {
            line.append(ascii: "   ")
          } else if leftWidth > 0 {
            line.append(0x20)
          }
        }
        line.appendSpaces(amountWidth - widths.amount)
        line.appendAmount(reps: s.reps, distance: s.distance, seconds: s.seconds)
        Printer.appendMarks(s, to: &line)
      }
      appendNote(s, r, texts: &texts)
      endLine(slot)
    }
  }

  static func kindWidth(_ k: SetKind) -> Int {
    switch k {
    case .normal: return 0
    case .warmup: return 6
    case .drop: return 4
    case .failure: return 7
    }
  }

  // MARK: - Notes

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
