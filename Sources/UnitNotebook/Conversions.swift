// The public face of the conversions, beside `UnitNotebook.swift`: Unit's own
// JSON and CSV, both ways. The contracts are written down in docs/json.md and
// docs/csv.md; the readers and writers behind these entry points are internal.

/// Unit's JSON document (docs/json.md).
public enum NotebookJSON {
  /// The JSON document of a notebook. The same notebook always gives the same
  /// bytes: keys in a fixed order, a fixed layout, numbers exactly as kept.
  public static func write(_ notebook: Notebook) -> [UInt8] {
    var writer = JSONWriter()
    writer.write(notebook: notebook)
    return writer.out.bytes
  }

  /// Reads a JSON document into a notebook. Every value is checked against
  /// what a notebook can hold; each problem names its JSON path
  /// (`sessions[3].exercises[0].sets[2].reps: expected a whole number, found "5x"`)
  /// with the line and column of the value in the text.
  public static func read(_ bytes: [UInt8]) -> ImportResult {
    bytes.withUnsafeBufferPointer { JSONReader.read($0) }
  }

  /// Reads a JSON document from any contiguous bytes.
  public static func read(buffer: UnsafeBufferPointer<UInt8>) -> ImportResult {
    JSONReader.read(buffer)
  }
}

/// Unit's CSV (docs/csv.md).
public enum NotebookCSV {
  /// The CSV of a notebook: the header, then one row per set (and the few
  /// other rows docs/csv.md lists), CRLF line ends, formulas neutralised.
  public static func write(_ notebook: Notebook) -> [UInt8] {
    var writer = CSVWriter()
    writer.write(notebook: notebook)
    return writer.out.bytes
  }

  /// Reads Unit's CSV into a notebook. Each problem is reported with its
  /// spreadsheet row (`line`, the header being row 1) and field (`column`).
  public static func read(_ bytes: [UInt8]) -> ImportResult {
    bytes.withUnsafeBufferPointer { CSVNotebookReader.read($0) }
  }

  /// Reads Unit's CSV from any contiguous bytes.
  public static func read(buffer: UnsafeBufferPointer<UInt8>) -> ImportResult {
    CSVNotebookReader.read(buffer)
  }
}

