/// A notebook's text, changed a set, an exercise or a session at a time
/// while every other byte stays as it was: comments, blank lines, the
/// lifter's own layout. What an app that edits a notebook writes back.
///
/// ```swift
/// var notebook = try NotebookText(text)
/// var set = notebook.sessions[0].exercises[0].sets[1]
/// set.load = .weight(Weight(102.5, .kg))
/// try notebook.replaceSet(session: 0, exercise: 0, set: 1, with: set)
/// let saved = notebook.text   // the same text but that set, comments and all
/// ```
///
/// A session that was in the canonical form (as `unit fmt` writes it) is
/// formatted again after an edit, so its columns stay aligned; one that was
/// not is left as written but for the lines edited. Each edit is checked:
/// values a notebook cannot hold are refused (`.invalid`), and the text
/// after the edit must read back as the notebook with the edit made, or
/// nothing changes. An edit costs a reading of the whole text.
public struct NotebookText: Sendable, Hashable {
  /// What an edit refuses.
  public enum EditError: Error, Sendable, Hashable {
    /// No session, exercise or set at that index.
    case noSuchPlace(String)
    /// Values notebook text cannot hold (a name with a line break, reps of −3).
    case invalid([NotebookProblem])
    /// The text after the edit would not read back as the edited notebook,
    /// so nothing was changed: two exercises of one name one after the
    /// other, say, read as one exercise (put another between them, or
    /// add the sets to the one). With the errors such a text would have.
    case wouldReadDifferently([Diagnostic])
  }

  /// The text, UTF-8.
  public internal(set) var utf8: [UInt8]
  /// Where each session, exercise and set is written.
  public internal(set) var outline: NotebookOutline

  /// The text as a string.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// The sessions, in the order written (their indices are the edits' indices).
  public var sessions: [Session] { outline.sessions.map(\.session) }

  /// A notebook's text to edit; it must have no errors (warnings are fine).
  public init(_ text: String) throws(NotebookError) {
    try self.init(utf8: Array(text.utf8))
  }

  /// A notebook's UTF-8 text to edit; it must have no errors.
  public init(utf8: [UInt8]) throws(NotebookError) {
    let outline = NotebookOutline(utf8: utf8)
    let errors = outline.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw NotebookError(diagnostics: errors) }
    self.utf8 = utf8
    self.outline = outline
  }

  // MARK: - Sets

  /// Replaces one set where it is written (a set written with others on one
  /// line, `3×5`, or on its exercise's line, is first given a line of its own).
  public mutating func replaceSet(session s: Int, exercise e: Int, set k: Int, with set: WorkoutSet)
    throws(EditError)
  {
    try edit(session: s) { (draft: inout Session) throws(EditError) in
      try Self.check(draft.exercises, e, k, "set")
      draft.exercises[e].sets[k] = set
    } text: { (lines: inout TextLines, outline: inout NotebookOutline) in
      let line = Self.ownLine(&lines, &outline, s, e, k)
      lines.replace(
        line..<(line + 1), with: [lines.indentation(line) + set.canonicalText + lines.trailingComment(line)])
    }
  }

  /// Inserts a set before the set at `index` (at the end when `index` is the
  /// number of sets).
  public mutating func insertSet(_ set: WorkoutSet, session s: Int, exercise e: Int, at index: Int)
    throws(EditError)
  {
    try edit(session: s) { (draft: inout Session) throws(EditError) in
      try Self.check(draft.exercises, e, index, "set", allowingEnd: true)
      draft.exercises[e].sets.insert(set, at: index)
    } text: { (lines: inout TextLines, outline: inout NotebookOutline) in
      let count = outline.sessions[s].exercises[e].setLines.count
      if index < count {
        let line = Self.ownLine(&lines, &outline, s, e, index)
        lines.replace(line..<line, with: [lines.indentation(line) + set.canonicalText])
      } else if count > 0 {
        let line = Self.ownLine(&lines, &outline, s, e, count - 1)
        lines.replace((line + 1)..<(line + 1), with: [lines.indentation(line) + set.canonicalText])
      } else {
        let line = outline.sessions[s].exercises[e].lines.lowerBound
        lines.replace((line + 1)..<(line + 1), with: ["  " + set.canonicalText])
      }
    }
  }

  /// Deletes a set and its line (with the line's own trailing comment).
  public mutating func deleteSet(session s: Int, exercise e: Int, set k: Int) throws(EditError) {
    try edit(session: s) { (draft: inout Session) throws(EditError) in
      try Self.check(draft.exercises, e, k, "set")
      draft.exercises[e].sets.remove(at: k)
    } text: { (lines: inout TextLines, outline: inout NotebookOutline) in
      let line = Self.ownLine(&lines, &outline, s, e, k)
      lines.replace(line..<(line + 1), with: [])
    }
  }

  // MARK: - Exercises

  /// Replaces an exercise's block (its name, sets and notes); the comments
  /// written among its lines are kept, each on a line of its own above it.
  public mutating func replaceExercise(session s: Int, exercise e: Int, with exercise: Exercise) throws(EditError) {
    try edit(session: s) { (draft: inout Session) throws(EditError) in
      try Self.check(draft.exercises, e, nil, "exercise")
      draft.exercises[e] = exercise
    } text: { (lines: inout TextLines, outline: inout NotebookOutline) in
      let span = outline.sessions[s].exercises[e].lines
      let date = outline.sessions[s].session.date
      let range = span.lowerBound..<(span.upperBound + 1)
      lines.replace(range, with: Self.comments(in: range, of: lines) + Self.printed(exercise, on: date))
    }
  }

  /// Inserts an exercise before the one at `index` (at the session's end
  /// when `index` is the number of exercises).
  public mutating func insertExercise(_ exercise: Exercise, session s: Int, at index: Int) throws(EditError) {
    try edit(session: s) { (draft: inout Session) throws(EditError) in
      guard index >= 0, index <= draft.exercises.count else { throw .noSuchPlace("no exercise \(index)") }
      draft.exercises.insert(exercise, at: index)
    } text: { (lines: inout TextLines, outline: inout NotebookOutline) in
      let entry = outline.sessions[s]
      let line = index < entry.exercises.count ? entry.exercises[index].lines.lowerBound : entry.lines.upperBound + 1
      lines.replace(line..<line, with: Self.printed(exercise, on: entry.session.date))
    }
  }

  /// Deletes an exercise's block, its lines and what is written on them.
  public mutating func deleteExercise(session s: Int, exercise e: Int) throws(EditError) {
    try edit(session: s) { (draft: inout Session) throws(EditError) in
      try Self.check(draft.exercises, e, nil, "exercise")
      draft.exercises.remove(at: e)
    } text: { (lines: inout TextLines, outline: inout NotebookOutline) in
      let span = outline.sessions[s].exercises[e].lines
      lines.replace(span.lowerBound..<(span.upperBound + 1), with: [])
    }
  }
}

extension WorkoutSet {
  /// The set as the formatter writes it, unaligned and without indentation:
  /// `warmup 60kg × 5 ✓ @8 > felt easy`. An app shows it, or writes it on a
  /// line of its own under an exercise (indented two spaces). For a set that
  /// a notebook cannot hold (`invariants` not empty) it is what the printer
  /// would write, which does not read back the same.
  public var canonicalText: String {
    var out = ByteBuffer()
    out.appendSetCells(
      kind: kind, load: load, reps: reps, distance: distance, seconds: seconds, amrap: amrap, status: status,
      marks: marks)
    if let note {
      out.append(0x20)
      out.appendMark(.note)
      TextEscaper.append(note, context: .note, to: &out)
    }
    return out.string
  }
}
