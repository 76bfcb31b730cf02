/// The model of one chunk, with the comments that go around it.
struct LoweredChunk {
  /// The session, for a session chunk whose heading parsed.
  var session: Session?
  /// Notebook notes, for the preamble chunk.
  var notebookNotes: [String] = []
  var comments = CommentTable()
}

/// Turns lines of syntax into the model, one line at a time: groups set lines
/// under their exercise, merges consecutive short-form lines of one exercise,
/// expands the shorthands, attaches notes to their level, and decodes text
/// once. A chunk (the preamble, or one session) is opened with `begin…`, fed
/// line by line with `lower`, and closed with `finish`, so no chunk's lines
/// are ever held in memory.
struct Lowering {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// At the end of the input there is no next heading to sit on: comments
  /// left over follow the last line.
  var atEndOfInput = false

  // The chunk being lowered.
  private var isPreamble = true
  private var notebookNotes: [String] = []
  private var session = Session(date: Lowering.standInDate)
  private var sessionIsValid = false
  /// The exercise the next set line belongs to, and whether it was written
  /// only as short-form lines so far (so a same-named short line joins it).
  private var current: Int? = nil
  private var currentIsShortOnly = false
  /// After an exercise line with an error, its set lines are not reported
  /// again as sets without an exercise.
  private var currentIsBroken = false

  // Comment placement state.
  private var comments = CommentTable()
  private var pendingRun: [CommentLine] = []
  private var leadingRuns: [CommentLine] = []
  private var lastSlot: CommentSlot? = nil

  private static let standInDate = LocalDate(year: 2000, month: 1, day: 1) ?? LocalDate.minimum

  /// Opens the preamble: the lines before the first heading.
  mutating func beginPreamble() {
    reset()
    isPreamble = true
  }

  /// Opens a session with its heading line. A heading that did not parse
  /// (its error is already reported) opens a stand-in, so the errors of the
  /// lines under it are still found.
  mutating func beginSession(_ line: LineSyntax) {
    reset()
    isPreamble = false
    guard line.kind == .heading else {
      session = Session(date: Lowering.standInDate)
      sessionIsValid = false
      return
    }
    let h = line.heading
    session = Session(date: h.date, start: h.start?.value, end: h.end?.value, title: h.title.map(decode))
    if session.title?.isEmpty == true { session.title = nil }
    sessionIsValid = true
    element(line, slot: .heading, trailingSlot: nil)
  }

  /// Closes the chunk and gives its model.
  mutating func finish() -> LoweredChunk {
    var result = LoweredChunk()
    result.comments = finishComments()
    if isPreamble {
      result.notebookNotes = notebookNotes
    } else if sessionIsValid {
      result.session = session
    }
    return result
  }

