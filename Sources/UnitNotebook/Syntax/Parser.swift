/// Turns the scanner's lines into syntax nodes, one chunk at a time: the
/// preamble before the first heading, then one session per call. Errors go to
/// the sink and the parser carries on at the next line, so one run reports
/// every error in the file.
struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  var scanner: Scanner
  /// The recogniser of units, kinds and marks (`Lexicon.spellings`).
  let spellings = Lexicon.spellings

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.scanner = Scanner(bytes)
  }

  /// State of the line being parsed, for diagnostics.
  var lineNumber = 0
  var lineStart = 0
  var lineEnd = 0
  /// The lines being parsed are a routine's (since a `# Routine` heading):
  /// their sets are prescriptions, which take rep ranges and steps but no
  /// marks of a set done.
  var inRoutine = false
  /// The lines being parsed are under the muscles heading (`# Muscles`):
  /// each is a declaration, up to the next heading.
  var inMuscles = false
  /// Reads the common set line in one pass first (`fastSet`). Tests turn
  /// it off to hold the two paths to the same result.
  var usesFastSets = true

  /// Parses the next chunk into `chunk` (which is emptied first). Returns
  /// false when the input is exhausted and nothing was read.
  mutating func parseChunk(into chunk: inout ChunkSyntax, sink: inout DiagnosticSink) -> Bool {
    chunk.removeAll()
    var first = true
    var line = LineSyntax()
    while true {
      if !first && scanner.nextLineIsHeading() { break }
      guard let scanned = scanner.nextLine() else { break }
      first = false
      parseLine(scanned, into: &line, extra: &chunk.extraAmounts, sink: &sink)
      chunk.lines.append(line)
    }
    return !chunk.lines.isEmpty
  }

  /// Parses the whole input.
  mutating func parseNotebook(sink: inout DiagnosticSink) -> NotebookSyntax {
    var preamble = ChunkSyntax()
    var sessions: [ChunkSyntax] = []
    if !scanner.nextLineIsHeading() {
      _ = parseChunk(into: &preamble, sink: &sink)
    }
    var chunk = ChunkSyntax()
    while parseChunk(into: &chunk, sink: &sink) {
      sessions.append(chunk)
      chunk = ChunkSyntax()
    }
    return NotebookSyntax(preamble: preamble, sessions: sessions)
  }

  /// The first line of `b` parsed alone: its syntax, the scanned line, the
  /// amounts its list shorthand refers to, and whether it had errors; nil
  /// when `b` holds no line.
  static func parseFirstLine(_ b: UnsafeBufferPointer<UInt8>, inRoutine: Bool = false) -> (
    syntax: LineSyntax, scanned: Scanner.Line, extra: [AmountSyntax], hasErrors: Bool
  )? {
    var parser = Parser(b)
    parser.inRoutine = inRoutine
    var sink = DiagnosticSink()
    var syntax = LineSyntax()
    var extra: [AmountSyntax] = []
    guard let scanned = parser.scanner.nextLine() else { return nil }
    parser.parseLine(scanned, into: &syntax, extra: &extra, sink: &sink)
    return (syntax, scanned, extra, sink.hasErrors)
  }

  /// Parses one scanned line into `line`, reusing its storage.
  mutating func parseLine(
    _ scanned: Scanner.Line, into line: inout LineSyntax, extra: inout [AmountSyntax], sink: inout DiagnosticSink
  ) {
    lineNumber = scanned.number
    lineStart = scanned.range.start
    lineEnd = scanned.contentEnd
    line.number = scanned.number
    line.range = scanned.range
    line.indent = scanned.contentStart - scanned.range.start
    line.comment = scanned.comment
    line.kind = .invalid
    line.hasBullet = false
    line.mayHide = scanned.mayHide
    if let problem = scanned.problem {
      report(problem.message, at: problem.offset, &sink)
      // A heading that cannot be read opens a session's stand-in.
      if scanned.contentStart < scanned.contentEnd, Lexicon.lineOpener(bytes[scanned.contentStart]) == .heading {
        line.heading.isRoutine = false
        inRoutine = false
        inMuscles = Lexicon.isMusclesLine(bytes, scanned.contentStart, scanned.contentEnd)
      }
      return
    }
    let s = scanned.contentStart
    let e = scanned.contentEnd
    if s == e {
      line.kind = scanned.comment == nil ? .blank : .comment
      return
    }
    switch Lexicon.lineOpener(bytes[s]) {
    case .heading where Lexicon.isSectionLine(bytes, s, e):
      var p = s
      while p < e, bytes[p] == Lexicon.headingMarker { p += 1 }
      line.section = text(Words.skipBlanks(bytes, p, e), e)
      line.kind = .section
      inMuscles = false
    case .heading where Lexicon.isMusclesLine(bytes, s, e):
      inMuscles = true
      if parseMusclesHeading(s, e, &sink) { line.kind = .muscles }
    case .heading:
      if parseHeading(s, e, into: &line.heading, &sink) { line.kind = .heading }
      inRoutine = line.heading.isRoutine
      inMuscles = false
    case .note:
      line.note = NoteLineSyntax(text: text(Words.skipBlanks(bytes, s + 1, e), e))
      line.kind = .note
    case .body where inMuscles:
      if parseDeclaration(s, e, into: &line, &sink) { line.kind = .declaration }
    case .body:
      parseBody(s, e, into: &line, extra: &extra, sink: &sink)
    }
  }

  /// An exercise line or a set line, with an optional list bullet in front.
  mutating func parseBody(
    _ s0: Int, _ e: Int, into line: inout LineSyntax, extra: inout [AmountSyntax], sink: inout DiagnosticSink
  ) {
    var s = s0
    if Words.isBullet(bytes, s, e) {
      line.hasBullet = true
      s = Words.skipBlanks(bytes, s + 1, e)
      if s == e {
        line.kind = .blank
        return
      }
    }
    if let parsed = parseBodyweightLine(s, e, into: &line, sink: &sink) {
      if parsed { line.kind = .bodyweight }
      return
    }
    // The common set line, read at once (`fastSet`).
    if usesFastSets, fastSet(s, e, extraCount: extra.count, into: &line.set, sink: &sink) {
      line.kind = .set
      return
    }
    if let (labelRange, length) = Words.supersetLabel(bytes, s, e) {
      let nameStart = Words.skipBlanks(bytes, s + length, e)
      guard nameStart < e else {
        report(Message.expectedNameAfterLabel(upperString(labelRange)), at: nameStart, &sink)
        return
      }
      if parseExerciseLine(nameStart, e, into: &line, extra: &extra, sink: &sink) {
        line.exercise.label = labelRange
        line.kind = .exercise
      }
      return
    }
    // A line that opens with a set is a set of the exercise above, unless the
    // set does not parse and a `:` further on closes a name (`3×5 Curl:`).
    let w0 = Words.wordEnd(bytes, s, e)
    if !Words.endsWithNameColon(bytes, s, w0) {
      let n = Words.skipBlanks(bytes, w0, e)
      let next: (Int, Int)? = n < e ? (n, Words.wordEnd(bytes, n, e)) : nil
      let opensSet =
        inRoutine
        ? Words.isRoutineSetStart(bytes, s, w0, next: next, lineEnd: e, opensLine: true)
        : Words.isSetStart(bytes, s, w0, next: next, lineEnd: e)
      if opensSet {
        switch trySet(s, e, nameStart: s, into: &line, extra: &extra, sink: &sink) {
        case .set: line.kind = .set
        case .name: line.kind = .exercise
        case .failed: break
        }
        return
      }
    }
    if parseExerciseLine(s, e, into: &line, extra: &extra, sink: &sink) { line.kind = .exercise }
  }

  enum TrySetOutcome {
    case set
    case name
    case failed
  }

  /// Parses a set from `p` into `line.set`; when it does not parse but a word
  /// ending in `:` follows (before any `>` note), the line is a name closed by
  /// that colon instead (in `line.exercise`), and the set's errors are dropped.
  mutating func trySet(
    _ p: Int, _ e: Int, nameStart: Int, into line: inout LineSyntax, extra: inout [AmountSyntax],
    sink: inout DiagnosticSink
  ) -> TrySetOutcome {
    let sinkMark = sink.mark
    let mark = extra.count
    if parseSet(p, e, into: &line.set, extra: &extra, sink: &sink) {
      return .set
    }
    extra.removeSubrange(mark...)
    if let colonEnd = nameColon(after: p, e) {
      sink.rollBack(to: sinkMark)
      return colonSplit(nameStart, colonEnd, e, into: &line, extra: &extra, sink: &sink) ? .name : .failed
    }
    return .failed
  }

  /// The end of the first word from `p` that ends with a name colon, if one
  /// comes before any `>`.
  func nameColon(after p: Int, _ e: Int) -> Int? {
    var ws = p
    while ws < e {
      let we = Words.wordEnd(bytes, ws, e)
      if let (mark, _) = spellings.markSign(bytes, ws, e), mark == .note { return nil }
      if Words.endsWithNameColon(bytes, ws, we) { return we }
      ws = Words.skipBlanks(bytes, we, e)
    }
    return nil
  }

  /// `name: [set]`, the name ending at the colon that ends at `colonEnd`.
  mutating func colonSplit(
    _ s: Int, _ colonEnd: Int, _ e: Int, into line: inout LineSyntax, extra: inout [AmountSyntax],
    sink: inout DiagnosticSink
  ) -> Bool {
    let nameEnd = trimEnd(s, colonEnd - 1)
    guard nameEnd > s else {
      report(Message.expectedName, at: s, &sink)
      return false
    }
    let setStart = Words.skipBlanks(bytes, colonEnd, e)
    let w = Words.wordEnd(bytes, setStart, e)
    if setStart < e, Words.isTrainingMaxWord(bytes, setStart, w),
      let parsed = parseTrainingMaxLine(name: s, word: setStart, w, e, into: &line, sink: &sink)
    {
      if parsed {
        line.exercise.name = text(s, nameEnd)
        line.exercise.hasColon = true
      }
      return parsed
    }
    var hasSet = false
    if setStart < e {
      guard parseSet(setStart, e, into: &line.set, extra: &extra, sink: &sink) else { return false }
      hasSet = true
    }
    line.exercise = ExerciseLineSyntax(label: nil, name: text(s, nameEnd), hasColon: true, hasSet: hasSet)
    return true
  }

  /// `name [":"] [set]`: finds where the name ends, by a `:` or by the first
  /// word that starts a set. Fills `line.exercise` (and `line.set`).
  mutating func parseExerciseLine(
    _ s: Int, _ e: Int, into line: inout LineSyntax, extra: inout [AmountSyntax], sink: inout DiagnosticSink
  ) -> Bool {
    var ws = s
    var we = Words.wordEnd(bytes, ws, e)
    var previousWord: (Int, Int)? = nil
    // The first word that is a check mark or an RPE, for a name alone.
    var markAt: Int? = nil
    while ws < e {
      if Words.endsWithNameColon(bytes, ws, we) {
        return colonSplit(s, we, e, into: &line, extra: &extra, sink: &sink)
      }
      // Each word's end is found once: the next word's is kept for the next turn.
      let ns = Words.skipBlanks(bytes, we, e)
      let ne = ns < e ? Words.wordEnd(bytes, ns, e) : ns
      let next: (Int, Int)? = ns < e ? (ns, ne) : nil
      if markAt == nil, spellings.opensLostMark(bytes, ws, we) { markAt = ws }
      if ws > s, Words.isTrainingMaxWord(bytes, ws, we) {
        let sinkMark = sink.mark
        if let parsed = parseTrainingMaxLine(name: s, word: ws, we, e, into: &line, sink: &sink) {
          // A name colon further on makes `TM` a word of the name (`Bench TM 5 Board: 100kg × 5`).
          guard !parsed, let colonEnd = nameColon(after: ws, e) else { return parsed }
          sink.rollBack(to: sinkMark)
          return colonSplit(s, colonEnd, e, into: &line, extra: &extra, sink: &sink)
        }
      }
      if reportUnreadPrescription(
        nameStart: s, word: ws, we, previous: previousWord, next: next, lineEnd: e, &sink)
      {
        return false
      }
      // `185lb 3×5+1` in a routine: a load word opens the set there, so
      // the word after it is looked at first.
      if inRoutine, ws > s, let (ns, ne) = next, Words.isPrescriptionLoad(bytes, ws, we),
        reportUnreadPrescription(nameStart: s, word: ns, ne, previous: (ws, we), next: nil, lineEnd: e, &sink)
      {
        return false
      }
      if ws > s,
        inRoutine
          ? Words.isRoutineSetStart(bytes, ws, we, next: next, lineEnd: e)
          : Words.isSetStart(bytes, ws, we, next: next, lineEnd: e)
      {
        if let (ps, pe) = previousWord, Words.isTimesWord(bytes, ps, pe) {
          if let colonEnd = nameColon(after: ws, e) {
            return colonSplit(s, colonEnd, e, into: &line, extra: &extra, sink: &sink)
          }
          reportMissingWeight(beforeTimesAt: ps, lineStart: s, &sink)
          return false
        }
        switch trySet(ws, e, nameStart: s, into: &line, extra: &extra, sink: &sink) {
        case .set:
          warnStrayWord(nameStart: s, setStart: ws, lineEnd: e, &sink)
          line.exercise = ExerciseLineSyntax(label: nil, name: text(s, trimEnd(s, ws)), hasColon: false, hasSet: true)
          return true
        case .name:
          return true
        case .failed:
          return false
        }
      }
      previousWord = (ws, we)
      ws = ns
      we = ne
    }
    // A name alone. A check mark or an RPE in it means a set went missing.
    if let i = markAt, let (mark, length) = spellings.markSign(bytes, i, e) {
      let sign = quote(i, i + length)
      if mark == .valued(.rpe) {
        report(Message.expectedSetBefore(sign), at: i, &sink)
      } else {
        report(inRoutine ? Message.logMarkInRoutine(sign) : Message.expectedSetBefore(sign), at: i, &sink)
      }
      return false
    }
    line.exercise = ExerciseLineSyntax(label: nil, name: text(s, e), hasColon: false, hasSet: false)
    return true
  }

  /// `100kgg × 5` or `Deadlift × 5`: says what is wrong with the weight
  /// before the `×`.
  mutating func reportMissingWeight(beforeTimesAt ps: Int, lineStart s: Int, _ sink: inout DiagnosticSink) {
    if let (ws0, we0) = wordBefore(ps, s), Lexicon.isDigit(bytes[ws0]) {
      var u = ws0
      while u < we0, Lexicon.isDigit(bytes[u]) || bytes[u] == 0x2E || bytes[u] == 0x2C { u += 1 }
      if u < we0 {
        report(Message.unknownUnit(quote(u, we0)), at: u, &sink)
        return
      }
    }
    // `100 kilos × 5`: a word that follows a number stands where a unit goes.
    if let (ws0, we0) = wordBefore(ps, s), Lexicon.isLetter(bytes[ws0]),
      let (ns, ne) = wordBefore(ws0, s), (ns..<ne).allSatisfy({ Lexicon.isDigit(bytes[$0]) || bytes[$0] == 0x2E })
    {
      report(Message.unknownUnit(quote(ws0, we0)), at: ws0, &sink)
      return
    }
    report(Message.expectedWeightBeforeTimes, at: ps, &sink)
  }

  /// The word that ends before `p` (not before `lineStart`).
  func wordBefore(_ p: Int, _ lineStart: Int) -> (Int, Int)? {
    var e = p
    while e > lineStart, Lexicon.isBlank(bytes[e - 1]) { e -= 1 }
    guard e > lineStart else { return nil }
    var s = e
    while s > lineStart, !Lexicon.isBlank(bytes[s - 1]) { s -= 1 }
    return (s, e)
  }

  // MARK: - Helpers

  /// A text node over `s..<e`, noting whether it holds a backslash.
  func text(_ s: Int, _ e: Int) -> TextSyntax {
    var i = s
    var backslash = false
    while i < e {
      if bytes[i] == 0x5C {
        backslash = true
        break
      }
      i += 1
    }
    return TextSyntax(range: ByteRange(start: s, end: e), hasBackslash: backslash)
  }

  func trimEnd(_ s: Int, _ e: Int) -> Int {
    var i = e
    while i > s, Lexicon.isBlank(bytes[i - 1]) { i -= 1 }
    return i
  }

  func upperString(_ r: ByteRange) -> String {
    var out: [UInt8] = []
    for i in r.start..<r.end {
      let c = bytes[i]
      out.append(Lexicon.isLetter(c) ? c & ~0x20 : c)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The source text of a range, as a message quotes it (`Excerpt`).
  func quote(_ s: Int, _ e: Int) -> String {
    Excerpt.cut(UnsafeBufferPointer(rebasing: bytes[s..<e]))
  }

  func report(_ message: CodedMessage, at offset: Int, _ sink: inout DiagnosticSink) {
    sink.report(
      Diagnostic(
        .error, message, line: lineNumber,
        column: Scanner.column(of: offset, lineStart: lineStart, in: bytes), offset: offset))
  }
}
