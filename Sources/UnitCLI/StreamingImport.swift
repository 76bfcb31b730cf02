import UnitNotebook

/// `unit import` of a large export on two cores: one thread reads the
/// export, and hands each session on as soon as it is complete; this one
/// prints it meanwhile. When the reading ends, the printed sessions are put
/// in the notebook's order (the importers sort chronologically) and joined.
/// The text is exactly `canonicalUTF8` of the imported notebook; nothing is
/// written before the whole export has been read without an error.
enum StreamingImport {
  /// Below this size one pass is quicker than starting a thread.
  static let threshold = 4 << 20
  /// CSV rows handed over at a time.
  static let rowsPerChunk = 2048

  /// The import's result and, when it has a notebook, its canonical text
  /// (nil when the import failed, or when the format is not streamed). The
  /// result's notebook then has the notes but no sessions: each was let go
  /// once printed, so a large import does not hold its whole model.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, as format: ImportFormat, options: ImportOptions
  ) -> (result: ImportResult, printed: Printed?) {
    final class Order: @unchecked Sendable { var indices: [Int]? }
    let order = Order()
    // At most a few chunks of rows can be waiting, so at most a few dozen
    // batches of sessions: the reading thread never waits on printing.
    let sessions = SessionHandOver(capacity: 1024)
    // Chunks of rows go back to be filled again, as the sessions go back to
    // be freed: no memory is allocated on one thread and freed on the other.
    let usedRows = Handback<CSVRows>()
    // The CSV files' rows are split into fields on this thread too, ahead
    // of the importer, between printing what it hands back.
    let rows = BoundedQueue<CSVRows>(capacity: 8)
    let dialect = format.csvDialect
    let (texts, result) = TwoThreads.run(
      {
        let texts = SessionTexts()
        if let dialect {
          var reader = CSVRowReader(bytes, dialect: dialect)
          while let chunk = reader.next(rows: rowsPerChunk, reusing: usedRows.takeOne()) {
            guard rows.push(chunk) else { break }
            sessions.forEachWaiting { texts.append($0) }
          }
          rows.close()
        }
        sessions.forEach { texts.append($0) }
        return texts
      },
      {
        var stream = SessionStream(
          done: { sessions.add($0) }, order: { order.indices = $0 }, keepsSessions: false)
        if dialect != nil {
          stream.rows = { used in
            usedRows.put(used)
            return rows.pop()
          }
        }
        let result = NotebookImporter.read(buffer: bytes, as: format, options: options, stream: stream)
        // An import that stopped early (an error) leaves rows unread: the
        // thread reading them is told to stop.
        rows.cancel()
        sessions.finish()
        return result
      })
    // Shared text is not streamed: its reader keeps the sessions, and the
    // caller prints the model.
    guard let notebook = result.notebook, !result.hasErrors, texts.count > 0 else { return (result, nil) }
    guard texts.accepts(order: order.indices) else {
      // Cannot happen (each importer names every session once); if it did,
      // the sessions are gone, so the import fails rather than print fewer.
      var failed = ImportResult(notebook: nil, diagnostics: result.diagnostics)
      failed.diagnostics.append(
        Diagnostic(
          severity: .error, message: "the sessions read could not be put in order: nothing was written", line: 1,
          column: 1))
      return (failed, nil)
    }
    return (
      result,
      Printed(
        texts: texts, notes: notebook.notes, muscles: notebook.muscles, routines: notebook.routines,
        order: order.indices)
    )
  }

  /// The printed notebook, handed out in pieces without another copy. The
  /// routines (of Unit's own JSON and CSV), which the readers keep whole,
  /// are printed in their places.
  struct Printed {
    let texts: SessionTexts
    let notes: [String]
    let muscles: [MuscleDeclaration]
    let routines: [Routine]
    let order: [Int]?

    /// Hands the text to `body` piece by piece; stops when it returns false.
    func write(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
      _ = texts.write(notes: notes, muscles: muscles, routines: routines, order: order, body)
    }

    /// The whole text (for tests).
    var text: [UInt8] { texts.text(notes: notes, muscles: muscles, routines: routines, order: order) ?? [] }
  }
}
