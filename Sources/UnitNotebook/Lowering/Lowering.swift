/// A routine's heading as the check for names given twice reads it: the
/// name as routines match (`Lowering.nameKey`), and where it is written.
struct RoutineHeading: Sendable, Hashable {
  var key: String
  /// The name as a message quotes it.
  var shown: String
  /// 1-based line and column (in Unicode scalars) of the name, and its byte offset.
  var line: Int
  var column: Int
  var offset: Int

  init(key: String, name: ByteRange, line: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    self.key = key
    shown = Excerpt.cut(UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]))
    self.line = line
    column = Scanner.column(of: name.start, lineStart: lineStart, in: bytes)
    offset = name.start
  }

  /// The warning for this routine when an earlier one, at `firstLine`, has
  /// its name: `unit next` plans from a routine found by its name.
  func duplicate(firstLine: Int) -> Diagnostic {
    Diagnostic(
      .warning, Message.duplicateRoutine(shown, firstLine: firstLine), line: line, column: column,
      offset: offset)
  }
}

/// What closing a chunk tells: which chunk it was, whether it holds a session
/// to print, and where its comments go. The content is in `Lowering.record`.
struct LoweredChunk {
  var isPreamble: Bool
  /// False for a session (or routine) whose heading did not parse.
  var isValid: Bool
  var comments = CommentTable()
  /// A routine's chunk (`record.isRoutine`).
  var isRoutine = false
}