  private mutating func reset() {
    notebookNotes.removeAll()
    session = Session(date: Lowering.standInDate)
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
  /// shorthand refers to.
  mutating func lower(_ line: LineSyntax, extra: [AmountSyntax], sink: inout DiagnosticSink) {
    switch line.kind {
    case .blank:
      blankLine()
    case .comment:
      commentLine(line)
    case .note:
      let text = decode(line.note.text)
      if text.isEmpty {
        blankLine()  // an empty `>` line is layout, like a blank line
      } else if isPreamble {
        element(line, slot: .notebookNote(notebookNotes.count), trailingSlot: nil)
        notebookNotes.append(text)
      } else if let e = current {
        element(line, slot: .exerciseNote(exercise: e, note: session.exercises[e].notes.count), trailingSlot: nil)
        session.exercises[e].notes.append(text)
        currentIsShortOnly = false
      } else {
        element(line, slot: .sessionNote(session.notes.count), trailingSlot: nil)
        session.notes.append(text)
      }
    case .exercise:
      guard !isPreamble else {
        report(Message.exerciseBeforeSession, line: line, offset: line.range.start + line.indent, &sink)
        discardComments()
        return
      }
      lowerExercise(line, extra: extra)
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
      let firstNew = session.exercises[e].sets.count
      Lowering.appendSets(line.set, bytes: bytes, extra: extra, to: &session.exercises[e].sets)
      currentIsShortOnly = false
      element(
        line, slot: .set(exercise: e, set: firstNew), trailingSlot: .set(exercise: e, set: firstNew),
        last: .set(exercise: e, set: session.exercises[e].sets.count - 1))
    case .heading, .invalid:
      if line.indent == 0 { currentIsBroken = true }
      discardComments()
    }
  }

  private mutating func lowerExercise(_ line: LineSyntax, extra: [AmountSyntax]) {
    currentIsBroken = false
    let x = line.exercise
    let name = decode(x.name)
    let label = x.label.map(upperString)
    if x.hasSet, let e = current, currentIsShortOnly,
      session.exercises[e].name == name, session.exercises[e].superset == label
    {
      let firstNew = session.exercises[e].sets.count
      Lowering.appendSets(line.set, bytes: bytes, extra: extra, to: &session.exercises[e].sets)
      element(
        line, slot: .set(exercise: e, set: firstNew), trailingSlot: .set(exercise: e, set: firstNew),
        last: .set(exercise: e, set: session.exercises[e].sets.count - 1))
      return
    }
    let e = session.exercises.count
    var exercise = Exercise(name: name, superset: label)
    if x.hasSet {
      exercise.sets.reserveCapacity(4)
      Lowering.appendSets(line.set, bytes: bytes, extra: extra, to: &exercise.sets)
    }
    session.exercises.append(exercise)
    current = e
    currentIsShortOnly = x.hasSet
    let count = session.exercises[e].sets.count
    element(
      line, slot: .exercise(e),
      trailingSlot: count > 0 ? .set(exercise: e, set: 0) : .exercise(e),
      last: count > 0 ? .set(exercise: e, set: count - 1) : .exercise(e))
  }

  /// Expands a set's shorthands into sets.
  ///
  /// Static, so that appending into `self.session` does not also borrow
  /// `self` (which would make Swift copy the whole lowering state).
  private static func appendSets(
    _ s: SetSyntax, bytes: UnsafeBufferPointer<UInt8>, extra: [AmountSyntax], to sets: inout [WorkoutSet]
  ) {
    let note = s.note.map { Lowering.decode($0, bytes) }
    var base = WorkoutSet(
      kind: s.kind ?? .normal, load: s.load?.value, reps: s.amount.reps, seconds: s.amount.seconds,
      distance: s.amount.distance, rpe: s.rpe, status: s.status ?? .planned, note: nil)
    if let n = s.setCount {
      sets.reserveCapacity(sets.count + n)
      for _ in 1..<n { sets.append(base) }
      base.note = note
      sets.append(base)
      return
    }
    if s.moreAmounts.isEmpty {
      base.note = note
      sets.append(base)
      return
    }
    sets.append(base)
    for k in s.moreAmounts {
      let a = extra[k]
      base.reps = a.reps
      base.seconds = a.seconds
      base.distance = a.distance
      if k == s.moreAmounts.upperBound - 1 { base.note = note }
      sets.append(base)
    }
  }

  // MARK: - Text

  /// Decodes a text node to a `String`, removing the escaping backslashes.
  func decode(_ t: TextSyntax) -> String {
    Lowering.decode(t, bytes)
  }

  static func decode(_ t: TextSyntax, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let r = t.range
    if !t.hasBackslash {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[r.start..<r.end]), as: UTF8.self)
    }
    var out: [UInt8] = []
    out.reserveCapacity(r.count)
    var i = r.start
    while i < r.end {
      let c = bytes[i]
      if c == 0x5C {
        let n = Scanner.escapableLength(bytes, at: i + 1, end: r.end)
        if n > 0 {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<(i + 1 + n)]))
          i += 1 + n
          continue
        }
      }
      out.append(c)
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: - Comments

  private mutating func commentLine(_ line: LineSyntax) {
    guard let c = line.comment else { return }
    pendingRun.append(CommentLine(text: commentText(c), blankAfter: false))
  }

  private mutating func blankLine() {
    guard !pendingRun.isEmpty else { return }
    if let slot = lastSlot {
      comments.addAfter(pendingRun, to: slot)
    } else {
      pendingRun[pendingRun.count - 1].blankAfter = true
      leadingRuns.append(contentsOf: pendingRun)
    }
    pendingRun.removeAll()
  }

  /// A line that is part of the model: comments above attach before `slot`,
  /// the line's own comment to `trailingSlot` (or `slot`), and later comments
  /// come after `last` (or `slot`).
  private mutating func element(
    _ line: LineSyntax, slot: CommentSlot, trailingSlot: CommentSlot?, last: CommentSlot? = nil
  ) {
    if !leadingRuns.isEmpty || !pendingRun.isEmpty {
      comments.addBefore(leadingRuns + pendingRun, to: slot)
      leadingRuns.removeAll()
      pendingRun.removeAll()
    }
    if let c = line.comment {
      comments.setTrailing(commentText(c), on: trailingSlot ?? slot)
    }
    lastSlot = last ?? slot
  }

  /// A line that produced nothing (an error): its comments are not placed.
  private mutating func discardComments() {
    pendingRun.removeAll()
  }

  private mutating func finishComments() -> CommentTable {
    if atEndOfInput, let slot = lastSlot {
      comments.addAfter(leadingRuns + pendingRun, to: slot)
      leadingRuns.removeAll()
      pendingRun.removeAll()
      return comments
    }
    comments.addBefore(leadingRuns + pendingRun, to: .end)
    leadingRuns.removeAll()
    pendingRun.removeAll()
    return comments
  }

  private func commentText(_ r: ByteRange) -> String {
    var e = r.end
    while e > r.start, Scanner.isBlank(bytes[e - 1]) { e -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[r.start..<e]), as: UTF8.self)
  }

  /// The letters and digits of a superset label, in upper case.
  private func upperString(_ r: ByteRange) -> String {
    var out: [UInt8] = []
    for i in r.start..<r.end {
      let c = bytes[i]
      out.append(Scanner.isLetter(c) ? c & ~0x20 : c)
    }
    return String(decoding: out, as: UTF8.self)
  }

  private func report(_ message: String, line: LineSyntax, offset: Int, _ sink: inout DiagnosticSink) {
    sink.report(
      Diagnostic(
        severity: .error, message: message, line: line.number,
        column: Scanner.column(of: offset, lineStart: line.range.start, in: bytes), offset: offset))
  }
}