/// `unit export` as a function: notebook text to JSON or CSV, or to a
/// workout app's CSV (docs/export.md), while it is parsed, a session at a
/// time.
public enum NotebookExport {
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// Unit's JSON (docs/json.md), without loss.
    case json
    /// Unit's CSV (docs/csv.md), without loss.
    case csv
    /// Strong's comma layout (1A), which Hevy's importer reads too. What it
    /// cannot hold (supersets, comments, planned sets…) is a warning.
    case strong
    /// Hevy's `workout_data.csv` layout. What it cannot hold (comments, set
    /// notes, planned sets…) is a warning.
    case hevy
    /// Liftosaur's workout text, a record a session. What it cannot hold
    /// (times, distances, supersets, planned sets…) is a warning.
    case liftosaur
  }

  /// Exports notebook texts as one notebook: the notebook notes of every
  /// text first, in order, then their sessions, in order.
  ///
  /// The output goes to `output` in chunks of about `chunkSize` bytes while
  /// no error has been found. For an app's format (`strong`, `hevy`) the
  /// diagnostics of a text without errors are the warnings of the export:
  /// what the app's layout could not hold, each at its line. After the first error nothing more is output,
  /// though every text is still read so that all its errors are reported; a
  /// caller that must write nothing on error (as `unit export` does) keeps
  /// the chunks until the end. Returns the diagnostics of each text.
  ///
  /// Liftosaur's text writes each session's start with an offset from UTC:
  /// `localTime`'s at that time (nil: `+00:00`).
  public static func export(
    _ texts: [[UInt8]], to format: Format, chunkSize: Int = 1 << 20, output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    export(texts, to: format, chunkSize: chunkSize, localTime: nil, output: output)
  }

  /// The same, writing Liftosaur's times with `localTime`'s offset.
  public static func export(
    _ texts: [[UInt8]], to format: Format, chunkSize: Int = 1 << 20, localTime: LocalTimeRule?,
    output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    withBuffers(texts[...], []) {
      export(buffers: $0, to: format, chunkSize: chunkSize, localTime: localTime, output: output)
    }
  }

  /// The same from any contiguous bytes (memory-mapped files, say).
  public static func export(
    buffers: [UnsafeBufferPointer<UInt8>], to format: Format, chunkSize: Int = 1 << 20,
    output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    export(buffers: buffers, to: format, chunkSize: chunkSize, localTime: nil, consumed: nil, output: output)
  }

  /// The same, writing Liftosaur's times with `localTime`'s offset.
  public static func export(
    buffers: [UnsafeBufferPointer<UInt8>], to format: Format, chunkSize: Int = 1 << 20,
    localTime: LocalTimeRule?, output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    export(buffers: buffers, to: format, chunkSize: chunkSize, localTime: localTime, consumed: nil, output: output)
  }

  /// The same, telling `consumed` how much of each text is behind the export
  /// for good (so a caller can release those pages of a mapped file).
  package static func export(
    buffers: [UnsafeBufferPointer<UInt8>], to format: Format, chunkSize: Int = 1 << 20,
    localTime: LocalTimeRule? = nil, consumed: ((_ text: Int, _ offset: Int) -> Void)?, output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    let size = buffers.reduce(0) { $0 + $1.count }
    let capacity = Swift.min(chunkSize, size) + 4096
    switch format {
    case .json:
      var writer = JSONWriter(capacity: capacity)
      return ExportStream.run(buffers, writer: &writer, chunkSize: chunkSize, consumed: consumed, output: output)
    case .csv:
      var writer = CSVWriter(capacity: capacity)
      return ExportStream.run(buffers, writer: &writer, chunkSize: chunkSize, consumed: consumed, output: output)
    case .strong:
      return AppExportStream.run(buffers, format: .strong, chunkSize: chunkSize, consumed: consumed, output: output)
    case .hevy:
      return AppExportStream.run(buffers, format: .hevy, chunkSize: chunkSize, consumed: consumed, output: output)
    case .liftosaur:
      return AppExportStream.run(
        buffers, format: .liftosaur, chunkSize: chunkSize, localTime: localTime, consumed: consumed, output: output)
    }
  }

  /// The notebook notes and the muscles section of a text (only its first
  /// lines are read).
  package static func notebookPreamble(_ buffer: UnsafeBufferPointer<UInt8>)
    -> (notes: [String], muscles: [MuscleDeclaration])
  {
    Pipeline.preamble(buffer)
  }

  /// Reads a text a part (a session or a routine) at a time, for the
  /// command line to make the model of each on another thread: see
  /// `PartRecord.forEach`. Package access. Returns the diagnostics.
  package static func forEachPartRecord(
    _ buffer: UnsafeBufferPointer<UInt8>, _ body: (PartRecord) -> Void
  ) -> [Diagnostic] {
    PartRecord.forEach(in: buffer, body)
  }

  private static func withBuffers<R>(
    _ arrays: ArraySlice<[UInt8]>, _ done: [UnsafeBufferPointer<UInt8>], _ body: ([UnsafeBufferPointer<UInt8>]) -> R
  ) -> R {
    guard let first = arrays.first else { return body(done) }
    return first.withUnsafeBufferPointer { withBuffers(arrays.dropFirst(), done + [$0], body) }
  }
}

extension ExportWriter {
  /// A writer of Unit's JSON or CSV; nil for an app's format (`strong`,
  /// `hevy`, `liftosaur`), whose warnings need `NotebookExport.export`.
  package init?(_ format: NotebookExport.Format, capacity: Int) {
    switch format {
    case .json: self.init(json: true, capacity: capacity)
    case .csv: self.init(json: false, capacity: capacity)
    case .strong, .hevy, .liftosaur: return nil
    }
  }
}
