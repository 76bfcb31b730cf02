// How `NotebookText` makes an edit: the change made to the model and to the
// text side by side, the session formatted again where it was canonical, and
// the new text read back and compared with the changed model before it is
// kept.

extension NotebookText {
  // MARK: - Sessions

  /// Replaces a session (heading and all); the comments written among its
  /// lines are kept, each on a line of its own above it.
  public mutating func replaceSession(_ s: Int, with session: Session) throws(EditError) {
    guard outline.sessions.indices.contains(s) else { throw .noSuchPlace("no session \(s)") }
    try Self.validate(session)
    var lines = TextLines(utf8)
    let span = outline.sessions[s].lines
    let range = span.lowerBound..<(span.upperBound + 1)
    lines.replace(range, with: Self.comments(in: range, of: lines) + Self.printed(session))
    var expected = sessions
    expected[s] = session
    try commit(lines.bytes, expecting: expected, formatting: true)
  }

  /// Inserts a session before the one at `index` (after the last when
  /// `index` is the number of sessions), a blank line between it and its
  /// neighbours.
  public mutating func insertSession(_ session: Session, at index: Int) throws(EditError) {
    guard index >= 0, index <= outline.sessions.count else { throw .noSuchPlace("no session \(index)") }
    try Self.validate(session)
    var lines = TextLines(utf8)
    if index < outline.sessions.count {
      let line = outline.sessions[index].lines.lowerBound
      lines.replace(line..<line, with: Self.printed(session) + [""])
    } else if let last = outline.sessions.last {
      let line = last.lines.upperBound + 1
      lines.replace(line..<line, with: [""] + Self.printed(session))
    } else {
      let end = lines.count + 1
      lines.replace(end..<end, with: (lines.count > 0 ? [""] : []) + Self.printed(session))
    }
    var expected = sessions
    expected.insert(session, at: index)
    try commit(lines.bytes, expecting: expected, formatting: true)
  }

  /// Deletes a session, its lines and one blank line beside it.
  public mutating func deleteSession(_ s: Int) throws(EditError) {
    guard outline.sessions.indices.contains(s) else { throw .noSuchPlace("no session \(s)") }
    var lines = TextLines(utf8)
    let span = outline.sessions[s].lines
    var range = span.lowerBound..<(span.upperBound + 1)
    if range.upperBound <= lines.count, lines.content(range.upperBound).isEmpty {
      range = range.lowerBound..<(range.upperBound + 1)
    } else if range.lowerBound > 1, lines.content(range.lowerBound - 1).isEmpty {
      range = (range.lowerBound - 1)..<range.upperBound
    }
    lines.replace(range, with: [])
    var expected = sessions
    expected.remove(at: s)
    try commit(lines.bytes, expecting: expected, formatting: true)
  }

  // MARK: - Making an edit

  /// An edit inside session `s`: `model` changes the session's value (and
  /// checks the indices), `text` the lines; the session is formatted again
  /// when it was canonical, and the result must read back as the changed model.
  mutating func edit(
    session s: Int, model: (inout Session) throws(EditError) -> Void,
    text: (inout TextLines, inout NotebookOutline) -> Void
  ) throws(EditError) {
    guard outline.sessions.indices.contains(s) else { throw .noSuchPlace("no session \(s)") }
    var draft = outline.sessions[s].session
    try model(&draft)
    try Self.validate(draft)
    var lines = TextLines(utf8)
    let span = outline.sessions[s].lines
    let wholeWasCanonical = NotebookFormatter.format(utf8: utf8).output == utf8
    let wasCanonical = wholeWasCanonical || Self.isCanonical(span, of: lines)
    let blanksAfter = Self.blankLines(after: span.upperBound, in: lines)
    var working = outline
    text(&lines, &working)
    if wholeWasCanonical, let formatted = NotebookFormatter.format(utf8: lines.bytes).output {
      lines = TextLines(formatted)
    } else if wasCanonical {
      Self.format(session: s, in: &lines, blanksAfter: blanksAfter)
    }
    var expected = sessions
    expected[s] = draft
    try commit(lines.bytes, expecting: expected)
  }

