/// Runs the stages over a buffer, line by line: the scanner finds a line, the
/// parser fills the syntax record, the lowering folds it into the chunk being
/// built, and each finished chunk (the preamble, then one session at a time)
/// goes to `body`. No line's syntax outlives its turn and the chunk's arrays
/// are reused, so memory stays flat however long the notebook is.
/// Package access for `scanLines` and `parseLines` alone.
package enum Pipeline {
  /// Runs the stages and hands on each chunk as a record (the fast path used
  /// by `fmt` and `check`). `texts` reads the record's texts.
  /// `consumed` hears, after each chunk, how many bytes of the input are
  /// behind it for good (a caller can release them).
  ///
  /// Returns the routines' names (as they match, `Lowering.nameKey`) with
  /// the line of the first routine of each, so that texts read apart (the
  /// halves of a large file) can be checked for names they share.
  @discardableResult
  static func runRecords(
    _ bytes: UnsafeBufferPointer<UInt8>, sink: inout DiagnosticSink, tracksLines: Bool = false,
    tracksSetLines: Bool = false, consumed: ((Int) -> Void)? = nil,
    _ body: (LoweredChunk, SessionRecord, inout TextReader, _ hasErrors: Bool) -> Void
  ) -> [String: Int] {
    var parser = Parser(bytes)
    var lowering = Lowering(bytes)
    lowering.tracksLines = tracksLines
    lowering.tracksSetLines = tracksSetLines
    var texts = TextReader(bytes)
    var extra: [AmountSyntax] = []
    var line = LineSyntax()
    lowering.beginPreamble()
    while let scanned = parser.scanner.nextLine() {
      extra.reuse()
      parser.parseLine(scanned, into: &line, extra: &extra, sink: &sink)
      // A routine's section and the muscles heading stay in their chunk.
      if scanned.contentStart < scanned.range.end, Lexicon.lineOpener(bytes[scanned.contentStart]) == .heading,
        line.kind != .section, line.kind != .muscles,
        !Lexicon.isMusclesLine(bytes, scanned.contentStart, scanned.contentEnd)
      {
        let chunk = lowering.finish(&sink)
        body(chunk, lowering.record, &texts, sink.hasErrors)
        consumed?(scanned.range.start)
        lowering.beginSession(line, sink: &sink)
      } else {
        lowering.lower(&line, extra: extra, sink: &sink)
      }
    }
    lowering.atEndOfInput = true
    let chunk = lowering.finish(&sink)
    body(chunk, lowering.record, &texts, sink.hasErrors)
    return lowering.routineNames
  }

  /// Checks a text: its diagnostics (`unit check`), and the routines' names
  /// with the line of each (see `runRecords`).
  static func check(_ bytes: UnsafeBufferPointer<UInt8>, consumed: ((Int) -> Void)? = nil)
    -> (diagnostics: [Diagnostic], routines: [String: Int])
  {
    var sink = DiagnosticSink()
    let routines = runRecords(bytes, sink: &sink, consumed: consumed) { _, _, _, _ in }
    return (sink.sorted, routines)
  }

  /// The first stage alone, for the benchmark (`unit-bench`) to measure
  /// its share: scans the lines (line ends, UTF-8, comments). Returns the
  /// number of lines.
  package static func scanLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var scanner = Scanner(bytes)
    var n = 0
    while scanner.nextLine() != nil { n += 1 }
    return n
  }

  /// The first two stages, for the benchmark: scans and parses every line
  /// into syntax records, without lowering. Returns the number of set and
  /// exercise lines.
  package static func parseLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var parser = Parser(bytes)
    var sink = DiagnosticSink()
    var line = LineSyntax()
    var extra: [AmountSyntax] = []
    var n = 0
    while let scanned = parser.scanner.nextLine() {
      extra.reuse()
      parser.parseLine(scanned, into: &line, extra: &extra, sink: &sink)
      if line.kind == .set || line.kind == .exercise { n += 1 }
    }
    return n
  }

  /// A chunk as the public model.
  enum Chunk {
    /// The notebook's notes and its muscles section's declarations.
    case preamble(notes: [String], muscles: [MuscleDeclaration], comments: CommentTable)
    case session(Session, comments: CommentTable)
    /// A routine, its `sessionsBefore` still 0: the caller knows how many
    /// sessions came before it.
    case routine(Routine, comments: CommentTable)
  }

  /// Runs the stages and hands on each chunk as the public model (for
  /// `Notebook.parse` and the conversions). Sessions and routines whose
  /// heading did not parse are left out.
  static func run(
    _ bytes: UnsafeBufferPointer<UInt8>, sink: inout DiagnosticSink, consumed: ((Int) -> Void)? = nil,
    _ body: (Chunk, _ hasErrors: Bool) -> Void
  ) {
    runRecords(bytes, sink: &sink, consumed: consumed) { chunk, record, texts, hasErrors in
      if chunk.isPreamble {
        let notes = record.notebookNotes(texts: &texts)
        body(.preamble(notes: notes, muscles: record.muscles(texts: &texts), comments: chunk.comments), hasErrors)
      } else if chunk.isValid {
        if chunk.isRoutine {
          body(.routine(record.routine(texts: &texts), comments: chunk.comments), hasErrors)
        } else {
          body(.session(record.session(texts: &texts), comments: chunk.comments), hasErrors)
        }
      }
    }
  }
}
