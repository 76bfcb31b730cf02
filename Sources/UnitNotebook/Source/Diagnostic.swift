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
  /// What the problem is, as a stable name an app can act on without
  /// reading the message (a kg/lb picker for `.weightUnitNeeded`). Every
  /// diagnostic the library makes has one; it is optional only for those an
  /// app builds itself. The list, with what each means and what to do about
  /// it, is docs/diagnostics.md; the constants are `Diagnostic.Code`'s.
  public var code: Code?

  public init(severity: Severity, message: String, line: Int, column: Int, offset: Int? = nil, code: Code? = nil) {
    self.severity = severity
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
    self.code = code
  }

  /// A diagnostic of the library: the code and the text of `message`.
  init(_ severity: Severity, _ message: CodedMessage, line: Int, column: Int, offset: Int? = nil) {
    self.init(severity: severity, message: message.text, line: line, column: column, offset: offset, code: message.code)
  }

  /// A stable name for a kind of problem: `STAGE.WHAT`, such as
  /// `syntax.expected-unit` or `csv.bad-number`. The raw value never
  /// changes once released; new codes are added, none renamed. Each stage
  /// declares its codes beside its messages; docs/diagnostics.md lists them
  /// all, with what an app or a lifter does about each.
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// An app's export that does not say whether its weights are kg or lb
    /// (Strong's iPhone layout, an older FitNotes): read it again with
    /// `ImportOptions(unit:)`, after asking the lifter.
    public static let weightUnitNeeded = Code(rawValue: "import.weight-unit-needed")
    /// More problems than a report keeps (at most 1,000 a file): this one
    /// stands for the rest, with their count.
    public static let problemsNotShown = Code(rawValue: "problems-not-shown")
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
  /// Beyond this many, diagnostics are counted but not kept, so a hostile
  /// file cannot make the report itself unbounded; the report ends with one
  /// more that names the limit and the count (`notShown`).
  static let limit = 1000
  /// The first diagnostic past the limit, and how many were not kept.
  private var firstDropped: Diagnostic? = nil
  private var dropped = 0

  mutating func report(_ d: Diagnostic) {
    if d.severity == .error { errorCount += 1 }
    if items.count < DiagnosticSink.limit {
      items.append(d)
    } else {
      if firstDropped == nil { firstDropped = d }
      if d.severity == .error { firstDropped?.severity = .error }
      dropped += 1
    }
  }

  var hasErrors: Bool { errorCount > 0 }

  /// Those reported past the limit: how many, and the first of them (an
  /// error when any of them is).
  var overflow: (count: Int, first: Diagnostic?) { (dropped, firstDropped) }

  /// Takes in what another sink did not keep (its `overflow`), after what
  /// it kept was reported here: as if they had been reported here.
  mutating func reportOverflow(_ count: Int, first: Diagnostic?) {
    guard count > 0, let first else { return }
    if first.severity == .error { errorCount += 1 }
    if firstDropped == nil { firstDropped = first } else if first.severity == .error { firstDropped?.severity = .error }
    dropped += count
  }

  /// Where the sink stands, to go back to with `rollBack(to:)`.
  struct Mark {
    fileprivate var items: Int
    fileprivate var errorCount: Int
    fileprivate var firstDropped: Diagnostic?
    fileprivate var dropped: Int
  }

  var mark: Mark {
    Mark(items: items.count, errorCount: errorCount, firstDropped: firstDropped, dropped: dropped)
  }

  /// Forgets what was reported since `mark` (a speculative parse that was
  /// given up).
  mutating func rollBack(to mark: Mark) {
    if items.count > mark.items { items.removeSubrange(mark.items...) }
    errorCount = mark.errorCount
    firstDropped = mark.firstDropped
    dropped = mark.dropped
  }

  /// The diagnostics in file order (the parser and the lowering each report
  /// in order; this merges them), and the count of those not kept.
  var sorted: [Diagnostic] {
    var list = items.enumerated().sorted { a, b in
      (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
    }.map(\.element)
    if let first = firstDropped { list.append(DiagnosticSink.notShown(dropped, from: first)) }
    return list
  }

  /// At most `limit` of `sorted`, and the count of the others at the first
  /// of them: for reports collected in full (an import's warnings).
  static func capped(_ sorted: [Diagnostic]) -> [Diagnostic] {
    guard sorted.count > limit else { return sorted }
    var first = sorted[limit]
    if sorted[limit...].contains(where: { $0.severity == .error }) { first.severity = .error }
    return Array(sorted[..<limit]) + [notShown(sorted.count - limit, from: first)]
  }

  /// The diagnostic that stands for `count` more, placed at the first of them.
  static func notShown(_ count: Int, from first: Diagnostic) -> Diagnostic {
    var d = first
    d.code = .problemsNotShown
    d.message =
      "\(count) more \(count == 1 ? "problem is" : "problems are") not shown: unit reports at most \(limit) in a file"
    return d
  }
}
