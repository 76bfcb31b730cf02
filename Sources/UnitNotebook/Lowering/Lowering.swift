/// The model of one chunk, with the comments that go around it.
struct LoweredChunk {
  /// The session, for a session chunk whose heading parsed.
  var session: Session?
  /// Notebook notes, for the preamble chunk.
  var notebookNotes: [String] = []
  var comments = CommentTable()
}

/// Turns a chunk of syntax into the model: groups set lines under their
/// exercise, merges consecutive short-form lines of one exercise, expands the
/// shorthands, attaches notes to their level, and decodes text once.
struct Lowering {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // Comment placement state.
  private var comments = CommentTable()
  private var pendingRun: [CommentLine] = []
  private var leadingRuns: [CommentLine] = []
  private var lastSlot: CommentSlot? = nil

  /// Lowers the preamble: the lines before the first heading.
  mutating func lowerPreamble(_ chunk: ChunkSyntax, sink: inout DiagnosticSink) -> LoweredChunk {
    resetComments()
    var result = LoweredChunk()
    for line in chunk.lines {
      switch line.node {
      case .blank: blankLine()
      case .comment: commentLine(line)
      case .note(let n):
        let text = decode(n.text)
        if text.isEmpty {
          blankLine()  // an empty `>` line is layout, like a blank line
          continue
        }
        element(line, slot: .notebookNote(result.notebookNotes.count), trailingSlot: nil)
        result.notebookNotes.append(text)
      case .exercise, .set:
        report(Message.exerciseBeforeSession, line: line, offset: line.range.start + line.indent, &sink)
        discardComments(line)
      case .heading, .invalid:
        discardComments(line)
      }
    }
    result.comments = finishComments()
    return result
  }

  /// Lowers a session: a heading line and the lines up to the next heading.
  mutating func lowerSession(_ chunk: ChunkSyntax, sink: inout DiagnosticSink) -> LoweredChunk {
    resetComments()
    var result = LoweredChunk()
    guard let first = chunk.lines.first, case .heading(let h) = first.node else {
      // The heading did not parse; its error is already reported. Lower the
      // rest under a stand-in so that their own errors are still found.
      var stand = Session(date: LocalDate(year: 2000, month: 1, day: 1)!)
      lowerBody(chunk, from: 0, into: &stand, sink: &sink)
      result.comments = finishComments()
      return result
    }
    var session = Session(
      date: h.date, start: h.start?.value, end: h.end?.value, title: h.title.map(decode))
    if session.title?.isEmpty == true { session.title = nil }
    element(first, slot: .heading, trailingSlot: nil)
    lowerBody(chunk, from: 1, into: &session, sink: &sink)
    result.session = session
    result.comments = finishComments()
    return result
  }

  private mutating func lowerBody(
    _ chunk: ChunkSyntax, from start: Int, into session: inout Session, sink: inout DiagnosticSink
  ) {
    // The exercise the next set line belongs to, and whether it was written
    // only as short-form lines so far (so a same-named short line joins it).
    var current: Int? = nil
    var currentIsShortOnly = false
    // After an exercise line with an error, its set lines are not reported
    // again as sets without an exercise.
    var currentIsBroken = false
    var i = start
    let lines = chunk.lines
    while i < lines.count {
      let line = lines[i]
      i += 1
      switch line.node {
      case .blank:
        blankLine()
      case .comment:
        commentLine(line)
      case .note(let n):
        let text = decode(n.text)
        if text.isEmpty {
          blankLine()  // an empty `>` line is layout, like a blank line
          continue
        }
        if let e = current {
          element(line, slot: .exerciseNote(exercise: e, note: session.exercises[e].notes.count), trailingSlot: nil)
          session.exercises[e].notes.append(text)
          currentIsShortOnly = false
        } else {
          element(line, slot: .sessionNote(session.notes.count), trailingSlot: nil)
          session.notes.append(text)
        }
      case .exercise(let x):
        currentIsBroken = false
        let name = decode(x.name)
        if let set = x.set, let e = current, currentIsShortOnly,
          session.exercises[e].name == name, session.exercises[e].superset == x.label
        {
          let firstNew = session.exercises[e].sets.count
          appendSets(set, chunk: chunk, to: &session.exercises[e].sets)
          element(
            line, slot: .set(exercise: e, set: firstNew),
            trailingSlot: .set(exercise: e, set: firstNew),
            last: .set(exercise: e, set: session.exercises[e].sets.count - 1))
        } else {
          let e = session.exercises.count
          var exercise = Exercise(name: name, superset: x.label)
          if let set = x.set {
            appendSets(set, chunk: chunk, to: &exercise.sets)
          }
          session.exercises.append(exercise)
          current = e
          currentIsShortOnly = x.set != nil
          let count = session.exercises[e].sets.count
          element(
            line, slot: .exercise(e),
            trailingSlot: count > 0 ? .set(exercise: e, set: 0) : .exercise(e),
            last: count > 0 ? .set(exercise: e, set: count - 1) : .exercise(e))
        }
      case .set(let s):
        guard let e = current, !currentIsBroken else {
          if currentIsBroken {
            discardComments(line)
            continue
          }
          report(Message.setWithoutExercise, line: line, offset: s.set.range.start, &sink)
          discardComments(line)
          continue
        }
        let firstNew = session.exercises[e].sets.count
        appendSets(s.set, chunk: chunk, to: &session.exercises[e].sets)
        currentIsShortOnly = false
        element(
          line, slot: .set(exercise: e, set: firstNew), trailingSlot: .set(exercise: e, set: firstNew),
          last: .set(exercise: e, set: session.exercises[e].sets.count - 1))
      case .heading, .invalid:
        if line.indent == 0 { currentIsBroken = true }
        discardComments(line)
      }
    }
  }

  /// Expands a set's shorthands into sets.
  private func appendSets(_ s: SetSyntax, chunk: ChunkSyntax, to sets: inout [WorkoutSet]) {
    let note = s.note.map(decode)
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
      let a = chunk.extraAmounts[k]
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

  private mutating func resetComments() {
    comments = CommentTable()
    pendingRun.removeAll()
    leadingRuns.removeAll()
    lastSlot = nil
  }

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
  private mutating func discardComments(_ line: LineSyntax) {
    pendingRun.removeAll()
  }

  /// At the end of the input there is no next heading to sit on: comments
  /// left over follow the last line.
  var atEndOfInput = false

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

  private func report(_ message: String, line: LineSyntax, offset: Int, _ sink: inout DiagnosticSink) {
    sink.report(
      Diagnostic(
        severity: .error, message: message, line: line.number,
        column: Scanner.column(of: offset, lineStart: line.range.start, in: bytes), offset: offset))
  }
}