/// Turns lines of syntax into records of the model, one line at a time:
/// groups set lines under their exercise, merges consecutive short-form lines
/// of one exercise, expands the shorthands, and attaches notes to their level.
/// A chunk (the preamble, or one session) is opened with `begin…`, fed line by
/// line with `lower`, and closed with `finish`; its content is then in
/// `record`, whose arrays are reused for the next chunk, so lowering a long
/// notebook allocates almost nothing.
struct Lowering {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.texts = TextReader(bytes)
  }

  /// At the end of the input there is no next heading to sit on: comments
  /// left over follow the last line.
  var atEndOfInput = false
  /// Record the lines of sessions, exercises and sets (for editors).
  var tracksLines = false
  /// Only the line of each set (`record.setLines`): what the history needs
  /// to place a record, without the session's and exercises' line ranges.
  var tracksSetLines = false

  /// The chunk being lowered.
  private(set) var record = SessionRecord()
  private(set) var isPreamble = true
  private var sessionIsValid = false
  /// The exercise the next set line belongs to (always the last one), and
  /// whether it was written only as short-form lines so far (so a same-named
  /// short line joins it).
  private var current: Int? = nil
  private var currentIsShortOnly = false
  /// After an exercise line with an error, its set lines are not reported
  /// again as sets without an exercise.
  private var currentIsBroken = false
  var texts: TextReader
  /// The line of the first routine of each name (`nameKey`), kept from chunk
  /// to chunk.
  private(set) var routineNames: [String: Int] = [:]
  /// The line of the muscles section's heading (`# Muscles`), once read in
  /// the preamble; and the line of each exercise it declares, by the
  /// exercise's identity (`ExerciseName.identity`).
  var musclesLine: Int? = nil
  var declaredLines: [String: Int] = [:]
  /// The muscles heading's first character, for the error of a section
  /// without a declaration, and how many lines (declarations, or lines
  /// with errors) the section has.
  var musclesHeadingAt = (column: 1, offset: 0)
  var musclesSectionLines = 0

  // Comment placement state (Lowering+Comments.swift).
  var comments = CommentTable()
  var pendingRun: [CommentLine] = []
  var leadingRuns: [CommentLine] = []
  var lastSlot: CommentSlot? = nil

  /// Opens the preamble: the lines before the first heading.
  mutating func beginPreamble() {
    reset()
    isPreamble = true
  }

  /// Opens a session, or a routine, with its heading line. A heading that
  /// did not parse (its error is already reported) opens a stand-in, so the
  /// errors of the lines under it are still found. A routine whose name an
  /// earlier routine has is reported (a warning).
  mutating func beginSession(_ line: LineSyntax, sink: inout DiagnosticSink) {
    reset()
    isPreamble = false
    record.isRoutine = line.heading.isRoutine
    guard line.kind == .heading else {
      sessionIsValid = false
      return
    }
    let h = line.heading
    if h.isRoutine {
      beginRoutine(line, sink: &sink)
      return
    }
    record.date = h.date
    record.start = h.start?.value
    record.end = h.end?.value
    if let t = h.title, !t.range.isEmpty {
      record.title = .source(t)
      if line.mayHide {
        Lowering.warnHidden(bytes, in: t.range, "this title", line: line.number, lineStart: line.range.start, &sink)
      }
    }
    record.lines = line.number...line.number
    sessionIsValid = true
    element(line.comment, slot: .heading, trailingSlot: nil)
  }

  /// Closes the chunk. Its content stays in `record` until the next `begin…`.
  mutating func finish(_ sink: inout DiagnosticSink) -> LoweredChunk {
    if isPreamble { finishMuscles(&sink) }
    return LoweredChunk(
      isPreamble: isPreamble, isValid: isPreamble || sessionIsValid, comments: finishComments(),
      isRoutine: record.isRoutine)
  }

  /// A routine's heading: its name, and whether an earlier routine has it.
  private mutating func beginRoutine(_ line: LineSyntax, sink: inout DiagnosticSink) {
    guard let name = line.heading.title else { return }
    record.title = .source(name)
    record.lines = line.number...line.number
    sessionIsValid = true
    element(line.comment, slot: .heading, trailingSlot: nil)
    if line.mayHide {
      Lowering.warnHidden(
        bytes, in: name.range, "this routine name", line: line.number, lineStart: line.range.start, &sink)
    }
    let key = Lowering.nameKey(texts.string(.source(name), in: record))
    if let first = routineNames[key] {
      let heading = RoutineHeading(
        key: key, name: name.range, line: line.number, lineStart: line.range.start, in: bytes)
      sink.report(heading.duplicate(firstLine: first))
    } else {
      routineNames[key] = line.number
    }
  }

  /// Names that are the same name to a lifter: the same after lower-casing,
  /// trimming and collapsing runs of blanks (`Lower A` and `lower  a`).
  static func nameKey(_ name: String) -> String {
    var key = ""
    var blank = false
    for c in name.lowercased().unicodeScalars {
      if c == " " || c == "\t" {
        blank = !key.isEmpty
        continue
      }
      if blank { key.unicodeScalars.append(" ") }
      blank = false
      key.unicodeScalars.append(c)
    }
    return key
  }

  /// A declaration of the muscles section (Lowering+Muscles), appended to
  /// the preamble's record; its place there.
  mutating func append(_ declaration: DeclarationRecord) -> Int {
    record.declarations.append(declaration)
    return record.declarations.count - 1
  }

  private mutating func reset() {
    record.removeAll()
    sessionIsValid = false
    current = nil
    currentIsShortOnly = false
    currentIsBroken = false
    comments = CommentTable()
    pendingRun.removeAll()
    leadingRuns.removeAll()
    lastSlot = nil
  }

  /// Lowers one line of the open chunk. `extra` holds the amounts its list
  /// shorthand refers to. The line is only read; it is passed `inout` so the
  /// large record is not copied for every line.
  mutating func lower(_ line: inout LineSyntax, extra: [AmountSyntax], sink: inout DiagnosticSink) {
    if tracksLines { trackLine(line.kind, line.number) }
    switch line.kind {
    case .blank:
      blankLine()
    case .comment:
      commentLine(line.comment)
    case .note:
      let text = line.note.text
      if text.range.isEmpty {
        blankLine()  // an empty `>` line is layout, like a blank line
      } else if isPreamble, musclesLine != nil {
        report(Message.noteInMuscles, line: line, offset: line.range.start + line.indent, &sink)
        discardComments()
      } else if isPreamble {
        element(line.comment, slot: .notebookNote(record.notes.count), trailingSlot: nil)
        record.notes.append(.source(text))
      } else if let e = current {
        let k = record.exerciseNotes.count - record.exercises[e].notes.lowerBound
        element(line.comment, slot: .exerciseNote(exercise: e, note: k), trailingSlot: nil)
        record.exerciseNotes.append(.source(text))
        record.exercises[e].notes = record.exercises[e].notes.lowerBound..<record.exerciseNotes.count
        currentIsShortOnly = false
        trackExercise(e, line: line.number)
      } else {
        element(line.comment, slot: .sessionNote(record.notes.count), trailingSlot: nil)
        record.notes.append(.source(text))
      }
    case .exercise:
      guard !isPreamble else {
        report(Message.exerciseBeforeSession, line: line, offset: line.range.start + line.indent, &sink)
        discardComments()
        return
      }
      lowerExercise(&line, extra: extra, sink: &sink)
    case .set:
      guard !isPreamble else {
        report(Message.exerciseBeforeSession, line: line, offset: line.range.start + line.indent, &sink)
        discardComments()
        return
      }
      guard let e = current, !currentIsBroken else {
        if !currentIsBroken {
          report(Message.setWithoutExercise, line: line, offset: line.set.range.start, &sink)
        }
        discardComments()
        return
      }
      let firstNew = itemCount - record.exercises[e].sets.lowerBound
      appendSets(&line.set, extra: extra, toExercise: e)
      currentIsShortOnly = false
      trackExercise(e, line: line.number)
      element(
        line.comment, slot: .set(exercise: e, set: firstNew), trailingSlot: .set(exercise: e, set: firstNew),
        last: .set(exercise: e, set: lastLineItem(e, firstNew)))
    case .bodyweight:
      lowerBodyweight(line, sink: &sink)
    case .section:
      lowerSection(line, sink: &sink)
    case .muscles:
      lowerMusclesHeading(line, sink: &sink)
    case .declaration:
      lowerDeclaration(line, sink: &sink)
    case .heading, .invalid:
      if line.indent == 0 { currentIsBroken = true }
      if isPreamble, musclesLine != nil { musclesSectionLines += 1 }
      discardComments()
    }
  }

  /// `Bodyweight 82.4kg`: the session's, once; the sets below it (none
  /// should follow) have no exercise.
  private mutating func lowerBodyweight(_ line: LineSyntax, sink: inout DiagnosticSink) {
    let offset = line.range.start + line.indent
    if isPreamble || record.isRoutine {
      report(Message.bodyweightOutsideSession, line: line, offset: offset, &sink)
    } else if record.bodyweight != nil {
      report(Message.secondBodyweight, line: line, offset: offset, &sink)
    } else {
      record.bodyweight = line.bodyweight.value
      record.bodyweightLine = line.number
      element(line.comment, slot: .bodyweight, trailingSlot: nil)
      current = nil
      currentIsShortOnly = false
      currentIsBroken = false
      return
    }
    discardComments()
  }

  /// `## Week 1 Squat`: a section of the routine, opening before the
  /// exercises below it; anywhere else, an error.
  private mutating func lowerSection(_ line: LineSyntax, sink: inout DiagnosticSink) {
    guard !isPreamble, record.isRoutine else {
      report(Message.sectionOutsideRoutine, line: line, offset: line.range.start + line.indent, &sink)
      discardComments()
      return
    }
    let k = record.sections.count
    record.sections.append(SectionRecord(name: .source(line.section), exercisesBefore: record.exercises.count))
    element(line.comment, slot: .section(k), trailingSlot: nil)
    current = nil
    currentIsShortOnly = false
    currentIsBroken = false
  }

  /// The line is only read (`inout` so that it is not copied).
  private mutating func lowerExercise(_ line: inout LineSyntax, extra: [AmountSyntax], sink: inout DiagnosticSink) {
    currentIsBroken = false
    let x = line.exercise
    let name = TextRef.source(x.name)
    let label = x.label.map { TextRef(start: $0.start, end: $0.end, flags: TextRef.label) }
    if x.hasSet, x.trainingMax == nil, let e = current, currentIsShortOnly, sameExercise(e, name, label) {
      let firstNew = itemCount - record.exercises[e].sets.lowerBound
      appendSets(&line.set, extra: extra, toExercise: e)
      trackExercise(e, line: line.number)
      element(
        line.comment, slot: .set(exercise: e, set: firstNew), trailingSlot: .set(exercise: e, set: firstNew),
        last: .set(exercise: e, set: lastLineItem(e, firstNew)))
      return
    }
    // A new block: a short line that joins the block above has its name,
    // already looked at.
    if line.mayHide {
      Lowering.warnHidden(
        bytes, in: x.name.range, "this exercise name", line: line.number, lineStart: line.range.start, &sink)
    }
    let e = record.exercises.count
    let first = itemCount
    record.exercises.append(
      ExerciseRecord(
        name: name, label: label, sets: first..<first,
        notes: record.exerciseNotes.count..<record.exerciseNotes.count, trainingMax: x.trainingMax?.value))
    if x.hasSet { appendSets(&line.set, extra: extra, toExercise: e) }
    trackExercise(e, line: line.number)
    current = e
    // A routine's TM line is joined by the prescriptions of its name below it.
    currentIsShortOnly = x.hasSet || (x.trainingMax != nil && record.isRoutine)
    let count = record.exercises[e].sets.count
    element(
      line.comment, slot: .exercise(e),
      trailingSlot: count > 0 ? .set(exercise: e, set: 0) : .exercise(e),
      last: count > 0 ? .set(exercise: e, set: lastLineItem(e, 0)) : .exercise(e))
  }

  /// Extends the session's and the current exercise's line ranges, and notes
  /// the line of new sets.
  private mutating func trackLine(_ kind: LineKind, _ number: Int) {
    guard kind != .blank, kind != .comment else { return }
    if !isPreamble, number > record.lines.upperBound {
      record.lines = record.lines.lowerBound...number
    }
  }

  /// After lowering a line that belongs to exercise `e`: notes the line of
  /// the exercise (and of its new sets) when asked to; nothing, at the cost
  /// of one test, when not (`fmt`, `export`).
  @inline(__always)
  private mutating func trackExercise(_ e: Int, line: Int) {
    if tracksLines || tracksSetLines { trackLines(e, line: line) }
  }

  private mutating func trackLines(_ e: Int, line: Int) {
    if tracksLines {
      while record.exerciseLines.count <= e { record.exerciseLines.append(line...line) }
      let r = record.exerciseLines[e]
      record.exerciseLines[e] = Swift.min(r.lowerBound, line)...Swift.max(r.upperBound, line)
    } else if !tracksSetLines {
      return
    }
    while record.setLines.count < itemCount { record.setLines.append(line) }
  }

  /// The last item the line just lowered printed on a line of its own:
  /// a routine's line prints its joined groups on its first prescription's
  /// line (`firstNew`); a session's shorthand one set a line (the last).
  private func lastLineItem(_ e: Int, _ firstNew: Int) -> Int {
    record.isRoutine ? firstNew : record.exercises[e].sets.count - 1
  }

  /// How many sets (or, in a routine, prescriptions) the chunk has so far.
  private var itemCount: Int {
    @inline(__always) get { record.isRoutine ? record.prescriptions.count : record.sets.count }
  }

  /// Does exercise `e` have this name and label?
  private mutating func sameExercise(_ e: Int, _ name: TextRef, _ label: TextRef?) -> Bool {
    let x = record.exercises[e]
    switch (x.label, label) {
    case (nil, nil): break
    case (let a?, let b?): if !texts.equal(a, b, in: record) { return false }
    default: return false
    }
    return texts.equal(x.name, name, in: record)
  }

  /// Expands a set's shorthands into sets of exercise `e` (the last one).
  /// The set is only read (`inout` so that it is not copied).
  private mutating func appendSets(_ s: inout SetSyntax, extra: [AmountSyntax], toExercise e: Int) {
    if record.isRoutine {
      appendPrescription(&s, toExercise: e)
      return
    }
    let note = s.note.map { TextRef.source($0) }
    if s.setCount == nil, s.moreAmounts.isEmpty {
      // One set, the common line: made in its place.
      record.sets.append(
        SetRecord(
          kind: s.kind ?? .normal, load: s.load?.value, reps: s.amount.reps, seconds: s.amount.seconds,
          distance: s.amount.distance, status: s.status ?? .planned, note: note, marks: s.marks,
          amrap: s.amount.amrap))
      record.exercises[e].sets = record.exercises[e].sets.lowerBound..<record.sets.count
      return
    }
    var base = SetRecord(
      kind: s.kind ?? .normal, load: s.load?.value, reps: s.amount.reps, seconds: s.amount.seconds,
      distance: s.amount.distance, status: s.status ?? .planned, note: nil, marks: s.marks, amrap: s.amount.amrap)
    if let n = s.setCount {
      for _ in 1..<n { record.sets.append(base) }
      base.note = note
      record.sets.append(base)
    } else {
      record.sets.append(base)
      for k in s.moreAmounts {
        let a = extra[k]
        base.reps = a.reps
        base.seconds = a.seconds
        base.distance = a.distance
        base.amrap = a.amrap
        if k == s.moreAmounts.upperBound - 1 { base.note = note }
        record.sets.append(base)
      }
    }
    record.exercises[e].sets = record.exercises[e].sets.lowerBound..<record.sets.count
  }

  /// A routine's line: one prescription, unexpanded (`3×8–12`).
  @inline(never)
  private mutating func appendPrescription(_ s: inout SetSyntax, toExercise e: Int) {
    record.prescriptions.append(
      PrescriptionRecord(
        kind: s.kind ?? .normal, load: s.load?.value, percent: s.percent, sets: s.setCount ?? 1, reps: s.amount.reps,
        maxReps: s.amount.maxReps, seconds: s.amount.seconds, distance: s.amount.distance, step: s.step,
        note: s.note.map { TextRef.source($0) }, marks: s.marks, amrap: s.amount.amrap,
        percentPlus: s.percentPlus, progression: (s.program?.hasRules ?? false) ? s.program?.progression : nil))
    for g in s.program?.groups ?? [] {
      // `, 1×3+`: a group of the same line.
      record.prescriptions.append(
        PrescriptionRecord(
          kind: g.kind ?? .normal, load: g.load, percent: g.percent, sets: g.setCount, reps: g.amount.reps,
          maxReps: g.amount.maxReps, seconds: g.amount.seconds, distance: g.amount.distance, marks: g.marks,
          amrap: g.amount.amrap, percentPlus: g.percentPlus, joined: true))
    }
    record.exercises[e].sets = record.exercises[e].sets.lowerBound..<record.prescriptions.count
  }

  /// A warning at the first character of a name that does not show as
  /// what it is (`Lexicon.hiddenCharacter`): the text stays as written.
  /// Static, given the bytes and the line's number and start: a method
  /// called with `self` being lowered copied the lowering on every exercise
  /// line; out of line, so that its callers stay small enough to inline theirs.
  @inline(never)
  static func warnHidden(
    _ bytes: UnsafeBufferPointer<UInt8>, in r: ByteRange, _ what: StaticString, line: Int, lineStart: Int,
    _ sink: inout DiagnosticSink
  ) {
    guard let (offset, hidden) = Lexicon.hiddenCharacter(bytes, r.start, r.end) else { return }
    let message: CodedMessage
    switch hidden {
    case .direction(let s): message = Message.directionControl(Message.code(s), in: "\(what)")
    case .invisible(let s): message = Message.invisibleCharacter(Message.code(s), in: "\(what)")
    }
    sink.report(
      Diagnostic(
        .warning, message, line: line,
        column: Scanner.column(of: offset, lineStart: lineStart, in: bytes), offset: offset))
  }

  func report(_ message: CodedMessage, line: LineSyntax, offset: Int, _ sink: inout DiagnosticSink) {
    sink.report(
      Diagnostic(
        .error, message, line: line.number,
        column: Scanner.column(of: offset, lineStart: line.range.start, in: bytes), offset: offset))
  }
}
