// Every entry point that reads a text takes it both ways: as UTF-8 bytes
// (what a file holds) and as a `String` (what an app's text view holds).
// The `String` forms read the string's own UTF-8 storage where it has one,
// without a copy; the bytes forms are beside the entry points themselves.

extension String {
  /// Calls `body` with the string's UTF-8 bytes, copied only when the string
  /// is not stored as contiguous UTF-8 (a bridged one, say).
  fileprivate func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var text = self
    return text.withUTF8(body)
  }
}

extension NotebookFormatter {
  /// `unit check` of a text: its errors and warnings.
  public static func check(_ text: String) -> [Diagnostic] {
    text.withUTF8Bytes { check(buffer: $0) }
  }
}

extension NotebookJSON {
  /// Reads a JSON document held as a string.
  public static func read(_ text: String) -> ImportResult {
    text.withUTF8Bytes { read(buffer: $0) }
  }
}

extension NotebookCSV {
  /// Reads Unit's CSV held as a string.
  public static func read(_ text: String) -> ImportResult {
    text.withUTF8Bytes { read(buffer: $0) }
  }
}

extension NotebookExport {
  /// Exports notebook texts held as strings (see `export(_:to:chunkSize:output:)`).
  public static func export(
    _ texts: [String], to format: Format, chunkSize: Int = 1 << 20, output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    export(texts.map { Array($0.utf8) }, to: format, chunkSize: chunkSize, localTime: nil, output: output)
  }

  /// The same, writing Liftosaur's times with `localTime`'s offset.
  public static func export(
    _ texts: [String], to format: Format, chunkSize: Int = 1 << 20, localTime: LocalTimeRule?,
    output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    export(texts.map { Array($0.utf8) }, to: format, chunkSize: chunkSize, localTime: localTime, output: output)
  }
}

extension NotebookImporter {
  /// The format of an export held as a string, from its content.
  public static func detect(_ text: String) -> ImportFormat? {
    text.withUTF8Bytes { detect(buffer: $0) }
  }

  /// Reads an export held as a string.
  public static func read(_ text: String, as format: ImportFormat, options: ImportOptions = ImportOptions())
    -> ImportResult
  {
    text.withUTF8Bytes { read(buffer: $0, as: format, options: options) }
  }
}

extension ExerciseNameMap {
  /// The renamings of a name map held as a string.
  public static func parse(_ text: String) -> (names: [String: String], diagnostics: [Diagnostic]) {
    parse(Array(text.utf8))
  }
}

extension ExerciseAliases {
  /// The aliases of a name map held as a string.
  public static func parse(_ text: String) -> (aliases: ExerciseAliases, diagnostics: [Diagnostic]) {
    parse(Array(text.utf8))
  }
}

extension NotebookMerge {
  /// The notebook text, held as a string, with `sessions` appended (see `append(_:to:)`).
  public static func append(_ sessions: [Session], to text: String) -> FormatResult {
    append(sessions, to: Array(text.utf8))
  }
}

extension NotebookOutline {
  /// The outline of a text held as a string.
  public init(_ text: String) {
    self.init(utf8: Array(text.utf8))
  }
}

extension TrainingHistory {
  /// The history of notebook texts held as strings, each with the name it
  /// is reported by (see `read(_:aliases:)` for bytes).
  public static func read(
    _ texts: [(name: String, text: String)], aliases: ExerciseAliases = ExerciseAliases()
  ) -> (history: TrainingHistory, diagnostics: [[Diagnostic]]) {
    read(texts.map { (name: $0.name, text: Array($0.text.utf8)) }, aliases: aliases)
  }
}
