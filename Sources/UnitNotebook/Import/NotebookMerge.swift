/// Importing into an existing notebook (`unit import --into`): only the
/// sessions it does not already have are added, at its end, so a second
/// import of the same export changes nothing and an overlapping export adds
/// only what is new.
public enum NotebookMerge {
  /// What identifies a session across imports: its date, its start time and
  /// the names of its exercises in order. Titles, notes and sets may have
  /// been edited in the notebook since; the session is still the same one.
  public struct SessionKey: Hashable, Sendable {
    public var date: LocalDate
    public var start: TimeOfDay?
    public var exercises: [String]

    public init(_ s: Session) {
      date = s.date
      start = s.start
      exercises = s.exercises.map(\.name)
    }
  }

  /// The imported sessions the notebook does not have, in their order, and
  /// how many it already had.
  public static func newSessions(_ imported: Notebook, notIn existing: Notebook) -> (sessions: [Session], skipped: Int) {
    let have = Set(existing.sessions.map(SessionKey.init))
    var added: [Session] = []
    var skipped = 0
    for s in imported.sessions {
      if have.contains(SessionKey(s)) {
        skipped += 1
      } else {
        added.append(s)
      }
    }
    return (added, skipped)
  }

  /// The notebook text with `sessions` appended, in the canonical form: the
  /// existing text is formatted (its comments kept), the sessions printed
  /// after it. Nil output, with the diagnostics, when the notebook has errors.
  public static func append(_ sessions: [Session], to text: [UInt8]) -> FormatResult {
    let formatted = NotebookFormatter.format(utf8: text)
    guard let existing = formatted.output else { return formatted }
    guard !sessions.isEmpty else { return formatted }
    var combined = existing
    if !combined.isEmpty { combined.append(0x0A) }
    combined.append(contentsOf: Notebook(sessions: sessions).canonicalUTF8)
    // Formatting the whole once more settles the blank lines where the two
    // parts meet (a comment at the end of the notebook, say).
    return NotebookFormatter.format(utf8: combined)
  }
}
