/// A problem found in the input: where it is and what was expected, in a
/// lifter's words.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
  }

  public var severity: Severity
  public var message: String
  /// 1-based line number (for CSV input: the row, header being row 1).
  public var line: Int
  /// 1-based column, counting Unicode scalars (for CSV input: the field).
  public var column: Int
  /// Byte offset of the spot in the source, when the source is text.
  public var offset: Int?

  public init(severity: Severity, message: String, line: Int, column: Int, offset: Int? = nil) {
    self.severity = severity
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `LINE:COLUMN: error: message`.
  public var description: String {
    "\(line):\(column): \(severity.rawValue): \(message)"
  }
}

/// Collects diagnostics in the order they are found.
struct DiagnosticSink {
  var items: [Diagnostic] = []
  var errorCount = 0
  /// Beyond this many, errors are counted but not kept, so a hostile file
  /// cannot make the report itself unbounded.
  static let limit = 1000

  mutating func report(_ d: Diagnostic) {
    if d.severity == .error { errorCount += 1 }
    if items.count < DiagnosticSink.limit {
      items.append(d)
    }
  }

  var hasErrors: Bool { errorCount > 0 }

  /// The diagnostics in file order (the parser and the lowering each report
  /// in order; this merges them).
  var sorted: [Diagnostic] {
    items.enumerated().sorted { a, b in
      (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
    }.map(\.element)
  }
}
