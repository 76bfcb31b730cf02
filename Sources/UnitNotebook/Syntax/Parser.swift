/// Turns the scanner's lines into syntax nodes, one chunk at a time: the
/// preamble before the first heading, then one session per call. Errors go to
/// the sink and the parser carries on at the next line, so one run reports
/// every error in the file.
struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  var scanner: Scanner

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.scanner = Scanner(bytes)
  }

  /// State of the line being parsed, for diagnostics.
  var lineNumber = 0
  var lineStart = 0
  var lineEnd = 0

  /// Parses the next chunk into `chunk` (which is emptied first). Returns
  /// false when the input is exhausted and nothing was read.
  mutating func parseChunk(into chunk: inout ChunkSyntax, sink: inout DiagnosticSink) -> Bool {
    chunk.removeAll()
    var first = true
    while true {
      if !first && scanner.nextLineIsHeading() { break }
      guard let line = scanner.nextLine() else { break }
      first = false
      chunk.lines.append(parseLine(line, chunk: &chunk, sink: &sink))
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

  mutating func parseLine(_ line: Scanner.Line, chunk: inout ChunkSyntax, sink: inout DiagnosticSink)
    -> LineSyntax
  {
    lineNumber = line.number
    lineStart = line.range.start
    lineEnd = line.contentEnd
    var result = LineSyntax(
      number: line.number, range: line.range, indent: line.contentStart - line.range.start,
      comment: line.comment, node: .invalid)
    if let problem = line.problem {
      report(problem.message, at: problem.offset, &sink)
      return result
    }
    let s = line.contentStart
    let e = line.contentEnd
    if s == e {
      result.node = line.comment == nil ? .blank : .comment
      return result
    }
    switch bytes[s] {
    case UInt8(ascii: "#"):
      if let h = parseHeading(s, e, &sink) { result.node = .heading(h) }
    case UInt8(ascii: ">"):
      result.node = .note(NoteLineSyntax(text: text(Words.skipBlanks(bytes, s + 1, e), e)))
    default:
      if let node = parseBody(s, e, chunk: &chunk, sink: &sink) { result.node = node }
    }
    return result
  }

  /// An exercise line or a set line, with an optional list bullet in front.
  mutating func parseBody(_ s0: Int, _ e: Int, chunk: inout ChunkSyntax, sink: inout DiagnosticSink)
    -> LineNode?
  {
    var s = s0
    var hasBullet = false
    if isBullet(at: s, e) {
      hasBullet = true
      s = Words.skipBlanks(bytes, s + 1, e)
      if s == e { return .blank }
    }
    if let (labelRange, length) = Words.supersetLabel(bytes, s, e) {
      let label = upperString(labelRange)
      let nameStart = Words.skipBlanks(bytes, s + length, e)
      guard nameStart < e else {
        report(Message.expectedNameAfterLabel(label), at: nameStart, &sink)
        return nil
      }
      guard var line = parseExerciseLine(nameStart, e, allowSetAtStart: false, chunk: &chunk, sink: &sink)
      else { return nil }
      line.label = label
      return .exercise(line)
    }
    // A line that opens with a set is a set of the exercise above, unless the
    // set does not parse and a `:` further on closes a name (`3×5 Curl:`).
    let w0 = Words.wordEnd(bytes, s, e)
    if !Words.endsWithNameColon(bytes, s, w0) {
      let n = Words.skipBlanks(bytes, w0, e)
      let next: (Int, Int)? = n < e ? (n, Words.wordEnd(bytes, n, e)) : nil
      if Words.isSetStart(bytes, s, w0, next: next, lineEnd: e) {
        switch trySet(s, e, nameStart: s, chunk: &chunk, sink: &sink) {
        case .set(let set): return .set(SetLineSyntax(hasBullet: hasBullet, set: set))
        case .name(let line): return line.map { .exercise($0) }
        }
      }
    }
    guard let line = parseExerciseLine(s, e, allowSetAtStart: false, chunk: &chunk, sink: &sink) else {
      return nil
    }
    return .exercise(line)
  }

  enum SetOrName {
    case set(SetSyntax)
    case name(ExerciseLineSyntax?)
  }

  /// Parses a set from `p`; when it does not parse but a word ending in `:`
  /// follows (before any `>` note), the line is a name closed by that colon
  /// instead, and the set's errors are dropped.
  mutating func trySet(_ p: Int, _ e: Int, nameStart: Int, chunk: inout ChunkSyntax, sink: inout DiagnosticSink)
    -> SetOrName
  {
    var scratch = DiagnosticSink()
    let mark = chunk.extraAmounts.count
    if let set = parseSet(p, e, chunk: &chunk, sink: &scratch) {
      return .set(set)
    }
    chunk.extraAmounts.removeSubrange(mark...)
    if let colonEnd = nameColon(after: p, e) {
      return .name(colonSplit(nameStart, colonEnd, e, chunk: &chunk, sink: &sink))
    }
    for d in scratch.items { sink.report(d) }
    return .name(nil)
  }

  /// The end of the first word from `p` that ends with a name colon, if one
  /// comes before any `>`.
  func nameColon(after p: Int, _ e: Int) -> Int? {
    var ws = p
    while ws < e {
      let we = Words.wordEnd(bytes, ws, e)
      if bytes[ws] == UInt8(ascii: ">") { return nil }
      if Words.endsWithNameColon(bytes, ws, we) { return we }
      ws = Words.skipBlanks(bytes, we, e)
    }
    return nil
  }

  /// `name: [set]`, the name ending at the colon that ends at `colonEnd`.
  mutating func colonSplit(
    _ s: Int, _ colonEnd: Int, _ e: Int, chunk: inout ChunkSyntax, sink: inout DiagnosticSink
  ) -> ExerciseLineSyntax? {
    let nameEnd = trimEnd(s, colonEnd - 1)
    guard nameEnd > s else {
      report(Message.expectedName, at: s, &sink)
      return nil
    }
    let setStart = Words.skipBlanks(bytes, colonEnd, e)
    var set: SetSyntax? = nil
    if setStart < e {
      guard let parsed = parseSet(setStart, e, chunk: &chunk, sink: &sink) else { return nil }
      set = parsed
    }
    return ExerciseLineSyntax(label: nil, name: text(s, nameEnd), hasColon: true, set: set)
  }

  /// `name [":"] [set]`: finds where the name ends, by a `:` or by the first
  /// word that starts a set.
  mutating func parseExerciseLine(
    _ s: Int, _ e: Int, allowSetAtStart: Bool, chunk: inout ChunkSyntax, sink: inout DiagnosticSink
  ) -> ExerciseLineSyntax? {
    var ws = s
    var previousWord: (Int, Int)? = nil
    while ws < e {
      let we = Words.wordEnd(bytes, ws, e)
      if Words.endsWithNameColon(bytes, ws, we) {
        return colonSplit(s, we, e, chunk: &chunk, sink: &sink)
      }
      let ns = Words.skipBlanks(bytes, we, e)
      let next: (Int, Int)? = ns < e ? (ns, Words.wordEnd(bytes, ns, e)) : nil
      if ws > s || allowSetAtStart, Words.isSetStart(bytes, ws, we, next: next, lineEnd: e) {
        if let (ps, pe) = previousWord, Words.isTimesWord(bytes, ps, pe) {
          if let colonEnd = nameColon(after: ws, e) {
            return colonSplit(s, colonEnd, e, chunk: &chunk, sink: &sink)
          }
          // `100kgg × 5`: say what is wrong with the weight, when there is one.
          if let (ws0, we0) = wordBefore(ps, s), Scanner.isDigit(bytes[ws0]) {
            var u = ws0
            while u < we0, Scanner.isDigit(bytes[u]) || bytes[u] == 0x2E || bytes[u] == 0x2C { u += 1 }
            if u < we0 {
              report(Message.unknownUnit(quote(u, we0)), at: u, &sink)
              return nil
            }
          }
          report(Message.expectedWeightBeforeTimes, at: ps, &sink)
          return nil
        }
        switch trySet(ws, e, nameStart: s, chunk: &chunk, sink: &sink) {
        case .set(let set):
          return ExerciseLineSyntax(label: nil, name: text(s, trimEnd(s, ws)), hasColon: false, set: set)
        case .name(let line):
          return line
        }
      }
      previousWord = (ws, we)
      ws = ns
    }
    // A name alone. A check mark or an RPE in it means a set went missing.
    var i = s
    while i < e {
      let we = Words.wordEnd(bytes, i, e)
      if bytes[i] == 0x40, i + 1 < we, Scanner.isDigit(bytes[i + 1]) {
        report(Message.expectedSetBefore("@"), at: i, &sink)
        return nil
      }
      if bytes[i] == 0xE2, i + 2 < e, bytes[i + 1] == 0x9C, bytes[i + 2] == 0x93 || bytes[i + 2] == 0x97 {
        report(Message.expectedSetBefore(bytes[i + 2] == 0x93 ? "✓" : "✗"), at: i, &sink)
        return nil
      }
      i = Words.skipBlanks(bytes, we, e)
    }
    return ExerciseLineSyntax(label: nil, name: text(s, e), hasColon: false, set: nil)
  }

  /// The word that ends before `p` (not before `lineStart`).
  func wordBefore(_ p: Int, _ lineStart: Int) -> (Int, Int)? {
    var e = p
    while e > lineStart, Scanner.isBlank(bytes[e - 1]) { e -= 1 }
    guard e > lineStart else { return nil }
    var s = e
    while s > lineStart, !Scanner.isBlank(bytes[s - 1]) { s -= 1 }
    return (s, e)
  }

  /// `- `, `* ` or `+ ` opening a line, as pasted from Markdown notes.
  func isBullet(at s: Int, _ e: Int) -> Bool {
    let c = bytes[s]
    if c == 0x2D || c == 0x2A || c == 0x2B {
      return s + 1 < e && Scanner.isBlank(bytes[s + 1])
    }
    return false
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
    while i > s, Scanner.isBlank(bytes[i - 1]) { i -= 1 }
    return i
  }

  func upperString(_ r: ByteRange) -> String {
    var out: [UInt8] = []
    for i in r.start..<r.end {
      let c = bytes[i]
      out.append(Scanner.isLetter(c) ? c & ~0x20 : c)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The source text of a range, for quoting in a message (at most 40 bytes,
  /// cut on a character boundary).
  func quote(_ s: Int, _ e: Int) -> String {
    var end = Swift.min(e, s + 40)
    while end < e, end > s, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    let slice = UnsafeBufferPointer(rebasing: bytes[s..<end])
    return String(decoding: slice, as: UTF8.self) + (end < e ? "…" : "")
  }

  func report(_ message: String, at offset: Int, _ sink: inout DiagnosticSink) {
    sink.report(
      Diagnostic(
        severity: .error, message: message, line: lineNumber,
        column: Scanner.column(of: offset, lineStart: lineStart, in: bytes), offset: offset))
  }
}
