/// Prints the model in the canonical form, putting comments back where the
/// comment table says. Layout rules (docs/canonical-form.md):
///
/// - one blank line between sessions, after a session's heading and notes, and
///   around an exercise block; none between short-form exercises;
/// - an exercise with one set prints on one line, one with several as a block
///   whose set lines are indented two spaces and aligned in columns;
/// - own-line comments keep their place; a comment takes the indentation of
///   the line it sits on top of.
struct Printer {
  private(set) var out: ByteBuffer
  /// A blank line is owed before the next printed line.
  private var wantBlank = false
  /// No blank line before the next heading (a comment sits right on top of it).
  private var glueNextHeading = false
  /// Comments that follow the last line; their indentation depends on what is
  /// printed next (see `beginLine`).
  private var pendingAfter: [CommentLine] = []
  private var previousIndent = 0

  // Scratch space for aligning a block, reused from block to block.
  private var cells = ByteBuffer()
  private var cellRanges: [(load: Range<Int>, amount: Range<Int>)] = []
  private var nameCache: [String: (bytes: [UInt8], needsColon: Bool)] = [:]

  init(capacity: Int = 0) {
    out = ByteBuffer(capacity: capacity)
  }

  /// Takes the printed bytes out, leaving the printer empty (used when
  /// streaming large notebooks chunk by chunk).
  mutating func takeOutput() -> [UInt8] {
    let bytes = out.bytes
    out.bytes.removeAll(keepingCapacity: true)
    return bytes
  }

  // MARK: - Notebook parts

  /// Prints the notebook notes and the comments before the first session.
  mutating func printPreamble(notes: [String], comments: CommentTable) {
    for (k, note) in notes.enumerated() {
      let slot = comments[.notebookNote(k)]
      noteLine(note, indent: 0, slot: slot)
    }
    printEnd(comments)
    if !glueNextHeading { requestBlank() }
  }

  /// Prints one session.
  mutating func printSession(_ session: Session, comments: CommentTable) {
    if glueNextHeading {
      glueNextHeading = false
    } else {
      requestBlank()
    }
    let headingSlot = comments[.heading]
    emitBefore(headingSlot, indent: 0)
    beginLine(indent: 0)
    appendHeading(session)
    endLine(headingSlot)
    for (k, note) in session.notes.enumerated() {
      noteLine(note, indent: 0, slot: comments[.sessionNote(k)])
    }
    if !session.exercises.isEmpty { requestBlank() }
    var previousWasBareShort = false
    var previous: Exercise? = nil
    for (e, exercise) in session.exercises.enumerated() {
      let joinsPrevious =
        previousWasBareShort && previous?.name == exercise.name && previous?.superset == exercise.superset
      let short = exercise.sets.count == 1 && !joinsPrevious && !commentsForceBlock(e, comments)
      printExercise(exercise, e, short: short, comments: comments)
      previousWasBareShort = short && exercise.notes.isEmpty
      previous = exercise
    }
    printEnd(comments)
  }

  /// Ends the output: places comments still waiting.
  mutating func finish() {
    flushAfter(indent: previousIndent)
  }

  // MARK: - Exercises

  private func commentsForceBlock(_ e: Int, _ comments: CommentTable) -> Bool {
    guard !comments.isEmpty else { return false }
    let header = comments[.exercise(e)]
    let set = comments[.set(exercise: e, set: 0)]
    if let s = set, !s.before.isEmpty { return true }
    if let h = header, !h.after.isEmpty { return true }
    return header?.trailing != nil && set?.trailing != nil
  }

  private mutating func printExercise(_ x: Exercise, _ e: Int, short: Bool, comments: CommentTable) {
    let block = !short && !x.sets.isEmpty
    if block { requestBlank() }
    let headerSlot = comments[.exercise(e)]
    emitBefore(headerSlot, indent: 0)
    beginLine(indent: 0)
    appendExerciseName(x)
    if short, let set = x.sets.first {
      out.append(0x20)
      appendShortSet(set)
      let setSlot = comments[.set(exercise: e, set: 0)]
      endLine(trailing: headerSlot?.trailing ?? setSlot?.trailing)
      queueAfter(headerSlot)
      queueAfter(setSlot)
    } else {
      endLine(headerSlot)
      if block { printBlockSets(x, e, comments: comments) }
    }
    for (k, note) in x.notes.enumerated() {
      noteLine(note, indent: 2, slot: comments[.exerciseNote(exercise: e, note: k)])
    }
    if block { requestBlank() }
  }

  /// `A1. Bench Press`, with a `:` when the name needs one to read back.
  private mutating func appendExerciseName(_ x: Exercise) {
    if let label = x.superset {
      out.append(label)
      out.append(ascii: ". ")
    }
    let entry: (bytes: [UInt8], needsColon: Bool)
    if let cached = nameCache[x.name] {
      entry = cached
    } else {
      var escaped = ByteBuffer()
      TextEscaper.append(x.name, context: .name, to: &escaped)
      let colon = escaped.bytes.withUnsafeBufferPointer { TextEscaper.nameNeedsColon($0) }
      entry = (escaped.bytes, colon)
      if nameCache.count < 4096 { nameCache[x.name] = entry }
    }
    out.bytes.append(contentsOf: entry.bytes)
    if entry.needsColon { out.append(UInt8(ascii: ":")) }
  }

