// The public face of the library. Everything an app or the `unit` tool needs
// goes through the few entry points in this file; the stages behind them are
// internal.

/// What parsing a notebook gives: the model, and every problem found.
public struct ParseResult: Sendable, Hashable {
  /// The notebook as far as it parsed. Lines with errors are left out of it.
  public var notebook: Notebook
  /// Errors and warnings, in the order of the file.
  public var diagnostics: [Diagnostic]

  /// True when at least one diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Why a notebook text has no canonical form: its errors and warnings, in
/// the order of the file.
public struct NotebookError: Error, Sendable, Hashable {
  public var diagnostics: [Diagnostic]

  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}

/// What formatting a notebook gives: the canonical text, or the reasons there
/// is none. Input with errors is never formatted.
public struct FormatResult: Sendable, Hashable {
  /// The canonical text as UTF-8, or nil when the input has errors.
  public var output: [UInt8]?
  public var diagnostics: [Diagnostic]
}

extension Notebook {
  /// Parses notebook text.
  public static func parse(_ text: String) -> ParseResult {
    parse(utf8: Array(text.utf8))
  }

  /// Parses notebook text given as UTF-8 bytes (a byte-order mark is skipped;
  /// invalid UTF-8 is reported, not repaired).
  public static func parse(utf8 bytes: [UInt8]) -> ParseResult {
    var sink = DiagnosticSink()
    var notebook = Notebook()
    bytes.withUnsafeBufferPointer { b in
      Pipeline.run(b, sink: &sink) { chunk, _ in
        switch chunk {
        case .preamble(let notes, let muscles, _):
          notebook.notes = notes
          notebook.muscles = muscles
        case .session(let s, _): notebook.sessions.append(s)
        case .routine(var r, _):
          r.sessionsBefore = notebook.sessions.count
          notebook.routines.append(r)
        }
      }
    }
    return ParseResult(notebook: notebook, diagnostics: sink.sorted)
  }

  /// The canonical text, or the problems of what notebook text cannot hold
  /// (a name with a line break, reps of −3): for a notebook built or
  /// edited in code, which `canonicalText` would print into text that reads
  /// back differently.
  public func validatedCanonicalText() throws(InvalidNotebook) -> String {
    let problems = invariants
    guard problems.isEmpty else { throw InvalidNotebook(problems: problems) }
    return canonicalText
  }

  /// The notebook in the canonical form (without comments, which the model
  /// does not hold; to change a notebook's text and keep them, use
  /// `NotebookText`; to format text, `NotebookFormatter`). Not checked:
  /// see `validatedCanonicalText()`.
  public var canonicalText: String {
    String(decoding: canonicalUTF8, as: UTF8.self)
  }

  /// The canonical form as UTF-8 bytes.
  public var canonicalUTF8: [UInt8] {
    var printer = Printer()
    let none = CommentTable()
    var record = SessionRecord()
    var texts = TextReader.forModel
    record.fill(notebookNotes: notes, muscles: muscles)
    printer.printPreamble(record, comments: none, texts: &texts)
    var routine = 0
    func printRoutines(upTo place: Int, _ printer: inout Printer) {
      while routine < routines.count, routines[routine].sessionsBefore <= place {
        record.fill(from: routines[routine])
        printer.printRoutine(record, comments: none, texts: &texts)
        routine += 1
      }
    }
    for (k, s) in sessions.enumerated() {
      printRoutines(upTo: k, &printer)
      record.fill(from: s)
      printer.printSession(record, comments: none, texts: &texts)
    }
    printRoutines(upTo: Int.max, &printer)
    printer.finish()
    return printer.out.bytes
  }
}

/// `unit fmt` and `unit check` as functions.
public enum NotebookFormatter {
  /// Formats notebook text to the canonical form, keeping every comment.
  ///
  /// Text with errors is never formatted: the error holds every diagnostic
  /// of the text. (Warnings of a text that formats are `check`'s to give.)
  public static func format(_ text: String) throws(NotebookError) -> String {
    let result = format(utf8: Array(text.utf8))
    guard let output = result.output else { throw NotebookError(diagnostics: result.diagnostics) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Formats UTF-8 notebook text to the canonical form, keeping every comment.
  public static func format(utf8 bytes: [UInt8]) -> FormatResult {
    bytes.withUnsafeBufferPointer { format(buffer: $0) }
  }

  /// Formats from any contiguous bytes (a memory-mapped file, say).
  public static func format(buffer: UnsafeBufferPointer<UInt8>) -> FormatResult {
    let (output, diagnostics) = formatIntoBuffer(buffer)
    return FormatResult(output: output?.bytes, diagnostics: diagnostics)
  }

  /// Formats into a byte buffer without copying it out, for the command
  /// line. `consumed` hears how much of the input is behind the formatter
  /// for good, so a caller can release those pages of a mapped file.
  package static func formatIntoBuffer(
    _ buffer: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)? = nil
  ) -> (output: ByteBuffer?, diagnostics: [Diagnostic]) {
    let (output, diagnostics, _) = formatIntoBuffer(namingRoutines: buffer, consumed: consumed)
    return (output, diagnostics)
  }

  /// The same, with the routines' names (as `unit next` matches them) and
  /// the line of each: two texts formatted apart may not share a name.
  package static func formatIntoBuffer(
    namingRoutines buffer: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)? = nil
  ) -> (output: ByteBuffer?, diagnostics: [Diagnostic], routines: [String: Int]) {
    var sink = DiagnosticSink()
    // Canonical text is rarely much longer than the input (alignment adds a
    // little); untouched capacity costs no memory, growing costs a copy.
    var printer = Printer(capacity: buffer.count + buffer.count / 2 + 4096)
    let routines = Pipeline.runRecords(buffer, sink: &sink, consumed: consumed) { chunk, record, texts, hasErrors in
      guard !hasErrors else { return }  // no output will be used: skip the work
      if chunk.isPreamble {
        printer.printPreamble(record, comments: chunk.comments, texts: &texts)
      } else if chunk.isRoutine {
        if chunk.isValid { printer.printRoutine(record, comments: chunk.comments, texts: &texts) }
      } else if chunk.isValid {
        printer.printSession(record, comments: chunk.comments, texts: &texts)
      }
    }
    printer.finish()
    if sink.hasErrors {
      return (nil, sink.sorted, routines)
    }
    return (printer.takeBuffer(), sink.sorted, routines)
  }