  /// Formats session `s` of `lines` again, with `blanksAfter` blank lines
  /// after it (as many as it had before the edit).
  static func format(session s: Int, in lines: inout TextLines, blanksAfter: Int) {
    let after = NotebookOutline(utf8: lines.bytes)
    guard after.sessions.indices.contains(s) else { return }
    let span = after.sessions[s].lines
    let range = lines.byteRange(span.lowerBound..<(span.upperBound + 1))
    guard let formatted = NotebookFormatter.format(utf8: Array(lines.bytes[range])).output else { return }
    var new = String(decoding: formatted, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if new.last == "" { new.removeLast() }
    let blanks = blankLines(after: span.upperBound, in: lines)
    let end = span.upperBound + 1 + blanks
    let trailing = end <= lines.count ? blanksAfter : Swift.min(blanks, blanksAfter)
    lines.replace(span.lowerBound..<end, with: new + Array(repeating: "", count: trailing))
  }

  /// How many blank lines follow line `line`.
  static func blankLines(after line: Int, in lines: TextLines) -> Int {
    var n = line + 1
    while n <= lines.count, lines.content(n).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { n += 1 }
    return n - line - 1
  }

  /// Keeps `bytes` when they read back without errors as `expected`;
  /// formatted when the text was canonical (`formatting`).
  private mutating func commit(_ bytes: [UInt8], expecting expected: [Session], formatting: Bool = false)
    throws(EditError)
  {
    var bytes = bytes
    if formatting, NotebookFormatter.format(utf8: utf8).output == utf8,
      let formatted = NotebookFormatter.format(utf8: bytes).output
    {
      bytes = formatted
    }
    let after = NotebookOutline(utf8: bytes)
    let errors = after.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, after.sessions.map(\.session) == expected else { throw .wouldReadDifferently(errors) }
    utf8 = bytes
    outline = after
  }

  /// True when the lines of a session are as `unit fmt` writes them.
  static func isCanonical(_ span: ClosedRange<Int>, of lines: TextLines) -> Bool {
    let session = Array(lines.bytes[lines.byteRange(span.lowerBound..<(span.upperBound + 1))])
    return NotebookFormatter.format(utf8: session).output == session
  }

  static func validate(_ session: Session) throws(EditError) {
    let problems = Notebook(sessions: [session]).invariants
    guard problems.isEmpty else { throw .invalid(problems) }
  }

  /// Throws unless exercise `e` (and its set `k`, when given) exists;
  /// `allowingEnd` accepts the index just past the last set.
  static func check(_ exercises: [Exercise], _ e: Int, _ k: Int?, _ what: String, allowingEnd: Bool = false)
    throws(EditError)
  {
    guard exercises.indices.contains(e) else { throw .noSuchPlace("no exercise \(e)") }
    guard let k else { return }
    let count = exercises[e].sets.count
    guard k >= 0, k < count || (allowingEnd && k == count) else { throw .noSuchPlace("no \(what) \(k)") }
  }

  // MARK: - Lines

  /// Gives set `k` of exercise `e` a line of its own: a line of several sets
  /// (`100kg 3×5 ✓`), or the exercise's own line holding sets, is written as
  /// one line per set first. The set's line, in the text as it is then.
  static func ownLine(_ lines: inout TextLines, _ outline: inout NotebookOutline, _ s: Int, _ e: Int, _ k: Int)
    -> Int
  {
    let entry = outline.sessions[s].exercises[e]
    let line = entry.setLines[k]
    let sharing = entry.setLines.indices.filter { entry.setLines[$0] == line }
    let onNameLine = line == entry.lines.lowerBound
    if !onNameLine && sharing.count == 1 { return line }
    let comment = lines.trailingComment(line)
    var new: [String] = []
    var indent = lines.indentation(line)
    if onNameLine {
      let written = NotebookFormatter.writtenName(entry.exercise.name)
      let label = entry.exercise.superset.map { $0 + ". " } ?? ""
      new.append(indent + label + written.text + (written.needsColon ? ":" : "") + comment)
      indent += "  "
    }
    for (n, j) in sharing.enumerated() {
      new.append(indent + entry.exercise.sets[j].canonicalText + (!onNameLine && n == 0 ? comment : ""))
    }
    lines.replace(line..<(line + 1), with: new)
    outline = NotebookOutline(utf8: lines.bytes)
    return line + (onNameLine ? 1 : 0) + (sharing.firstIndex(of: k) ?? 0)
  }

  /// The comments written on lines `range`, each on a line of its own at
  /// the start of the line (where the canonical form puts a comment above a
  /// heading or an exercise): comment lines, and lines' trailing comments.
  static func comments(in range: Range<Int>, of lines: TextLines) -> [String] {
    range.compactMap { n -> String? in
      let comment =
        lines.isCommentLine(n) ? String(decoding: lines.content(n), as: UTF8.self) : lines.trailingComment(n)
      let text = comment.drop { $0 == " " || $0 == "\t" }
      return text.isEmpty ? nil : String(text)
    }
  }

  /// A session's lines as the formatter writes them.
  static func printed(_ session: Session) -> [String] {
    var text = Notebook(sessions: [session]).canonicalText.split(separator: "\n", omittingEmptySubsequences: false)
    while text.last?.isEmpty == true { text.removeLast() }
    return text.map(String.init)
  }

  /// An exercise's lines as the formatter writes them in a session.
  static func printed(_ exercise: Exercise, on date: LocalDate) -> [String] {
    var text = printed(Session(date: date, exercises: [exercise]))
    text.removeFirst()  // the heading
    while text.first?.isEmpty == true { text.removeFirst() }
    return text
  }
}