  /// `warmup 60kg × 5 ✓ @8 > note`: a set on the exercise's own line.
  private mutating func appendShortSet(_ s: WorkoutSet) {
    if s.kind != .normal {
      out.appendKind(s.kind)
      out.append(0x20)
    }
    if let l = s.load {
      out.appendLoad(l)
      out.append(ascii: " × ")
    }
    out.appendAmount(s)
    let before = out.count
    out.append(0x20)
    out.appendMarks(s)
    if out.count == before + 1 { out.bytes.removeLast() }
  }

  /// The set lines of a block: kinds on the left, loads right-aligned so the
  /// `×` signs line up, amounts right-aligned, then the marks.
  private mutating func printBlockSets(_ x: Exercise, _ e: Int, comments: CommentTable) {
    cells.bytes.removeAll(keepingCapacity: true)
    cellRanges.removeAll(keepingCapacity: true)
    var leftWidth = 0
    var amountWidth = 0
    var anyLoad = false
    for s in x.sets {
      let l0 = cells.count
      if let l = s.load {
        cells.appendLoad(l)
        anyLoad = true
      }
      let l1 = cells.count
      cells.appendAmount(s)
      let a1 = cells.count
      cellRanges.append((l0..<l1, l1..<a1))
      let kind = Printer.kindWidth(s.kind)
      let left = kind + (kind > 0 && l1 > l0 ? 2 : 0) + (l1 - l0)
      leftWidth = Swift.max(leftWidth, left)
      amountWidth = Swift.max(amountWidth, a1 - l1)
    }
    for (j, s) in x.sets.enumerated() {
      let slot = comments[.set(exercise: e, set: j)]
      emitBefore(slot, indent: 2)
      beginLine(indent: 2)
      let r = cellRanges[j]
      let kind = Printer.kindWidth(s.kind)
      out.appendKind(s.kind)
      out.appendSpaces(leftWidth - kind - r.load.count)
      out.append(cells.bytes[r.load])
      if anyLoad {
        if r.load.isEmpty { out.append(ascii: "   ") } else { out.append(ascii: " × ") }
      } else if leftWidth > 0 {
        out.append(0x20)
      }
      out.appendSpaces(amountWidth - r.amount.count)
      out.append(cells.bytes[r.amount])
      let before = out.count
      out.append(0x20)
      out.appendMarks(s)
      if out.count == before + 1 { out.bytes.removeLast() }
      endLine(slot)
    }
  }

  private static func kindWidth(_ k: SetKind) -> Int {
    switch k {
    case .normal: return 0
    case .warmup: return 6
    case .drop: return 4
    case .failure: return 7
    }
  }

  // MARK: - Headings and notes

  /// `# 2026-11-29 07:15–08:20 Lower A`
  private mutating func appendHeading(_ s: Session) {
    let start = out.count
    out.append(ascii: "# ")
    out.appendDate(s.date)
    if let t = s.start {
      out.append(0x20)
      out.appendTime(t)
      if let end = s.end {
        out.append(ascii: "–")
        out.appendTime(end)
      }
    }
    guard let title = s.title, !title.isEmpty else { return }
    out.append(0x20)
    let titleStart = out.count
    TextEscaper.append(title, context: .title, to: &out)
    // A title that opens like a time (`10:00 Club`) would be read as one:
    // escape its first colon.
    if !Printer.headingReadsBack(out.bytes[start...], s) {
      if let colon = out.bytes[titleStart...].firstIndex(of: UInt8(ascii: ":")) {
        out.bytes.insert(0x5C, at: colon)
      }
    }
  }

  /// Does the printed heading parse back to the same date, times and title?
  private static func headingReadsBack(_ line: ArraySlice<UInt8>, _ s: Session) -> Bool {
    let bytes = Array(line)
    return bytes.withUnsafeBufferPointer { b in
      var parser = Parser(b)
      var sink = DiagnosticSink()
      var h = HeadingSyntax()
      guard parser.parseHeading(0, b.count, into: &h, &sink) else { return false }
      let lowering = Lowering(b)
      return h.date == s.date && h.start?.value == s.start && h.end?.value == s.end
        && h.title.map { lowering.decode($0) } == s.title
    }
  }

  private mutating func noteLine(_ text: String, indent: Int, slot: SlotComments?) {
    emitBefore(slot, indent: indent)
    beginLine(indent: indent)
    out.append(ascii: "> ")
    TextEscaper.append(text, context: .note, to: &out)
    endLine(slot)
  }

  // MARK: - Lines, blank lines, comments

  private mutating func requestBlank() {
    if out.count > 0 || !pendingAfter.isEmpty { wantBlank = true }
  }

  /// Starts a line. Comments waiting from above go before the blank line owed
  /// (with the indentation of the line they followed), or, when no blank line
  /// is owed, right above this line with its indentation.
  private mutating func beginLine(indent: Int) {
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

  private mutating func endLine(_ slot: SlotComments?) {
    endLine(trailing: slot?.trailing)
    queueAfter(slot)
  }

  private mutating func endLine(trailing: String?) {
    if let t = trailing {
      out.append(0x20)
      out.append(t)
    }
    out.append(0x0A)
  }

  private mutating func queueAfter(_ slot: SlotComments?) {
    if let s = slot, !s.after.isEmpty { pendingAfter.append(contentsOf: s.after) }
  }

  private mutating func emitBefore(_ slot: SlotComments?, indent: Int) {
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
  private mutating func printEnd(_ comments: CommentTable) {
    guard let end = comments[.end], !end.before.isEmpty else { return }
    requestBlank()
    emitComments(end.before, indent: 0)
    glueNextHeading = !(end.before.last?.blankAfter ?? false)
  }
}