  /// Checks notebook text: the diagnostics only.
  public static func check(utf8 bytes: [UInt8]) -> [Diagnostic] {
    bytes.withUnsafeBufferPointer { check(buffer: $0) }
  }

  /// Checks from any contiguous bytes.
  public static func check(buffer: UnsafeBufferPointer<UInt8>) -> [Diagnostic] {
    check(buffer: buffer, consumed: nil)
  }

  /// Checks, telling `consumed` how much of the input is behind the checker
  /// for good (so a caller can release those pages of a mapped file).
  package static func check(buffer: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)?) -> [Diagnostic] {
    check(namingRoutines: buffer, consumed: consumed).diagnostics
  }

  /// The same, with the routines' names and lines (see `formatIntoBuffer`).
  package static func check(namingRoutines buffer: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)?)
    -> (diagnostics: [Diagnostic], routines: [String: Int])
  {
    Pipeline.check(buffer, consumed: consumed)
  }

  /// Do two of the texts checked apart name a routine alike?
  package static func shareRoutineNames(_ parts: [[String: Int]]) -> Bool {
    var seen = Set<String>()
    for part in parts {
      for name in part.keys where !seen.insert(name).inserted { return true }
    }
    return false
  }
}

extension Notebook {
  /// The notebook cut before session `k` into two that print, one after the
  /// other with a blank line between, as this one does: each routine goes
  /// with the sessions around it. For printing on two cores.
  package func split(atSession k: Int) -> (Notebook, Notebook) {
    var first = Notebook(notes: notes, sessions: Array(sessions[..<k]), muscles: muscles)
    var second = Notebook(sessions: Array(sessions[k...]))
    var previous = 0
    for r in routines {
      // Where the printer puts it: never before the routine above.
      previous = Swift.max(previous, Swift.min(r.sessionsBefore, sessions.count))
      if previous < k || (previous == k && second.routines.isEmpty && k > 0) {
        first.routines.append(r)
      } else {
        var moved = r
        moved.sessionsBefore = previous - k
        second.routines.append(moved)
      }
    }
    return (first, second)
  }
}

extension WeightUnit {
  /// The unit a notebook spells `text` as (`kg`, `kgs`, `lb`, `lbs`, any
  /// case), or nil: what `unit import --unit` and an app's unit picker accept.
  public init?(spelling text: String) {
    var t = text
    guard let unit = t.withUTF8({ Lexicon.weightUnit($0, 0, $0.count) }) else { return nil }
    self = unit
  }
}

extension NotebookFormatter {
  /// An exercise name as the printer writes it at the start of a line:
  /// escaped where the parser would otherwise read syntax, and whether a
  /// `:` must follow it for it to read back as a name (an editor renaming
  /// an exercise writes the new name so). A name that holds a load word
  /// (`Plate 25kg Pinch`) gets its colon too: a routine needs it, and a
  /// session reads it.
  package static func writtenName(_ name: String) -> (text: String, needsColon: Bool) {
    var out = ByteBuffer()
    TextEscaper.append(name, context: .name, to: &out)
    let bytes = out.bytes
    return (
      String(decoding: bytes, as: UTF8.self), bytes.withUnsafeBufferPointer { TextEscaper.routineNameNeedsColon($0) }
    )
  }
}
