// The public face of the importers, beside `UnitNotebook.swift` and
// `Conversions.swift`: recognise an export, read it into a notebook, merge
// it into a notebook that exists, rename its exercises. docs/import.md has
// every format; the readers behind these entry points are internal.

/// `unit import` as functions: recognise an export from its content, and
/// read it into a notebook (docs/import.md).
public enum NotebookImporter {
  /// The format of an export, recognised from its content only: the header
  /// row of a CSV (its delimiter sniffed), the first bytes of a JSON document
  /// (`{` or `[`), or the shape of a shared workout text. Never from a file
  /// name. Nil when nothing matches. The one sniffer: `unit import` asks it
  /// too.
  public static func detect(_ bytes: [UInt8]) -> ImportFormat? {
    bytes.withUnsafeBufferPointer { ImportDispatch.detect(buffer: $0) }
  }

  /// The format of an export in any contiguous bytes.
  public static func detect(buffer b: UnsafeBufferPointer<UInt8>) -> ImportFormat? {
    ImportDispatch.detect(buffer: b)
  }

  /// Why `detect` recognised nothing, when the file is a CSV close to a
  /// known layout: an error at the first column not in it, naming the
  /// layout and the columns that did not match. Package access: the
  /// command line's message.
  package static func unrecognised(buffer b: UnsafeBufferPointer<UInt8>) -> Diagnostic? {
    ImportDispatch.unrecognised(buffer: b)
  }

  /// Reads an export into a notebook. Errors stop the import (the result has
  /// no notebook); warnings list what the notebook could not keep as it was.
  public static func read(_ bytes: [UInt8], as format: ImportFormat, options: ImportOptions = ImportOptions())
    -> ImportResult
  {
    bytes.withUnsafeBufferPointer { read(buffer: $0, as: format, options: options) }
  }

  /// The same from any contiguous bytes (a memory-mapped file, say).
  public static func read(
    buffer b: UnsafeBufferPointer<UInt8>, as format: ImportFormat, options: ImportOptions = ImportOptions()
  ) -> ImportResult {
    ImportDispatch.read(buffer: b, as: format, options: options, stream: nil)
  }

  /// The same, handing each session on as soon as it is read (see
  /// `SessionStream`): the command line's large imports. Package access.
  package static func read(
    buffer b: UnsafeBufferPointer<UInt8>, as format: ImportFormat, options: ImportOptions, stream: SessionStream?
  ) -> ImportResult {
    ImportDispatch.read(buffer: b, as: format, options: options, stream: stream)
  }
}

/// The mapping file of `unit import --map`: one renaming a line,
///
///     # comments and blank lines are allowed
///     Bench Press (Barbell) = Bench Press
///     Pull Up (Assisted)    = Assisted Pullup
///
/// The exported name is left of the first `=`, the notebook name right of
/// it; blanks around both are ignored. A line starting with `#` or `//` is a
/// comment. Names are matched exactly (case and all) after the export's own
/// name is cleaned (docs/import.md).
public enum ExerciseNameMap {
  /// The renamings, or the errors (with line and column) that stop the import.
  public static func parse(_ bytes: [UInt8]) -> (names: [String: String], diagnostics: [Diagnostic]) {
    NameMapParser.parse(bytes)
  }
}

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
  public static func newSessions(_ imported: Notebook, notIn existing: Notebook) -> (sessions: [Session], skipped: Int)
  {
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
